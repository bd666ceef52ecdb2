import { PAGE_SCRIPTS_ID } from '../../lib/browser/contract.mjs';
import { pageAssets, pageScriptsOf, runs } from './page-assets.mjs';

const pageScripts = `<script type="application/json" id="${PAGE_SCRIPTS_ID}">{"loader":"/l.js","payload":"/p.js","scripts":["/a.js","/b.js"]}</script>`;

describe('page assets', () => {
  it('lists the scripts and style sheets a page loads, not the legacy nomodule ones', () => {
    const html = `<script src="/a.js" async=""></script><script src="/b.js" noModule=""></script><link rel="preload" as="script" href="/c.js"/><link rel="stylesheet" href="/d.css"/><link rel="preload" as="font" href="/e.woff2"/><script type="application/ld+json">{}</script>`;
    expect(pageAssets(html)).toMatchObject({
      scripts: ['/a.js', '/c.js'],
      styles: ['/d.css'],
      payload: null,
    });
  });

  it('lists the page loader and what it starts, and not the disabled marker of an inlined sheet', () => {
    const html = `<style>h1{color:red}</style><link rel="stylesheet" href="/d.css" disabled=""/>${pageScripts}`;
    expect(pageAssets(html)).toMatchObject({
      scripts: ['/l.js', '/a.js', '/b.js'],
      styles: [],
      payload: '/p.js',
    });
    expect(pageScriptsOf(html)).toEqual({
      loader: '/l.js',
      payload: '/p.js',
      scripts: ['/a.js', '/b.js'],
    });
    expect(pageScriptsOf('<p>Texte</p>')).toBeNull();
  });

  it('names what a first paint would wait for besides the document', () => {
    const clean = `<style>h1{color:red}</style><link rel="stylesheet" href="/d.css" disabled=""/><script>inline()</script>${pageScripts}`;
    expect(pageAssets(clean).blockers).toEqual([]);
    expect(
      pageAssets(
        `${clean}<link rel="stylesheet" href="/late.css"/><script src="/a.js" async=""></script>`,
      ).blockers,
    ).toEqual(['<link rel="stylesheet" href="/late.css"/>', '<script src="/a.js" async="">']);
  });

  it('tells a script that runs from a data block', () => {
    expect(runs(undefined)).toBe(true);
    expect(runs('module')).toBe(true);
    expect(runs('text/javascript')).toBe(true);
    expect(runs('application/ld+json')).toBe(false);
  });
});
