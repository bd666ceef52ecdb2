import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Jest runs from the repository's root (package.json's scripts, scripts/test.sh). */
const root = process.cwd();
/**
 * Not the project's tests: installed packages (at any depth), and at the root the builds, the
 * reports and Playwright's specs (scripts/site-build/ is ours: only the root's build/ is output).
 */
const outputs = new Set([
  '.git',
  '.next',
  'out',
  'build',
  'e2e',
  'coverage',
  'test-results',
  'playwright-report',
  'blob-report',
  'bench-results',
  '.scratch',
]);
const elsewhere = (dir: string, name: string) =>
  name === 'node_modules' || (dir === root && outputs.has(name));

/** Every test file of the repository, as Jest would find it: named `*.test.ts` or `*.test.tsx`. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return elsewhere(dir, entry.name) ? [] : testFiles(join(dir, entry.name));
    return /\.test\.tsx?$/.test(entry.name) ? [relative(root, join(dir, entry.name))] : [];
  });
}

describe('the Jest projects', () => {
  // The configuration as Jest reads it (Jest's transform would rewrite the module if imported).
  const projects = JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '--eval',
        "const { default: config } = await import('./jest.config.mjs'); console.log(JSON.stringify(config.projects));",
      ],
      { cwd: root, encoding: 'utf8' },
    ),
  ) as {
    displayName?: unknown;
    testRegex?: unknown;
    testMatch?: unknown;
    testPathIgnorePatterns?: unknown;
  }[];

  it('are jsdom, node and export, each chosen by a file suffix alone, with no exception', () => {
    expect(projects.map((project) => project.displayName)).toEqual(['jsdom', 'node', 'export']);
    for (const project of projects) {
      expect(project.testMatch).toBeUndefined();
      expect(project.testRegex).toBe(`\\.${String(project.displayName)}\\.test\\.tsx?$`);
      // next/jest's own: installed packages and Next's build, never a file of ours.
      expect(project.testPathIgnorePatterns).toEqual(['/node_modules/', '/.next/']);
    }
  });

  it('run every test file of the repository, each in exactly one project', () => {
    const files = testFiles(root);
    expect(files.length).toBeGreaterThan(0);
    const runIn = files.map((file) => ({
      file,
      projects: projects
        .filter((project) => new RegExp(String(project.testRegex)).test(file))
        .map((project) => project.displayName),
    }));
    expect(runIn.filter((entry) => entry.projects.length !== 1)).toEqual([]);
  });
});
