/**
 * Post-build step 2 (npm's `postbuild`): each page's Content-Security-Policy in its <meta> and
 * for its URL in out/_headers, with the headers of every response (scripts/site-build/security.ts).
 * The last step (verify-export.ts) reads them back.
 *
 *   tsx scripts/site-build/secure-export.ts [--out out]
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pagesOf } from './export/pages';
import { contentSecurityPolicy, headersFile, inlineHashes, withMetaPolicy } from './security';

const { out } = parseArgs({ options: { out: { type: 'string', default: 'out' } } }).values;
const policies: { route: string; policy: string }[] = [];
const pages = pagesOf(out, { all: true });
for (const { route, file, html } of pages) {
  const hashes = inlineHashes(html);
  writeFileSync(file, withMetaPolicy(html, contentSecurityPolicy(hashes, { inMeta: true })));
  // The 404 page answers unknown URLs: it has no URL of its own.
  if (route !== '/404') policies.push({ route, policy: contentSecurityPolicy(hashes) });
}
writeFileSync(join(out, '_headers'), headersFile(policies));
console.log(`Content-Security-Policy: ${pages.length} pages and ${out}/_headers written.`);
