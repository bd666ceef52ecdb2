/**
 * The post-build steps and the French gate must do their job from a copy of the project whose
 * path has a space and an accent (…/Mes projets/andré/site): commands that once compared a
 * file:// URL built from argv exited 0 there, having done nothing. The copy: the files git
 * lists, node_modules linked, and the raw export that `npm test` keeps.
 *
 *   tsx scripts/gates/check-checkout-path.ts RAW_EXPORT_DIR
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  PLANTED,
  changedBeyondPolicy,
  plantInMain,
  postbuildCommands,
} from '../harness/checks/checkout-path';
import { pagesOf } from '../site-build/export/pages';

const started = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const [raw] = parseArgs({ allowPositionals: true }).positionals.map((dir) => resolve(dir));
if (!raw || !existsSync(join(raw, 'index.html'))) {
  console.error(
    'Usage: tsx scripts/gates/check-checkout-path.ts RAW_EXPORT_DIR\n' +
      '(a copy of out/ as `next build` wrote it, before the post-build steps: npm test keeps one)',
  );
  process.exit(2);
}
const base = mkdtempSync(join(tmpdir(), 'candidia test-'));
const site = join(base, 'Mes projets', 'andré', 'site');
const out = join(site, 'out');
let failures = 0;
/** One line per check; what went wrong below it, if it failed. */
const check = (ok: boolean, text: string, detail = '') => {
  if (!ok) failures += 1;
  const details = !ok && detail ? `\n      ${detail.trim().replace(/\n/g, '\n      ')}` : '';
  console.log(`  ${ok ? '✓' : '✗'} ${text}${details}`);
  return ok;
};
// As npm runs a script: from the package's folder, its binaries on the PATH.
const bin = join(site, 'node_modules', '.bin');
const run = (command: string) => {
  const since = performance.now();
  const result = spawnSync(command, {
    cwd: site,
    encoding: 'utf8',
    shell: true,
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH}` },
  });
  return { ...result, took: seconds(since) };
};

try {
  console.log(`From ${site}:`);
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z']).toString();
  // A tracked file deleted in the work tree is listed too.
  const files = listed.split('\0').filter((file) => file && existsSync(file));
  for (const file of files) cpSync(file, join(site, file));
  symlinkSync(resolve('node_modules'), join(site, 'node_modules'));
  cpSync(raw, out, { recursive: true });
  const pageCount = pagesOf(out, { all: true }).length;
  console.log(`  copied ${files.length} files and ${pageCount} raw pages (${seconds(started)})`);

  // 1. The post-build steps, the security step changing no byte but its <meta> policy.
  let beforeSecurity: Map<string, string> | undefined;
  const packageJson = JSON.parse(readFileSync(join(site, 'package.json'), 'utf8'));
  for (const command of postbuildCommands(packageJson)) {
    if (command.includes('secure-export'))
      beforeSecurity = new Map(pagesOf(out, { all: true }).map(({ file, html }) => [file, html]));
    const { status, took, stderr, stdout } = run(command);
    check(status === 0, `postbuild: ${command} (${took})`, stderr + stdout);
  }
  if (check(beforeSecurity !== undefined, 'postbuild has a security step (secure-export.ts)')) {
    const changed = pagesOf(out, { all: true })
      .filter(({ file, html }) => changedBeyondPolicy(beforeSecurity!.get(file)!, html))
      .map(({ route }) => route);
    check(
      changed.length === 0,
      `${pageCount} pages, no byte changed by the security step but its <meta> policy`,
      changed.join(', '),
    );
  }

  // 2. The French gate passes on the pages as built…
  const passed = run('tsx scripts/gates/check-french.ts');
  const ok = passed.status === 0 && / pages checked/.test(passed.stdout);
  check(ok, `check-french passes (${passed.took}): ${passed.stdout.trim()}`, passed.stderr);

  // 3. … and fails on each planted fault, as does the check of the export.
  const home = join(out, 'index.html');
  writeFileSync(home, plantInMain(readFileSync(home, 'utf8'), PLANTED));
  console.log(`  planted in /: ${PLANTED}`);
  const typography = /^\/: before :: “.*spontanéees : envoyées\.”$/;
  const spelling = /^« spontanéees » on \/: suggestion: « spontanées »$/;
  for (const [name, ...expected] of [
    ['check-french', typography, spelling],
    ['check-export', /^ {2}\/: its <meta> blocks its inline script 'sha256-/],
  ] as const) {
    const { status, took, stderr, stdout } = run(`tsx scripts/gates/${name}.ts`);
    for (const pattern of expected) {
      const line = stderr.split('\n').find((text) => pattern.test(text));
      const detail = `exit ${status}, wanted 1 and a line like ${pattern}:\n${stderr}${stdout}`;
      check(status === 1 && !!line, `${name} fails (${took}): ${line?.trim() ?? ''}`, detail);
    }
  }
} finally {
  rmSync(base, { recursive: true, force: true });
}
if (failures) {
  console.error(
    `\nFrom a path with a space and an accent: ${failures} check(s) failed (${seconds(started)}).`,
  );
  process.exit(1);
}
console.log(`From a path with a space and an accent: every check passed in ${seconds(started)}.`);
