import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressedFiles, negotiateEncoding, parseHeadersFile, toGlob } from './serve.mjs';

describe('the local server', () => {
  it('reads the _headers file of static hosts', () => {
    expect(
      parseHeadersFile('# comment\n/*\n  X-Frame-Options: DENY\n/tarifs\n  A: b: c\n'),
    ).toEqual([
      { source: '**', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] },
      { source: 'tarifs.html', headers: [{ key: 'A', value: 'b: c' }] },
    ]);
    expect(toGlob('/')).toBe('index.html');
    expect(toGlob('/_next/static/*')).toBe('_next/static/**');
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
});
