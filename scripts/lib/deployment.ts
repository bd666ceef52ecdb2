/**
 * What a served copy of the export answers, against its out/, over HTTP: for the hosts of the
 * tests (e2e/hosts.spec.ts) and a deployed site (scripts/tools/check-deploy.ts). Each page at
 * its clean URL with the headers of out/_headers and a CSP header equal to its <meta>; its
 * .html and trailing-slash addresses redirected there; an unknown path answered by the 404
 * page; every other file with its headers, cached long only where a rule says so; _headers
 * itself not served.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import {
  CSP,
  attributeOf,
  childElements,
  firstElement,
  headersFileOf,
  headersFor,
  isPolicyMeta,
  pagesOf,
  parseHtml,
  type Element,
  type Header,
} from './export';
import { blockedCode, policyDifferences } from './security';

/** What the check reads of a response (a fetch Response has it all). */
export interface ServedResponse {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  arrayBuffer(): Promise<ArrayBuffer>;
}
type Fetch = (url: string, init: { redirect: 'manual' }) => Promise<ServedResponse>;

export const UNKNOWN_PATH = '/cette-adresse-n-existe-pas';

/** The files of the export, as URL paths (`/_next/static/…`), pages and _headers aside. */
function otherFiles(outDir: string) {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(outDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .filter((path) => !path.endsWith('.html') && path !== '/_headers')
    .sort();
}

const metaPolicy = (html: string) => {
  const meta = childElements(firstElement(parseHtml(html), 'head')).find(isPolicyMeta);
  return meta && attributeOf(meta, 'content');
};

const heading = (html: string) => {
  const text = (node: Element): string =>
    node.childNodes
      .map((child) => ('value' in child ? child.value : 'tagName' in child ? text(child) : ''))
      .join('');
  const h1 = firstElement(parseHtml(html), 'h1');
  return h1 && text(h1).trim();
};

/** Whether a Cache-Control lets a cache keep the file without asking again. */
export function cachedLong(cacheControl: string | null) {
  if (!cacheControl) return false;
  if (/\b(no-cache|no-store)\b/.test(cacheControl)) return false;
  const maxAge = /\b(?:s-)?max-age=(\d+)/.exec(cacheControl);
  return /\bimmutable\b/.test(cacheControl) || (maxAge !== null && Number(maxAge[1]) > 0);
}

/** Problems of a response's headers against the rules of out/_headers for its path. */
function headerProblems(response: ServedResponse, expected: Header[]) {
  const problems: string[] = [];
  for (const [name, value] of expected) {
    const served = response.headers.get(name);
    if (served === null) problems.push(`no ${name} header`);
    else if (served !== value) problems.push(`${name} is "${served}", not "${value}"`);
  }
  const ruled = expected.some(([name]) => name.toLowerCase() === 'cache-control');
  const cache = response.headers.get('cache-control');
  if (!ruled && cachedLong(cache)) problems.push(`cached without revalidation ("${cache}")`);
  return problems;
}

function policyProblems(html: string, header: string | null) {
  if (header === null) return ['no Content-Security-Policy header'];
  const meta = metaPolicy(html);
  if (meta === undefined) return ['no Content-Security-Policy <meta>'];
  const differ = policyDifferences(meta, header);
  return [
    ...(differ.length
      ? [
          `its CSP header differs from its <meta> (and frame-ancestors 'none') in ${differ.join(', ')}`,
        ]
      : []),
    ...blockedCode(html, header).map((code) => `its CSP header blocks its ${code}`),
  ];
}

/** Runs `task` on every item, `limit` at a time, in order of the results. */
async function inTurn<Item, Result>(
  items: Item[],
  limit: number,
  task: (item: Item) => Promise<Result>,
) {
  const results: Result[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The site at `origin` against the export in `outDir`: how many URLs were checked, and each
 * problem as a line "path: problem" (none when it serves the export as out/ says; a URL that
 * could not be fetched is one). `fetch`: the global one, or a stand-in for a test.
 * `redirectStatuses`: what
 * counts as the redirect of an .html or trailing-slash address (Cloudflare Pages sends 308,
 * Netlify 301).
 */
export async function deploymentProblems(
  origin: string,
  {
    outDir = 'out',
    redirectStatuses = [301, 308],
    concurrency = 6,
    fetch = globalThis.fetch as Fetch,
  }: { outDir?: string; redirectStatuses?: number[]; concurrency?: number; fetch?: Fetch } = {},
) {
  const rules = headersFileOf(outDir);
  const get = (path: string) => fetch(new URL(path, origin).href, { redirect: 'manual' });
  const pages = pagesOf(outDir, { all: true }).filter(({ route }) => route !== '/404');
  const checks = [
    ...pages.map(({ route }) => async () => {
      const response = await get(route);
      if (response.status !== 200) return [`${route}: answers ${response.status}, not 200`];
      const html = await response.text();
      return [
        ...headerProblems(response, headersFor(rules, route)),
        ...policyProblems(html, response.headers.get(CSP)),
      ].map((problem) => `${route}: ${problem}`);
    }),
    ...pages.flatMap(({ route }) =>
      (route === '/' ? ['/index.html'] : [`${route}.html`, `${route}/`]).map(
        (address) => async () => {
          const response = await get(address);
          const location = response.headers.get('location');
          const target = location === null ? null : new URL(location, new URL(address, origin));
          const redirects =
            redirectStatuses.includes(response.status) && target?.pathname === route;
          return redirects
            ? []
            : [
                `${address}: answers ${response.status}${location ? ` to ${location}` : ''}, not ${redirectStatuses.join(' or ')} to ${route}`,
              ];
        },
      ),
    ),
    async () => {
      const response = await get(UNKNOWN_PATH);
      const expected = heading(readFileSync(join(outDir, '404.html'), 'utf8'));
      const served = heading(await response.text());
      return [
        ...(response.status === 404 ? [] : [`answers ${response.status}, not 404`]),
        ...(served === expected ? [] : [`its page's heading is "${served}", not "${expected}"`]),
        ...headerProblems(response, headersFor(rules, UNKNOWN_PATH)),
      ].map((problem) => `${UNKNOWN_PATH}: ${problem}`);
    },
    async () => {
      const response = await get('/_headers');
      await response.arrayBuffer();
      return response.status === 200 ? ['/_headers: served to visitors'] : [];
    },
    ...otherFiles(outDir).map((path) => async () => {
      const response = await get(path);
      await response.arrayBuffer();
      if (response.status !== 200) return [`${path}: answers ${response.status}, not 200`];
      return headerProblems(response, headersFor(rules, path)).map(
        (problem) => `${path}: ${problem}`,
      );
    }),
  ];
  const found = await inTurn(checks, concurrency, async (check): Promise<string[]> => {
    try {
      return await check();
    } catch (error) {
      const { message, cause } = error as Error & { cause?: { message?: string } };
      return [`${message}${cause ? ` (${cause.message ?? cause})` : ''}`];
    }
  });
  return { checked: checks.length, problems: found.flat() };
}
