/**
 * Serves the export as the production CDN does (scripts/lib/server.ts).
 *
 *   tsx scripts/tools/serve.ts [--port 3000]   (PORT also works)
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { exportServer } from '../lib/server';

const { port } = parseArgs({
  options: { port: { type: 'string', default: process.env.PORT ?? '3000' } },
}).values;
if (!existsSync('out/index.html')) {
  console.error('out/ has no export yet: run `npm run build` first.');
  process.exit(1);
}
exportServer().listen(Number(port), '127.0.0.1', () => {
  console.log(`Serving out/ on http://localhost:${port}`);
});
