/**
 * Which browser each engine of the end-to-end tests uses (e2e/support/browsers.ts), or how
 * to install what is missing: fails when one is. `--missing-packages` prints the Debian
 * packages of what is missing (scripts/tools/ensure-tools.sh installs them).
 */
import { parseArgs } from 'node:util';
import {
  findBrowser,
  findFirefox,
  findWebKit,
  missingDebianPackages,
} from '../../e2e/support/browsers';

const { values } = parseArgs({
  options: { 'missing-packages': { type: 'boolean', default: false } },
});
if (values['missing-packages']) {
  console.log(missingDebianPackages().join(' '));
  process.exit(0);
}
// Every engine is looked up and reported before the exit status says whether one is missing.
const engines = { Chromium: findBrowser, Firefox: findFirefox, WebKit: findWebKit };
for (const [engine, find] of Object.entries(engines)) {
  try {
    console.log(`${engine} for the tests: ${find().name}`);
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`);
    process.exitCode = 1;
  }
}
