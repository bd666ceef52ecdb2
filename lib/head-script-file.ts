import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where the build writes the head script's shipped text (scripts/site-build/head-script.ts, run
 * by `npm run build` and `npm run dev` before Next starts; `npm run dev` writes it again
 * whenever lib/browser/ or content/ changes). Compiling it is the build's business
 * (scripts/site-build/browser-code.ts, esbuild and TypeScript); what renders a page only reads it.
 */
export const HEAD_SCRIPT_FILE = join('build', 'head-script.js');

/**
 * The head script's text, read at each render: in `next dev`, a page loaded again gets the
 * script as last written. Server only (root layout).
 */
export function shippedHeadScript() {
  try {
    return readFileSync(HEAD_SCRIPT_FILE, 'utf8');
  } catch {
    throw new Error(
      `${HEAD_SCRIPT_FILE} is missing. It is written by 'npm run build' and 'npm run dev' (scripts/site-build/head-script.ts).`,
    );
  }
}
