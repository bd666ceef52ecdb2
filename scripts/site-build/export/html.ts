/**
 * HTML as the build reads and edits it: parsed with parse5 and edited at the offsets it
 * reports, so that what a step does not touch stays byte for byte as Next wrote it, never a
 * regular expression over HTML; and a page's text as a visitor reads it, for the French gate.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';

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
