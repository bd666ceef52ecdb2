/**
 * `npm test`'s first stage: what the tests need of the machine (scripts/harness/machine/system.ts): the
 * browsers of the end-to-end tests (never Playwright's downloads), nginx and Java. What is
 * missing comes from Debian's packages when this runs as root with apt-get; otherwise it is
 * named, with the command that installs it. Then each piece is reported, and the run fails
 * if one is missing. (The old Chromiums come from npm.)
 *
 *   tsx scripts/tools/ensure-system.ts
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { missingDebianPackages, systemReport } from '../harness/machine/system';

parseArgs({});
const missing = missingDebianPackages();
const required = missingDebianPackages(undefined, { required: true });
const aptGet = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
if (missing.length && process.getuid?.() === 0 && aptGet) {
  console.log(`Installing Debian packages for the tests: ${missing.join(' ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-q'],
    ['install', '-y', '-q', ...missing],
  ])
    execFileSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
} else if (required.length) {
  console.error(`Missing for the tests (Debian packages): ${required.join(' ')}`);
  console.error(
    `Install them as root, then run the command again: apt-get install ${missing.join(' ')}`,
  );
} else if (missing.length) {
  console.log(`Optional, not installed (Debian packages): ${missing.join(' ')}`);
}
// Every piece is looked up and reported before the exit status says whether one is missing.
for (const piece of systemReport()) {
  if (piece.found) console.log(`${piece.name} for the tests: ${piece.found}`);
  else if (piece.optional) console.log(`${piece.name}: none. ${piece.missing}`);
  else {
    console.error(`\n${piece.missing}\n`);
    process.exitCode = 1;
  }
}
