#!/usr/bin/env node
/**
 * French typography gate over the visible text of every page of an export (out/ by
 * default): each rule of scripts/lib/french-typography.mjs, the same rules that
 * `npm run fix:typography` applies to the copy in the source. Prints each offence with
 * its page, its rule and its context (⍽ is a no-break space, · a narrow one), then how to
 * fix each rule that fired.
 *
 *   node scripts/gates/check-typography.mjs [out]
 */
import { exportPages, pageLines } from '../lib/page-text.mjs';
import { typographyOffences } from '../lib/french-typography.mjs';
import { isMain } from '../lib/main-module.mjs';

/** The report of a set of pages: one line per offence, then how to fix each rule. */
export function typographyReport(pages) {
  const lines = [];
  const fired = new Set();
  for (const { route, lines: text } of pages) {
    for (const line of text) {
      for (const { rule, context } of typographyOffences(line)) {
        fired.add(rule);
        lines.push(`${route}: ${rule.name}: “${context}”`);
      }
    }
  }
  if (lines.length === 0) return [];
  return [
    ...lines,
    '',
    `${lines.length} typography offence(s). How to fix them:`,
    ...[...fired].map((rule) => `  ${rule.name}: ${rule.wrong}; ${rule.how}.`),
  ];
}

function main() {
  const outDir = process.argv[2] ?? 'out';
  const pages = [...exportPages(outDir)].map(({ route, html }) => ({
    route,
    lines: pageLines(html),
  }));
  const report = typographyReport(pages);
  if (report.length) {
    for (const line of report) console.error(line);
    process.exit(1);
  }
  console.log(`French typography: ${pages.length} pages checked, no offence.`);
}

if (isMain(import.meta.url)) main();
