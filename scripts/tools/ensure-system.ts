/**
 * `npm test`'s first stage: the browsers of the end-to-end tests (./browsers.ts), never
 * Playwright's downloads. What is missing comes from Debian's packages when this runs as root
 * with apt-get; otherwise it is named, with the command that installs it. Then each engine's
 * browser is reported, and the run fails if one is missing. (The old Chromiums come from npm.)
 *
 *   tsx scripts/tools/ensure-system.ts
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { findBrowser, findFirefox, findWebKit, missingDebianPackages } from '../lib/browsers/lookup';

const missing = missingDebianPackages();
const aptGet = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
if (missing.length && process.getuid?.() === 0 && aptGet) {
  console.log(`Installing Debian packages for the end-to-end tests: ${missing.join(' ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-q'],
    ['install', '-y', '-q', ...missing],
  ])
    execFileSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
} else if (missing.length) {
  console.error(`Missing for the end-to-end tests (Debian packages): ${missing.join(' ')}`);
  console.error(
    `Install them as root, then run the command again: apt-get install ${missing.join(' ')}`,
  );
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
