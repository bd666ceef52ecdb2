/**
 * After every `npm install` that changes package-lock.json (scripts/harness/machine/lockfile.ts):
 *
 *   npm install <package> && tsx scripts/tools/complete-lockfile.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { completeLockfile } from '../harness/machine/lockfile';

parseArgs({});
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const added = completeLockfile(lock);
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
const list = added.map((name) => `\n  ${name}`).join('');
console.log(
  added.length ? `Added ${added.length} platform packages:${list}` : 'Lockfile complete.',
);
