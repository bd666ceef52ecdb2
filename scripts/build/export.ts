/**
 * The one model of the static export (out/) that every step, gate and check reads: pages and
 * routes, files and data blocks, _headers and policies, the text a visitor reads. HTML is read
 * with parse5 and edited at the offsets it reports, so what a step does not touch stays byte
 * for byte as Next wrote it: never a regular expression over HTML.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { ENHANCE_ATTRIBUTE, PAGE_SCRIPTS_ID, type PageScripts } from '../../lib/browser/contract';

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

/**
 * How hosts compress a page as they send it: on the fly, at a level that costs them little.
 * Cloudflare Pages and Netlify send brotli at quality 4 to 5 (`wrangler pages dev` sends
 * quality 5's bytes), and gzip to the browsers without brotli; GitHub Pages sends gzip; the
 * nginx config of this project compresses with gzip at level 6 what it has not stored
 * compressed. The first-round-trip budget (scripts/build/verify.ts) holds at each.
 */
export const HOST_ENCODINGS = {
  'brotli 4': (buffer: Buffer) => brotliAt(4, buffer),
  'brotli 5': (buffer: Buffer) => brotliAt(5, buffer),
  'gzip 6': (buffer: Buffer) => gzipSync(buffer, { level: 6 }),
} as const;
export type HostEncoding = keyof typeof HOST_ENCODINGS;

/** The Content-Encoding a host names for each of HOST_ENCODINGS. */
export type ContentEncoding = 'br' | 'gzip';
export const contentEncodingOf = (encoding: HostEncoding): ContentEncoding =>
  encoding.startsWith('brotli') ? 'br' : 'gzip';

/**
 * What a browser has of a document once the first `bytes` of its compressed stream have come:
 * the stream decoded as far as it goes, as a streaming decoder does (brotli's and gzip's
 * decoders hand out what they have decoded without waiting for the end). Browsers parse and
 * paint that prefix before the rest comes.
 */
export function decodedPrefix(encoding: ContentEncoding, bytes: Buffer) {
  return encoding === 'br'
    ? brotliDecompressSync(bytes, { finishFlush: constants.BROTLI_OPERATION_FLUSH })
    : gunzipSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH });
}

/** Brotli at `quality`, told the input's size as a host compressing a whole response is. */
export function brotliAt(quality: number, buffer: Buffer) {
  return brotliCompressSync(buffer, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  });
}

/**
 * Text compressed once, at brotli's and gzip's highest levels: the code's measure (gzip -9),
 * and the copies that a host sending stored files sends (nginx's .br and .gz).
 */
export const compressors = {
  br: (buffer: Buffer) => brotliAt(constants.BROTLI_MAX_QUALITY, buffer),
  gzip: (buffer: Buffer) => gzipSync(buffer, { level: constants.Z_BEST_COMPRESSION }),
};

export type Element = DefaultTreeAdapterMap['element'];
export type Document = DefaultTreeAdapterMap['document'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];
export type Edit = { start: number; end: number; text: string };

/** With source locations. `scripting: false` reads <noscript> as a browser without scripts. */
export const parseHtml = (html: string, { scripting = true } = {}) =>
  parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: scripting });

export const childElements = (node: ParentNode | undefined) =>
  (node?.childNodes ?? []).filter((child): child is Element => 'tagName' in child);

/** Every element, in document order, the contents of <template> included. */
export function* elementsOf(node: ParentNode): Generator<Element> {
  for (const child of childElements(node)) {
    yield child;
    yield* elementsOf(child);
    if ('content' in child) yield* elementsOf(child.content as ParentNode);
  }
}

export const firstElement = (node: ParentNode, tagName: string) =>
  [...elementsOf(node)].find((element) => element.tagName === tagName);

/** An attribute's value (names in lower case, as the parser gives them), or undefined. */
export const attributeOf = (element: Element, name: string) =>
  element.attrs.find((attribute) => attribute.name === name)?.value;

export const hasAttribute = (element: Element, name: string) =>
  attributeOf(element, name) !== undefined;

/** The text of a raw-text element (<script>, <style>). */
export const textOf = (element: Element) =>
  element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');

export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const locationOf = (element: Element) => {
  if (!element.sourceCodeLocation) throw new Error(`<${element.tagName}> is not in the source`);
  return element.sourceCodeLocation;
};
const insertion = (at: number, text: string): Edit => ({ start: at, end: at, text });

export const removal = (element: Element): Edit => {
  const { startOffset: start, endOffset: end } = locationOf(element);
  return { start, end, text: '' };
};

export const beforeEndTag = (element: Element, text: string) =>
  insertion(locationOf(element).endTag!.startOffset, text);

export const atContentStart = (element: Element, text: string) =>
  insertion(locationOf(element).startTag!.endOffset, text);

export const replacingContent = (element: Element, text: string): Edit => ({
  start: locationOf(element).startTag!.endOffset,
  end: locationOf(element).endTag!.startOffset,
  text,
});

/** An attribute added to an element's start tag (which must not have it), before its `>` or `/>`. */
export function settingAttribute(html: string, element: Element, name: string, value: string) {
  const { endOffset } = locationOf(element).startTag!;
  const at = html[endOffset - 2] === '/' ? endOffset - 2 : endOffset - 1;
  return insertion(at, ` ${name}="${escapeAttribute(value)}"`);
}

/** An attribute taken out of an element's start tag, with the space before it. */
export function removingAttribute(html: string, element: Element, name: string): Edit | null {
  const attribute = element.sourceCodeLocation?.attrs?.[name];
  if (!attribute) return null;
  let start = attribute.startOffset;
  while (start > 0 && /\s/.test(html[start - 1]!)) start -= 1;
  return { start, end: attribute.endOffset, text: '' };
}

/** The source with the edits applied: none overlapping; at one offset, in their order (a stable sort). */
export function applyEdits(html: string, edits: (Edit | null)[]) {
  const ordered = edits
    .filter((edit) => edit !== null)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  let result = '';
  let cursor = 0;
  for (const edit of ordered) {
    if (edit.start < cursor) throw new Error(`Overlapping HTML edits at offset ${edit.start}`);
    result += html.slice(cursor, edit.start) + edit.text;
    cursor = edit.end;
  }
  return result + html.slice(cursor);
}

/** Whether a <script> of this type runs (a classic script or a module), not a data block. */
export const runs = (type: string | undefined) =>
  type === undefined || /^\s*$|^(text|application)\/(java|ecma)script$|^module$/i.test(type.trim());

export const isInlineScript = (element: Element) =>
  element.tagName === 'script' &&
  !hasAttribute(element, 'src') &&
  runs(attributeOf(element, 'type'));

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

export type Header = [name: string, value: string];
export type HeaderBlock = { pattern: string; headers: Header[] };

/** A URL pattern on its own line, then its headers on indented `Name: value` lines. */
export const formatHeadersFile = (blocks: HeaderBlock[], comment: string) =>
  [
    `# ${comment}`,
    ...blocks.map(({ pattern, headers }) =>
      [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    ),
    '',
  ].join('\n');

export function parseHeadersFile(text: string) {
  const blocks: HeaderBlock[] = [];
  for (const line of text.split('\n')) {
    const [name = '', ...value] = line.split(':');
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) blocks.push({ pattern: line.trim(), headers: [] });
    else if (value.length) blocks.at(-1)?.headers.push([name.trim(), value.join(':').trim()]);
  }
  return blocks;
}

/** out/_headers, parsed; none before the security step has written it. */
export const headersFileOf = (outDir = OUT) => {
  const file = join(outDir, '_headers');
  return existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [];
};

export const patternMatches = (pattern: string, path: string) =>
  pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;

/**
 * The headers a host sends for a URL path, as Cloudflare Pages and Netlify apply the file:
 * those of every matching pattern, in the file's order; a header several patterns name is
 * sent once, with their values joined by ", ".
 */
export function headersFor(blocks: HeaderBlock[], path: string): Header[] {
  const merged = new Map<string, Header>();
  for (const { pattern, headers } of blocks) {
    if (!patternMatches(pattern, path)) continue;
    for (const [name, value] of headers) {
      const known = merged.get(name.toLowerCase());
      merged.set(name.toLowerCase(), known ? [known[0], `${known[1]}, ${value}`] : [name, value]);
    }
  }
  return [...merged.values()];
}

export const CSP = 'Content-Security-Policy';

export const isPolicyMeta = (element: Element) =>
  element.tagName === 'meta' &&
  attributeOf(element, 'http-equiv')?.toLowerCase() === CSP.toLowerCase();

export const directivesOf = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );

const NOT_PROSE = new Set('script style template code pre kbd samp svg'.split(' '));

/** Elements that break the text into lines (everything else is inline). */
const BLOCKS = new Set(
  `address article aside blockquote body br button caption dd details div dl dt fieldset
  figcaption figure footer form h1 h2 h3 h4 h5 h6 head header hr input label legend li main nav
  noscript ol option p progress section select summary table tbody td textarea tfoot th thead
  title tr ul`.split(/\s+/),
);

/**
 * A page's text as lines, for the French gate: one per block (paragraph, list item, cell…),
 * inline elements joined as a browser lays them out, what <noscript> shows included, words
 * of another language (lang="en") left out.
 */
export function pageLines(html: string) {
  const lines: string[] = [];
  let line = '';
  const flush = () => {
    const text = line.replace(/[ \t\r\n]+/g, ' ').trim();
    if (text) lines.push(text);
    line = '';
  };
  const walk = (node: DefaultTreeAdapterMap['node']) => {
    if (node.nodeName === '#text') line += (node as DefaultTreeAdapterMap['textNode']).value;
    if (!('childNodes' in node)) return;
    const tag = 'tagName' in node ? node.tagName : '';
    const lang = 'tagName' in node ? attributeOf(node, 'lang')?.toLowerCase() : undefined;
    if (NOT_PROSE.has(tag) || (lang && !lang.startsWith('fr'))) return;
    if (BLOCKS.has(tag)) flush();
    for (const child of node.childNodes) walk(child);
    if (BLOCKS.has(tag)) flush();
  };
  walk(parse(html, { scriptingEnabled: false }));
  flush();
  return lines;
}
