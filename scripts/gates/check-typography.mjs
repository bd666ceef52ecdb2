#!/usr/bin/env node
/**
 * French typography gate over the visible text of every page of out/. Fails where an
 * ordinary space, or no space at all, stands where French typography wants a no-break
 * space (U+00A0) or a narrow no-break space (U+202F):
 *   before : ; ! ? % € and the closing », after the opening «,
 *   between the groups of a number ('1 247').
 * Prints each offence with its page and its context. Fix the copy in the source with
 * `npm run fix:typography`.
 */
import { exportPages, pageLines } from '../lib/page-text.mjs';
import { isMain } from '../lib/main-module.mjs';

const NO_BREAK = '\u00a0\u202f';

/** Where punctuation legitimately follows something other than a no-break space. */
function isException(text, index) {
  const char = text[index];
  const before = text[index - 1] ?? '';
  const after = text[index + 1] ?? '';
  // Doubled punctuation ('?!', '!!'): only the first one takes the space.
  if (';!?'.includes(before) && ';!?'.includes(char)) return true;
  if (char === ':') {
    if (after === '/' && text[index + 2] === '/') return true; // https://
    if (/\d/.test(before) && /\d/.test(after)) return true; // 10:30
  }
  return false;
}

/** The typography offences of one line of text, each with a short context. */
export function typographyOffences(line) {
  const offences = [];
  const report = (index, rule) => {
    const context = line
      .slice(Math.max(0, index - 25), index + 25)
      .replace(/\u00a0/g, '⍽')
      .replace(/\u202f/g, '·');
    offences.push({ rule, context });
  };
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    const before = line[index - 1];
    if (
      ':;!?%€»'.includes(char) &&
      index > 0 &&
      !NO_BREAK.includes(before) &&
      !isException(line, index)
    ) {
      report(
        index,
        before === ' ' ? `ordinary space before « ${char} »` : `no space before « ${char} »`,
      );
    }
    if (char === '«' && index < line.length - 1 && !NO_BREAK.includes(line[index + 1])) {
      report(
        index,
        line[index + 1] === ' ' ? 'ordinary space after « « »' : 'no space after « « »',
      );
    }
  }
  for (const match of line.matchAll(/\d( )(?=\d{3}(?!\d))/g)) {
    report(match.index + 1, 'ordinary space between the groups of a number');
  }
  return offences;
}

function main() {
  let count = 0;
  let pages = 0;
  for (const { route, html } of exportPages('out')) {
    pages += 1;
    for (const line of pageLines(html)) {
      for (const offence of typographyOffences(line)) {
        count += 1;
        console.error(`${route}: ${offence.rule}: “${offence.context}”`);
      }
    }
  }
  if (count) {
    console.error(
      `\n${count} typography offence(s). Fix the copy with \`npm run fix:typography\`.`,
    );
    process.exit(1);
  }
  console.log(`French typography: ${pages} pages checked, no offence.`);
}

if (isMain(import.meta.url)) main();
