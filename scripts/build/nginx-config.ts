/**
 * Post-build step 3 (npm's `postbuild`, after the security step writes out/_headers): the
 * same headers for nginx, build/nginx-site.conf (scripts/lib/nginx.ts).
 *
 *   tsx scripts/build/nginx-config.ts [--out out]
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { NGINX_SITE, nginxSite } from '../lib/nginx';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'out' } } });
const headers = join(values.out, '_headers');
if (!existsSync(headers)) {
  console.error(`${headers} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
mkdirSync(dirname(NGINX_SITE), { recursive: true });
writeFileSync(NGINX_SITE, nginxSite(readFileSync(headers, 'utf8')));
console.log(`nginx: ${NGINX_SITE} written from ${headers} (include it in a server block).`);
