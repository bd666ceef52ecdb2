#!/usr/bin/env node
/**
 * The W3C Nu HTML Checker (the validator behind validator.w3.org/nu, npm package vnu-jar)
 * over every page of out/: any error fails. html-validate checks our own rules; this is
 * the reference reading of the HTML and ARIA specifications (a tab without its panel, a
 * misplaced attribute…).
 *
 * It needs Java 11 or newer, found as $JAVA_HOME/bin/java or `java` on the PATH; it never
 * downloads one. scripts/tools/ensure-tools.sh installs Debian's JRE when it runs as root. On a
 * machine without Java the check is reported as not run, and `npm test` goes on, unless
 * REQUIRE_NU_CHECKER=1 (CI sets it), which makes a missing Java an error.
 *
 *   node scripts/gates/check-nu.mjs [--out out]
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import vnuJar from 'vnu-jar';
import { isMain } from '../lib/main-module.mjs';

const flag = process.argv.indexOf('--out');
const OUT = flag > 0 ? process.argv[flag + 1] : 'out';

function findJava() {
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
 * Errors of the checker's CSS validator on CSS that current browsers take and that its
 * older grammar does not know yet. It reads the pages' inline style sheets
 * (scripts/build/optimize-export.mjs inlines them): Tailwind registers its variables with
 * @property, uses margin-trim where supported, and transitions custom properties.
 */
export const OUTDATED_CSS_GRAMMAR = [
  /^CSS: Unrecognized at-rule “@property”/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist/,
  /^CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value/,
];

/** The errors of the checker's JSON report, one readable line each. */
export function errorLines(report, outDir) {
  return JSON.parse(report)
    .messages.filter((message) => message.type === 'error')
    .filter((message) => !OUTDATED_CSS_GRAMMAR.some((pattern) => pattern.test(message.message)))
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
    ['-jar', String(vnuJar), '--errors-only', '--skip-non-html', '--format', 'json', OUT],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  // The checker writes its JSON report to stderr, and exits 1 when it found errors.
  const errors = errorLines(result.stderr || '{"messages":[]}', OUT);
  if (errors.length || ![0, 1].includes(result.status)) {
    console.error(`Nu HTML Checker errors:\n  ${errors.join('\n  ') || result.stderr}`);
    process.exit(1);
  }
  console.log('Nu HTML Checker: every page of out/ without error.');
}

if (isMain(import.meta.url)) main();
