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
 *   when scripts are off) that the loader copies into the page right after the first
 *   contentful paint. Text paints at once in the sized local fallback (app/globals.css,
 *   whose faces stay inline), and no font download competes with the first paint.
 * - Scripts: Next's `<script src>` tags and the hints that fetch them ahead leave the page.
 *   The page's React Server Components payload, which only hydration reads, leaves too:
 *   Next's own inline `self.__next_f.push(…)` scripts, in order, become one script file.
 *   The loader (LOADER) preloads them all once the page has loaded, and runs them after
 *   the visitor's first tap or key has been answered and painted.
 * - The nomodule polyfill script is dropped: every browser the site supports runs modules.
 *
 * The HTML goes through Beasties (htmlparser2), then parse5, never regular expressions.
 * Until its scripts run, a page works on its own (HTML first), and lib/head-script.ts
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
import { FONT_ATTRIBUTE, LOADS_ATTRIBUTE, PAYLOAD_ATTRIBUTE, runs } from '../lib/page-assets.mjs';

export { FONT_ATTRIBUTE, LOADS_ATTRIBUTE, PAYLOAD_ATTRIBUTE };

const OUT = 'out';

/** Where the pages' payload scripts go: beside Next's hashed assets, named by content. */
const PAYLOAD_DIR = '/_next/static/payload';

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
    let downloads = false;
    rule.walkDecls('src', (decl) => {
      if (/url\(/.test(decl.value)) downloads = true;
    });
    (downloads ? webFonts : localFonts).push(rule.toString());
    rule.remove();
  });
  return { webFonts: webFonts.join(''), localFonts: localFonts.join(''), rest: root.toString() };
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
 * Next's inline flight chunks: `self.__next_f.push([type, data])` scripts. Type 1 is a
 * text chunk, 2 the form state, 3 a binary chunk (base64): each is moved as Next wrote it,
 * in order. The bootstrap (`(self.__next_f=self.__next_f||[]).push([0])`) stays inline,
 * first. Any other script that speaks of __next_f is one this step does not know: the
 * build fails rather than leave a chunk behind to be read out of order.
 */
export const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_CHUNK = /^self\.__next_f\.push\(([\s\S]*)\)$/;
const FLIGHT_TYPES = new Set([1, 2, 3]);

export function flightChunk(code) {
  if (code === FLIGHT_BOOTSTRAP) return null;
  const argument = code.match(FLIGHT_CHUNK)?.[1];
  let chunk;
  try {
    chunk = argument === undefined ? undefined : JSON.parse(argument);
  } catch {
    chunk = undefined;
  }
  if (!Array.isArray(chunk) || !FLIGHT_TYPES.has(chunk[0])) {
    throw new Error(`An inline flight script this step does not know: ${code.slice(0, 120)}…`);
  }
  return code;
}

/**
 * The loader, written as plain ES5 since it ships untranspiled. It reads what to load from
 * its own element (LOADS_ATTRIBUTE: Next's scripts; PAYLOAD_ATTRIBUTE: the page's payload
 * script), then:
 * - once the browser has reported the first contentful paint, or at the page's load where
 *   it reports none (headless Firefox does not), copies the web fonts' rules into the page;
 * - where the browser meets the floor (lib/head-script.ts then defines `__enhance`):
 *   - at the visitor's first tap or key, waits for the tap's click (or the key's release)
 *     and then for the next frame to be painted, so the answer to that tap (a native
 *     control, or lib/early-input.ts) shows before any work it sets off; when focus comes
 *     to a control without a key (assistive technology moving it), after the next frame;
 *     or at once when the address names a fragment for an island to act on. Scrolling and
 *     moving the pointer start nothing: a tap that follows them is not kept waiting
 *     behind script work they set off. Nor does filling a form's fields (native, they need
 *     no script): the keys typed and the tap that sends would wait behind that work; the
 *     form's submit starts them, after its answer (lib/early-input.ts) has painted;
 *   - then preloads the payload, the scripts and the full style sheet in parallel
 *     (`<link rel=preload>`, which every engine hands to the script or sheet that asks for
 *     the same file: nothing is fetched twice), enables the full style sheet, and once it
 *     has loaded (or failed), runs the payload, then Next's scripts (async, as Next wrote
 *     them, so React adopts them). Nothing is fetched before: a reader who never taps
 *     downloads no script, and nothing competes with the page's own load;
 *   - where popover comes from the polyfill, waits for it first (`__enhance.ready`).
 * If the payload cannot be loaded the scripts are not started: the page stays as it is,
 * complete (HTML first).
 */
export const LOADER = `(function(){var d=document,w=window,h=d.documentElement,m=d.currentScript,S=m.getAttribute('${LOADS_ATTRIBUTE}').split(' '),P=m.getAttribute('${PAYLOAD_ATTRIBUTE}'),L=d.querySelector('link[rel=stylesheet][disabled]'),o={capture:true,passive:true},E=['pointerdown','keydown','focusin','submit'],pre,go;function el(n,a){var e=d.createElement(n);for(var k in a)e.setAttribute(k,a[k]);return e}function painted(f){var O=w.PerformanceObserver,q,g=function(){if(f){var x=f;f=null;if(q)q.disconnect();x()}};if(O&&(O.supportedEntryTypes||[]).indexOf('paint')>=0){q=new O(function(l){if(l.getEntriesByName('first-contentful-paint').length)g()});q.observe({type:'paint',buffered:true})}d.readyState=='complete'?g():w.addEventListener('load',g)}painted(function(){var f=d.querySelector('noscript[${FONT_ATTRIBUTE}]');if(f){var t=d.createElement('style');t.textContent=f.textContent.replace(/^<style>|<\\/style>$/g,'');d.head.appendChild(t)}});var R=w.__enhance;if(!R)return;function preload(){if(pre)return;pre=1;(P?[P]:[]).concat(S).forEach(function(u){d.head.appendChild(el('link',{rel:'preload',as:'script',href:u,fetchpriority:'low'}))});if(L)d.head.appendChild(el('link',{rel:'preload',as:'style',href:L.getAttribute('href'),fetchpriority:'low'}))}function add(u,f){var e=el('script',{src:u});e.async=true;if(f)e.onload=f;d.body.appendChild(e)}function run(){var all=function(){S.forEach(function(u){add(u)})};P?add(P,all):all()}function start(){if(go)return;go=1;preload();R.ready(function(){if(!L)return run();var once=function(){if(once){once=null;run()}};L.addEventListener('load',once);L.addEventListener('error',once);L.removeAttribute('disabled')})}function later(){requestAnimationFrame(function(){setTimeout(start,0)})}function intent(e){var f=e.target;if(e.type!='submit'&&f&&f.closest&&f.closest('input,textarea,select'))return;E.forEach(function(t){w.removeEventListener(t,intent,o)});if(e.type!='pointerdown'&&e.type!='keydown')return later();var t=e.type=='keydown'?['keyup']:['click','pointercancel'],x;function done(){clearTimeout(x);t.concat('pointerup').forEach(function(n){w.removeEventListener(n,done,o);w.removeEventListener(n,up,o)});later()}function up(){x=setTimeout(done,300)}t.forEach(function(n){w.addEventListener(n,done,o)});if(e.type=='pointerdown')w.addEventListener('pointerup',up,o)}E.forEach(function(t){w.addEventListener(t,intent,o)});w.addEventListener('hashchange',later,o);if(location.hash.length>1)painted(later)})();`;

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
 * text)` stores a file named by its content and returns its URL.
 */
export async function optimizePage(html, { readAsset, writeAsset }) {
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
  const styleAttributes = [];
  let inlineStyle = null;
  for (const element of elementsOf(document)) {
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
    } else if (src === undefined && textOf(element).includes('__next_f')) {
      const chunk = flightChunk(textOf(element));
      if (chunk !== null) {
        payload.push(chunk);
        edits.push(removal(element));
      }
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
    const payloadUrl = payload.length
      ? writeAsset(PAYLOAD_DIR, 'js', `${payload.join(';\n')};\n`)
      : null;
    const payloadAttribute = payloadUrl ? ` ${PAYLOAD_ATTRIBUTE}="${payloadUrl}"` : '';
    edits.push(
      beforeEndTag(
        body,
        `<script ${LOADS_ATTRIBUTE}="${scripts.join(' ')}"${payloadAttribute}>${LOADER}</script>`,
      ),
    );
  }
  return applyEdits(styled, edits);
}

async function main() {
  const readAsset = (url) => readFileSync(join(OUT, decodeURI(url.split(/[?#]/)[0])), 'utf8');
  const writeAsset = (dir, extension, text) => {
    mkdirSync(join(OUT, dir), { recursive: true });
    const url = `${dir}/${createHash('sha256').update(text).digest('hex').slice(0, 16)}.${extension}`;
    writeFileSync(join(OUT, url), text);
    return url;
  };
  let pages = 0;
  for (const { file, html } of exportPages(OUT, { all: true })) {
    writeFileSync(file, await optimizePage(html, { readAsset, writeAsset }));
    pages += 1;
  }
  console.log(
    `Optimized export: ${pages} pages with their CSS inlined (Beasties) and their scripts started after the first answered tap.`,
  );
}

if (isMain(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
