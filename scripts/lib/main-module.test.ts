import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A command in a checkout whose path has a space and an accent, reached directly and
 * through a symlink: it must run its main(). The check this replaced, a file:// URL built
 * from argv[1], is shown failing there, as it did: the command then exited 0, having done
 * nothing.
 */
describe('isMain, in a checkout under « Mes projets/andré »', () => {
  let root: string;
  let command: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'candidia test-'));
    const dir = join(root, 'Mes projets', 'andré', 'site');
    mkdirSync(dir, { recursive: true });
    command = join(dir, 'command.mjs');
    writeFileSync(
      command,
      [
        `import { isMain } from ${JSON.stringify(pathToFileURL(resolve('scripts/lib/main-module.mjs')).href)};`,
        'const old = import.meta.url === `file://${process.argv[1]}`;',
        'console.log(JSON.stringify({ main: isMain(import.meta.url), old }));',
      ].join('\n'),
    );
    symlinkSync(dir, join(root, 'lien'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const run = (path: string) =>
    JSON.parse(spawnSync(process.execPath, [path], { encoding: 'utf8' }).stdout);

  it('runs the command from its real path, where the old check did not', () => {
    expect(run(command)).toEqual({ main: true, old: false });
  });

  it('runs the command reached through a symlink', () => {
    expect(run(join(root, 'lien', 'command.mjs'))).toEqual({ main: true, old: false });
  });

  it('does not run it when it is only imported', () => {
    const result = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', `await import(${JSON.stringify(pathToFileURL(command).href)})`],
      { encoding: 'utf8' },
    );
    expect(JSON.parse(result.stdout)).toEqual({ main: false, old: false });
  });
});
