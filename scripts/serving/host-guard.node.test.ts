import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';
import {
  UNKNOWN_PATH,
  MAX_TARGET_BYTES,
  SERVER_ERROR_BODY,
  cloudflareAcceptEncoding,
  startGuard,
  startOutboundSink,
  verdictOf,
} from './host-guard';

describe('what the guard does with a request', () => {
  it.each([
    ['GET', '/tarifs', { forward: '/tarifs' }],
    ['HEAD', '/tarifs?x=1#top', { forward: '/tarifs?x=1#top' }],
    ['GET', '/%zz', { forward: '/%zz' }],
    ['GET', `/${'a'.repeat(255)}`, { forward: `/${'a'.repeat(255)}` }],
    ['POST', '/', { answer: 405, allow: 'GET, HEAD' }],
    ['OPTIONS', '/tarifs', { answer: 405, allow: 'GET, HEAD' }],
    ['GET', '/tarifs%00', { answer: 400 }],
    ['GET', '/a%0Ab', { answer: 400 }],
    ['GET', '*', { answer: 400 }],
    ['GET', '/_headers', { forward: UNKNOWN_PATH }],
    ['GET', '/_redirects?x', { forward: UNKNOWN_PATH }],
    ['GET', '/%5Fheaders', { forward: UNKNOWN_PATH }],
    ['GET', `/${'é'.repeat(128)}`, { forward: UNKNOWN_PATH }],
    ['GET', `/${'a'.repeat(256)}/b`, { forward: UNKNOWN_PATH }],
    ['GET', `/${'a'.repeat(MAX_TARGET_BYTES)}`, { answer: 414 }],
  ])('%s %s', (method, target, verdict) => {
    expect(verdictOf(method, target)).toEqual(verdict);
  });
});

/** A stand-in for wrangler: answers each path as the test says, and records what it was asked. */
async function upstream(answers: Record<string, (response: ServerResponse) => void>) {
  const asked: string[] = [];
  const server = createServer((incoming, response) => {
    asked.push(`${incoming.method} ${incoming.url}`);
    (answers[incoming.url ?? ''] ?? ((answer) => answer.writeHead(404).end()))(response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, asked, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** A raw exchange: the status line and headers as sent, and the body. */
function exchange(
  url: string,
  path: string,
  { method = 'GET', body }: { method?: string; body?: Buffer } = {},
) {
  return new Promise<{ status: number; raw: string[]; body: Buffer }>((done, failed) => {
    const outgoing = request(
      `${url}${path}`,
      { method, headers: { 'Accept-Encoding': 'br' } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          done({ status: answer.statusCode!, raw: answer.rawHeaders, body: Buffer.concat(chunks) }),
        );
      },
    );
    outgoing.on('error', failed);
    outgoing.end(body);
  });
}

describe('the encodings asked of wrangler, in the order Cloudflare prefers them', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br, gzip, deflate, zstd'],
    ['gzip, deflate, br', 'br, gzip, deflate'],
    ['gzip;q=1.0, br;q=0.5', 'br;q=0.5, gzip;q=1.0'],
    ['gzip, deflate', 'gzip, deflate'],
    ['gzip, br;q=0', 'gzip, br;q=0'],
    ['identity', 'identity'],
  ])('%s → %s', (sent, asked) => {
    expect(cloudflareAcceptEncoding(sent)).toBe(asked);
  });
});

describe('the guard in front of a server', () => {
  const page = brotliCompressSync('<h1>Tarifs</h1>');
  // The server's headers for the page, in its order: the guard passes them on as they are.
  const pageHeaders = [
    'Content-Type',
    'text/html; charset=utf-8',
    'Content-Encoding',
    'br',
    'Content-Length',
    String(page.length),
    'Date',
    'Fri, 27 Nov 2026 12:00:00 GMT',
    'x-server-env',
    'dev',
  ];
  let behind: Awaited<ReturnType<typeof upstream>>;
  let guard: Awaited<ReturnType<typeof startGuard>>;
  const serverErrors: string[] = [];

  beforeAll(async () => {
    behind = await upstream({
      '/tarifs': (response) => response.writeHead(200, pageHeaders).end(page),
      [UNKNOWN_PATH]: (response) => response.writeHead(404).end('<h1>Page introuvable</h1>'),
      '/fails': (response) =>
        response.writeHead(502).end("Could not serve static asset: lstat '/home/someone/out/x'"),
    });
    guard = await startGuard({
      port: 0,
      upstream: behind.url,
      onServerError: (path, status, body) => serverErrors.push(`${status} ${path}: ${body}`),
    });
  });
  afterAll(async () => {
    await guard.close();
    behind.server.close();
  });

  it('passes a page on byte for byte, with its headers and no header of its own', async () => {
    const { status, raw, body } = await exchange(guard.url, '/tarifs');
    expect(status).toBe(200);
    expect(body.equals(page)).toBe(true);
    expect(raw).toEqual(pageHeaders);
  });

  it('asks Pages’ own files of the server as an unknown path: its 404 page', async () => {
    const { status, body } = await exchange(guard.url, '/_headers');
    expect(status).toBe(404);
    expect(body.toString()).toBe('<h1>Page introuvable</h1>');
    expect(behind.asked).toContain(`GET ${UNKNOWN_PATH}`);
    expect(behind.asked).not.toContain('GET /_headers');
  });

  it('answers a 10 MB POST with 405 itself, then serves the next request', async () => {
    const before = behind.asked.length;
    const answer = await exchange(guard.url, '/', { method: 'POST', body: Buffer.alloc(10 << 20) });
    expect(answer.status).toBe(405);
    expect(answer.raw).toEqual(expect.arrayContaining(['Allow', 'GET, HEAD']));
    expect(behind.asked.length).toBe(before);
    expect((await exchange(guard.url, '/tarifs')).status).toBe(200);
  });

  it('keeps a failure’s body, which names the disk, from the visitor, and tells it aside', async () => {
    const { status, body } = await exchange(guard.url, '/fails');
    expect(status).toBe(502);
    expect(body.toString()).toBe(SERVER_ERROR_BODY);
    expect(serverErrors).toEqual([
      "502 /fails: Could not serve static asset: lstat '/home/someone/out/x'",
    ]);
  });

  it('answers 502 when the server is gone', async () => {
    const orphan = await startGuard({ port: 0, upstream: 'http://127.0.0.1:9' });
    try {
      const { status, body } = await exchange(orphan.url, '/tarifs');
      expect(status).toBe(502);
      expect(body.toString()).toBe(SERVER_ERROR_BODY);
    } finally {
      await orphan.close();
    }
  });
});

describe('the outbound sink', () => {
  it('refuses a request for the registry made through it, and keeps its address', async () => {
    const heard: string[] = [];
    const sink = await startOutboundSink((address) => heard.push(address));
    try {
      // A Node process that honours HTTPS_PROXY, as wrangler's fetch does.
      const child = spawn(
        process.execPath,
        [
          '-e',
          "fetch('https://registry.npmjs.org/wrangler').then(() => process.exit(0), () => process.exit(3))",
        ],
        { env: { ...process.env, NODE_USE_ENV_PROXY: '1', HTTPS_PROXY: sink.url } },
      );
      const [status] = await once(child, 'exit');
      expect(status).toBe(3);
      expect(sink.attempts).toEqual(['registry.npmjs.org:443']);
      expect(heard).toEqual(['registry.npmjs.org:443']);
    } finally {
      await sink.close();
    }
  });
});
