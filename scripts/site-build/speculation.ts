/**
 * The next page at once (docs/performance.md, "The next page"): each page carries speculation
 * rules, a `<script type="speculationrules">` at the end of its <body>, that ask Chromium to
 * prerender another page of the site once the visitor shows intent for its link (`moderate`:
 * on a desktop, the pointer resting on the link for 200 ms, or pressing it; on Android, a link
 * that comes to rest in view). A prerendered page is activated on the click instead of
 * fetched: no round trip, no transfer, its parse and layout done. Other engines ignore the
 * rules and navigate as before.
 *
 * - Only the pages of this export, each a static file a GET changes nothing of: never a file,
 *   a fragment of the page itself, or another site. Each page leaves out its own address.
 * - Inline rather than a `Speculation-Rules` header: every host serves them as they are (a
 *   header needs its JSON file sent as application/speculationrules+json, which GitHub Pages
 *   and a bucket cannot do), no request more, and only their hash in the first round trip
 *   (the <meta> policy and the header's): they come last, after the first window.
 * - Their hash is in the page's Content-Security-Policy (security.ts): Chromium holds inline
 *   rules to `script-src`.
 * - What a page view may fetch ahead is bounded: at most the documents of the pages its
 *   rules name, each once (aheadBytes); Chromium keeps two `moderate` prerenders at a time
 *   and takes a page it prerendered again from its HTTP cache. The page's own scripts wait
 *   for its activation (lib/browser/activation.ts), and its first paint needs nothing but
 *   its document: a prerender fetches that document, and the icon sprite where it is not
 *   cached yet.
 * - None when the visitor asked to save data or turned preloading off: the head script takes
 *   the rules out of the page where the browser says the visitor asked to save data
 *   (lib/browser/save-data.ts), and Chromium itself starts no speculation where its preload
 *   setting is off (and under its Data Saver and battery saver), which a page cannot see.
 */
import { SPECULATION_RULES_TYPE } from '../../lib/browser/contract';
import { HOST_HEADER_BYTES } from './budgets';
import { HOST_ENCODINGS } from './export/compression';
import { headersFor, type HeaderBlock } from './export/headers';
import {
  applyEdits,
  attributeOf,
  beforeEndTag,
  firstElement,
  parseHtml,
  textOf,
  type Element,
} from './export/html';
import type { Page } from './export/pages';

/** The pages that answer no address of their own (the 404 page and Next's copy of it). */
const WITHOUT_ADDRESS = new Set(['/404', '/_not-found']);

/** The addresses of the export's pages, which rules may name. */
export const speculatedRoutes = (pages: Page[]) =>
  pages
    .map(({ route }) => route)
    .filter((route) => !WITHOUT_ADDRESS.has(route))
    .sort();

/**
 * The rules of the page at `route`: prerender, on the visitor's intent, a link to any other
 * page of the export (URL patterns: the path alone, whatever its query or fragment).
 */
export function speculationRules(routes: string[], route: string) {
  return JSON.stringify({
    prerender: [
      {
        where: { href_matches: routes.filter((other) => other !== route) },
        eagerness: 'moderate',
      },
    ],
  });
}

export const isSpeculationRules = (element: Element) =>
  element.tagName === 'script' &&
  attributeOf(element, 'type')?.trim().toLowerCase() === SPECULATION_RULES_TYPE;

/** The rules' element, `<` escaped so that nothing in the JSON ends it. */
export const speculationRulesElement = (rules: string) =>
  `<script type="${SPECULATION_RULES_TYPE}">${rules.replace(/</g, '\\u003c')}</script>`;

/** The page with its rules at the end of its <body>, after everything its first window needs. */
export const withSpeculationRules = (html: string, rules: string) =>
  applyEdits(html, [
    beforeEndTag(firstElement(parseHtml(html), 'body')!, speculationRulesElement(rules)),
  ]);

/**
 * The pages a page view may prerender: those its rules name (read back from its elements)
 * that one of its links leads to, whatever the link's query or fragment.
 */
export function speculatedFrom(route: string, elements: Element[]) {
  const rules = elements.find(isSpeculationRules);
  if (!rules) return [];
  const parsed = JSON.parse(textOf(rules)) as {
    prerender?: { where?: { href_matches?: string[] } }[];
  };
  const named = new Set((parsed.prerender ?? []).flatMap(({ where }) => where?.href_matches ?? []));
  const linked = elements
    .filter(({ tagName }) => tagName === 'a')
    .map((link) => attributeOf(link, 'href'))
    .filter((href) => href !== undefined)
    .map((href) => new URL(href, `https://site.test${route}`))
    .filter((url) => url.origin === 'https://site.test')
    .map((url) => url.pathname);
  return [...new Set(linked)].filter((path) => named.has(path)).sort();
}

/**
 * What a page view may fetch ahead, at most, in bytes: the response of each page its rules
 * name, once: its headers (those of `rules`, out/_headers, and the host's own) and its
 * document as the hosts compress it on the fly, at the largest of their encodings.
 */
export function aheadBytes(pages: Page[], named: string[], rules: HeaderBlock[]) {
  let bytes = 0;
  for (const { route, html } of pages) {
    if (!named.includes(route)) continue;
    const headers = headersFor(rules, route).reduce(
      (sum, [name, value]) => sum + Buffer.byteLength(`${name}: ${value}\r\n`),
      HOST_HEADER_BYTES,
    );
    const document = Object.values(HOST_ENCODINGS).map(
      (compress) => compress(Buffer.from(html)).length,
    );
    bytes += headers + Math.max(...document);
  }
  return bytes;
}

/**
 * What is wrong with a page's rules (verify.ts): one element of them, saying what this build
 * writes for its route among `routes`. Their hash is held with the page's other inline code.
 */
export function speculationProblems(route: string, elements: Element[], routes: string[]) {
  const found = elements.filter(isSpeculationRules);
  if (found.length !== 1) return [`${found.length} elements of speculation rules, not 1`];
  const expected = speculationRules(routes, route);
  return textOf(found[0]!) === expected
    ? []
    : [`speculation rules other than this build's: ${textOf(found[0]!).slice(0, 80)}…`];
}
