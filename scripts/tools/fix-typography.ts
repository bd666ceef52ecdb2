/**
 * `npm run fix:typography`: French typography applied to the copy of app/, components/, content/
 * and lib/ (scripts/harness/french/typography-fixer.ts). `--check` lists what it would change, and fails.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fixFile, sourceFiles } from '../harness/french/typography-fixer';

const { check } = parseArgs({ options: { check: { type: 'boolean', default: false } } }).values;
let changed = 0;
let manual = 0;
const show = (text: string) => JSON.stringify(text.replace(/\s+/g, ' ').slice(0, 90));
const paths = ['app', 'components', 'content', 'lib'].filter(existsSync).flatMap(sourceFiles);
for (const path of paths) {
  const { result, edits, byHand } = fixFile(path, readFileSync(path, 'utf8'));
  for (const { line, before } of byHand)
    console.log(`${path}:${line}: ${show(before)}: escaped text, fix it by hand`);
  for (const edit of edits) console.log(`${path}: ${show(edit.before)} → ${show(edit.after)}`);
  manual += byHand.length;
  changed += edits.length;
  if (edits.length && !check) writeFileSync(path, result);
}
console.log(`${changed} text(s) ${check ? 'to fix' : 'fixed'}, ${manual} to fix by hand.`);
if ((check && changed > 0) || manual > 0) process.exit(1);
