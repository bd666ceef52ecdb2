import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { parseHeadersFile } from '../lib/export';
import { compressedFiles, exportServer, negotiateEncoding, headerRules } from '../lib/server';

describe('the local server', () => {
  it('reads the _headers file of static hosts', () => {
    expect(
      headerRules(parseHeadersFile('# comment\n/*\n  X-Frame-Options: DENY\n/tarifs\n  A: b: c\n')),
    ).toEqual([
      { source: '**', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] },
      { source: 'tarifs.html', headers: [{ key: 'A', value: 'b: c' }] },
    ]);
    expect(
      headerRules(parseHeadersFile('/\n  A: b\n/_next/static/*\n  C: d\n')).map(
        ({ source }) => source,
      ),
    ).toEqual(['index.html', '_next/static/**']);
  });

  it('answers with brotli, else gzip, else as is', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip;q=1, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding()).toBeNull();
  });

  describe('compressed files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'serve-'));
    const page = join(dir, 'page.html');
    const image = join(dir, 'image.png');
    writeFileSync(page, '<p>Bonjour</p>'.repeat(200));
    writeFileSync(image, 'PNG');
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    function serve(acceptEncoding: string) {
      const headers = new Map<string, string>();
      const response = {
        setHeader: (name: string, value: string) => headers.set(name, value),
      } as unknown as ServerResponse;
      const request = { headers: { 'accept-encoding': acceptEncoding } } as IncomingMessage;
      return { files: compressedFiles()(request, response), headers };
    }

    async function read(stream: NodeJS.ReadableStream) {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
      return Buffer.concat(chunks);
    }

    it('sends a text file compressed, with its compressed length', async () => {
      const { files, headers } = serve('gzip, br');
      const stats = await files.lstat(page);
      const body = await read(files.createReadStream(page));
      expect(stats.size).toBe(body.length);
      expect(stats.size).toBeLessThan(2800);
      expect(brotliDecompressSync(body).toString()).toBe('<p>Bonjour</p>'.repeat(200));
      expect(headers.get('Content-Encoding')).toBe('br');
      expect(headers.get('Vary')).toBe('Accept-Encoding');
    });

    it('falls back to gzip, and leaves images and plain clients alone', async () => {
      const gzip = serve('gzip');
      await gzip.files.lstat(page);
      expect(gunzipSync(await read(gzip.files.createReadStream(page))).toString()).toContain(
        'Bonjour',
      );
      const picture = serve('br');
      expect((await picture.files.lstat(image)).size).toBe(3);
      expect((await read(picture.files.createReadStream(image))).toString()).toBe('PNG');
      expect(picture.headers.has('Content-Encoding')).toBe(false);
      const plain = serve('');
      expect((await plain.files.lstat(page)).size).toBe(2800);
      expect(plain.headers.has('Content-Encoding')).toBe(false);
    });
  });

  it('serves an export as the CDN does: clean URLs, its _headers, brotli, the 404 page', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'export-'));
    writeFileSync(join(dir, 'tarifs.html'), '<p>Tarifs</p>'.repeat(100));
    writeFileSync(join(dir, '404.html'), '<p>Introuvable</p>');
    writeFileSync(join(dir, '_headers'), '/tarifs\n  X-Test: tarifs\n');
    const server = exportServer(dir);
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const { port } = server.address() as AddressInfo;
    const fetchPath = (path: string) =>
      new Promise<{ status?: number; headers: IncomingMessage['headers']; body: Buffer }>(
        (done, fail) =>
          get(
            { port, path, headers: { 'accept-encoding': 'br', range: 'bytes=0-9' } },
            (response) => {
              const chunks: Buffer[] = [];
              response.on('data', (chunk: Buffer) => chunks.push(chunk));
              response.on('end', () =>
                done({
                  status: response.statusCode,
                  headers: response.headers,
                  body: Buffer.concat(chunks),
                }),
              );
            },
          ).on('error', fail),
      );
    try {
      const page = await fetchPath('/tarifs');
      expect(page.status).toBe(200);
      expect(page.headers['x-test']).toBe('tarifs');
      expect(page.headers['content-encoding']).toBe('br');
      // The whole page, whatever range was asked for.
      expect(brotliDecompressSync(page.body).toString()).toBe('<p>Tarifs</p>'.repeat(100));
      const missing = await fetchPath('/inconnue');
      expect(missing.status).toBe(404);
      expect(brotliDecompressSync(missing.body).toString()).toBe('<p>Introuvable</p>');
    } finally {
      await new Promise((closed) => server.close(closed));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
