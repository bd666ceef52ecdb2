/**
 * Every page of a built export against every invariant of scripts/build/verify.ts, the
 * read-back that ends `npm run build`, alone, on the export as it is now. `--report` prints
 * each page's figures against its budgets.
 *
 *   tsx scripts/gates/check-export.ts [--out out] [--report]
 */
import { parseArgs } from 'node:util';
import { pagesOf } from '../build/export/pages';
import { exitOnProblems, figuresReport } from '../build/verify';

const { values } = parseArgs({
  options: { out: { type: 'string', default: 'out' }, report: { type: 'boolean', default: false } },
});
if (values.report) console.log(figuresReport(values.out).join('\n'));
await exitOnProblems(values.out, `The pages of ${values.out}/:`);
console.log(
  `${pagesOf(values.out, { all: true }).length} pages of ${values.out}/, each as scripts/build/verify.ts wants it.`,
);
