/**
 * The one verifier of the built pages' invariants, read from the files alone
 * (docs/testing.md, "What the checks hold"): the end of every build,
 * scripts/gates/check-export.ts, the export tests.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { headScript } from '../../lib/browser/compile';
import type { PageScripts } from '../../lib/browser/contract';
import {
  CSP,
  OUT,
  attributeOf,
  childElements,
  HOST_ENCODINGS,
  compressors,
  elementsOf,
  fileOf,
  fileOfUrl,
  headersFileOf,
  headersFor,
  isInlineScript,
  isPageScriptsBlock,
  isPolicyMeta,
  patternMatches,
  pageAssets,
  pagesOf,
  parseHtml,
  textOf,
  type Element,
  type HeaderBlock,
  type HostEncoding,
  type Page,
  directivesOf,
} from './export';
import { pagePolicyProblems } from './security';

/**
 * The first round trip of a new connection: ten segments of 1 460 B (RFC 6928), as
 * Lighthouse's simulation has it; one byte past, and a slow phone waits 150 ms more before
 * the first paint. HOST_HEADER_BYTES: what a host adds of its own, its status line, headers
 * and framing (e2e/hosts.spec.ts measures wrangler's and nginx's against this model).
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
 * A page's first response as a host sends it, in each of HOST_ENCODINGS: its HTML so
 * compressed, the headers out/_headers gives its URL, and HOST_HEADER_BYTES.
 */
export function firstResponses(html: string, route: string, rules: HeaderBlock[]) {
  const headers =
    headersFor(rules, route).reduce(
      (sum, [name, value]) => sum + Buffer.byteLength(`${name}: ${value}\r\n`),
      0,
    ) + HOST_HEADER_BYTES;
  const buffer = Buffer.from(html);
  return Object.fromEntries(
    Object.entries(HOST_ENCODINGS).map(([encoding, compress]) => {
      const document = compress(buffer).length;
      return [encoding, { document, headers, total: document + headers }];
    }),
  ) as Record<HostEncoding, { document: number; headers: number; total: number }>;
}

/** A page's code: the scripts it loads, gzip -9 each. */
const codeOf = (outDir: string, html: string) =>
  pageAssets(html).scripts.reduce((sum, url) => sum + gzippedFile(fileOfUrl(outDir, url)), 0);

/** What every page carries: the code of the lightest of these pages. */
export const sharedCode = (outDir: string, htmls: string[]) =>
  Math.min(...htmls.map((html) => codeOf(outDir, html)));

/** gzip -9 but the first responses (firstResponses). */
function figuresOf(outDir: string, { route, html }: Page, rules: HeaderBlock[]) {
  const { payload } = pageAssets(html);
  const sizeOf = (url: string) => gzippedFile(fileOfUrl(outDir, url));
  return {
    html: compressors.gzip(Buffer.from(html)).length,
    payload: payload ? sizeOf(payload) : 0,
    code: codeOf(outDir, html),
    firstResponses: firstResponses(html, route, rules),
  };
}

function budgetProblems(route: string, figures: ReturnType<typeof figuresOf>) {
  const problems: string[] = [];
  for (const [encoding, { document, headers, total }] of Object.entries(figures.firstResponses))
    if (total > FIRST_ROUND_TRIP_BYTES)
      problems.push(
        `${total} B in its first response at ${encoding} (${document} B of HTML, ${headers} B of headers), past the ${FIRST_ROUND_TRIP_BYTES} B of the first round trip`,
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
        ...budgetProblems(route, figuresOf(outDir, page, rules)),
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
    const figures = figuresOf(outDir, page, rules);
    return [
      page.route,
      ...Object.values(figures.firstResponses).map(({ total }) => String(total)),
      `${figures.code} / ${CODE_BUDGET}`,
      String(figures.html),
      `${figures.payload} / ${PAYLOAD_BUDGET}`,
    ];
  });
  const header = [
    'page',
    ...Object.keys(HOST_ENCODINGS).map((encoding) => `1st response, ${encoding}`),
    'code (gz -9)',
    'HTML (gz -9)',
    'payload (gz -9)',
  ];
  const shared = sharedCode(
    outDir,
    pagesOf(outDir, { all: true }).map(({ html }) => html),
  );
  return [
    `First responses against ${FIRST_ROUND_TRIP_BYTES} B (HTML as the host compresses it, _headers, ${HOST_HEADER_BYTES} B of the host's own)`,
    ...[header, ...rows].map((row) =>
      row.map((cell, index) => (index ? cell.padStart(24) : cell.padEnd(18))).join(''),
    ),
    `Code every page carries (the lightest page's): ${shared} / ${SHARED_CODE_BUDGET} B (gzip -9; a bare export's ${BARE_NEXT_BYTES} B and 5 KB)`,
  ];
}
