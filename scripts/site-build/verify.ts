/**
 * The one verifier of the built pages' invariants, read from the files alone
 * (docs/testing.md, "What the checks hold"): the end of every build,
 * scripts/gates/check-export.ts, the export tests. Each page's policies, scripts, styles and
 * links here; its budgets, the first window's above all, in budgets.ts; its speculation rules
 * in speculation.ts.
 */
import { existsSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { headScript } from './browser-code';
import { type PageScripts } from '../../lib/browser/contract';
import { budgetProblems, sharedCodeProblems } from './budgets';
import {
  CSP,
  directivesOf,
  headersFileOf,
  isPolicyMeta,
  patternMatches,
  type HeaderBlock,
} from './export/headers';
import {
  attributeOf,
  childElements,
  elementsOf,
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
import { pagePolicyProblems } from './security';
import { speculatedRoutes, speculationProblems } from './speculation';

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
 * is as it must be. `headScript`: the head script as ./browser-code.ts compiles it now.
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
  const routes = speculatedRoutes(pagesOf(outDir, { all: true }));
  return sharedCodeProblems(outDir, [...sources.values()]).concat(
    pages.flatMap((page) => {
      const { route, file, html } = page;
      const elements = documents.get(route)!;
      const problems = [
        ...policyProblems(route, html, elements, rules),
        ...scriptProblems(outDir, elements, headScript),
        ...speculationProblems(route, elements, routes),
        ...pageAssets(html).blockers.map((tag) => `the first paint would wait for ${tag}`),
        ...styleProblems(elements),
        ...budgetProblems(outDir, page, rules, elements),
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
