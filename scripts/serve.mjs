#!/usr/bin/env node
/**
 * Serves the static export in out/ the way the production CDN does: clean URLs
 * (/tarifs serves tarifs.html), out/404.html with status 404 for unknown paths, and
 * the response headers that the build wrote to out/_headers, and gzip or brotli
 * compression as a CDN applies it.
 *
 * Usage: node scripts/serve.mjs [--port 3000]   (PORT also works)
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import handler from 'serve-handler';

const root = join(fileURLToPath(new URL('..', import.meta.url)), 'out');

/**
 * Reads the `_headers` file of static hosts (Netlify, Cloudflare Pages): a path
 * pattern on its own line, then indented `Name: value` lines. Returns serve-handler
 * header rules.
 */
export function parseHeadersFile(text) {
  const rules = [];
  let current;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = { source: toGlob(line.trim()), headers: [] };
      rules.push(current);
      continue;
    }
    const separator = line.indexOf(':');
    if (!current || separator < 0) continue;
    current.headers.push({
      key: line.slice(0, separator).trim(),
      value: line.slice(separator + 1).trim(),
    });
  }
  return rules;
}

/**
 * _headers patterns are URL paths; serve-handler matches files. `/*` becomes `**`,
 * `/_next/static/*` `_next/static/**`, and a page's URL its file: `/tarifs` → `tarifs.html`.
 */
export function toGlob(pattern) {
  if (pattern.endsWith('*')) return pattern.replace(/^\//, '').replace(/\*$/, '**') || '**';
  return pattern === '/' ? 'index.html' : `${pattern.slice(1)}.html`;
}

export function serverConfig() {
  const headersFile = join(root, '_headers');
  return {
    public: root,
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    headers: existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [],
  };
}

function main() {
  if (!existsSync(join(root, 'index.html'))) {
    console.error('out/ has no export yet: run `npm run build` first.');
    process.exit(1);
  }
  const flag = process.argv.indexOf('--port');
  const port = Number(flag > 0 ? process.argv[flag + 1] : (process.env.PORT ?? 3000));
  const config = serverConfig();
  const compress = compression();
  const server = createServer((request, response) =>
    compress(request, response, () => handler(request, response, config)),
  );
  server.listen(port, '127.0.0.1', () => {
    console.log(`Serving out/ on http://localhost:${port}`);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) main();
