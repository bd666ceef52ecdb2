#!/usr/bin/env node
/**
 * Serves the static export in out/ the way the production CDN does: clean URLs
 * (/tarifs serves tarifs.html), out/404.html with status 404 for unknown paths, the
 * response headers that the build wrote to out/_headers, and text files compressed the
 * way static hosts store them: once, at brotli's and gzip's highest levels (kept in
 * memory here), rather than at the fast levels of on-the-fly compression.
 *
 * Usage: node scripts/tools/serve.mjs [--port 3000]   (PORT also works)
 */
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { lstat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import handler from 'serve-handler';
import { compressors } from '../lib/compression.mjs';
import { isMain } from '../lib/main-module.mjs';
import { parseHeadersFile } from '../lib/headers-file.mjs';
import { globOf } from '../lib/routes.mjs';

const root = join(fileURLToPath(new URL('../..', import.meta.url)), 'out');

/** The rules of out/_headers as serve-handler takes them: file globs and their headers. */
export function headerRules(text) {
  return parseHeadersFile(text).map(({ pattern, headers }) => ({
    source: globOf(pattern),
    headers: headers.map(([key, value]) => ({ key, value })),
  }));
}

export function serverConfig(dir = root) {
  const headersFile = join(dir, '_headers');
  return {
    public: dir,
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    headers: existsSync(headersFile) ? headerRules(readFileSync(headersFile, 'utf8')) : [],
  };
}

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.txt',
  '.json',
  '.svg',
  '.xml',
  '.webmanifest',
]);

/** The encoding to answer an Accept-Encoding header with: brotli, else gzip, else none. */
export function negotiateEncoding(acceptEncoding = '') {
  const accepted = new Map(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';q='))
      .filter(([name]) => name)
      .map(([name, quality]) => [name.trim(), quality === undefined ? 1 : Number(quality)]),
  );
  for (const encoding of ['br', 'gzip']) if ((accepted.get(encoding) ?? 0) > 0) return encoding;
  return null;
}

/**
 * serve-handler's file access, answering with the compressed file when the client takes
 * it. Each file is compressed once per build (its path, size and date are the key).
 */
export function compressedFiles() {
  const cache = new Map();
  const compressed = (path, stats, encoding) => {
    const key = `${encoding} ${path} ${stats.size} ${stats.mtimeMs}`;
    if (!cache.has(key)) cache.set(key, compressors[encoding](readFileSync(path)));
    return cache.get(key);
  };
  return (request, response) => {
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    const served = new Map();
    return {
      async lstat(path) {
        const stats = await lstat(path);
        if (!encoding || !stats.isFile() || !COMPRESSIBLE.has(extname(path))) return stats;
        const body = compressed(path, stats, encoding);
        served.set(path, body);
        // serve-handler sends the size of what it reads as Content-Length.
        return Object.assign(Object.create(Object.getPrototypeOf(stats)), stats, {
          size: body.length,
        });
      },
      createReadStream(path, options) {
        const body = served.get(path);
        if (!body) return createReadStream(path, options);
        response.setHeader('Content-Encoding', encoding);
        response.setHeader('Vary', 'Accept-Encoding');
        return Readable.from([body]);
      },
    };
  };
}

/** The HTTP server of an export (out/ by default), not yet listening. */
export function exportServer(dir = root) {
  const config = serverConfig(dir);
  const files = compressedFiles();
  return createServer((request, response) => {
    // A byte range of a compressed body would not be the range asked for: send it whole.
    delete request.headers.range;
    return handler(request, response, config, files(request, response));
  });
}

function main() {
  if (!existsSync(join(root, 'index.html'))) {
    console.error('out/ has no export yet: run `npm run build` first.');
    process.exit(1);
  }
  const flag = process.argv.indexOf('--port');
  const port = Number(flag > 0 ? process.argv[flag + 1] : (process.env.PORT ?? 3000));
  const server = exportServer();
  server.listen(port, '127.0.0.1', () => {
    console.log(`Serving out/ on http://localhost:${port}`);
  });
}

if (isMain(import.meta.url)) main();
