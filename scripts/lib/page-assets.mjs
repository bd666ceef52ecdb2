/**
 * What a page of the export loads, read from its HTML with the parser: its scripts (tags,
 * and those the loader of scripts/build/optimize-export.mjs starts), its page payload, its
 * style sheets, and what would hold its first paint. One reading for the post-build step
 * and for the budgets gate (scripts/gates/check-budgets.mjs).
 */
import { attributeOf, elementsOf, hasAttribute, parseHtml } from './html.mjs';

/** The attribute of the loader's <script> that lists Next's scripts, in order. */
export const LOADS_ATTRIBUTE = 'data-loads';
/** The attribute of the loader's <script> that names the page's payload script. */
export const PAYLOAD_ATTRIBUTE = 'data-payload';
/** Marks the <noscript> that holds the web fonts' @font-face rules. */
export const FONT_ATTRIBUTE = 'data-web-fonts';

/** Whether a <script> of this type runs (a classic script or a module), not a data block. */
export function runs(type) {
  return (
    type === undefined ||
    /^\s*$|^(text|application)\/(java|ecma)script$|^module$/i.test(type.trim())
  );
}

/** A <script src> current browsers run (nomodule ones they skip). */
const isScriptFile = (element) =>
  element.tagName === 'script' &&
  hasAttribute(element, 'src') &&
  !hasAttribute(element, 'nomodule') &&
  runs(attributeOf(element, 'type'));

/** A style sheet the browser fetches and applies (a disabled one it does neither). */
const isAppliedStylesheet = (element) =>
  element.tagName === 'link' &&
  attributeOf(element, 'rel')?.toLowerCase() === 'stylesheet' &&
  !hasAttribute(element, 'disabled');

const sameOrigin = (url) => url?.startsWith('/') && !url.startsWith('//');

/**
 * The page's same-origin scripts (tags, preloads of scripts, and the loader's list), its
 * payload script, its applied style sheets, and the tags its first paint would wait for:
 * an applied style sheet, or a script file in the markup (even async, it competes with the
 * paint; the loader starts the scripts after it).
 */
export function pageAssets(html) {
  const scripts = [];
  const styles = [];
  const blockers = [];
  let payload = null;
  const add = (list, url) => {
    if (sameOrigin(url) && !list.includes(url)) list.push(url);
  };
  for (const element of elementsOf(parseHtml(html))) {
    // The start tag as written (elements the parser implies have none).
    const start = element.sourceCodeLocation?.startTag;
    const tag = start ? html.slice(start.startOffset, start.endOffset) : `<${element.tagName}>`;
    if (isScriptFile(element)) {
      add(scripts, attributeOf(element, 'src'));
      blockers.push(tag);
    }
    if (element.tagName === 'script') {
      for (const url of attributeOf(element, LOADS_ATTRIBUTE)?.split(' ') ?? []) add(scripts, url);
      payload = attributeOf(element, PAYLOAD_ATTRIBUTE) ?? payload;
    }
    if (element.tagName === 'link') {
      const rel = attributeOf(element, 'rel')?.toLowerCase();
      const href = attributeOf(element, 'href');
      if (isAppliedStylesheet(element)) {
        add(styles, href);
        blockers.push(tag);
      }
      // Scripts fetched ahead are loaded by the page too.
      if ((rel === 'preload' && attributeOf(element, 'as') === 'script') || rel === 'modulepreload')
        add(scripts, href);
    }
  }
  return { scripts, styles, payload, blockers };
}
