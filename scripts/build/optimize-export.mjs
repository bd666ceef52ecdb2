#!/usr/bin/env node
/**
 * Post-build step (npm's `postbuild`, before secure-export.mjs): every page paints from
 * its document alone, in one round trip where it can, and Next's scripts wait until the
 * visitor does something.
 *
 * - CSS: the page's style sheet is inlined, pruned to the rules the page can use (its own
 *   classes and those its scripts may render). The `<link rel="stylesheet">` stays,
 *   `disabled`, as a marker: React's hydration looks for `link[rel=stylesheet][href=…]` to
 *   adopt the sheet the server rendered, and a disabled link is neither fetched nor
 *   applied. Without it, React would insert the sheet again and wait for it.
 * - Web fonts: their @font-face rules wait in a `<noscript>` (applied as the page parses
 *   when scripts are off) that the loader copies into the page right after the first
 *   paint. Text paints at once in the sized local fallback (app/globals.css), and no font
 *   download competes with the document for the first paint.
 * - Scripts: Next's `<script src>` tags and the hints that fetch them ahead leave the page.
 *   A small inline loader prefetches them once the page has loaded, at low priority, and
 *   runs them at the visitor's first interaction (see LOADER). The page's React Server
 *   Components payload, which only hydration reads, moves out of the HTML into a file of
 *   its own that the loader hands to Next the way Next's inline scripts do.
 * - The nomodule polyfill script is dropped: every browser the site supports runs modules.
 *
 * Until its scripts run, a page works on its own (HTML first: the popover menu, the FAQ's
 * <details>, the dashboard's fragment tabs), and lib/early-input.ts holds a tap on a
 * control that needs its island, which answers it once hydrated.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';
import { exportPages } from '../lib/page-text.mjs';
import { isMain } from '../lib/main-module.mjs';

const OUT = 'out';

/** Where the pages' payloads go: beside Next's hashed assets, named by their content. */
const PAYLOAD_DIR = '/_next/static/payload';

/** The attribute of the loader's <script> that lists what it loads (read by the budgets). */
export const LOADS_ATTRIBUTE = 'data-loads';
/** The attribute of the loader's <script> that names the page's payload file. */
export const PAYLOAD_ATTRIBUTE = 'data-payload';
/** Marks the <noscript> that holds the web fonts' @font-face rules. */
export const FONT_ATTRIBUTE = 'data-web-fonts';

const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

const decodeEntities = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * A sheet's relative url() references resolved against the sheet's own address, so they
 * still point at the same files once the text sits in the page.
 */
export function absoluteUrls(css, sheetUrl) {
  return css.replace(/url\((['"]?)([^'")]+)\1\)/g, (whole, quote, reference) => {
    if (/^(data:|[a-z]+:\/\/|\/|#)/i.test(reference)) return whole;
    const { pathname, search, hash } = new URL(reference, `https://site.invalid${sheetUrl}`);
    return `url(${quote}${pathname}${search}${hash}${quote})`;
  });
}

/** The class names of a page's elements. */
export function classesOfHtml(html) {
  const classes = new Set();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decodeEntities(value).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * Every word of a script that could be a class name it renders: the text cut at quotes,
 * backticks and white space. Generous on purpose: a class an island may add later (a
 * notice's fade, a hydrated tab) must keep its rules.
 */
export function classCandidatesOfScript(source) {
  return new Set(source.split(/[\s"'`\\]+/).filter(Boolean));
}

/** The element names of a page. */
export function tagsOfHtml(html) {
  return new Set(
    [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)[\s/>]/g)].map(([, tag]) => tag.toLowerCase()),
  );
}

/** Pseudo-elements and states that only form fields have, with the elements they need. */
const FIELD_PSEUDOS = [
  [/::placeholder/, ['input', 'textarea']],
  [
    /::file-selector-button|::-webkit-(date|datetime|inner-spin|outer-spin|search|calendar)/,
    ['input'],
  ],
  [/:-moz-ui-invalid/, ['input', 'textarea', 'select']],
];

/**
 * Whether an element of the page can match a selector, as far as its element names go:
 * every element name it requires (outside a :not()) is on the page, and a pseudo-element
 * of form fields has a field to belong to.
 */
export function elementsPresent(selector, tags) {
  // Classes, ids and attribute tests (escapes included: `.bg-\[x\,theme\(…\)\]`) name
  // no element.
  let positive = selector
    .replace(/[.#](?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F]|[\w-])+/g, '')
    .replace(/\[[^\]]*\]/g, '');
  for (let previous = ''; previous !== positive;) {
    previous = positive;
    positive = positive.replace(/:not\([^()]*\)/g, '');
  }
  const required = [...positive.matchAll(/(?:^|[\s>+~(,])([a-zA-Z][a-zA-Z0-9-]*)/g)].map(
    ([, tag]) => tag.toLowerCase(),
  );
  if (!required.every((tag) => tags.has(tag))) return false;
  return FIELD_PSEUDOS.every(
    ([pseudo, owners]) => !pseudo.test(selector) || owners.some((tag) => tags.has(tag)),
  );
}

/** The class names a selector requires, unescaped (`.md\:flex` requires `md:flex`). */
export function classesOfSelector(selector) {
  return [...selector.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F]|[\w-])+)/g)].map(
    ([, escaped]) =>
      escaped.replace(/\\([0-9a-fA-F]{1,6}\s?|[^0-9a-fA-F])/g, (whole, code) =>
        /^[0-9a-fA-F]/.test(code) ? String.fromCodePoint(parseInt(code, 16)) : code,
      ),
  );
}

/**
 * The sheet without the rules no element of the page can match: a selector needing a
 * class that neither the page nor its scripts contain, or (given `knownTags`) an element
 * the page does not have. Then without Tailwind's fallback for browsers that lack
 * @property, and without the custom properties (declarations and @property rules)
 * nothing refers to any more.
 *
 * Element names come from the page's HTML only: its islands render the same components
 * as the server did, and a notice is made of elements every page has (div, p, button,
 * span, svg).
 */
export function pruneCss(css, knownClasses, knownTags = null) {
  const root = postcss.parse(css);
  // Tailwind's fallback for browsers without @property (initial values of its variables on
  // every element): the browsers the site supports, those of the last two years, all
  // have @property.
  root.walkAtRules('layer', (layer) => {
    if (layer.params === 'properties') layer.remove();
  });
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name)) return;
    const kept = rule.selectors.filter(
      (selector) =>
        classesOfSelector(selector).every((name) => knownClasses.has(name)) &&
        (!knownTags || elementsPresent(selector, knownTags)),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  for (let dropped = true; dropped;) {
    dropped = false;
    const referenced = new Set();
    root.walkDecls((decl) => {
      for (const [, name] of decl.value.matchAll(/var\(\s*(--[\w-]+)/g)) referenced.add(name);
    });
    root.walkDecls(/^--/, (decl) => {
      if (referenced.has(decl.prop)) return;
      decl.remove();
      dropped = true;
    });
    root.walkAtRules('property', (rule) => {
      if (referenced.has(rule.params.trim())) return;
      rule.remove();
      dropped = true;
    });
    root.walk((node) => {
      if ((node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0) {
        node.remove();
        dropped = true;
      }
    });
  }
  return root.toString();
}

/** The @font-face rules that download a font (not local() fallbacks), and the rest. */
export function splitWebFonts(css) {
  const faces = [];
  const rest = css.replace(/@font-face\s*\{[^}]*\}/g, (rule) => {
    if (!/src:[^;}]*url\(/.test(rule)) return rule;
    faces.push(rule);
    return '';
  });
  return { faces: faces.join(''), rest };
}

const escapeStyle = (css) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The page with its own style sheets inlined and pruned to `knownClasses`, the sheet's
 * link kept disabled for React, and its web fonts in a <noscript> for the loader.
 */
export function inlineStylesheets(html, readAsset, knownClasses, knownTags = null) {
  let fonts = '';
  const page = html.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/g, (tag) => {
    const href = attribute(tag, 'href');
    if (!href?.startsWith('/_next/')) return tag;
    const { faces, rest } = splitWebFonts(absoluteUrls(readAsset(href), href));
    fonts += faces;
    const marker = tag.replace(/\s*\/?>$/, ' disabled=""/>');
    return `<style>${escapeStyle(pruneCss(rest, knownClasses, knownTags))}</style>${marker}`;
  });
  if (!fonts) return page;
  return page.replace(
    '</head>',
    `<noscript ${FONT_ATTRIBUTE}=""><style>${escapeStyle(fonts)}</style></noscript></head>`,
  );
}

/**
 * The loader, written as plain ES5 since it ships untranspiled. It reads what to load
 * from its own element (LOADS_ATTRIBUTE, PAYLOAD_ATTRIBUTE), then:
 * - once the browser has reported the first contentful paint (not merely scheduled a
 *   frame: the paint may come later), copies the web fonts' rules into the page;
 * - once, moreover, the page has loaded and the browser is idle, prefetches the scripts
 *   and the payload into the HTTP cache at the lowest priority;
 * - at the visitor's first sign of interaction (pointer, touch, key, focus, wheel,
 *   scroll), or at once when the address names a fragment for an island to act on,
 *   fetches the payload, hands it to Next as Next's own inline scripts would
 *   (`self.__next_f.push([1, text])`) and adds the scripts, which run from the cache.
 * If the payload cannot be fetched the scripts are not started: the page stays as it is,
 * complete, and any held tap is answered by its fallback (lib/early-input.ts).
 */
export const LOADER = `(function(){var d=document,w=window,m=d.currentScript,s=m.getAttribute('${LOADS_ATTRIBUTE}').split(' '),F=m.getAttribute('${PAYLOAD_ATTRIBUTE}'),E='pointerdown pointermove touchstart keydown focusin wheel scroll hashchange'.split(' '),o={capture:true,passive:true},r;function add(a,u){var e=d.createElement(a?'link':'script');a?(e.rel='prefetch',e.href=u):(e.src=u,e.async=true);d.head.appendChild(e)}function all(a){s.forEach(function(u){add(a,u)})}function run(){if(r)return;r=1;E.forEach(function(e){w.removeEventListener(e,run,o)});(F?fetch(F).then(function(x){if(!x.ok)throw x;return x.text()}):Promise.resolve(null)).then(function(t){if(t!==null)(self.__next_f=self.__next_f||[]).push([1,t]);all(0)},function(){})}function painted(f){var P=w.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return d.readyState=='complete'?f():w.addEventListener('load',f);var q=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){q.disconnect();f()}});q.observe({type:'paint',buffered:true})}E.forEach(function(e){w.addEventListener(e,run,o)});painted(function(){var f=d.querySelector('noscript[${FONT_ATTRIBUTE}]');if(f){var t=d.createElement('style');t.textContent=f.textContent.replace(/^<style>|<\\/style>$/g,'');d.head.appendChild(t)}function ahead(){(w.requestIdleCallback||setTimeout)(function(){if(!r){if(F)add(1,F);all(1)}})}d.readyState=='complete'?ahead():w.addEventListener('load',ahead)});if(location.hash.length>1)run()})();`;

/** The page with Next's scripts handed to the loader, which it adds before </body>. */
export function deferScripts(html, payloadUrl = null) {
  const sources = [];
  let page = html
    .replace(/<link\b[^>]*\brel="preload"[^>]*\bas="script"[^>]*>/g, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*\brel="preload"[^>]*>/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '')
    .replace(/<script\b[^>]*\bnoModule=""[^>]*><\/script>/gi, '')
    .replace(/<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g, (tag, src) => {
      if (!src.startsWith('/_next/')) return tag;
      if (!sources.includes(src)) sources.push(src);
      return '';
    });
  if (sources.length === 0) return page;
  const payload = payloadUrl ? ` ${PAYLOAD_ATTRIBUTE}="${payloadUrl}"` : '';
  page = page.replace(
    '</body>',
    `<script ${LOADS_ATTRIBUTE}="${sources.join(' ')}"${payload}>${LOADER}</script></body>`,
  );
  return page;
}

/**
 * Next inlines the page's React Server Components payload as `self.__next_f.push([1,
 * "…"])` scripts: a large share of each page's bytes, that a reader who never interacts
 * does not need. Returns the page without them and the payload (null when there is none).
 */
export function extractPayload(html) {
  const chunks = [];
  const page = html.replace(
    /<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g,
    (tag, data) => {
      chunks.push(JSON.parse(data)[1]);
      return '';
    },
  );
  return { page, payload: chunks.length ? chunks.join('') : null };
}

/** Preloads of the web fonts, which now load after the first paint. */
export function dropFontPreloads(html) {
  return html.replace(/<link\b[^>]*\bas="font"[^>]*>/g, '');
}

/** The scripts a page of Next's export loads, in order. */
export function scriptSources(html) {
  return [...html.matchAll(/<script\b[^>]*\bsrc="(\/_next\/[^"]+)"[^>]*>/g)]
    .filter(([tag]) => !/\snoModule=/i.test(tag))
    .map(([, src]) => src);
}

/**
 * One page, optimized. `readAsset(url)` reads a file of the export; `writePayload(text)`
 * stores a payload and returns its URL.
 */
export function optimizePage(html, { readAsset, writePayload }) {
  const known = classesOfHtml(html);
  for (const src of scriptSources(html)) {
    for (const word of classCandidatesOfScript(readAsset(src))) known.add(word);
  }
  const { page, payload } = extractPayload(html);
  const payloadUrl = payload === null ? null : writePayload(payload);
  const styled = inlineStylesheets(page, readAsset, known, tagsOfHtml(html));
  return deferScripts(dropFontPreloads(styled), payloadUrl);
}

function main() {
  const readAsset = (url) => readFileSync(join(OUT, decodeURI(url.split(/[?#]/)[0])), 'utf8');
  mkdirSync(join(OUT, PAYLOAD_DIR), { recursive: true });
  const writePayload = (text) => {
    const url = `${PAYLOAD_DIR}/${createHash('sha256').update(text).digest('hex').slice(0, 16)}.txt`;
    writeFileSync(join(OUT, url), text);
    return url;
  };
  let pages = 0;
  for (const { file, html } of exportPages(OUT, { all: true })) {
    writeFileSync(file, optimizePage(html, { readAsset, writePayload }));
    pages += 1;
  }
  console.log(
    `Optimized export: ${pages} pages with their CSS inlined and their scripts started on interaction.`,
  );
}

if (isMain(import.meta.url)) main();
