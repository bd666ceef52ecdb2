import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { compressionOf } from './bench';

const document = Buffer.from(
  Array.from({ length: 400 }, (_, index) => `<p class="lead">Ligne ${index} du document</p>`).join(
    '',
  ),
);

describe('the compression a host used', () => {
  it('names the brotli quality whose output matches what was sent', () => {
    const sent = brotliCompressSync(document, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
    }).length;
    expect(compressionOf(document, 'br', sent)).toBe(
      `brotli 4 (${sent} B sent, ${sent} B at that level)`,
    );
  });

  it('names the gzip level, and the nearest one when the host framed it differently', () => {
    const sent = gzipSync(document, { level: 1 }).length;
    expect(compressionOf(document, 'gzip', sent + 3)).toMatch(/^gzip 1 \(/);
  });

  it('says when nothing was compressed', () => {
    expect(compressionOf(document, '', document.length)).toBe(
      `no compression (${document.length} B sent)`,
    );
  });
});
