/**
 * The export served as the production CDN serves it: clean URLs, out/404.html with status 404,
 * the headers of out/_headers, and text compressed as static hosts store it, once, at brotli's
 * and gzip's highest levels (in memory here), not at the fast levels of on-the-fly compression.
 */
import { createReadStream, readFileSync } from 'node:fs';
import { lstat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { Readable } from 'node:stream';
import handler from 'serve-handler';
import { OUT, compressors, globOf, headersFileOf, type HeaderBlock } from './export';

/** The rules of out/_headers as serve-handler takes them: file globs and their headers. */
export const headerRules = (blocks: HeaderBlock[]) =>
  blocks.map(({ pattern, headers }) => ({
    source: globOf(pattern),
    headers: headers.map(([key, value]) => ({ key, value })),
  }));

const COMPRESSIBLE = new Set('.html .js .css .txt .json .svg .xml .webmanifest'.split(' '));

/** The encoding to answer an Accept-Encoding header with: brotli, else gzip, else none. */
export function negotiateEncoding(acceptEncoding = '') {
  const accepted = new Map(
    acceptEncoding.split(',').map((part) => {
      const [name = '', quality = '1'] = part.split(';q=');
      return [name.trim(), Number(quality)];
    }),
  );
  return (['br', 'gzip'] as const).find((encoding) => (accepted.get(encoding) ?? 0) > 0) ?? null;
}

/**
 * serve-handler's file access, answering with the compressed file when the client takes
 * it. Each file is compressed once per build (its path, size and date are the key).
 */
export function compressedFiles() {
  const cache = new Map<string, Buffer>();
  return (request: IncomingMessage, response: ServerResponse) => {
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    const served = new Map<string, Buffer>();
    return {
      async lstat(path: string) {
        const stats = await lstat(path);
        if (!encoding || !stats.isFile() || !COMPRESSIBLE.has(extname(path))) return stats;
        const key = `${encoding} ${path} ${stats.size} ${stats.mtimeMs}`;
        const body = cache.get(key) ?? compressors[encoding](readFileSync(path));
        cache.set(key, body);
        served.set(path, body);
        // serve-handler sends this size as Content-Length. (Each call has its own stats.)
        stats.size = body.length;
        return stats;
      },
      createReadStream(path: string, options?: Parameters<typeof createReadStream>[1]) {
        const body = served.get(path);
        if (!body) return createReadStream(path, options);
        response.setHeader('Content-Encoding', encoding!);
        response.setHeader('Vary', 'Accept-Encoding');
        return Readable.from([body]);
      },
    };
  };
}

export function exportServer(dir = OUT) {
  const config = {
    public: dir,
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    headers: headerRules(headersFileOf(dir)),
  };
  const files = compressedFiles();
  return createServer((request, response) => {
    // A byte range of a compressed body would not be the range asked for: send it whole.
    delete request.headers.range;
    // @types/serve-handler gives its methods the callback types of node:fs; it awaits them.
    return handler(request, response, config, files(request, response) as never);
  });
}
