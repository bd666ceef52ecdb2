/**
 * The page's CSS (docs/performance.md, "How a page paints"): all of it, in every state, inlined
 * by Beasties in its <style> without what nothing on the page uses; its full sheet kept, linked
 * and disabled, for the loader to enable when the scripts start, after the first tap. Neither
 * registers custom properties.
 */
import postcss, { type AtRule, type ChildNode, type Root } from 'postcss';
import {
  attributeOf,
  elementsOf,
  hasAttribute,
  replacingContent,
  settingAttribute,
  textOf,
  type Document,
  type Edit,
  type Element,
} from '../export/html';

/** A CSS `url()`: its quote, then its reference. */
export const CSS_URL = /url\((['"]?)([^'")]+)\1\)/;

/** A sheet's relative url()s resolved against its address: the text moves into the page. */
export const absoluteUrls = (css: string, sheetUrl: string) =>
  css.replace(new RegExp(CSS_URL.source, 'g'), (whole, quote, reference: string) => {
    if (/^(data:|[a-z]+:\/\/|\/|#)/i.test(reference)) return whole;
    const { pathname, search, hash } = new URL(reference, `https://site.invalid${sheetUrl}`);
    return `url(${quote}${pathname}${search}${hash}${quote})`;
  });

/**
 * The full sheet as every page links it:
 * - without its @font-face rules: the loader adds the web fonts (for a sheet's own rule,
 *   Firefox would download them a second time), and every page that links the sheet holds its
 *   local fonts in its <style> already (sheetEdits), which stays: in the sheet too, each
 *   fallback face would be in `document.fonts` twice;
 * - without registering its custom properties, as the page's <style> does not
 *   (dropRegistrations): registered as the sheet applies, they made the home page's restyle
 *   longer in Chromium, and no page measured had a shorter one with them (docs/performance.md).
 */
export function fullSheet(css: string) {
  const root = postcss.parse(css);
  root.walkAtRules('font-face', (rule) => {
    rule.remove();
  });
  dropRegistrations(root);
  return root.toString();
}

export const escapeStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/** Whether a rule or declaration is inside Tailwind's fallback layer, `@layer properties`. */
const inFallbackLayer = (node: ChildNode) => {
  for (let parent = node.parent as AtRule | undefined; parent; parent = parent.parent as AtRule)
    if (parent.name === 'layer' && parent.params === 'properties') return true;
  return false;
};

/**
 * A sheet without @property rules, its fallback layer (Tailwind's, for browsers without
 * @property) applying in every browser instead. Registering the properties changes nothing
 * the site shows: it adds their interpolation in a transition or an animation, and the only
 * ones Tailwind's transitions name (a gradient's stops) change in no state of the site (a
 * shadow's change is interpolated as `box-shadow`, with or without).
 */
function dropRegistrations(root: Root) {
  root.walkAtRules('property', (rule) => {
    rule.remove();
  });
  root.walkAtRules('supports', (rule) => {
    const parent = rule.parent as AtRule | undefined;
    if (parent?.type === 'atrule' && parent.name === 'layer' && parent.params === 'properties')
      rule.replaceWith(rule.nodes ?? []);
  });
}

/**
 * The inlined sheet without @property rules, its fallback layer applying everywhere instead
 * (dropRegistrations), and without the custom properties that neither its rules nor the
 * page's style attributes use (the layer names every property of the site: no use). The full
 * sheet brings them all back, unregistered too (fullSheet).
 */
export function withoutUnusedProperties(css: string, styleAttributes: string[]) {
  const root = postcss.parse(css);
  const used = new Set<string>();
  const note = (text: string) => text.match(/--[\w-]+/g)?.forEach((name) => used.add(name));
  root.walkDecls((decl) => {
    if (!inFallbackLayer(decl)) note(`${decl.prop} ${decl.value}`);
  });
  styleAttributes.forEach(note);
  dropRegistrations(root);
  root.walkDecls((decl) => {
    if (!decl.prop.startsWith('--') || used.has(decl.prop) || !inFallbackLayer(decl)) return;
    // A rule left empty goes, and so does its @supports (the layer stays, for the order).
    let node = decl.parent as AtRule | undefined;
    decl.remove();
    while (node?.parent && !node.nodes?.length && node.name !== 'layer') {
      const parent = node.parent as AtRule;
      node.remove();
      node = parent;
    }
  });
  return root.toString();
}

/**
 * The page's CSS, once Beasties has inlined it: its <style> (the first) after the local fonts'
 * faces (fonts.ts), without the custom properties nothing uses; its full sheets' links
 * disabled, for React to adopt and the loader to enable.
 */
export function sheetEdits(html: string, document: Document, localFonts: string): Edit[] {
  const edits: Edit[] = [];
  const styleAttributes: string[] = [];
  let inlineStyle: Element | undefined;
  for (const element of elementsOf(document)) {
    const style = attributeOf(element, 'style');
    if (style !== undefined) styleAttributes.push(style);
    if (element.tagName === 'style') inlineStyle ??= element;
    if (
      element.tagName === 'link' &&
      attributeOf(element, 'rel')?.toLowerCase() === 'stylesheet' &&
      attributeOf(element, 'href')?.startsWith('/_next/') &&
      !hasAttribute(element, 'disabled')
    )
      edits.push(settingAttribute(html, element, 'disabled', ''));
  }
  if (inlineStyle) {
    const css = withoutUnusedProperties(textOf(inlineStyle), styleAttributes);
    edits.push(replacingContent(inlineStyle, escapeStyle(localFonts + css)));
  } else if (localFonts) throw new Error('No inline style sheet to hold the local fonts');
  return edits;
}
