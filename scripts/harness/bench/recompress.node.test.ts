import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import { responseOnTheWire } from '../checks/deployment';
import { startRecompressing } from './recompress';

const page = Buffer.from(
  `<!doctype html>${Array.from({ length: 300 }, (_, index) => `<p>Paragraphe ${index}</p>`).join('')}`,
);
const asked: string[] = [];
let upstream: Server;
let recompressing: Awaited<ReturnType<typeof startRecompressing>>;

beforeAll(async () => {
  // A host that compresses as wrangler does: gzip or brotli 5, whichever the request lists first.
  upstream = createServer((request, response) => {
    const accept = String(request.headers['accept-encoding'] ?? '');
    asked.push(accept);
    const first = accept.split(',')[0]!.trim();
    const headers = { 'content-type': 'text/html; charset=utf-8', 'x-policy': 'kept' };
    if (first === 'gzip')
      response.writeHead(200, { ...headers, 'content-encoding': 'gzip' }).end(gzipSync(page));
    else if (first === 'br')
      response
        .writeHead(200, { ...headers, 'content-encoding': 'br' })
        .end(brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
    else response.writeHead(200, headers).end(page);
  }).listen(0, '127.0.0.1');
  await new Promise((done) => upstream.once('listening', done));
  const { port } = upstream.address() as AddressInfo;
  recompressing = await startRecompressing(`http://127.0.0.1:${port}`, 4);
});
afterAll(async () => {
  await recompressing.stop();
  upstream.close();
});

describe('the bench’s recompressing server', () => {
  it('sends a browser that takes brotli the page at the quality asked, with the host’s headers', async () => {
    const sent = await responseOnTheWire(recompressing.url, '/', 'gzip, deflate, br, zstd');
    expect(asked.at(-1)).toBe('identity');
    expect(sent.headers['content-encoding']).toBe('br');
    expect(sent.headers['x-policy']).toBe('kept');
    const quality4 = brotliCompressSync(page, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: page.length,
      },
    });
    expect(sent.body.equals(quality4)).toBe(true);
    expect(brotliDecompressSync(sent.body).equals(page)).toBe(true);
  });

  it('passes the host’s own bytes to a browser without brotli', async () => {
    const sent = await responseOnTheWire(recompressing.url, '/', 'gzip, deflate');
    expect(sent.headers['content-encoding']).toBe('gzip');
    expect(sent.body.equals(gzipSync(page))).toBe(true);
  });

  it('takes “br;q=0” as a refusal of brotli', async () => {
    const sent = await responseOnTheWire(recompressing.url, '/', 'gzip, br;q=0');
    expect(sent.headers['content-encoding']).toBe('gzip');
  });
});
