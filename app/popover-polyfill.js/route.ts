import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

// Written once at build time to out/popover-polyfill.js.
export const dynamic = 'force-static';

/**
 * The popover polyfill (@oddbird/popover-polyfill), served from the site itself for the
 * browsers of the floor that lack popover (Chrome < 114, Firefox < 125, Safari < 17). Only
 * they fetch it: lib/browser/head.ts asks for it after checking the platform. Its source map
 * comment is dropped, as the map is not served.
 */
export async function GET() {
  const source = await readFile(
    join(process.cwd(), 'node_modules/@oddbird/popover-polyfill/dist/popover.iife.min.js'),
    'utf8',
  );
  return new Response(source.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n'), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
}
