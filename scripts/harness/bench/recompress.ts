/**
 * A server in front of a host that compresses each text response at a brotli quality of its
 * choosing, for the bench (scripts/tools/bench.ts --brotli): Cloudflare's edge compresses on
 * the fly at quality 4 or 5, and `wrangler pages dev` sends quality 5's bytes, so measuring
 * the pages at the lower quality, the larger bytes, takes a server that compresses them so.
 * It asks the host for the response uncompressed, then compresses it for a browser that takes
 * brotli; any other browser gets the bytes as the host sent them.
 */
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliAt } from '../../site-build/export/compression';
import { acceptedBrotli } from '../../serving/host-guard';

/** The content types a host compresses. */
const TEXT = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
/** Headers of the host's response that no longer describe the recompressed body. */
const DROPPED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection']);

const takesBrotli = (request: IncomingMessage) =>
  acceptedBrotli(request.headers['accept-encoding']) !== undefined;

export async function startRecompressing(upstream: string, quality: number) {
  const target = new URL(upstream);
  const server = createServer((request, response) => {
    const brotli = takesBrotli(request);
    const forwarded = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: {
          ...request.headers,
          host: target.host,
          ...(brotli ? { 'accept-encoding': 'identity' } : {}),
        },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          let body = Buffer.concat(chunks);
          const headers = Object.fromEntries(
            Object.entries(answer.headers).filter(([name]) => !DROPPED.has(name)),
          );
          const compress =
            brotli &&
            !answer.headers['content-encoding'] &&
            TEXT.test(String(answer.headers['content-type'] ?? '')) &&
            body.length > 0;
          if (compress) {
            body = brotliAt(quality, body);
            headers['content-encoding'] = 'br';
          } else if (answer.headers['content-encoding'])
            headers['content-encoding'] = answer.headers['content-encoding'];
          headers['content-length'] = String(body.length);
          response.writeHead(answer.statusCode ?? 502, headers);
          response.end(request.method === 'HEAD' ? undefined : body);
        });
      },
    );
    forwarded.on('error', () => response.writeHead(502).end());
    request.pipe(forwarded);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
