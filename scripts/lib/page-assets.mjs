/**
 * What a page of the export loads, read from its HTML with the parser: its scripts (tags,
 * and those its data block names for the page loader, lib/browser/loader.ts, the loader
 * included), its page payload, its style sheets, and what would hold its first paint. One
 * reading for the post-build step and for the budgets gate (scripts/gates/check-budgets.mjs).
 */
import { PAGE_SCRIPTS_ID } from '../../lib/browser/contract.mjs';
import { attributeOf, elementsOf, hasAttribute, parseHtml, textOf } from './html.mjs';

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

/** The page loader's data block as written (PageScripts, lib/browser/contract.d.mts), or null. */
export function pageScriptsOf(html) {
  for (const element of elementsOf(parseHtml(html))) {
    if (element.tagName === 'script' && attributeOf(element, 'id') === PAGE_SCRIPTS_ID)
      return JSON.parse(textOf(element));
  }
  return null;
}

/**
 * The page's same-origin scripts (tags, preloads of scripts, the page loader and the
 * scripts it starts), its payload script, its applied style sheets, and the tags its first
 * paint would wait for: an applied style sheet, or a script file in the markup (even async,
 * it competes with the paint; the head script adds the loader after it).
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
    if (element.tagName === 'script' && attributeOf(element, 'id') === PAGE_SCRIPTS_ID) {
      const pageScripts = JSON.parse(textOf(element));
      for (const url of [pageScripts.loader, ...pageScripts.scripts]) add(scripts, url);
      payload = pageScripts.payload ?? payload;
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
