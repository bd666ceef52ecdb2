#!/usr/bin/env node
/**
 * Post-build step (npm's `postbuild`, before secure-export.mjs): every page paints from
 * its document alone, in one round trip, and Next's scripts wait until the visitor does
 * something, then wait for the answer to it to paint.
 *
 * - CSS: Beasties (the maintained fork of critters) inlines the page's style sheet, pruned
 *   to the rules whose selectors match the page's HTML, pseudo-classes set aside (a
 *   `:hover`, `:popover-open` or `:target` rule stays when its element is there). It keeps
 *   at-rules and Tailwind's `@layer properties` fallback (for browsers without @property),
 *   and every keyframes rule. Its `<link>` stays, `disabled`: a disabled sheet is neither
 *   fetched nor applied, and React's hydration adopts it rather than inserting the sheet
 *   again. The loader enables it at the first interaction, before any script runs: from
 *   then on the full sheet applies, so that what the islands render and any rule the
 *   pruning could not prove needed are styled. (Beasties's own loading modes use inline
 *   `onload` handlers, which the Content-Security-Policy forbids: `preload: false`.)
 * - Web fonts: their @font-face rules wait in a `<noscript>` (applied as the page parses
 *   when scripts are off), from which the loader loads the fonts once the page has painted;
 *   the full sheet loses them (`withoutWebFonts`), so that no font is downloaded twice.
 *   Text paints at once in the sized local fallback (app/globals.css, whose faces stay
 *   inline), and no font download competes with the first paint.
 * - Scripts: Next's `<script src>` tags and the hints that fetch them ahead leave the page,
 *   and so do the inline scripts of its <body> (Next's flight data, which only hydration
 *   reads, and Turbopack's list of chunks: `bodyScript`), moved in order into one script
 *   file of the page's, its payload. A data block at the end of the <body> names the page
 *   loader (lib/browser/loader.ts, compiled and written once as a file named by its
 *   content), the payload and Next's scripts: the head script (lib/browser/head.ts) adds
 *   the loader after the first paint, and the loader runs them after the visitor's first
 *   tap or key has been answered and painted. The document keeps one inline script, the
 *   head script: the first round trip (14.6 KB, ten TCP segments, headers included) carries
 *   the page itself.
 * - The nomodule polyfill script is dropped: every browser the site supports runs modules.
 *
 * The HTML goes through Beasties (htmlparser2), then parse5, never regular expressions.
 * Until its scripts run, a page works on its own (HTML first), and lib/browser/head.ts
 * answers the taps on controls that need their island.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Beasties from 'beasties';
import { parse as parseSelector } from 'css-what';
import postcss from 'postcss';
import {
  applyEdits,
  attributeOf,
  beforeEndTag,
  elementsOf,
  firstElement,
  hasAttribute,
  parseHtml,
  removal,
  removingAttribute,
  replacingContent,
  settingAttribute,
  textOf,
} from '../lib/html.mjs';
import { isMain } from '../lib/main-module.mjs';
import { exportPages } from '../lib/page-text.mjs';
import { FONT_ATTRIBUTE, PAGE_SCRIPTS_ID } from '../../lib/browser/contract.mjs';
import { pageLoader } from '../../lib/browser/compile.mjs';
import { runs } from '../lib/page-assets.mjs';

const OUT = 'out';

/** Where the pages' payload scripts go: beside Next's hashed assets, named by content. */
const PAYLOAD_DIR = '/_next/static/payload';
/** Where the page loader goes, named by content too (one file for every page). */
const LOADER_DIR = '/_next/static/loader';

/**
 * The data block that names the loader, the page's payload and Next's scripts, for the
 * head script and the loader (lib/browser/loader.ts). JSON in a script element: `<` is
 * written as its escape, so no `</script>` can end it early.
 */
export function pageScriptsElement(pageScripts) {
  const json = JSON.stringify(pageScripts).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${json}</script>`;
}

/**
 * A sheet's relative url() references resolved against the sheet's own address, so they
 * still point at the same files once the text sits in the page (CSS, not HTML).
 */
export function absoluteUrls(css, sheetUrl) {
  return css.replace(/url\((['"]?)([^'")]+)\1\)/g, (whole, quote, reference) => {
    if (/^(data:|[a-z]+:\/\/|\/|#)/i.test(reference)) return whole;
    const { pathname, search, hash } = new URL(reference, `https://site.invalid${sheetUrl}`);
    return `url(${quote}${pathname}${search}${hash}${quote})`;
  });
}

/** Whether an @font-face rule downloads its font (a `url()` source), rather than naming a local one. */
const downloadsFont = (rule) => {
  let downloads = false;
  rule.walkDecls('src', (decl) => {
    if (/url\(/.test(decl.value)) downloads = true;
  });
  return downloads;
};

/**
 * The sheet's @font-face rules, set apart: those that download a font (`webFonts`, for
 * the loader), those of local fonts (`localFonts`, inlined whole: the sized fallbacks are
 * named through a custom property, which Beasties cannot follow), and the rest.
 */
export function splitFontFaces(css) {
  const root = postcss.parse(css);
  const webFonts = [];
  const localFonts = [];
  root.walkAtRules('font-face', (rule) => {
    (downloadsFont(rule) ? webFonts : localFonts).push(rule.toString());
    rule.remove();
  });
  return { webFonts: webFonts.join(''), localFonts: localFonts.join(''), rest: root.toString() };
}

/**
 * The full sheet without the @font-face rules of the web fonts, rewritten in place once
 * every page has been read from it. The loader loads those fonts itself, through the FontFace
 * API, after the first paint (lib/browser/loader.ts); the same rules in the full sheet, enabled
 * at the first tap, would be faces of their own, and Firefox downloads a face's file again
 * for each (Chromium answers the second from its memory cache). Without JavaScript, the
 * page's `<noscript>` holds them. The file keeps its name: React adopts the sheet by the
 * address its flight data names.
 */
export function withoutWebFonts(css) {
  const root = postcss.parse(css);
  root.walkAtRules('font-face', (rule) => {
    if (downloadsFont(rule)) rule.remove();
  });
  return root.toString();
}

const escapeStyle = (css) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The inlined sheet without the custom properties that neither its rules nor the page's
 * style attributes use: their @property rules, and their lines in Tailwind's fallback layer
 * (`@layer properties`, the same initial values for browsers without @property). Registering
 * one, or giving it its initial value, changes nothing the page draws. The fallback's own
 * lines do not count as a use: they name every property of the whole site. (The full sheet,
 * enabled at the first interaction, brings them all back.)
 */
export function withoutUnusedProperties(css, styleAttributes) {
  const root = postcss.parse(css);
  const inFallbackLayer = (node) => {
    for (let parent = node.parent; parent; parent = parent.parent) {
      if (parent.type === 'atrule' && parent.name === 'layer' && parent.params === 'properties')
        return true;
    }
    return false;
  };
  const used = new Set();
  const note = (text) => {
    for (const [name] of text.matchAll(/--[\w-]+/g)) used.add(name);
  };
  root.walkDecls((decl) => {
    if (inFallbackLayer(decl)) return;
    note(decl.prop);
    note(decl.value);
  });
  for (const style of styleAttributes) note(style);
  root.walkAtRules('property', (rule) => {
    if (!used.has(rule.params.trim())) rule.remove();
  });
  root.walkDecls((decl) => {
    if (!decl.prop.startsWith('--') || used.has(decl.prop) || !inFallbackLayer(decl)) return;
    // A rule left empty goes, and so does its @supports (the layer stays, for the order).
    let node = decl.parent;
    decl.remove();
    while (node.type !== 'root' && !node.nodes.length && node.name !== 'layer') {
      const parent = node.parent;
      node.remove();
      node = parent;
    }
  });
  return root.toString();
}

/**
 * The inline scripts Next writes in a page's <body>, each moved as written, in order, into
 * the page's own script file (the payload), which the loader runs before Next's scripts:
 * - the flight data, `self.__next_f.push([type, data])`: type 1 is a text chunk, 2 the form
 *   state, 3 a binary chunk (base64), after its bootstrap
 *   (`(self.__next_f=self.__next_f||[]).push([0])`);
 * - Turbopack's list of the page's chunks and runtime modules, which React writes as its
 *   bootstrap script (`<script id="_R_">`), read by the Turbopack runtime when it starts.
 * None of them is needed before the scripts run, and each inline script would also cost a
 * hash in the Content-Security-Policy, twice (header and <meta>). Any other inline script
 * is one this step does not know: the build fails rather than move it, or leave behind a
 * chunk to be read out of order.
 */
export const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_CHUNK = /^self\.__next_f\.push\(([\s\S]*)\)$/;
const FLIGHT_TYPES = new Set([1, 2, 3]);
const TURBOPACK_BOOTSTRAP =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);?$/;

const parsed = (json) => {
  try {
    return json === undefined ? undefined : JSON.parse(json);
  } catch {
    return undefined;
  }
};

export function bodyScript(code) {
  if (code === FLIGHT_BOOTSTRAP) return code;
  const chunk = parsed(code.match(FLIGHT_CHUNK)?.[1]);
  if (Array.isArray(chunk) && FLIGHT_TYPES.has(chunk[0])) return code;
  const chunks = parsed(code.match(TURBOPACK_BOOTSTRAP)?.[1]);
  if (Array.isArray(chunks?.otherChunks) && Array.isArray(chunks?.runtimeModuleIds)) return code;
  throw new Error(`An inline script this step does not know: ${code.slice(0, 120)}…`);
}

/**
 * Pseudo-classes that the HTML alone decides (its structure and attributes): a selector
 * keeps them when it is matched against the page. Every other one (a state such as
 * :hover, :focus, :target, :popover-open, :user-invalid, or one the matcher does not
 * know) depends on what the visitor does, so it is taken as matching.
 */
const STATIC_PSEUDO_CLASSES = new Set([
  'first-child',
  'last-child',
  'only-child',
  'first-of-type',
  'last-of-type',
  'only-of-type',
  'nth-child',
  'nth-last-child',
  'nth-of-type',
  'nth-last-of-type',
  'root',
  'empty',
  'disabled',
  'enabled',
  'required',
  'optional',
]);
const SELECTOR_LISTS = new Set(['is', 'where', 'matches', 'any', 'has']);

/**
 * The elements a pseudo-element can belong to, where that is not any element: a field's
 * parts, a disclosure's marker, the backdrop of what is in the top layer.
 */
const PSEUDO_ELEMENT_OWNERS = [
  [/^placeholder$/, 'input, textarea'],
  [
    /^(file-selector-button|-webkit-(inner|outer)-spin-button|-webkit-search-|-webkit-date|-webkit-datetime|-webkit-calendar)/,
    'input',
  ],
  [/^-webkit-details-marker$/, 'summary'],
  [/^backdrop$/, 'dialog, [popover]'],
];

/** An identifier (class, id, tag) escaped for CSS, as CSS.escape does. */
function cssIdentifier(value) {
  return [...value]
    .map((char, index) => {
      if (/[\w-]|[^\x00-\x7f]/.test(char) && !(index === 0 && /\d/.test(char))) return char;
      return /[\x00-\x1f\d]/.test(char) ? `\\${char.codePointAt(0).toString(16)} ` : `\\${char}`;
    })
    .join('');
}

/**
 * A selector list of css-what written back as CSS. css-what's own stringify leaves `&` of a
 * Tailwind class such as `print:[&>header]:py-6` unescaped, which its parser then refuses.
 */
function selectorText(list) {
  // Beasties parses the page without decoding its entities (htmlparser2, decodeEntities:
  // false): it compares a selector's classes, ids and attribute values with the attribute
  // text as React wrote it, `[&amp;::-webkit-progress-value]:bg-brand-600`. So are they
  // written here, or a Tailwind class holding `&` or `>` would never match.
  const asInHtml = (value) =>
    value.replace(
      /[&<>"']/g,
      (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char],
    );
  const quoted = (value) => JSON.stringify(asInHtml(value));
  const COMBINATORS = { descendant: ' ', child: ' > ', sibling: ' ~ ', adjacent: ' + ' };
  const tokenText = (token) => {
    switch (token.type) {
      case 'tag':
        return cssIdentifier(token.name);
      case 'universal':
        return '*';
      case 'pseudo-element':
        return `::${token.name}`;
      case 'pseudo':
        if (token.data === null) return `:${token.name}`;
        return `:${token.name}(${typeof token.data === 'string' ? token.data : selectorText(token.data)})`;
      case 'attribute':
        if (token.name === 'class' && token.action === 'element')
          return `.${cssIdentifier(asInHtml(token.value))}`;
        if (token.name === 'id' && token.action === 'equals')
          return `#${cssIdentifier(asInHtml(token.value))}`;
        return `[${cssIdentifier(token.name)}${
          token.action === 'exists'
            ? ''
            : `${{ equals: '', element: '~', start: '^', end: '$', any: '*', hyphen: '|', not: '!' }[token.action]}=${quoted(token.value)}`
        }${token.ignoreCase === true ? ' i' : token.ignoreCase === false ? ' s' : ''}]`;
      default:
        if (token.type in COMBINATORS) return COMBINATORS[token.type];
        throw new Error(`A selector part this step cannot write back: ${token.type}`);
    }
  };
  return list.map((tokens) => tokens.map(tokenText).join('')).join(', ');
}

/**
 * A selector made as general as what the HTML cannot decide, for Beasties to match against
 * the page: a rule is kept when an element of the page could match it in some state.
 * A pseudo-element becomes the elements that can have it (`::placeholder` a field,
 * `::before` its element itself); a state pseudo-class goes; `:is()`,
 * `:where()` and `:has()` keep their static part (Beasties's own normalisation drops them
 * whole, and with them `.space-y-1 > :not(:last-child)` and every `:where()` rule); a
 * `:not()` of a state goes whole, since leaving out a part would match less, not more.
 * Parsed with css-what, the parser of Beasties's matcher.
 */
export function selectorForMatching(selector) {
  const generalList = (list) => list.map(generalSelector);
  const isState = (token) =>
    token.type === 'pseudo' &&
    !STATIC_PSEUDO_CLASSES.has(token.name) &&
    !SELECTOR_LISTS.has(token.name) &&
    token.name !== 'not';
  const hasState = (list) =>
    list.some((tokens) =>
      tokens.some(
        (token) =>
          isState(token) ||
          token.type === 'pseudo-element' ||
          (Array.isArray(token.data) && hasState(token.data)),
      ),
    );
  const matchesAll = (tokens) => tokens.every((token) => token.type === 'universal');
  function generalSelector(tokens) {
    const general = [];
    for (const token of tokens) {
      if (token.type === 'pseudo-element') {
        const owners = PSEUDO_ELEMENT_OWNERS.find(([name]) => name.test(token.name))?.[1];
        if (owners) general.push({ type: 'pseudo', name: 'is', data: parseSelector(owners) });
        continue;
      }
      if (isState(token)) continue;
      if (token.type === 'pseudo' && token.name === 'not' && hasState(token.data)) continue;
      if (token.type === 'pseudo' && SELECTOR_LISTS.has(token.name)) {
        const inner = generalList(token.data);
        if (inner.some(matchesAll)) continue;
        general.push({ ...token, data: inner });
        continue;
      }
      general.push(token);
    }
    // A compound left empty (`:hover > a` → `> a`) stands for any element.
    const filled = [];
    for (const token of general) {
      const combinator = !['attribute', 'tag', 'universal', 'pseudo'].includes(token.type);
      const previous = filled.at(-1);
      if (
        combinator &&
        (!previous || !['attribute', 'tag', 'universal', 'pseudo'].includes(previous.type))
      )
        filled.push({ type: 'universal', namespace: null });
      filled.push(token);
    }
    const last = filled.at(-1);
    if (!last || !['attribute', 'tag', 'universal', 'pseudo'].includes(last.type))
      filled.push({ type: 'universal', namespace: null });
    return filled;
  }
  return selectorText(generalList(parseSelector(selector)));
}

/** Beasties reading each sheet through the caller, as given (its fonts set apart). */
class PageStyles extends Beasties {
  constructor(readSheet) {
    super({
      preload: false,
      // Local fallback faces are inlined by this step; web fonts wait for the loader.
      fonts: false,
      keyframes: 'all',
      compress: true,
      mergeStylesheets: true,
      reduceInlineStyles: false,
      logger: {
        // A selector Beasties cannot read would be left out: a failure, not a warning.
        warn: (message) => {
          throw new Error(`Beasties: ${message}`);
        },
        error: (message) => {
          throw new Error(`Beasties: ${message}`);
        },
      },
    });
    this.readSheet = readSheet;
  }

  async getCssAsset(href) {
    return this.readSheet(href);
  }

  normalizeCssSelector(selector) {
    return selectorForMatching(selector);
  }
}

/**
 * One page, optimized. `readAsset(url)` reads a file of the export; `writeAsset(dir, ext,
 * text)` stores a file named by its content and returns its URL; `loader` is the page
 * loader's text.
 */
export async function optimizePage(html, { readAsset, writeAsset, loader }) {
  let webFonts = '';
  let localFonts = '';
  const styles = new PageStyles((href) => {
    const split = splitFontFaces(absoluteUrls(readAsset(href), href));
    webFonts += split.webFonts;
    localFonts += split.localFonts;
    return split.rest;
  });
  const styled = await styles.process(html);

  const document = parseHtml(styled);
  const head = firstElement(document, 'head');
  const body = firstElement(document, 'body');
  const edits = [
    removingAttribute(styled, firstElement(document, 'html'), 'data-beasties-container'),
  ];
  const scripts = [];
  const payload = [];
  const payloadScripts = [];
  const inBody = new Set(elementsOf(body));
  const styleAttributes = [];
  let inlineStyle = null;
  for (const element of elementsOf(document)) {
    // A second run would find the full sheets without their web fonts, and the pages without
    // the scripts it moved: it must start from `next build`'s output.
    if (attributeOf(element, 'id') === PAGE_SCRIPTS_ID)
      throw new Error('This export is optimized already: run `next build` again first.');
    const rel = attributeOf(element, 'rel')?.toLowerCase();
    if (element.tagName === 'style' && !inlineStyle) inlineStyle = element;
    const style = attributeOf(element, 'style');
    if (style !== undefined) styleAttributes.push(style);
    if (element.tagName === 'link' && rel === 'stylesheet') {
      if (attributeOf(element, 'href')?.startsWith('/_next/') && !hasAttribute(element, 'disabled'))
        edits.push(settingAttribute(styled, element, 'disabled', ''));
    }
    // Hints that would fetch scripts or the web font ahead of the first paint.
    if (
      element.tagName === 'link' &&
      ((rel === 'preload' && ['script', 'font'].includes(attributeOf(element, 'as'))) ||
        rel === 'modulepreload')
    ) {
      edits.push(removal(element));
    }
    if (element.tagName !== 'script' || !runs(attributeOf(element, 'type'))) continue;
    const src = attributeOf(element, 'src');
    if (hasAttribute(element, 'nomodule')) {
      edits.push(removal(element));
    } else if (src?.startsWith('/_next/')) {
      if (!scripts.includes(src)) scripts.push(src);
      edits.push(removal(element));
    } else if (src === undefined && inBody.has(element)) {
      payload.push(bodyScript(textOf(element)));
      payloadScripts.push(element);
    }
  }
  if (inlineStyle) {
    const css = withoutUnusedProperties(textOf(inlineStyle), styleAttributes);
    edits.push(replacingContent(inlineStyle, escapeStyle(localFonts + css)));
  } else if (localFonts) {
    throw new Error('No inline style sheet to hold the local fonts');
  }
  if (webFonts) {
    edits.push(
      beforeEndTag(
        head,
        `<noscript ${FONT_ATTRIBUTE}=""><style>${escapeStyle(webFonts)}</style></noscript>`,
      ),
    );
  }
  if (scripts.length) {
    for (const element of payloadScripts) edits.push(removal(element));
    const pageScripts = {
      loader: writeAsset(LOADER_DIR, 'js', loader),
      payload: payload.length ? writeAsset(PAYLOAD_DIR, 'js', `${payload.join(';\n')};\n`) : null,
      scripts,
    };
    edits.push(beforeEndTag(body, pageScriptsElement(pageScripts)));
  }
  return applyEdits(styled, edits);
}

async function main() {
  const sheets = new Set();
  const readAsset = (url) => {
    const file = join(OUT, decodeURI(url.split(/[?#]/)[0]));
    if (file.endsWith('.css')) sheets.add(file);
    return readFileSync(file, 'utf8');
  };
  const writeAsset = (dir, extension, text) => {
    mkdirSync(join(OUT, dir), { recursive: true });
    const url = `${dir}/${createHash('sha256').update(text).digest('hex').slice(0, 16)}.${extension}`;
    writeFileSync(join(OUT, url), text);
    return url;
  };
  const loader = await pageLoader();
  let pages = 0;
  for (const { file, html } of exportPages(OUT, { all: true })) {
    writeFileSync(file, await optimizePage(html, { readAsset, writeAsset, loader }));
    pages += 1;
  }
  for (const sheet of sheets) writeFileSync(sheet, withoutWebFonts(readFileSync(sheet, 'utf8')));
  console.log(
    `Optimized export: ${pages} pages with their CSS inlined (Beasties) and their scripts started after the first answered tap; ${sheets.size} full sheet(s) without the web fonts, which the loader adds.`,
  );
}

if (isMain(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
