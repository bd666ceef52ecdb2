/**
 * Post-build step 3 (npm's `postbuild`, after the security step writes out/_headers): the
 * same headers for nginx, build/nginx-site.conf (scripts/lib/nginx.ts).
 *
 *   tsx scripts/build/nginx-config.ts [--out out]   writes build/nginx-site.conf
 *   tsx scripts/build/nginx-config.ts --check       fails unless it is current
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { NGINX_SITE, nginxSite } from '../lib/nginx';

const { values } = parseArgs({
  options: { check: { type: 'boolean', default: false }, out: { type: 'string', default: 'out' } },
});
const headers = join(values.out, '_headers');
if (!existsSync(headers)) {
  console.error(`${headers} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const site = nginxSite(readFileSync(headers, 'utf8'));
if (values.check) {
  if (!existsSync(NGINX_SITE) || readFileSync(NGINX_SITE, 'utf8') !== site) {
    console.error(`${NGINX_SITE} is not the one ${headers} gives: run \`npm run build\`.`);
    process.exit(1);
  }
  console.log(`${NGINX_SITE} is current with ${headers}.`);
  process.exit(0);
}
mkdirSync(dirname(NGINX_SITE), { recursive: true });
writeFileSync(NGINX_SITE, site);
console.log(`nginx: ${NGINX_SITE} written from ${headers} (include it in a server block).`);
