import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allRoutes } from '@/content/site';
import { ENHANCE_ATTRIBUTE, PAGE_SCRIPTS_ID } from '../../lib/browser/contract';
import {
  applyEdits,
  atContentStart,
  attributeOf,
  beforeEndTag,
  differsWithoutScripts,
  elementsOf,
  fileOf,
  firstElement,
  formatHeadersFile,
  headersFor,
  pageAssets,
  pageLines,
  pageScriptsElement,
  pageScriptsOf,
  pagesOf,
  parseHeadersFile,
  parseHtml,
  patternMatches,
  removal,
  removingAttribute,
  routeOf,
  runs,
  settingAttribute,
} from './export';

const page = `<!DOCTYPE html><html lang="fr" data-x=""><head><meta charSet="utf-8"/><link rel="stylesheet" href="/s.css" data-precedence="next"/><style>p{}</style></head><body><p>Texte&nbsp;: «&nbsp;ici&nbsp;»</p><script>if (a < b) go("</p>")</script></body></html>`;

describe('html edits through the parser', () => {
  it('reads elements as the browser parses them (a script’s text is not markup)', () => {
    const document = parseHtml(page);
    const tags = [...elementsOf(document)].map((element) => element.tagName);
    expect(tags).toEqual(['html', 'head', 'meta', 'link', 'style', 'body', 'p', 'script']);
    expect(attributeOf(firstElement(document, 'meta')!, 'charset')).toBe('utf-8');
  });

  it('changes only what it is asked to, byte for byte elsewhere', () => {
    const document = parseHtml(page);
    const link = firstElement(document, 'link')!;
    const result = applyEdits(page, [
      settingAttribute(page, link, 'disabled', ''),
      removingAttribute(page, firstElement(document, 'html')!, 'data-x'),
      atContentStart(firstElement(document, 'style')!, 'b{}'),
      beforeEndTag(firstElement(document, 'head')!, '<noscript></noscript>'),
      removal(firstElement(document, 'script')!),
    ]);
    expect(result).toBe(
      `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/s.css" data-precedence="next" disabled=""/><style>b{}p{}</style><noscript></noscript></head><body><p>Texte&nbsp;: «&nbsp;ici&nbsp;»</p></body></html>`,
    );
  });

  it('refuses overlapping edits', () => {
    const document = parseHtml(page);
    const body = firstElement(document, 'body')!;
    expect(() => applyEdits(page, [removal(body), removal(firstElement(document, 'p')!)])).toThrow(
      /Overlapping/,
    );
  });
});

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

describe('the _headers file of static hosts', () => {
  const blocks = [
    { pattern: '/*', headers: [['X-Frame-Options', 'DENY']] as [string, string][] },
    {
      pattern: '/tarifs',
      headers: [['Content-Security-Policy', "default-src 'self'; a: b"]] as [string, string][],
    },
  ];

  it('is read as it was written', () => {
    const text = formatHeadersFile(blocks, 'Written by a test.');
    expect(text).toBe(
      "# Written by a test.\n/*\n  X-Frame-Options: DENY\n/tarifs\n  Content-Security-Policy: default-src 'self'; a: b\n",
    );
    expect(parseHeadersFile(text)).toEqual(blocks);
  });

  it('skips comments, blank lines and headers before any pattern', () => {
    expect(parseHeadersFile('  Orphan: x\n\n# comment\n/\n  A: b\n')).toEqual([
      { pattern: '/', headers: [['A', 'b']] },
    ]);
  });

  it('matches a URL exactly, or by the trailing * of its pattern', () => {
    expect(patternMatches('/tarifs', '/tarifs')).toBe(true);
    expect(patternMatches('/tarifs', '/tarifs-pro')).toBe(false);
    expect(patternMatches('/*', '/tarifs')).toBe(true);
    expect(patternMatches('/_next/static/*', '/tarifs')).toBe(false);
  });

  it('gives a URL the headers of every pattern that matches it, one header once', () => {
    const rules = parseHeadersFile(
      '/*\n  X-Frame-Options: DENY\n  Link: </a.css>\n/_next/static/*\n  Cache-Control: immutable\n/tarifs\n  link: </b.css>\n',
    );
    expect(headersFor(rules, '/tarifs')).toEqual([
      ['X-Frame-Options', 'DENY'],
      ['Link', '</a.css>, </b.css>'],
    ]);
    expect(headersFor(rules, '/_next/static/a.js')).toEqual([
      ['X-Frame-Options', 'DENY'],
      ['Link', '</a.css>'],
      ['Cache-Control', 'immutable'],
    ]);
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

  it('tells a script that runs from a data block', () => {
    expect(runs(undefined)).toBe(true);
    expect(runs('module')).toBe(true);
    expect(runs('text/javascript')).toBe(true);
    expect(runs('application/ld+json')).toBe(false);
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

describe('the text a visitor reads on a page', () => {
  it('joins inline elements, breaks lines at blocks, skips code and other languages', () => {
    expect(
      pageLines(
        textPage(
          '<p><strong>Note</strong> : voir <code>a ? b</code></p><p lang="en">Really?</p><ul><li>Un</li><li>Deux</li></ul>',
        ),
      ),
    ).toEqual(['Page', 'Note : voir', 'Un', 'Deux']);
  });

  it('reads what <noscript> shows, and no script or style', () => {
    expect(
      pageLines(
        textPage(
          '<style>p{color:red}</style><script>go()</script><noscript><p>Sans JavaScript.</p></noscript>',
        ),
      ),
    ).toEqual(['Page', 'Sans JavaScript.']);
  });
});

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
