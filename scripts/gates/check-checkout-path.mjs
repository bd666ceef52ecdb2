#!/usr/bin/env node
/**
 * The post-build steps and the French gates, run from a copy of the project whose path
 * has a space and an accent (…/candidia test-XXXXXX/Mes projets/andré/site). Each must do
 * its job there: when a command's main() check compared a file:// URL built from argv
 * (now scripts/lib/main-module.mjs compares real paths), every one of them exited 0 there
 * having done nothing, and the build and the gates passed.
 *
 * The copy: the project's files (`git ls-files -co --exclude-standard`: tracked, and
 * untracked but not ignored), node_modules as a symlink (Node follows it; Turbopack, which
 * refuses one, does not run here), and a raw export, as `next build` wrote it before the
 * post-build steps (`npm test` keeps one for this). From the copy:
 *   1. the commands of package.json's postbuild, one by one: every page gets the data
 *      block of its page loader and its CSP <meta>, and the security step changes no
 *      other byte;
 *   2. the typography and spelling gates pass;
 *   3. with a misspelt word, an ordinary space before « : » and an inline script planted in
 *      a page, the two gates and `secure-export.mjs --check` fail, each naming its fault.
 *
 *   node scripts/gates/check-checkout-path.mjs RAW_EXPORT_DIR
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'parse5';
import { PAGE_SCRIPTS_ID } from '../../lib/browser/contract.mjs';
import { isMain } from '../lib/main-module.mjs';
import { exportPages } from '../lib/page-text.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** What is planted in the home page: a misspelt word, an ordinary space before « : », a script. */
export const PLANTED = '<p>Vos candidatures spontanéees : envoyées.</p><script>alert(1)</script>';

/** The elements of a parse5 tree, in document order. */
function* elementsOf(node) {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) yield child;
    yield* elementsOf(child);
  }
}

const attribute = (element, name) => element.attrs.find((item) => item.name === name)?.value;
const isPolicyMeta = (element) =>
  element.tagName === 'meta' &&
  attribute(element, 'http-equiv')?.toLowerCase() === 'content-security-policy';

/** The page with `fragment` first in its <main>, spliced at parse5's offsets. */
export function plantInMain(html, fragment) {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const main = [...elementsOf(document)].find((element) => element.tagName === 'main');
  if (!main) throw new Error('The page has no <main>.');
  const at = main.sourceCodeLocation.startTag.endOffset;
  return html.slice(0, at) + fragment + html.slice(at);
}

/**
 * What is wrong with a page after the post-build steps: `before` is the page as the
 * security step found it, `after` as it left it.
 */
export function securedPageProblems(before, after) {
  const elements = [...elementsOf(parse(after, { sourceCodeLocationInfo: true }))];
  const problems = [];
  const loaders = elements.filter(
    (element) => element.tagName === 'script' && attribute(element, 'id') === PAGE_SCRIPTS_ID,
  );
  if (loaders.length !== 1)
    problems.push(`${loaders.length} data blocks of the page loader, not 1`);
  const metas = elements.filter(isPolicyMeta);
  if (metas.length !== 1) return [...problems, `${metas.length} CSP <meta>, not 1`];
  const { startOffset, endOffset } = metas[0].sourceCodeLocation;
  if (after.slice(0, startOffset) + after.slice(endOffset) !== before) {
    problems.push('the security step changed more than its <meta>');
  }
  return problems;
}

/** The commands of package.json's postbuild, in order. */
export function postbuildCommands(packageJson) {
  return packageJson.scripts.postbuild.split('&&').map((command) => command.trim());
}

/** The project's files, as git lists them: tracked, and untracked but not ignored. */
function projectFiles() {
  const listed = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  // A tracked file deleted in the work tree is listed too.
  return listed.stdout.split('\0').filter((file) => file && existsSync(join(ROOT, file)));
}

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function main() {
  const started = performance.now();
  const raw = process.argv[2] && resolve(process.argv[2]);
  if (!raw || !existsSync(join(raw, 'index.html'))) {
    console.error(
      'Usage: node scripts/gates/check-checkout-path.mjs RAW_EXPORT_DIR\n' +
        '(a copy of out/ as `next build` wrote it, before the post-build steps: npm test keeps one)',
    );
    process.exit(2);
  }
  const base = mkdtempSync(join(tmpdir(), 'candidia test-'));
  const site = join(base, 'Mes projets', 'andré', 'site');
  const out = join(site, 'out');
  let failures = 0;
  const check = (ok, text, detail = '') => {
    if (!ok) failures += 1;
    console.log(
      `  ${ok ? '✓' : '✗'} ${text}${detail ? `\n      ${detail.trim().replace(/\n/g, '\n      ')}` : ''}`,
    );
    return ok;
  };
  // As npm runs a script: from the package's folder, its binaries on the PATH.
  const run = (command, args = []) =>
    spawnSync(command, args, {
      cwd: site,
      encoding: 'utf8',
      shell: args.length === 0,
      env: {
        ...process.env,
        PATH: `${join(site, 'node_modules', '.bin')}${delimiter}${process.env.PATH}`,
      },
    });
  const gate = (name, ...args) => {
    const since = performance.now();
    const result = run(process.execPath, [`scripts/${name}`, ...args]);
    return { ...result, took: seconds(since) };
  };

  try {
    console.log(`From ${site}:`);
    const files = projectFiles();
    for (const file of files) {
      mkdirSync(dirname(join(site, file)), { recursive: true });
      cpSync(join(ROOT, file), join(site, file));
    }
    symlinkSync(join(ROOT, 'node_modules'), join(site, 'node_modules'));
    cpSync(raw, out, { recursive: true });
    const pageCount = [...exportPages(out, { all: true })].length;
    check(
      true,
      `copied ${files.length} files and a raw export of ${pageCount} pages (${seconds(started)})`,
    );

    // 1. The post-build steps.
    const commands = postbuildCommands(
      JSON.parse(readFileSync(join(site, 'package.json'), 'utf8')),
    );
    let beforeSecurity;
    for (const command of commands) {
      if (command.includes('secure-export.mjs')) {
        beforeSecurity = new Map(
          [...exportPages(out, { all: true })].map(({ file, html }) => [file, html]),
        );
      }
      const since = performance.now();
      const result = run(command);
      check(
        result.status === 0,
        `postbuild: ${command} (${seconds(since)})`,
        result.status === 0 ? '' : result.stderr + result.stdout,
      );
    }
    if (check(beforeSecurity !== undefined, 'postbuild has a security step (secure-export.mjs)')) {
      const problems = [...exportPages(out, { all: true })].flatMap(({ route, file, html }) =>
        securedPageProblems(beforeSecurity.get(file), html).map(
          (problem) => `${route}: ${problem}`,
        ),
      );
      check(
        problems.length === 0,
        `${pageCount} pages, each with the data block of its page loader (#${PAGE_SCRIPTS_ID}) and its CSP <meta>, no other byte changed by the security step`,
        problems.join('\n'),
      );
    }

    // 2. The French gates pass on the pages as built.
    const clean = {
      typography: gate('gates/check-typography.mjs'),
      spelling: gate('gates/check-spelling.mjs'),
    };
    for (const [name, result] of Object.entries(clean)) {
      check(
        result.status === 0 && / pages checked/.test(result.stdout),
        `check-${name} passes (${result.took}): ${result.stdout.trim()}`,
        result.status === 0 ? '' : result.stderr,
      );
    }

    // 3. … and fail on planted faults, as does the read-back of the security step.
    const home = join(out, 'index.html');
    writeFileSync(home, plantInMain(readFileSync(home, 'utf8'), PLANTED));
    console.log(`  planted in /: ${PLANTED}`);
    const expectations = [
      ['gates/check-typography.mjs', [], /^\/: before :: “.*spontanéees : envoyées\.”$/],
      ['gates/check-spelling.mjs', [], /^« spontanéees » on \/: suggestion: « spontanées »$/],
      ['build/secure-export.mjs', ['--check'], /^ {2}\/: inline script 'sha256-.*' not allowed/],
    ];
    for (const [name, args, expected] of expectations) {
      const result = gate(name, ...args);
      const line = result.stderr.split('\n').find((text) => expected.test(text));
      check(
        result.status === 1 && line !== undefined,
        `${[name.split('/')[1], ...args].join(' ')} fails (${result.took}): ${line?.trim() ?? ''}`,
        line === undefined
          ? `exit ${result.status}, no line like ${expected}:\n${result.stderr}${result.stdout}`
          : '',
      );
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
}

if (isMain(import.meta.url)) main();
