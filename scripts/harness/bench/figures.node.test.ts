import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { compressionOf, sideBySide } from './figures';

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

describe('exports side by side', () => {
  const figures = (performance: number, lcp: number, tbt: number) =>
    ({ performance, fcp: lcp, lcp, tbt, cls: 0 }) as Parameters<
      typeof sideBySide
    >[0][number][string][number]['figures'];
  it('gives each figure of each route as the exports give it, in their order', () => {
    const table = sideBySide(
      [
        { devtools: [{ route: '/', figures: figures(98, 900, 120) }] },
        { devtools: [{ route: '/', figures: figures(100, 850, 40) }] },
      ],
      ['landed', 'this'],
      3,
    );
    expect(table).toContain('landed → this: medians of 3 runs each');
    expect(table).toContain(
      '| `/` | 98 → 100 | 0.90 s → 0.85 s | 0.90 s → 0.85 s | 120 ms → 40 ms | 0.000 → 0.000 |',
    );
  });
});
