/**
 * The first post-build step, page by page (docs/performance.md, "How a page paints"): all the
 * CSS a page uses, in every state, inlined by Beasties in its <head>; its sheet disabled, for
 * the loader to enable when the scripts start, after the first tap; its web fonts in a
 * <noscript>; and its scripts moved out, for the loader to start after the first tap.
 */
import Beasties, { type Options } from 'beasties';
import { parse as parseSelector, type Selector } from 'css-what';
import postcss, { type AtRule, type ChildNode, type Root } from 'postcss';
import { FONT_ATTRIBUTE, PAGE_SCRIPTS_ID } from '../../lib/browser/contract';
import {
  applyEdits,
  attributeOf,
  beforeEndTag,
  elementsOf,
  firstElement,
  hasAttribute,
  pageScriptsElement,
  parseHtml,
  removal,
  removingAttribute,
  replacingContent,
  runs,
  settingAttribute,
  textOf,
  type Element,
} from './export';

// Beside Next's hashed assets, named by their content: cached for a year.
const PAYLOAD_DIR = '/_next/static/payload';
const LOADER_DIR = '/_next/static/loader';

/** A CSS `url()`: its quote, then its reference. */
const CSS_URL = /url\((['"]?)([^'")]+)\1\)/;

/** A sheet's relative url()s resolved against its address: the text moves into the page. */
export const absoluteUrls = (css: string, sheetUrl: string) =>
  css.replace(new RegExp(CSS_URL.source, 'g'), (whole, quote, reference: string) => {
    if (/^(data:|[a-z]+:\/\/|\/|#)/i.test(reference)) return whole;
    const { pathname, search, hash } = new URL(reference, `https://site.invalid${sheetUrl}`);
    return `url(${quote}${pathname}${search}${hash}${quote})`;
  });

/**
 * The sheet's @font-face rules set apart: web fonts (for the loader), local fonts (inlined
 * whole: the sized fallbacks are named through a custom property, which Beasties cannot
 * follow), and the rest. `webFontFiles`: each web font's file, the first of its sources, the
 * one a browser that reads the first format takes (the page loader's FontFace,
 * lib/browser/loader.ts), for the head script to preload.
 */
export function splitFontFaces(css: string) {
  const root = postcss.parse(css);
  const faces = { webFonts: '', localFonts: '', webFontFiles: [] as string[] };
  root.walkAtRules('font-face', (rule) => {
    const web = rule.nodes?.some(
      (decl) => decl.type === 'decl' && decl.prop === 'src' && /url\(/.test(decl.value),
    );
    faces[web ? 'webFonts' : 'localFonts'] += rule.toString();
    if (web)
      rule.walkDecls('src', (decl) => {
        const file = CSS_URL.exec(decl.value)?.[2];
        if (file) faces.webFontFiles.push(file);
      });
    rule.remove();
  });
  return { ...faces, rest: root.toString() };
}

/**
 * The full sheet as every page links it:
 * - without its @font-face rules: the loader adds the web fonts (for a sheet's own rule,
 *   Firefox would download them a second time), and every page that links the sheet holds its
 *   local fonts in its <style> already (optimizePage), which stays: in the sheet too, each
 *   fallback face would be in `document.fonts` twice;
 * - without registering its custom properties, as the page's <style> does not
 *   (dropRegistrations): registered as the sheet applies, they made the home page's restyle
 *   about 13 ms (a quarter) longer in Chromium, and no page measured had a shorter one with
 *   them (docs/performance.md).
 */
export function fullSheet(css: string) {
  const root = postcss.parse(css);
  root.walkAtRules('font-face', (rule) => {
    rule.remove();
  });
  dropRegistrations(root);
  return root.toString();
}

const escapeStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style');

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
 * The inline scripts of a page's <body> that move to its payload, as written: the flight data
 * (its bootstrap, then pushes of types 1 text, 2 form state, 3 binary) and Turbopack's list
 * of chunks. Any other fails the build rather than be moved, or left to run out of order.
 */
export const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_CHUNK = /^self\.__next_f\.push\(([\s\S]*)\)$/;
const TURBOPACK_BOOTSTRAP =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);?$/;

const parsed = (json: string | undefined) => {
  try {
    return json === undefined ? undefined : JSON.parse(json);
  } catch {
    return undefined;
  }
};

export function bodyScript(code: string) {
  if (code === FLIGHT_BOOTSTRAP) return code;
  const chunk = parsed(code.match(FLIGHT_CHUNK)?.[1]);
  if (Array.isArray(chunk) && [1, 2, 3].includes(chunk[0])) return code;
  const chunks = parsed(code.match(TURBOPACK_BOOTSTRAP)?.[1]);
  if (Array.isArray(chunks?.otherChunks) && Array.isArray(chunks?.runtimeModuleIds)) return code;
  throw new Error(`An inline script this step does not know: ${code.slice(0, 120)}…`);
}

/**
 * Attributes an island sets once hydrated (Headless UI's states: a selected tab, a hovered
 * button…): states a visitor reaches, taken as matching, as :hover is.
 */
const ISLAND_STATE_ATTRIBUTES = new Set([
  'data-selected',
  'data-hover',
  'data-focus',
  'data-active',
  'data-open',
  'data-headlessui-state',
]);

/** Pseudo-classes the HTML alone decides; any other (:hover, :target…) is taken as matching. */
const STATIC_PSEUDO_CLASSES = new Set(
  `first-child last-child only-child first-of-type last-of-type only-of-type nth-child nth-last-child
  nth-of-type nth-last-of-type root empty disabled enabled required optional`.split(/\s+/),
);
const SELECTOR_LISTS = new Set(['is', 'where', 'matches', 'any', 'has']);

const PSEUDO_ELEMENT_OWNERS: [RegExp, string][] = [
  [/^placeholder$/, 'input, textarea'],
  [/^(file-selector-button|-webkit-((inner|outer)-spin-button|search-|date|calendar))/, 'input'],
  [/^-webkit-details-marker$/, 'summary'],
  [/^backdrop$/, 'dialog, [popover]'],
];

// As CSS.escape does.
const cssIdentifier = (value: string) =>
  value.replace(/^\d|[^\w\x80-\uffff-]/g, (char) =>
    /[\x00-\x1f\d]/.test(char) ? `\\${char.codePointAt(0)!.toString(16)} ` : `\\${char}`,
  );

// Beasties compares selectors with the attribute text as written, entities undecoded
// (`[&amp;::-webkit-progress-value]:bg-brand-600`).
const ENTITIES = { '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#x27' };
const asInHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&${ENTITIES[char as keyof typeof ENTITIES]};`);

const COMBINATORS = { descendant: ' ', child: ' > ', sibling: ' ~ ', adjacent: ' + ' };
const ACTIONS = { equals: '', element: '~', start: '^', end: '$', any: '*', hyphen: '|', not: '!' };

const isState = (name: string) =>
  !STATIC_PSEUDO_CLASSES.has(name) && !SELECTOR_LISTS.has(name) && name !== 'not';
/** Whether a part of a selector depends on a state, itself or by a selector it holds. */
const hasState = (token: Selector): boolean =>
  token.type === 'pseudo-element' ||
  (token.type === 'pseudo' &&
    (isState(token.name) || (Array.isArray(token.data) && token.data.flat().some(hasState))));

/**
 * css-what's tokens written back as CSS (its own stringify leaves `&` unescaped:
 * `print:[&>header]:py-6`), as they are or `general` (selectorForMatching).
 */
function selectorText(list: Selector[][], general = false): string {
  const partText = (token: Selector): string => {
    switch (token.type) {
      case 'tag':
        return cssIdentifier(token.name);
      case 'universal':
        return '*';
      case 'pseudo-element': {
        if (!general) return `::${token.name}`;
        const owners = PSEUDO_ELEMENT_OWNERS.find(([name]) => name.test(token.name))?.[1];
        return owners ? `:is(${owners})` : '';
      }
      case 'pseudo': {
        const { name, data } = token;
        if (general && (name === 'not' ? hasState(token) : isState(name))) return '';
        if (data === null) return `:${name}`;
        if (typeof data === 'string') return `:${name}(${data})`;
        if (!general || !SELECTOR_LISTS.has(name)) return `:${name}(${selectorText(data)})`;
        const inner = data.map((tokens) => selectorText([tokens], true));
        return inner.includes('*') ? '' : `:${name}(${inner.join(', ')})`;
      }
      case 'attribute': {
        const { name, action, value, ignoreCase } = token;
        if (general && ISLAND_STATE_ATTRIBUTES.has(name)) return '';
        if (name === 'class' && action === 'element') return `.${cssIdentifier(asInHtml(value))}`;
        if (name === 'id' && action === 'equals') return `#${cssIdentifier(asInHtml(value))}`;
        if (action === 'exists') return `[${cssIdentifier(name)}]`;
        const flag = ignoreCase === true ? ' i' : ignoreCase === false ? ' s' : '';
        return `[${cssIdentifier(name)}${ACTIONS[action as keyof typeof ACTIONS]}=${JSON.stringify(asInHtml(value))}${flag}]`;
      }
      default:
        throw new Error(`A selector part this step cannot write back: ${token.type}`);
    }
  };
  const compoundsText = (tokens: Selector[]) => {
    // A compound left empty (`:hover > a` → `> a`) stands for any element.
    const orAny = (compound: string) => compound || (general ? '*' : '');
    let text = '';
    let compound = '';
    for (const token of tokens) {
      const combinator = COMBINATORS[token.type as keyof typeof COMBINATORS];
      if (combinator) text += orAny(compound) + combinator;
      compound = combinator ? '' : compound + partText(token);
    }
    return text + orAny(compound);
  };
  return list.map(compoundsText).join(', ');
}

/**
 * A selector made as general as what the HTML cannot decide, for Beasties to match against
 * the page: a rule stays when an element could match it in some state. A pseudo-element
 * becomes the elements that can have it; a state pseudo-class goes; `:is()`, `:where()` and
 * `:has()` keep their static part (Beasties drops them whole); a `:not()` of a state goes
 * whole, since leaving out a part of it would match less, not more.
 */
export const selectorForMatching = (selector: string) =>
  selectorText(parseSelector(selector), true);

/**
 * The selector, or the page's root matching it: Beasties looks for a match below <html>
 * (css-select searches a context's descendants), and finds <html> itself only by a selector
 * it reads as classes and ids alone (`.font_variable`, but not the same with `:not(…)`).
 */
export const orTheRoot = (selector: string) =>
  selector && `${selector}, :scope:is(${selector}) > *`;

const fail = (message: string) => {
  throw new Error(`Beasties: ${message}`);
};

const BEASTIES: Options = {
  // Beasties' types lack `false`, which it takes: no loading script at all.
  preload: false as unknown as Options['preload'],
  // Local fallback faces are inlined by this step; web fonts wait for the loader.
  fonts: false,
  keyframes: 'all',
  compress: true,
  mergeStylesheets: true,
  reduceInlineStyles: false,
  // A selector Beasties cannot read would be left out: a failure, not a warning.
  logger: { warn: fail, error: fail },
};

export interface Assets {
  readAsset(url: string): string;
  /** Stores a file named by its content, and returns its URL. */
  writeAsset(dir: string, extension: string, text: string): string;
  loader: string;
}

export async function optimizePage(html: string, { readAsset, writeAsset, loader }: Assets) {
  let webFonts = '';
  const webFontFiles: string[] = [];
  let localFonts = '';
  const styled = await Object.assign(new Beasties(BEASTIES), {
    getCssAsset(href: string) {
      const split = splitFontFaces(absoluteUrls(readAsset(href), href));
      webFonts += split.webFonts;
      webFontFiles.push(...split.webFontFiles);
      localFonts += split.localFonts;
      return split.rest;
    },
    normalizeCssSelector: (selector: string) => orTheRoot(selectorForMatching(selector)),
  }).process(html);

  const document = parseHtml(styled);
  const edits = [
    removingAttribute(styled, firstElement(document, 'html')!, 'data-beasties-container'),
  ];
  const scripts = new Set<string>();
  const payloadScripts: Element[] = [];
  const inBody = new Set(elementsOf(firstElement(document, 'body')!));
  const styleAttributes: string[] = [];
  let inlineStyle: Element | undefined;
  for (const element of elementsOf(document)) {
    // A second run would find the sheets without their web fonts and the pages without the
    // scripts it moved: it must start from `next build`'s output.
    if (attributeOf(element, 'id') === PAGE_SCRIPTS_ID)
      throw new Error('This export is optimized already: run `next build` again first.');
    const rel = attributeOf(element, 'rel')?.toLowerCase();
    const [href, src, style] = ['href', 'src', 'style'].map((name) => attributeOf(element, name));
    if (element.tagName === 'style') inlineStyle ??= element;
    if (style !== undefined) styleAttributes.push(style);
    if (element.tagName === 'link') {
      if (rel === 'stylesheet' && href?.startsWith('/_next/') && !hasAttribute(element, 'disabled'))
        edits.push(settingAttribute(styled, element, 'disabled', ''));
      // Hints that would fetch scripts or the web font ahead of the first paint.
      const as = attributeOf(element, 'as') ?? '';
      if ((rel === 'preload' && ['script', 'font'].includes(as)) || rel === 'modulepreload')
        edits.push(removal(element));
    }
    if (element.tagName !== 'script' || !runs(attributeOf(element, 'type'))) continue;
    if (hasAttribute(element, 'nomodule')) edits.push(removal(element));
    else if (src?.startsWith('/_next/')) {
      scripts.add(src);
      edits.push(removal(element));
    } else if (src === undefined && inBody.has(element)) payloadScripts.push(element);
  }
  const payload = payloadScripts.map((script) => bodyScript(textOf(script)));
  if (inlineStyle) {
    const css = withoutUnusedProperties(textOf(inlineStyle), styleAttributes);
    edits.push(replacingContent(inlineStyle, escapeStyle(localFonts + css)));
  } else if (localFonts) throw new Error('No inline style sheet to hold the local fonts');
  const noscript = `<noscript ${FONT_ATTRIBUTE}=""><style>${escapeStyle(webFonts)}</style></noscript>`;
  if (webFonts) edits.push(beforeEndTag(firstElement(document, 'head')!, noscript));
  if (scripts.size) {
    edits.push(...payloadScripts.map(removal));
    const pageScripts = {
      loader: writeAsset(LOADER_DIR, 'js', loader),
      payload: payload.length ? writeAsset(PAYLOAD_DIR, 'js', `${payload.join(';\n')};\n`) : null,
      scripts: [...scripts],
      fonts: webFontFiles,
    };
    edits.push(beforeEndTag(firstElement(document, 'body')!, pageScriptsElement(pageScripts)));
  }
  return applyEdits(styled, edits);
}
