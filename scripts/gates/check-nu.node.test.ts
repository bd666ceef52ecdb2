import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FILTER_FILE, errorLines } from '../harness/checks/nu';
import { findJava } from '../harness/machine/system';

/** A page whose only CSS is what the checker's grammar predates (the features of scripts/harness/checks/nu.filter). */
const page = (body: string) =>
  '<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Page</title><style>' +
  '@property --tw-gradient-from{syntax:"*";inherits:false}' +
  'a{transition-property:color,--tw-gradient-from}' +
  `</style></head><body>${body}</body></html>`;

/** tsx scripts/gates/check-nu.ts --out dir, with the given environment. */
const gate = (dir: string, env: Record<string, string | undefined> = process.env) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/gates/check-nu.ts', '--out', dir], {
    encoding: 'utf8',
    env: env as NodeJS.ProcessEnv,
  });

describe('the Nu HTML Checker gate', () => {
  it('reports each error with its page and line, and nothing else', () => {
    const report = JSON.stringify({
      messages: [
        {
          type: 'error',
          url: 'file:/srv/mes%20projets/out/dashboard.html',
          lastLine: 1,
          message:
            'Every active “role=tab” element must have a corresponding “role=tabpanel” element.',
        },
        { type: 'info', url: 'file:/srv/mes%20projets/out/index.html', message: 'Trailing slash.' },
      ],
    });
    expect(errorLines(report, '/srv/mes projets/out')).toEqual([
      'dashboard.html:1: Every active “role=tab” element must have a corresponding “role=tabpanel” element.',
    ]);
    expect(errorLines('{"messages":[]}', 'out')).toEqual([]);
  });

  it('filters only CSS the checker predates, each pattern under the feature it stands for', () => {
    const lines = readFileSync(FILTER_FILE, 'utf8').split('\n');
    const patterns = lines
      .map((line, index) => ({ line, before: lines[index - 1] ?? '' }))
      .filter(({ line }) => line && !line.startsWith('#'));
    expect(patterns.length).toBeGreaterThan(0);
    for (const { line, before } of patterns) {
      expect(line).toMatch(/^CSS: /);
      expect(before).toMatch(/^# /);
    }
    // Java's whole-message match, read the JavaScript way: the same syntax here.
    const filtered = (message: string) =>
      patterns.some(({ line }) => new RegExp(`^(?:${line})$`).test(message));
    expect(filtered('CSS: Unrecognized at-rule “@property”')).toBe(true);
    expect(
      filtered(
        'CSS: “transition-property”: “--tw-gradient-to” is not a “transition-property” value.',
      ),
    ).toBe(true);
    expect(filtered("CSS: “colour”: Property “colour” doesn't exist.")).toBe(false);
    expect(filtered('CSS: Unrecognized at-rule “@propertyx”')).toBe(false);
  });

  it('without Java, says it did not run, and fails when REQUIRE_NU_CHECKER=1 (CI)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nu-'));
    try {
      writeFileSync(join(dir, 'index.html'), page('<p>Bonjour.</p>'));
      // No java on an empty PATH; node itself is run by its absolute path.
      const noJava = { PATH: '', HOME: process.env.HOME };
      const skipped = gate(dir, noJava);
      expect(skipped.status).toBe(0);
      expect(skipped.stderr).toMatch(/^Nu HTML Checker: no Java found .* Not run\.$/m);
      const required = gate(dir, { ...noJava, REQUIRE_NU_CHECKER: '1' });
      expect(required.status).toBe(1);
      expect(required.stderr).toMatch(/^Nu HTML Checker: no Java found/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails on a real HTML error, and not on a listed CSS gap (the checker itself)', () => {
    let java = '';
    try {
      java = findJava();
    } catch {
      // None: the check is only reported as not run.
    }
    if (!java) {
      // A machine without Java only reports the check as not run (above). CI has Java,
      // and there a missing one fails the check and this test.
      expect(process.env.REQUIRE_NU_CHECKER).not.toBe('1');
      return;
    }
    const dir = mkdtempSync(join(tmpdir(), 'nu-'));
    try {
      writeFileSync(join(dir, 'index.html'), page('<main><h1>Bonjour</h1></main>'));
      const clean = gate(dir);
      expect(clean.stderr).toBe('');
      expect(clean.stdout).toBe(`Nu HTML Checker: every page of ${dir}/ without error.\n`);
      expect(clean.status).toBe(0);

      writeFileSync(join(dir, 'faq.html'), page('<div><li>Un</li></div>'));
      const failed = gate(dir);
      expect(failed.status).toBe(1);
      expect(failed.stderr.split('\n')).toEqual([
        'Nu HTML Checker errors:',
        '  faq.html:1: Element “li” not allowed as child of element “div” in this context. (Suppressing further errors from this subtree.)',
        '',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
