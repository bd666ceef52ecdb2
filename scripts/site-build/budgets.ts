/**
 * The budgets of the built pages (docs/budgets.md): each page's <head> and first window within
 * the first round trip of a new connection, as each host compresses the stream and a browser
 * decodes it; its code and its payload within theirs. The verifier (verify.ts) holds every
 * page to them; scripts/gates/check-export.ts --report prints each page's figures.
 */
import { existsSync, readFileSync } from 'node:fs';
import { FIRST_SCREEN_ATTRIBUTE } from '../../lib/browser/contract';
import {
  HOST_ENCODINGS,
  compressors,
  contentEncodingOf,
  decodedPrefix,
  type HostEncoding,
} from './export/compression';
import { headersFor, type HeaderBlock } from './export/headers';
import { attributeOf, hasAttribute, type Element } from './export/html';
import { fileOfUrl, pageAssets, type Page } from './export/pages';

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
 * The hosts' TLS records: a browser decrypts a record only once the whole of it has come, so
 * the first round trip gives it what its records carry whole. Cloudflare's edge sends 4 KB
 * records ("We use a static record size of 4K": the README of its nginx patch for dynamic
 * records, which it no longer uses); nginx is told to (build/nginx-site.conf), its default
 * being 16 KB, more than a first round trip carries; the link bench's HTTPS front sends them
 * (scripts/harness/navigations/front.ts).
 */
export const HOST_TLS_RECORD_BYTES = 4096;

/**
 * Next's own scripts on a bare export's page, gzip -9, measured as docs/budgets.md says (the
 * commit that changes it says when): measure it again with each Next upgrade. Every page's
 * code (not its payload) stays within 15 KB of it, with no exception.
 */
export const BARE_NEXT_BYTES = 134_783;
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

/** A page's figures: gzip -9 but the first round trips (firstRoundTrips). */
export function figuresOf(
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

/** What is wrong with a page's figures: its first window, its code, its payload. */
export function budgetProblems(
  outDir: string,
  page: Page,
  rules: HeaderBlock[],
  elements: Element[],
) {
  const figures = figuresOf(outDir, page, rules, elements);
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

/** What is wrong with the code every page carries (sharedCode): none, or one line. */
export function sharedCodeProblems(outDir: string, htmls: string[]) {
  const shared = sharedCode(outDir, htmls);
  return shared > SHARED_CODE_BUDGET
    ? [
        `every page: ${shared} B of code (gzip -9) on the lightest page, over the ${SHARED_CODE_BUDGET} B of a bare export and 5 KB`,
      ]
    : [];
}
