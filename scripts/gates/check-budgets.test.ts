import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { compressors } from '../lib/compression.mjs';
import {
  FIRST_ROUND_TRIP_BYTES,
  HOST_HEADER_BYTES,
  firstResponses,
  headerBytes,
  measure,
  overBudget,
  pastFirstRoundTrip,
  suggestBudgets,
} from './check-budgets.mjs';
import { routeOf } from '../lib/page-text.mjs';

/** A tiny export: two pages sharing a script, one with a page script of its own. */
function fixture() {
  const out = mkdtempSync(join(tmpdir(), 'budgets-'));
  mkdirSync(join(out, '_next/static/chunks'), { recursive: true });
  const chunk = (name: string, bytes: number) =>
    writeFileSync(
      join(out, '_next/static/chunks', name),
      'x'.repeat(bytes) +
        Math.random()
          .toString(36)
          .repeat(bytes / 10),
    );
  chunk('shared.js', 4000);
  chunk('page.js', 6000);
  chunk('legacy.js', 9000);
  chunk('site.css', 3000);
  const head = (extra: string) =>
    `<!DOCTYPE html><html lang="fr"><head><link rel="stylesheet" href="/_next/static/chunks/site.css"/>` +
    `<script src="/_next/static/chunks/shared.js" async=""></script>` +
    `<script src="/_next/static/chunks/legacy.js" noModule=""></script>${extra}</head><body><h1>Page</h1></body></html>`;
  writeFileSync(join(out, 'index.html'), head(''));
  writeFileSync(
    join(out, 'tarifs.html'),
    head('<link rel="preload" as="script" href="/_next/static/chunks/page.js"/>'),
  );
  return out;
}

describe('byte budgets', () => {
  let out: string;
  beforeAll(() => {
    out = fixture();
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('names routes like the site does', () => {
    expect(routeOf('/x/out', '/x/out/index.html')).toBe('/');
    expect(routeOf('/x/out', '/x/out/tarifs.html')).toBe('/tarifs');
    expect(routeOf('/x/out', '/x/out/404.html')).toBe('/404');
  });

  it('measures the gzipped bytes of each page', () => {
    const sizes = measure(out);
    expect(Object.keys(sizes)).toEqual(['/', '/tarifs']);
    const gz = (path: string) =>
      gzipSync(readFileSync(join(out, '_next/static/chunks', path))).length;
    expect(sizes['/']).toEqual({
      html: expect.any(Number),
      js: gz('shared.js'),
      css: gz('site.css'),
      payload: 0,
    });
    expect(sizes['/tarifs']!.js).toBe(gz('shared.js') + gz('page.js'));
  });

  it('passes pages within their budget', () => {
    const sizes = measure(out);
    expect(overBudget(sizes, suggestBudgets(sizes))).toEqual([]);
  });

  it('fails a page over a deliberately small budget, naming the page and the kind', () => {
    const sizes = measure(out);
    const budgets = suggestBudgets(sizes);
    budgets.pages['/tarifs']!.js = 100;
    expect(overBudget(sizes, budgets)).toEqual([
      `/tarifs: js ${sizes['/tarifs']!.js} B gzipped, over its budget of 100 B`,
    ]);
  });

  it('fails a page that has no budget', () => {
    const sizes = measure(out);
    const budgets = suggestBudgets(sizes);
    delete budgets.pages['/'];
    expect(overBudget(sizes, budgets)).toEqual([
      '/: a page without a budget (add it to perf/budgets.json)',
    ]);
  });
});

describe('the first round trip', () => {
  const HEADERS = [
    '# Written by the build.',
    '/*',
    '  X-Content-Type-Options: nosniff',
    '/_next/static/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/tarifs',
    "  Content-Security-Policy: default-src 'self'",
    '',
  ].join('\n');

  it('counts the headers of out/_headers that a page is served with, as they travel', () => {
    const common = 'X-Content-Type-Options: nosniff\r\n'.length;
    expect(headerBytes(HEADERS, '/')).toBe(common);
    expect(headerBytes(HEADERS, '/tarifs')).toBe(
      common + "Content-Security-Policy: default-src 'self'\r\n".length,
    );
  });

  /** An export of one page, of `html`, with the headers above. */
  function exportOf(html: string) {
    const out = mkdtempSync(join(tmpdir(), 'round-trip-'));
    writeFileSync(join(out, 'tarifs.html'), html);
    writeFileSync(join(out, '_headers'), HEADERS);
    return out;
  }

  it('weighs each page’s first response: its HTML in brotli, and its headers with the host’s', () => {
    const html =
      '<!DOCTYPE html><html lang="fr"><head><title>Tarifs</title></head><body><h1>Tarifs</h1></body></html>';
    const out = exportOf(html);
    try {
      const { '/tarifs': response } = firstResponses(out);
      const headers = headerBytes(HEADERS, '/tarifs') + HOST_HEADER_BYTES;
      const document = compressors.br(Buffer.from(html)).length;
      expect(response).toEqual({ document, headers, total: document + headers });
      expect(pastFirstRoundTrip(firstResponses(out))).toEqual([]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('fails a page whose first response goes past ten TCP segments, naming its bytes and the limit', () => {
    // Text that compresses as little as a page's inline CSS and copy together: random words.
    const words = Array.from({ length: 4000 }, (_, index) => (index * 2654435761).toString(36));
    const out = exportOf(
      `<!DOCTYPE html><html lang="fr"><body><p>${words.join(' ')}</p></body></html>`,
    );
    try {
      const responses = firstResponses(out);
      expect(responses['/tarifs']!.total).toBeGreaterThan(FIRST_ROUND_TRIP_BYTES);
      expect(pastFirstRoundTrip(responses)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^/tarifs: ${responses['/tarifs']!.total} B in its first response .* past the 14600 B of the first round trip`,
          ),
        ),
      ]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
