/**
 * French typography (scripts/lib/french-typography.ts) over the visible text of every page
 * of an export: each offence in its context (⍽ a no-break space, · a narrow one).
 *
 *   tsx scripts/gates/check-typography.ts [out]
 */
import { parseArgs } from 'node:util';
import { pageLines, pagesOf } from '../lib/export';
import { typographyReport } from '../lib/french-typography';

const [out = 'out'] = parseArgs({ allowPositionals: true }).positionals;
const pages = pagesOf(out).map(({ route, html }) => ({ route, lines: pageLines(html) }));
const report = typographyReport(pages);
if (report.length) {
  console.error(report.join('\n'));
  process.exit(1);
}
console.log(`French typography: ${pages.length} pages checked, no offence.`);
