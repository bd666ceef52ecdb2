/**
 * HTML read and edited through a parser (parse5, the HTML parser of jsdom), never with
 * regular expressions. Edits are spliced into the source at the offsets the parser reports,
 * so everything a step does not touch stays byte for byte as Next wrote it.
 */
import { parse } from 'parse5';

/**
 * The document, each element with its source location (offsets into `html`). With
 * `scripting: false` it is read as a browser without JavaScript reads it: the content of
 * <noscript> is elements, not text.
 */
export function parseHtml(html, { scripting = true } = {}) {
  return parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: scripting });
}

/** The element children of a node. */
export const childElements = (node) => (node?.childNodes ?? []).filter((child) => child.tagName);

/** Every element of the document, in document order (template contents included). */
export function* elementsOf(node) {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) yield child;
    yield* elementsOf(child);
    if (child.content) yield* elementsOf(child.content);
  }
}

/** The first element with this tag name. */
export function firstElement(document, tagName) {
  for (const element of elementsOf(document)) if (element.tagName === tagName) return element;
  return undefined;
}

/** An attribute's value (names are lower-case, as the parser gives them), or undefined. */
export const attributeOf = (element, name) =>
  element.attrs?.find((attribute) => attribute.name === name)?.value;

export const hasAttribute = (element, name) => attributeOf(element, name) !== undefined;

/** The text of a raw-text element (<script>, <style>). */
export const textOf = (element) => element.childNodes.map((child) => child.value ?? '').join('');

/** A whole element, start tag to end tag, taken out. */
export const removal = (element) => ({
  start: element.sourceCodeLocation.startOffset,
  end: element.sourceCodeLocation.endOffset,
  text: '',
});

/** Text inserted just before an element's end tag (`</head>`, `</body>`). */
export const beforeEndTag = (element, text) => {
  const at = element.sourceCodeLocation.endTag.startOffset;
  return { start: at, end: at, text };
};

/** Text inserted at the start of an element's content (after its start tag). */
export const atContentStart = (element, text) => {
  const at = element.sourceCodeLocation.startTag.endOffset;
  return { start: at, end: at, text };
};

/** An element's content replaced (the text of a <style>, say). */
export const replacingContent = (element, text) => ({
  start: element.sourceCodeLocation.startTag.endOffset,
  end: element.sourceCodeLocation.endTag.startOffset,
  text,
});

/** An attribute added to an element's start tag, or its value replaced. */
export function settingAttribute(html, element, name, value) {
  const escaped = String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const existing = element.sourceCodeLocation.attrs?.[name];
  if (existing)
    return { start: existing.startOffset, end: existing.endOffset, text: `${name}="${escaped}"` };
  const tag = element.sourceCodeLocation.startTag;
  // Before the `>` or the `/>` that closes the start tag.
  const close = html[tag.endOffset - 2] === '/' ? tag.endOffset - 2 : tag.endOffset - 1;
  return { start: close, end: close, text: ` ${name}="${escaped}"` };
}

/** An attribute taken out of an element's start tag (with the space before it). */
export function removingAttribute(html, element, name) {
  const location = element.sourceCodeLocation?.attrs?.[name];
  if (!location) return null;
  let start = location.startOffset;
  while (start > 0 && /\s/.test(html[start - 1])) start -= 1;
  return { start, end: location.endOffset, text: '' };
}

/**
 * The source with the edits applied. Edits must not overlap; insertions at the same
 * offset keep the order in which they are given.
 */
export function applyEdits(html, edits) {
  const ordered = edits
    .filter(Boolean)
    .map((edit, order) => ({ ...edit, order }))
    .sort((a, b) => a.start - b.start || a.end - b.end || a.order - b.order);
  let result = '';
  let cursor = 0;
  for (const edit of ordered) {
    if (edit.start < cursor) throw new Error(`Overlapping HTML edits at offset ${edit.start}`);
    result += html.slice(cursor, edit.start) + edit.text;
    cursor = edit.end;
  }
  return result + html.slice(cursor);
}
