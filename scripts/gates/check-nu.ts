/**
 * The W3C Nu HTML Checker over every page of an export (scripts/harness/checks/nu.ts): any error fails.
 * Without Java the check is reported as not run, unless REQUIRE_NU_CHECKER=1 (CI sets it).
 *
 *   tsx scripts/gates/check-nu.ts [--out out]
 */
import { parseArgs } from 'node:util';
import { nuErrors } from '../harness/checks/nu';
import { findJava } from '../harness/machine/system';

const { out } = parseArgs({ options: { out: { type: 'string', default: 'out' } } }).values;
let java: string | undefined;
try {
  java = findJava();
} catch {
  // Told below.
}
if (!java) {
  const text =
    'Nu HTML Checker: no Java found (install Java 11+, e.g. `apt-get install default-jre-headless` or `brew install openjdk`).';
  const required = process.env.REQUIRE_NU_CHECKER === '1';
  console.error(required ? text : `${text} Not run.`);
  process.exit(required ? 1 : 0);
}
const errors = nuErrors(java, out);
if (errors.length) {
  console.error(`Nu HTML Checker errors:\n  ${errors.join('\n  ')}`);
  process.exit(1);
}
console.log(`Nu HTML Checker: every page of ${out}/ without error.`);
