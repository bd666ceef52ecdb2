/**
 * Before `next build` (npm's `prebuild`), and by `npm run dev` (scripts/tools/dev.ts): the
 * head script compiled from lib/browser/head.ts into the text every page's <head> ships,
 * written to HEAD_SCRIPT_FILE, which the root layout reads (app/root-document.tsx). The
 * build's verifier compares each page's head script with a compile of the source as it is
 * (scripts/site-build/verify.ts): a stale file fails the build.
 *
 *   tsx scripts/site-build/head-script.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { HEAD_ENTRY, compileBrowserScript } from './browser-code';
import { HEAD_SCRIPT_FILE } from '../../lib/head-script-file';

/** Compiles the head script from the source as it is now, and writes it; returns its size. */
export async function writeHeadScript() {
  const text = await compileBrowserScript(HEAD_ENTRY);
  mkdirSync(dirname(HEAD_SCRIPT_FILE), { recursive: true });
  writeFileSync(HEAD_SCRIPT_FILE, text);
  return text.length;
}

if (process.argv[1] === import.meta.filename) {
  parseArgs({});
  console.log(`Head script: ${HEAD_SCRIPT_FILE}, ${await writeHeadScript()} characters.`);
}
