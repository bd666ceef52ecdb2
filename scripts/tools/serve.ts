/**
 * `npm start`, `npm run serve`: the export on Cloudflare Pages' own runtime (`wrangler pages
 * dev`, offline, as scripts/lib/hosts.ts starts it for the tests and the benches): clean URLs,
 * redirects, the headers of out/_headers, compression and the 404 page, as in production.
 *
 *   tsx scripts/tools/serve.ts [--port 3000]   (PORT also works)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { wranglerLaunch } from '../lib/hosts';

const { port } = parseArgs({
  options: { port: { type: 'string', default: process.env.PORT ?? '3000' } },
}).values;
if (!existsSync('out/index.html')) {
  console.error('out/ has no export yet: run `npm run build` first.');
  process.exit(1);
}
// wrangler's home, state and logs: one folder per user, kept from one start to the next.
const dir = join(tmpdir(), `candidia-serve-${process.getuid?.() ?? 'user'}`);
mkdirSync(dir, { recursive: true });
const { command, args, env, cwd } = wranglerLaunch(Number(port), dir);
console.log(`Serving out/ on http://127.0.0.1:${port} (wrangler pages dev; Ctrl+C stops it)`);
process.exit(spawnSync(command, args, { cwd, env, stdio: 'inherit' }).status ?? 1);
