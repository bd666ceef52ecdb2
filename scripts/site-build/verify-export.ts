/**
 * Post-build step 4, the last (npm's `postbuild`): the export read back, every page against
 * every invariant of the verifier (scripts/site-build/verify.ts): its policies, its scripts, its
 * first paint, its budgets, its links. Any problem fails the build.
 *
 *   tsx scripts/site-build/verify-export.ts [--out out]
 */
import { parseArgs } from 'node:util';
import { pagesOf } from './export/pages';
import { exitOnProblems } from './verify';

const { out } = parseArgs({ options: { out: { type: 'string', default: 'out' } } }).values;
await exitOnProblems(out, `The pages of ${out}/, read back as written:`);
console.log(
  `Verified: ${pagesOf(out, { all: true }).length} pages of ${out}/, every invariant of scripts/site-build/verify.ts holds.`,
);
