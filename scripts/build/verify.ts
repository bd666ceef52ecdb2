/**
 * The one verifier of the built pages' invariants, read from the files alone
 * (docs/testing.md, "What the checks hold"): the end of every build,
 * scripts/gates/check-export.ts, the export tests.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { headScript } from '../../lib/browser/compile';
import { FIRST_SCREEN_ATTRIBUTE, type PageScripts } from '../../lib/browser/contract';
import {
  attributeOf,
  childElements,
  elementsOf,
  hasAttribute,
  isInlineScript,
  parseHtml,
  textOf,
  type Element,
} from './export/html';
import {
  OUT,
  fileOf,
  fileOfUrl,
  isPageScriptsBlock,
  pageAssets,
  pagesOf,
  type Page,
} from './export/pages';
import {
  CSP,
  headersFileOf,
  headersFor,
  isPolicyMeta,
  patternMatches,
  type HeaderBlock,
  directivesOf,
} from './export/headers';
import {
  HOST_ENCODINGS,
  compressors,
  contentEncodingOf,
  decodedPrefix,
  type HostEncoding,
} from './export/compression';
import { pagePolicyProblems } from './security';

/**
 * The first round trip of a new connection: ten segments of 1 460 B (RFC 6928). A browser
 * decodes and parses a document as it streams in and paints before its end: what the first
 * round trip brings must hold the page's <head> (all of its CSS) and its whole first window
 * (docs/budgets.md); the rest may come in the next round trips. HOST_HEADER_BYTES: what a
 * host adds of its own, its status line, headers and framing (e2e/hosts.spec.ts measures
 * wrangler's and nginx's against this model).
 */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;
export const HOST_HEADER_BYTES = 400;

/**
 * Next's own scripts on a bare export's page, gzip -9, measured on 2026-11-26 as
 * docs/budgets.md says: measure it again with each Next upgrade. Every page's code (not its
 * payload) stays within 15 KB of it, with no exception.
 */
const BARE_NEXT_BYTES = 134_783;
export const CODE_BUDGET = BARE_NEXT_BYTES + 15 * 1024;
/**
 * What every page carries beyond a bare export (the loader, the root layout's error page,
 * the islands' wrapper): the code of the lightest page, within 5 KB of the bare export.
 */
export const SHARED_CODE_BUDGET = BARE_NEXT_BYTES + 5 * 1024;

/**
 * A page's React Server Components payload, gzip -9: fetched with its scripts once the
 * visitor's first tap has been answered, it stays within one round trip's bytes too. (A
 * page's HTML has its own budget: the first response, above.) Budgets follow the goals, not
 * the last build: a page may grow as long as it keeps them.
 */
export const PAYLOAD_BUDGET = FIRST_ROUND_TRIP_BYTES;

const gzipped = new Map<string, number>();
// A file that is not there weighs nothing here: scriptProblems names it.
const gzippedFile = (file: string) => {
  if (!gzipped.has(file))
    gzipped.set(file, existsSync(file) ? compressors.gzip(readFileSync(file)).length : 0);
  return gzipped.get(file)!;
};

/**
 * How much of a page's HTML its first window needs, in bytes from its start: its <head>, with
 * all of the page's CSS, and the element that ends its first window (FIRST_SCREEN_ATTRIBUTE),
 * each whole. `ends`: what the page's first window ends with, for a reader; null when no
 * element, or more than one, marks it.
 */
export function firstWindowOf(html: string, elements: Element[]) {
  const bytesTo = (offset: number) => Buffer.byteLength(html.slice(0, offset));
  const head = elements.find(({ tagName }) => tagName === 'head')?.sourceCodeLocation;
  const marks = elements.filter((element) => hasAttribute(element, FIRST_SCREEN_ATTRIBUTE));
  const mark = marks.length === 1 ? marks[0]! : null;
  const ends = mark
    ? `<${mark.tagName}${attributeOf(mark, 'aria-labelledby') ? ` aria-labelledby="${attributeOf(mark, 'aria-labelledby')}"` : ''}>`
    : null;
  return {
    marks: marks.length,
    ends,
    head: bytesTo(head?.endTag?.endOffset ?? html.length),
    bytes: Math.max(
      bytesTo(head?.endTag?.endOffset ?? html.length),
      mark ? bytesTo(mark.sourceCodeLocation!.endOffset) : html.length,
    ),
  };
}

/**
 * A page's first round trip as a host sends it, in each of HOST_ENCODINGS: the headers
 * out/_headers gives its URL and HOST_HEADER_BYTES, then as much of its compressed HTML as
 * the rest of FIRST_ROUND_TRIP_BYTES carries; `decoded`, the bytes of HTML a browser has from
 * it (decodedPrefix). `document`: the whole compressed HTML, which may take longer.
 */
export function firstRoundTrips(html: string, route: string, rules: HeaderBlock[]) {
  const headers =
    headersFor(rules, route).reduce(
      (sum, [name, value]) => sum + Buffer.byteLength(`${name}: ${value}\r\n`),
      0,
    ) + HOST_HEADER_BYTES;
  const buffer = Buffer.from(html);
  return Object.fromEntries(
    Object.entries(HOST_ENCODINGS).map(([encoding, compress]) => {
      const document = compress(buffer);
      const carried = document.subarray(0, Math.max(0, FIRST_ROUND_TRIP_BYTES - headers));
      const decoded = decodedPrefix(contentEncodingOf(encoding as HostEncoding), carried).length;
      return [encoding, { document: document.length, headers, decoded }];
    }),
  ) as Record<HostEncoding, { document: number; headers: number; decoded: number }>;
}

/** A page's code: the scripts it loads, gzip -9 each. */
const codeOf = (outDir: string, html: string) =>
  pageAssets(html).scripts.reduce((sum, url) => sum + gzippedFile(fileOfUrl(outDir, url)), 0);

/** What every page carries: the code of the lightest of these pages. */
export const sharedCode = (outDir: string, htmls: string[]) =>
  Math.min(...htmls.map((html) => codeOf(outDir, html)));

/** gzip -9 but the first round trips (firstRoundTrips). */
function figuresOf(
  outDir: string,
  { route, html }: Page,
  rules: HeaderBlock[],
  elements: Element[],
) {
  const { payload } = pageAssets(html);
  const sizeOf = (url: string) => gzippedFile(fileOfUrl(outDir, url));
  return {
    html: compressors.gzip(Buffer.from(html)).length,
    payload: payload ? sizeOf(payload) : 0,
    code: codeOf(outDir, html),
    firstWindow: firstWindowOf(html, elements),
    firstRoundTrips: firstRoundTrips(html, route, rules),
  };
}

function budgetProblems(route: string, figures: ReturnType<typeof figuresOf>) {
  const problems: string[] = [];
  const { marks, ends, bytes } = figures.firstWindow;
  if (marks !== 1)
    problems.push(
      `${marks} elements mark the end of its first window (${FIRST_SCREEN_ATTRIBUTE}), not 1`,
    );
  else
    for (const [encoding, { decoded, headers }] of Object.entries(figures.firstRoundTrips))
      if (decoded < bytes)
        problems.push(
          `its first round trip at ${encoding} (${headers} B of headers, then its HTML) decodes to ${decoded} B of HTML, ${bytes - decoded} B short of its <head> and first window (up to the end of ${ends})`,
        );
  if (figures.code > CODE_BUDGET)
    problems.push(`${figures.code} B of code (gzip -9), over its ${CODE_BUDGET} B`);
  if (figures.payload > PAYLOAD_BUDGET)
    problems.push(`payload ${figures.payload} B (gzip -9), over its ${PAYLOAD_BUDGET} B`);
  return problems;
}

/** What is wrong with a page's policies: its <meta>, and its URL's in _headers. */
function policyProblems(route: string, html: string, elements: Element[], rules: HeaderBlock[]) {
  const head = childElements(elements.find(({ tagName }) => tagName === 'head'));
  const metas = head.filter(isPolicyMeta);
  if (metas.length !== 1) return [`${metas.length} <meta> policies in <head>, not 1`];
  if (!head.slice(0, head.indexOf(metas[0]!)).every(({ tagName }) => tagName === 'meta'))
    return ['the <meta> policy comes after code it does not cover'];
  const policy = attributeOf(metas[0]!, 'content') ?? '';
  const problems: string[] = [];
  for (const [name, sources] of directivesOf(policy))
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'"])
      if (sources.includes(unsafe)) problems.push(`${unsafe} in ${name}`);
  const policies = rules
    .filter(({ pattern }) => patternMatches(pattern, route))
    .flatMap(({ headers }) => headers.filter(([name]) => name.toLowerCase() === CSP.toLowerCase()));
  // The 404 page answers unknown URLs: it has no URL of its own.
  if (policies.length !== 1 && route !== '/404')
    problems.push(`${policies.length} policies for ${route} in _headers, not 1`);
  const header = policies.length === 1 ? policies[0]![1] : null;
  return [...problems, ...pagePolicyProblems(html, 'its policy in _headers', header)];
}

/** What is wrong with a page's scripts: the head script alone inline, the loader's data block and its files. */
function scriptProblems(outDir: string, elements: Element[], headScript: string) {
  const inline = elements.filter(isInlineScript).map(textOf);
  const others = inline.filter((text) => text !== headScript);
  const problems = others.map(
    (text) => `an inline script other than the head script: ${text.slice(0, 60)}…`,
  );
  const heads = inline.length - others.length;
  if (heads !== 1) problems.push(`${heads} head scripts as lib/browser/ compiles it now, not 1`);
  const blocks = elements.filter(isPageScriptsBlock);
  if (blocks.length !== 1)
    return [...problems, `${blocks.length} data blocks of the page loader, not 1`];
  const { loader, payload, scripts, fonts }: PageScripts = JSON.parse(textOf(blocks[0]!));
  for (const url of [loader, payload ?? loader, ...scripts, ...fonts])
    if (!existsSync(fileOfUrl(outDir, url)))
      problems.push(`its data block names ${url}, not in ${outDir}/`);
  return problems;
}

/**
 * The page's CSS is all in its <head>, which its first round trip holds: a <style> after it
 * could style the first window from bytes that come later.
 */
function styleProblems(elements: Element[]) {
  const head = elements.find(({ tagName }) => tagName === 'head');
  const inHead = new Set(head ? elementsOf(head) : []);
  return elements
    .filter(({ tagName }) => tagName === 'style')
    .filter((style) => !inHead.has(style))
    .map(() => 'a <style> outside its <head>');
}

/** Links to what the export does not have: a page, a file, or an element for a fragment. */
function linkProblems(outDir: string, route: string, documents: Map<string, Element[]>) {
  const problems: string[] = [];
  for (const a of documents.get(route)!.filter(({ tagName }) => tagName === 'a')) {
    const href = attributeOf(a, 'href');
    if (href === undefined || /^(https:|mailto:)/.test(href)) continue;
    const url = new URL(href, `https://site.test${route}`);
    const ids = documents.get(url.pathname)?.map((element) => attributeOf(element, 'id'));
    if (url.origin !== 'https://site.test')
      problems.push(`${href}: another origin, not over https`);
    else if (ids && url.hash && !ids.includes(decodeURIComponent(url.hash.slice(1))))
      problems.push(`${href}: no element ${url.hash} on ${url.pathname}`);
    else if (!ids && !existsSync(fileOfUrl(outDir, url.pathname)))
      problems.push(`${href}: nothing in ${outDir}/ at ${url.pathname}`);
  }
  return problems;
}

/**
 * Every problem of the export's pages, one line each (`route: problem`); none when each page
 * is as it must be. `headScript`: the head script as lib/browser/compile.ts compiles it now.
 * `pages`: those to check, all of the export's by default (a test plants a fault in one).
 */
export function exportProblems(
  outDir = OUT,
  { headScript, pages = pagesOf(outDir, { all: true }) }: { headScript: string; pages?: Page[] },
) {
  const rules = headersFileOf(outDir);
  // Every page's elements, for the checks and the fragments of links: as given, else as in out/.
  const sources = new Map(pagesOf(outDir, { all: true }).map(({ route, html }) => [route, html]));
  for (const { route, html } of pages) sources.set(route, html);
  const documents = new Map(
    [...sources].map(([route, html]) => [route, [...elementsOf(parseHtml(html))]]),
  );
  const shared = sharedCode(outDir, [...sources.values()]);
  const sharedProblems =
    shared > SHARED_CODE_BUDGET
      ? [
          `every page: ${shared} B of code (gzip -9) on the lightest page, over the ${SHARED_CODE_BUDGET} B of a bare export and 5 KB`,
        ]
      : [];
  return sharedProblems.concat(
    pages.flatMap((page) => {
      const { route, file, html } = page;
      const elements = documents.get(route)!;
      const problems = [
        ...policyProblems(route, html, elements, rules),
        ...scriptProblems(outDir, elements, headScript),
        ...pageAssets(html).blockers.map((tag) => `the first paint would wait for ${tag}`),
        ...styleProblems(elements),
        ...budgetProblems(route, figuresOf(outDir, page, rules, elements)),
        ...linkProblems(outDir, route, documents),
      ];
      // Hosts find a URL's page by fileOf: it must be this file.
      if (fileOf(route) !== relative(outDir, file).split(sep).join('/'))
        problems.push(`the URL ${route} is served from ${fileOf(route)}`);
      return problems.map((problem) => `${route}: ${problem}`);
    }),
  );
}

/** The export read back, against the head script as compiled now: exit 1 on a problem. */
export async function exitOnProblems(outDir: string, heading: string) {
  const problems = exportProblems(outDir, { headScript: await headScript() });
  if (!problems.length) return;
  console.error(`${heading}\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

export function figuresReport(outDir = OUT) {
  const rules = headersFileOf(outDir);
  const rows = pagesOf(outDir).map((page) => {
    const figures = figuresOf(outDir, page, rules, [...elementsOf(parseHtml(page.html))]);
    const needed = figures.firstWindow.bytes;
    return [
      page.route,
      `${needed} (${figures.firstWindow.head})`,
      ...Object.values(figures.firstRoundTrips).map(
        ({ decoded, document }) => `${decoded - needed} (${document})`,
      ),
      `${figures.code} / ${CODE_BUDGET}`,
      String(figures.html),
      `${figures.payload} / ${PAYLOAD_BUDGET}`,
    ];
  });
  const header = [
    'page',
    'first window (head)',
    ...Object.keys(HOST_ENCODINGS).map((encoding) => `margin, ${encoding} (whole)`),
    'code (gz -9)',
    'HTML (gz -9)',
    'payload (gz -9)',
  ];
  const shared = sharedCode(
    outDir,
    pagesOf(outDir, { all: true }).map(({ html }) => html),
  );
  return [
    `The first window: the bytes of HTML up to the end of its <head> and of its first window (of its <head> alone). Margins: what each host's first round trip of ${FIRST_ROUND_TRIP_BYTES} B (_headers, ${HOST_HEADER_BYTES} B of the host's own, then the HTML as it compresses it) decodes to beyond the first window, in bytes of HTML; the whole compressed HTML in brackets`,
    ...[header, ...rows].map((row) =>
      row.map((cell, index) => (index ? cell.padStart(28) : cell.padEnd(18))).join(''),
    ),
    `Code every page carries (the lightest page's): ${shared} / ${SHARED_CODE_BUDGET} B (gzip -9; a bare export's ${BARE_NEXT_BYTES} B and 5 KB)`,
  ];
}
