/**
 * French typography over the visible text of every page of an export: the rules of
 * scripts/lib/french-typography.ts, which `npm run fix:typography` applies to the copy in
 * the source. Each offence with its page, rule and context (⍽ a no-break space, · a narrow
 * one), then how to fix each rule that fired.
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
