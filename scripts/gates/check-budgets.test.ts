import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measure, overBudget, suggestBudgets } from './check-budgets.mjs';
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
