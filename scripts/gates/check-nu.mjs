#!/usr/bin/env node
/**
 * The W3C Nu HTML Checker (the validator behind validator.w3.org/nu, npm package vnu-jar)
 * over every page of out/: any error fails. html-validate checks our own rules; this is
 * the reference reading of the HTML and ARIA specifications (a tab without its panel, a
 * misplaced attribute…).
 *
 * The only messages left out are those of check-nu.filter beside this file, which the
 * checker applies itself (--filterfile): CSS that its grammar predates.
 *
 * It needs Java 11 or newer, found as $JAVA_HOME/bin/java or `java` on the PATH; it never
 * downloads one (the project's machines have Debian's OpenJDK). On a machine without Java
 * the check is reported as not run, and `npm test` goes on, unless REQUIRE_NU_CHECKER=1
 * (CI sets it), which makes a missing Java an error.
 *
 *   node scripts/gates/check-nu.mjs [--out out]
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import vnuJar from 'vnu-jar';
import { isMain } from '../lib/main-module.mjs';

const flag = process.argv.indexOf('--out');
const OUT = flag > 0 ? process.argv[flag + 1] : 'out';

/** The Java to run the checker with, if any. */
export function findJava() {
  const candidates = [
    process.env.JAVA_HOME && join(process.env.JAVA_HOME, 'bin', 'java'),
    'java',
  ].filter(Boolean);
  return candidates.find((candidate) => {
    if (candidate !== 'java' && !existsSync(candidate)) return false;
    return spawnSync(candidate, ['-version'], { stdio: 'ignore' }).status === 0;
  });
}

/**
 * The messages the checker leaves out, given to it as --filterfile: CSS its grammar
 * predates, each pattern under the CSS feature it stands for. Nothing else is filtered.
 */
export const FILTER_FILE = fileURLToPath(new URL('check-nu.filter', import.meta.url));

/** The errors of the checker's JSON report, one readable line each. */
export function errorLines(report, outDir) {
  return JSON.parse(report)
    .messages.filter((message) => message.type === 'error')
    .map((message) => {
      const file = message.url ? relative(outDir, decodeURI(new URL(message.url).pathname)) : '?';
      return `${file}:${message.lastLine ?? '?'}: ${message.message}`;
    });
}

function main() {
  const java = findJava();
  if (!java) {
    const text =
      'Nu HTML Checker: no Java found (install Java 11+, e.g. `apt-get install default-jre-headless` or `brew install openjdk`).';
    if (process.env.REQUIRE_NU_CHECKER === '1') {
      console.error(text);
      process.exit(1);
    }
    console.warn(`${text} Not run.`);
    return;
  }
  const result = spawnSync(
    java,
    [
      '-jar',
      String(vnuJar),
      '--errors-only',
      '--skip-non-html',
      '--filterfile',
      FILTER_FILE,
      '--format',
      'json',
      OUT,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  // The checker writes its JSON report to stderr, and exits 1 when errors are left after
  // its filter.
  const errors = result.status === 0 || result.status === 1 ? errorLines(result.stderr, OUT) : [];
  if (errors.length || result.status !== 0) {
    console.error(`Nu HTML Checker errors:\n  ${errors.join('\n  ') || result.stderr}`);
    process.exit(1);
  }
  console.log(`Nu HTML Checker: every page of ${OUT}/ without error.`);
}

if (isMain(import.meta.url)) main();
