/**
 * Every page of a built export against every invariant of scripts/lib/verify.ts: its
 * policies, its scripts, its first paint, its budgets and its links. The security step runs
 * the same read-back at the end of `npm run build`; this runs it alone, on the export as it
 * is now. `--report` prints each page's figures against its budgets.
 *
 *   tsx scripts/gates/check-export.ts [--out out] [--report]
 */
import { parseArgs } from 'node:util';
import { headScript } from '../../lib/browser/compile';
import { pagesOf } from '../lib/export';
import { exportProblems, figuresReport } from '../lib/verify';

const { values } = parseArgs({
  options: { out: { type: 'string', default: 'out' }, report: { type: 'boolean', default: false } },
});
if (values.report) console.log(figuresReport(values.out).join('\n'));
const problems = exportProblems(values.out, { headScript: await headScript() });
if (problems.length) {
  console.error(`The pages of ${values.out}/:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `${pagesOf(values.out, { all: true }).length} pages of ${values.out}/, each as scripts/lib/verify.ts wants it.`,
);
