/**
 * The French of every page of an export: typography (scripts/harness/french/typography.ts), each
 * offence in its context (⍽ a no-break space, · a narrow one), then spelling
 * (scripts/harness/french/spelling.ts), each unknown word with its pages and the dictionary's suggestion.
 *
 *   tsx scripts/gates/check-french.ts [out]
 */
import { parseArgs } from 'node:util';
import { pageLines } from '../site-build/export/html';
import { pagesOf } from '../site-build/export/pages';
import { typographyReport } from '../harness/french/typography';
import {
  frenchDictionary,
  readWordList,
  reportLines,
  spellingOffences,
} from '../harness/french/spelling';

const started = performance.now();
const [out = 'out'] = parseArgs({ allowPositionals: true }).positionals;
const pages = pagesOf(out).map(({ route, html }) => ({ route, lines: pageLines(html) }));
const wordList = readWordList();
const dictionary = await frenchDictionary(wordList);
const unknownWords = spellingOffences(pages, wordList, dictionary);
const reports = [typographyReport(pages), unknownWords.length ? reportLines(unknownWords) : []];
const found = reports.filter((report) => report.length);
if (found.length) {
  console.error(found.map((report) => report.join('\n')).join('\n\n'));
  process.exit(1);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `French typography and spelling (cspell, ${dictionary.name}): ${pages.length} pages checked in ${seconds} s, no offence.`,
);
