/**
 * The built export as the checks of scripts/gates/export/ read it (after `npm run build`): a
 * page of out/ in the test's document, for Testing Library to find what a visitor reads by
 * role, label and text as the end-to-end tests do in a browser; a route's headers.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configure, within } from '@testing-library/dom';
import { OUT, fileOf } from '../../site-build/export/pages';
import { headersFileOf, headersFor } from '../../site-build/export/headers';

export { OUT };

if (!existsSync(join(OUT, 'index.html')))
  throw new Error('No export in out/: run `npm run build` before the export checks.');

configure({ defaultIgnore: 'script, style' });

/**
 * Text as a visitor reads it: the source's line breaks and indentation collapsed, the
 * no-break spaces of French typography kept (the French gate checks them), which Testing
 * Library's default normalizer would read as plain spaces.
 */
const collapsed = (text: string) => text.replace(/[ \t\n\r\f]+/g, ' ').trim();
export const asWritten = { normalizer: collapsed };
export const textOf = (element: Element | null | undefined) =>
  collapsed(element?.textContent ?? '');
export const textsOf = (elements: Element[]) => elements.map(textOf);

export type Screen = ReturnType<typeof within<typeof import('@testing-library/dom').queries>>;

export function readOut(path: string): string;
export function readOut(path: string, encoding: null): Buffer;
export function readOut(path: string, encoding: BufferEncoding | null = 'utf8'): string | Buffer {
  const file = join(OUT, path.replace(/^\//, ''));
  return encoding === null ? readFileSync(file) : readFileSync(file, encoding);
}

/** The route of the 404 page (out/404.html), served for every unknown path. */
export const NOT_FOUND = '/404';

export function structuredDataOf(html: string): Record<string, unknown>[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((block) =>
    JSON.parse(block.textContent!),
  );
}

/**
 * Opens a built page in the test's document (jsdom): its head and body as written, minus
 * what runs or styles (scripts, style sheets), and minus its <noscript>s unless it is read
 * as without JavaScript. Returns Testing Library's queries on the body, and the source.
 */
export function openPage(route: string, { javaScript = true } = {}) {
  const html = readOut(fileOf(route));
  // DOMParser reads as a browser without scripts: a <noscript>'s content is markup.
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const left = `script, style, link[rel="stylesheet"]${javaScript ? ', noscript' : ''}`;
  for (const element of parsed.querySelectorAll(left)) element.remove();
  document.replaceChild(
    document.importNode(parsed.documentElement, true),
    document.documentElement,
  );
  return { screen: within(document.body), html, document };
}

export function metaOf(name: string) {
  return document
    .querySelector(`meta[name="${name}"], meta[property="${name}"]`)
    ?.getAttribute('content');
}

/** The headers a host sends for a URL path, by lower-case name, as out/_headers gives them. */
export const headersOf = (path: string) =>
  new Map(headersFor(headersFileOf(OUT), path).map(([name, value]) => [name.toLowerCase(), value]));
