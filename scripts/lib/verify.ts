/**
 * The one verifier of the built pages' invariants, read from the files alone (README, "What
 * the checks hold"): the end of every build, scripts/gates/check-export.ts, the export tests.
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
  type Page,
  directivesOf,
} from './export';
import { pagePolicyProblems } from './security';

/**
 * The first round trip of a new connection: ten segments of 1 460 B (RFC 6928), as
 * Lighthouse's simulation has it; one byte past, and a slow phone waits 150 ms more before
 * the first paint. HOST_HEADER_BYTES: a host's own headers (wrangler's are 288 B on /tarifs).
 */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;
const HOST_HEADER_BYTES = 400;

/**
 * Next's own scripts on a bare export's page, gzip -9, measured on 2026-11-26 as README's
 * "Budgets" says: measure it again with each Next upgrade. A page's code (not its payload)
 * stays within 15 KB of it, but for the exceptions, each with why.
 */
const BARE_NEXT_BYTES = 134_783;
export const CODE_BUDGET = BARE_NEXT_BYTES + 15 * 1024;
/**
 * /dashboard: Headless UI's tabs (11 389 B) and the notice area (4 673 B) on top of what
 * every page carries (7 003 B, the loader's included): 7 717 B past the budget, then 89 B
 * more on 2026-11-27 with every page, for the route of the accessibility statement (its
 * title and description, in content/site.ts, which the root layout's error page ships).
 */
export const CODE_EXCEPTIONS: Record<string, number> = { '/dashboard': 157_949 };

/**
 * Each page's HTML and React Server Components payload, gzip -9, as measured on 2026-11-26:
 * a page may shrink, not grow. NOISE_BYTES allows for what a build's random id moves them by.
 * Grown on 2026-11-27 by the footer's link to the accessibility statement, when
 * /accessibilite came: in the HTML once, in the payload up to three times (the page's own
 * footer, and its not-found boundaries').
 */
export const CEILINGS: Record<string, { html: number; payload: number }> = {
  '/': { html: 15_159, payload: 11_339 },
  '/404': { html: 8_438, payload: 4_921 },
  '/_not-found': { html: 8_438, payload: 4_921 },
  '/a-propos': { html: 10_898, payload: 7_868 },
  '/accessibilite': { html: 13_624, payload: 10_481 },
  '/blog': { html: 11_254, payload: 8_297 },
  '/cgu': { html: 14_615, payload: 11_457 },
  '/confidentialite': { html: 15_012, payload: 11_663 },
  '/contact': { html: 11_470, payload: 6_821 },
  '/dashboard': { html: 14_594, payload: 11_031 },
  '/faq': { html: 11_152, payload: 8_386 },
  '/fonctionnalites': { html: 13_113, payload: 10_296 },
  '/mentions-legales': { html: 11_753, payload: 8_318 },
  '/modeles': { html: 15_820, payload: 10_168 },
  '/tarifs': { html: 12_010, payload: 8_942 },
};
const NOISE_BYTES = 32;

const gzipped = new Map<string, number>();
// A file that is not there weighs nothing here: scriptProblems names it.
const gzippedFile = (file: string) => {
  if (!gzipped.has(file))
    gzipped.set(file, existsSync(file) ? compressors.gzip(readFileSync(file)).length : 0);
  return gzipped.get(file)!;
};

/** gzip -9 but the first response: the HTML in brotli, and the headers of _headers and the host. */
function figuresOf(outDir: string, { route, html }: Page, rules: HeaderBlock[]) {
  const { scripts, payload } = pageAssets(html);
  const sizeOf = (url: string) => gzippedFile(fileOfUrl(outDir, url));
  const headers = headersFor(rules, route);
  return {
    html: compressors.gzip(Buffer.from(html)).length,
    payload: payload ? sizeOf(payload) : 0,
    code: scripts.reduce((sum, url) => sum + sizeOf(url), 0),
    document: compressors.br(Buffer.from(html)).length,
    headers:
      headers.reduce((sum, [name, value]) => sum + Buffer.byteLength(`${name}: ${value}\r\n`), 0) +
      HOST_HEADER_BYTES,
  };
}

function budgetProblems(route: string, figures: ReturnType<typeof figuresOf>) {
  const problems: string[] = [];
  const firstResponse = figures.document + figures.headers;
  if (firstResponse > FIRST_ROUND_TRIP_BYTES)
    problems.push(
      `${firstResponse} B in its first response (${figures.document} B of HTML in brotli, ${figures.headers} B of headers), past the ${FIRST_ROUND_TRIP_BYTES} B of the first round trip`,
    );
  // An exception is a measured size, which a build's random id moves like the ceilings below.
  const exception = CODE_EXCEPTIONS[route];
  const code = exception === undefined ? CODE_BUDGET : exception + NOISE_BYTES;
  if (figures.code > code) problems.push(`${figures.code} B of code (gzip -9), over its ${code} B`);
  const ceilings = CEILINGS[route];
  if (!ceilings)
    return [...problems, 'no HTML and payload ceilings (CEILINGS, scripts/lib/verify.ts)'];
  for (const kind of ['html', 'payload'] as const)
    if (figures[kind] > ceilings[kind] + NOISE_BYTES)
      problems.push(`${kind} ${figures[kind]} B (gzip -9), over the ${ceilings[kind]} B it had`);
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
  const { loader, payload, scripts }: PageScripts = JSON.parse(textOf(blocks[0]!));
  for (const url of [loader, payload ?? loader, ...scripts])
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
  return pages.flatMap((page) => {
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
  });
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
    const { html, payload } = CEILINGS[page.route] ?? { html: NaN, payload: NaN };
    return [
      page.route,
      `${figures.document + figures.headers} / ${FIRST_ROUND_TRIP_BYTES}`,
      `${figures.code} / ${CODE_EXCEPTIONS[page.route] ?? CODE_BUDGET}`,
      `${figures.html} / ${html}`,
      `${figures.payload} / ${payload}`,
    ];
  });
  const header = ['page', 'first response (br)', 'code (gz)', 'HTML (gz)', 'payload (gz)'];
  return [header, ...rows].map((row) => row.map((cell) => cell.padStart(22)).join(''));
}
