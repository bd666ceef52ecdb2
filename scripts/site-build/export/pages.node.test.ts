import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allRoutes } from '@/content/site';
import { ENHANCE_ATTRIBUTE, PAGE_SCRIPTS_ID } from '../../../lib/browser/contract';
import {
  differsWithoutScripts,
  fileOf,
  pageAssets,
  pageScriptsElement,
  pageScriptsOf,
  pagesOf,
  routeOf,
} from './pages';

/** Every route the export has: the site's, and the pages Next adds (the 404 page and its copy). */
const ROUTES = [...allRoutes.map((route) => route.path), '/404', '/_not-found'];

describe('the files of the export’s routes', () => {
  it('maps every route of the site to its file and back', () => {
    expect(ROUTES).toContain('/');
    expect(ROUTES).toContain('/tarifs');
    for (const route of ROUTES) {
      const file = fileOf(route);
      expect(file).toMatch(/^[\w-]+\.html$/);
      expect(routeOf('out', join('out', file))).toBe(route);
    }
    expect(new Set(ROUTES.map(fileOf)).size).toBe(ROUTES.length);
  });

  it('knows the home page and the files of nested routes', () => {
    expect(fileOf('/')).toBe('index.html');
    expect(routeOf('/srv/site/out', '/srv/site/out/index.html')).toBe('/');
    expect(fileOf('/blog/premier-article')).toBe('blog/premier-article.html');
    expect(routeOf('out', join('out', 'blog', 'premier-article.html'))).toBe(
      '/blog/premier-article',
    );
  });
});

const pageScripts = `<script type="application/json" id="${PAGE_SCRIPTS_ID}">{"loader":"/l.js","payload":"/p.js","scripts":["/a.js","/b.js"],"fonts":[]}</script>`;

describe('page assets', () => {
  it('lists the scripts a page loads, not the legacy nomodule ones', () => {
    const html = `<script src="/a.js" async=""></script><script src="/b.js" noModule=""></script><link rel="preload" as="script" href="/c.js"/><link rel="stylesheet" href="/d.css"/><link rel="preload" as="font" href="/e.woff2"/><script type="application/ld+json">{}</script>`;
    expect(pageAssets(html)).toMatchObject({
      scripts: ['/a.js', '/c.js'],
      payload: null,
    });
  });

  it('lists the page loader and what it starts, and not the disabled marker of an inlined sheet', () => {
    const html = `<style>h1{color:red}</style><link rel="stylesheet" href="/d.css" disabled=""/>${pageScripts}`;
    expect(pageAssets(html)).toMatchObject({
      scripts: ['/l.js', '/a.js', '/b.js'],
      payload: '/p.js',
    });
    expect(pageScriptsOf(html)).toEqual({
      loader: '/l.js',
      payload: '/p.js',
      scripts: ['/a.js', '/b.js'],
      fonts: [],
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

  it('writes the data block so that no URL can end it early', () => {
    expect(
      pageScriptsElement({
        loader: '/l.js',
        payload: null,
        scripts: ['/a</script>.js'],
        fonts: [],
      }),
    ).toBe(
      `<script type="application/json" id="${PAGE_SCRIPTS_ID}">{"loader":"/l.js","payload":null,"scripts":["/a\\u003c/script>.js"],"fonts":[]}</script>`,
    );
  });
});

const textPage = (body: string) =>
  `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"/><title>Page</title></head><body>${body}</body></html>`;

describe('the pages of an export', () => {
  it('lists every page with its route, without Next’s assets or the copy of the 404 page', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pages-'));
    try {
      mkdirSync(join(dir, '_next'));
      mkdirSync(join(dir, 'blog'));
      for (const file of [
        'index.html',
        'tarifs.html',
        '404.html',
        '_not-found.html',
        'blog/un.html',
        '_next/x.html',
      ]) {
        writeFileSync(join(dir, file), textPage(file));
      }
      const routes = (all = false) =>
        pagesOf(dir, { all })
          .map(({ route }) => route)
          .sort();
      expect(routes()).toEqual(['/', '/404', '/blog/un', '/tarifs']);
      expect(routes(true)).toEqual(['/', '/404', '/_not-found', '/blog/un', '/tarifs']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a page without JavaScript', () => {
  const withPage = (files: Record<string, string>, check: (dir: string) => void) => {
    const dir = mkdtempSync(join(tmpdir(), 'no-scripts-'));
    try {
      mkdirSync(join(dir, 'css'));
      for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
      check(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const sheet = '<link rel="stylesheet" href="/css/full.css" disabled>';
  const styleOnly = `<noscript><style>@font-face{font-family:f}</style></noscript>`;
  const fullSheet = `<noscript><link rel="stylesheet" href="/css/full.css"></noscript>`;

  it('is its first paint with JavaScript where its <noscript>s hold style only', () => {
    withPage(
      {
        'index.html': `<!DOCTYPE html><html><head>${sheet}${styleOnly}</head><body><p>Page</p>${fullSheet}</body></html>`,
        'css/full.css': 'p{color:red}',
      },
      (dir) => expect(differsWithoutScripts(dir, '/')).toBe(false),
    );
  });

  it('differs where a <noscript> shows an element or text', () => {
    withPage(
      {
        'contact.html': `<!DOCTYPE html><html><head>${sheet}</head><body><form><noscript><p role="note">Sans JavaScript.</p></noscript></form></body></html>`,
        'faq.html': `<!DOCTYPE html><html><head>${sheet}</head><body><noscript> Sans JavaScript. </noscript></body></html>`,
        'css/full.css': 'p{color:red}',
      },
      (dir) => {
        expect(differsWithoutScripts(dir, '/contact')).toBe(true);
        expect(differsWithoutScripts(dir, '/faq')).toBe(true);
      },
    );
  });

  it('differs where its CSS, inline or in the full sheet, reads the head script’s mark', () => {
    withPage(
      {
        'index.html': `<!DOCTYPE html><html><head><style>[${ENHANCE_ATTRIBUTE}] .x{display:none}</style></head><body></body></html>`,
        'tarifs.html': `<!DOCTYPE html><html><head>${sheet}</head><body></body></html>`,
        'css/full.css': `html:not([${ENHANCE_ATTRIBUTE}]) p{display:none}`,
      },
      (dir) => {
        expect(differsWithoutScripts(dir, '/')).toBe(true);
        expect(differsWithoutScripts(dir, '/tarifs')).toBe(true);
      },
    );
  });
});
