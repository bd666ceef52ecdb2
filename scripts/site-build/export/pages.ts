/**
 * The one model of the static export (out/) that every step, gate and check reads: its pages
 * and routes, their files, and what each page loads. Beside it, in this folder: the HTML of a
 * page (html.ts), the _headers file and its policies (headers.ts), and how hosts compress what
 * they send (compression.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import {
  ENHANCE_ATTRIBUTE,
  PAGE_SCRIPTS_ID,
  type PageScripts,
} from '../../../lib/browser/contract';
import {
  attributeOf,
  elementsOf,
  hasAttribute,
  parseHtml,
  runs,
  textOf,
  type Element,
} from './html';

export const OUT = 'out';

/** '/tarifs' → 'tarifs.html', '/' → 'index.html': Next's files, which hosts serve at the route. */
export const fileOf = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);

/** 'out/tarifs.html' → '/tarifs', 'out/index.html' → '/', 'out/404.html' → '/404'. */
export function routeOf(outDir: string, file: string) {
  const name = relative(outDir, file).replace(/\.html$/, '');
  return name === 'index' ? '/' : `/${name.replaceAll(sep, '/')}`;
}

/** The file of a URL of the export (`/_next/static/…`, its query and fragment left out). */
export const fileOfUrl = (outDir: string, url: string) =>
  join(outDir, decodeURI(url.split(/[?#]/)[0]!));

export type Page = { route: string; file: string; html: string };

/**
 * Every page of an export. `all` includes _not-found.html, the copy of 404.html that Next
 * also writes: the build steps rewrite both, the gates read one.
 */
export function pagesOf(outDir = OUT, { all = false } = {}): Page[] {
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html') && !name.startsWith(`_next${sep}`))
    .filter((name) => all || name !== '_not-found.html')
    .sort()
    .map((name) => {
      const file = join(outDir, name);
      return { route: routeOf(outDir, file), file, html: readFileSync(file, 'utf8') };
    });
}

export const isPageScriptsBlock = (element: Element) =>
  element.tagName === 'script' && attributeOf(element, 'id') === PAGE_SCRIPTS_ID;

/** The loader's data block (lib/browser/loader.ts): JSON, `<` escaped so no `</script>` ends it. */
export const pageScriptsElement = (pageScripts: PageScripts) =>
  `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${JSON.stringify(pageScripts).replace(/</g, '\\u003c')}</script>`;

export function pageScriptsOf(html: string): PageScripts | null {
  const block = [...elementsOf(parseHtml(html))].find(isPageScriptsBlock);
  return block ? JSON.parse(textOf(block)) : null;
}

/**
 * What a page loads: its same-origin scripts (tags, preloads, the loader and what it starts),
 * its payload, and the tags its first paint would wait for: an applied style sheet, or a
 * script file in the markup (even async, it competes with the paint).
 */
export function pageAssets(html: string) {
  const scripts: string[] = [];
  const blockers: string[] = [];
  let payload: string | null = null;
  const add = (url: string | undefined) => {
    if (url?.startsWith('/') && !url.startsWith('//') && !scripts.includes(url)) scripts.push(url);
  };
  for (const element of elementsOf(parseHtml(html))) {
    const start = element.sourceCodeLocation?.startTag;
    const tag = start ? html.slice(start.startOffset, start.endOffset) : `<${element.tagName}>`;
    const rel = attributeOf(element, 'rel')?.toLowerCase();
    const src = attributeOf(element, 'src');
    if (element.tagName === 'script' && src && !hasAttribute(element, 'nomodule')) {
      if (runs(attributeOf(element, 'type'))) add(src);
      blockers.push(tag);
    }
    if (isPageScriptsBlock(element)) {
      const named: PageScripts = JSON.parse(textOf(element));
      [named.loader, ...named.scripts].forEach(add);
      payload = named.payload ?? payload;
    }
    if (element.tagName !== 'link') continue;
    if (rel === 'stylesheet' && !hasAttribute(element, 'disabled')) blockers.push(tag);
    if ((rel === 'preload' && attributeOf(element, 'as') === 'script') || rel === 'modulepreload')
      add(attributeOf(element, 'href'));
  }
  return { scripts, payload, blockers };
}

/**
 * Whether a page of `outDir` shows a visitor without JavaScript anything its first paint with
 * JavaScript does not show. Before a first tap the page loader runs nothing (lib/browser/
 * loader.ts), so the two differ only by what the page's <noscript>s hold beyond style (the full
 * sheet and the web fonts' faces, which the head script and the loader bring otherwise), such
 * as the contact form's note, or by CSS reading the mark the head script sets on <html>.
 */
export function differsWithoutScripts(outDir: string, route: string) {
  const html = readFileSync(join(outDir, fileOf(route)), 'utf8');
  const isStyle = (element: Element) =>
    element.tagName === 'style' ||
    (element.tagName === 'link' && attributeOf(element, 'rel')?.toLowerCase() === 'stylesheet');
  const styles: string[] = [];
  // The full sheet, linked (disabled) from <head>.
  const sheets = new Set<string>();
  for (const element of elementsOf(parseHtml(html, { scripting: false }))) {
    if (element.tagName === 'style') styles.push(textOf(element));
    else if (isStyle(element)) sheets.add(attributeOf(element, 'href')!);
    if (element.tagName !== 'noscript') continue;
    const shown = element.childNodes.some((child) =>
      'tagName' in child ? !isStyle(child) : 'value' in child && child.value.trim() !== '',
    );
    if (shown) return true;
  }
  for (const href of sheets) styles.push(readFileSync(join(outDir, href), 'utf8'));
  return styles.some((css) => css.includes(ENHANCE_ATTRIBUTE));
}
