import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  assetsOf,
  firstPaintBlockers,
  measure,
  overBudget,
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

  it('counts the scripts and style sheets a page loads, not the legacy nomodule ones', () => {
    const html = `<script src="/a.js" async=""></script><script src="/b.js" noModule=""></script><link rel="preload" as="script" href="/c.js"/><link rel="stylesheet" href="/d.css"/><link rel="preload" as="font" href="/e.woff2"/>`;
    expect(assetsOf(html)).toEqual({
      scripts: ['/a.js', '/c.js'],
      styles: ['/d.css'],
      payload: null,
    });
  });

  it('counts what the loader loads, and not the disabled marker of an inlined sheet', () => {
    const html = `<style>h1{color:red}</style><link rel="stylesheet" href="/d.css" disabled=""/><script data-loads="/a.js /b.js" data-payload="/p.txt">loader()</script>`;
    expect(assetsOf(html)).toEqual({ scripts: ['/a.js', '/b.js'], styles: [], payload: '/p.txt' });
  });

  it('names what a first paint would wait for besides the document', () => {
    const clean = `<style>h1{color:red}</style><link rel="stylesheet" href="/d.css" disabled=""/><script>inline()</script><script data-loads="/a.js">loader()</script>`;
    expect(firstPaintBlockers(clean)).toEqual([]);
    expect(
      firstPaintBlockers(
        `${clean}<link rel="stylesheet" href="/late.css"/><script src="/a.js" async=""></script>`,
      ),
    ).toEqual(['<link rel="stylesheet" href="/late.css"/>', '<script src="/a.js" async="">']);
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
