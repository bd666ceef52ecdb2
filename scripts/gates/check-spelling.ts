/**
 * Spelling of every page of an export (scripts/lib/spelling.ts): each unknown word with its
 * pages and the dictionary's suggestion.
 *
 *   tsx scripts/gates/check-spelling.ts [out]
 */
import { parseArgs } from 'node:util';
import { pageLines, pagesOf } from '../lib/export';
import { frenchDictionary, readWordList, reportLines, spellingOffences } from '../lib/spelling';

const started = performance.now();
const [out = 'out'] = parseArgs({ allowPositionals: true }).positionals;
const pages = pagesOf(out).map(({ route, html }) => ({ route, lines: pageLines(html) }));
const wordList = readWordList();
const dictionary = await frenchDictionary(wordList);
const offences = spellingOffences(pages, wordList, dictionary);
if (offences.length) {
  console.error(reportLines(offences).join('\n'));
  process.exit(1);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Spelling (cspell, ${dictionary.name}): ${pages.length} pages checked in ${seconds} s, no unknown word.`,
);
