/**
 * Post-build step 3 (npm's `postbuild`, after the security step writes out/_headers): the
 * same headers for nginx, build/nginx-site.conf, and the export as nginx serves it,
 * build/nginx-root/ (out/ with a .br and a .gz copy of each text file; scripts/site-build/nginx.ts).
 *
 *   tsx scripts/site-build/nginx-config.ts [--out out]
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  NGINX_ROOT,
  NGINX_SITE,
  NGINX_SITE_BROTLI,
  nginxBrotli,
  nginxSite,
  writeNginxRoot,
} from './nginx';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'out' } } });
const headers = join(values.out, '_headers');
if (!existsSync(headers)) {
  console.error(`${headers} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
mkdirSync(dirname(NGINX_SITE), { recursive: true });
writeFileSync(NGINX_SITE, nginxSite(readFileSync(headers, 'utf8')));
writeFileSync(NGINX_SITE_BROTLI, nginxBrotli());
rmSync(NGINX_ROOT, { recursive: true, force: true });
const copies = writeNginxRoot(values.out);
console.log(
  `nginx: ${NGINX_SITE} written from ${headers} (include it in a server block), and ${NGINX_ROOT}/, its root: ${values.out}/ with ${copies} compressed copies.`,
);
