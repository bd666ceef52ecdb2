#!/usr/bin/env node
/**
 * Byte budgets of the static export, and its first paint. For every page of out/:
 * - sums the gzipped size of its HTML, of the JavaScript files it loads (as tags, or
 *   through the page loader, lib/browser/loader.ts, the loader itself included), of its
 *   external style sheets and of its React Server Components payload, and compares them
 *   with perf/budgets.json;
 * - checks that nothing but the document stands before its first paint: no enabled
 *   external style sheet, no script file in the markup (scripts/build/optimize-export.mjs
 *   starts them after the paint);
 * - checks that the document comes in the first round trip: its HTML as the host sends it
 *   (brotli at its best level) and its response headers (those of out/_headers, and what a
 *   host adds of its own) within the first ten TCP segments. One byte past them and a slow
 *   connection waits one more round trip (150 ms on the phone profile) before the first
 *   paint; Lighthouse's simulation counts it the same way.
 * Fails (exit 1) with the list of pages over budget or with a blocker. Deterministic: it
 * reads files, it does not run a browser.
 *
 *   node scripts/gates/check-budgets.mjs            check out/ against perf/budgets.json
 *   node scripts/gates/check-budgets.mjs --report   print the measurements as JSON (gzipped
 *                                             sizes, and each page's first response)
 *   node scripts/gates/check-budgets.mjs --suggest  print budgets 3 % above today's sizes, to
 *                                             review and commit when a page grows on purpose
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { compressors } from '../lib/compression.mjs';
import { parseHeadersFile, patternMatches } from '../lib/headers-file.mjs';
import { exportPages } from '../lib/page-text.mjs';
import { pageAssets } from '../lib/page-assets.mjs';
import { isMain } from '../lib/main-module.mjs';

export const KINDS = ['html', 'js', 'css', 'payload'];

/**
 * What a new connection delivers in its first round trip: an initial congestion window of
 * ten segments of 1,460 bytes (RFC 6928), as Lighthouse's simulation (Lantern) has it.
 */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;
/**
 * What a host adds of its own to a page's response: status line, Content-Type,
 * Content-Length, Content-Encoding, Vary, Date, validators. scripts/tools/serve.mjs sends 341
 * bytes of them; a CDN about as much.
 */
export const HOST_HEADER_BYTES = 400;

// zlib's default level, the one static hosts and CDNs commonly use for gzip.
const gzipped = (buffer) => gzipSync(buffer).length;

/** Gzipped bytes of each page's HTML, JS, CSS and payload. */
export function measure(outDir) {
  const sizes = new Map();
  const sizeOf = (url) => {
    const path = join(outDir, decodeURI(url.split(/[?#]/)[0]));
    if (!sizes.has(path)) sizes.set(path, gzipped(readFileSync(path)));
    return sizes.get(path);
  };
  const pages = {};
  for (const { route, html } of exportPages(outDir)) {
    const { scripts, styles, payload } = pageAssets(html);
    pages[route] = {
      html: gzipped(html),
      js: scripts.reduce((sum, url) => sum + sizeOf(url), 0),
      css: styles.reduce((sum, url) => sum + sizeOf(url), 0),
      payload: payload ? sizeOf(payload) : 0,
    };
  }
  return Object.fromEntries(Object.entries(pages).sort(([a], [b]) => a.localeCompare(b)));
}

/** The bytes of a page's headers from out/_headers, as they travel: `Name: value` and CRLF. */
export function headerBytes(headersText, route) {
  let bytes = 0;
  for (const { pattern, headers } of parseHeadersFile(headersText)) {
    if (!patternMatches(pattern, route)) continue;
    for (const [name, value] of headers) bytes += Buffer.byteLength(`${name}: ${value}\r\n`);
  }
  return bytes;
}

/**
 * What each page's first response weighs, as a host sends it: its HTML compressed with
 * brotli, its headers, and both with the host's own headers.
 */
export function firstResponses(outDir) {
  const headersFile = join(outDir, '_headers');
  const headersText = existsSync(headersFile) ? readFileSync(headersFile, 'utf8') : '';
  const responses = {};
  for (const { route, html } of exportPages(outDir)) {
    const document = compressors.br(Buffer.from(html)).length;
    const headers = headerBytes(headersText, route) + HOST_HEADER_BYTES;
    responses[route] = { document, headers, total: document + headers };
  }
  return responses;
}

/** The pages whose document and headers do not fit in the first round trip, one line each. */
export function pastFirstRoundTrip(responses) {
  return Object.entries(responses)
    .filter(([, { total }]) => total > FIRST_ROUND_TRIP_BYTES)
    .map(
      ([route, { document, headers, total }]) =>
        `${route}: ${total} B in its first response (${document} B of HTML in brotli, ${headers} B of headers), past the ${FIRST_ROUND_TRIP_BYTES} B of the first round trip: a slow connection waits one more round trip before the first paint`,
    );
}

/** Budgets a little above the measured sizes: tight enough that a bloated page fails. */
export function suggestBudgets(measurements, headroom = 0.03) {
  const roundUp = (bytes) => Math.ceil((bytes * (1 + headroom)) / 100) * 100;
  return {
    $comment:
      'Gzipped bytes per page of out/: its HTML, the JavaScript files, the external style sheets and the React Server Components payload it loads. Generated by `node scripts/gates/check-budgets.mjs --suggest` from a measured build, then reviewed.',
    pages: Object.fromEntries(
      Object.entries(measurements).map(([route, sizes]) => [
        route,
        Object.fromEntries(KINDS.map((kind) => [kind, roundUp(sizes[kind])])),
      ]),
    ),
  };
}

/** The pages over budget, one line each; a page without its own limits uses `default`. */
export function overBudget(measurements, budgets) {
  const offences = [];
  for (const [route, sizes] of Object.entries(measurements)) {
    const limits = { ...budgets.default, ...budgets.pages?.[route] };
    if (!budgets.default && !budgets.pages?.[route]) {
      offences.push(`${route}: a page without a budget (add it to perf/budgets.json)`);
      continue;
    }
    for (const kind of KINDS) {
      if (limits[kind] === undefined) {
        offences.push(`${route}: no ${kind} budget`);
      } else if (sizes[kind] > limits[kind]) {
        offences.push(
          `${route}: ${kind} ${sizes[kind]} B gzipped, over its budget of ${limits[kind]} B`,
        );
      }
    }
  }
  return offences;
}

function main() {
  const outDir = 'out';
  const measurements = measure(outDir);
  const responses = firstResponses(outDir);
  if (process.argv.includes('--report')) {
    console.log(JSON.stringify({ gzipped: measurements, firstResponses: responses }, null, 2));
    return;
  }
  if (process.argv.includes('--suggest')) {
    console.log(JSON.stringify(suggestBudgets(measurements), null, 2));
    return;
  }
  const budgets = JSON.parse(readFileSync('perf/budgets.json', 'utf8'));
  const offences = [...overBudget(measurements, budgets), ...pastFirstRoundTrip(responses)];
  for (const { route, html } of exportPages(outDir)) {
    for (const tag of pageAssets(html).blockers) {
      offences.push(`${route}: the first paint would wait for ${tag}`);
    }
  }
  const pages = Object.keys(measurements).length;
  if (offences.length) {
    console.error(
      `Byte budgets or first paint failed (perf/budgets.json):\n  ${offences.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(
    `Byte budgets: ${pages} pages within their HTML, JS, CSS and payload budgets, each painting from its document alone, which comes in the first round trip (largest: ${Math.max(...Object.values(responses).map(({ total }) => total))} of ${FIRST_ROUND_TRIP_BYTES} B).`,
  );
}

if (isMain(import.meta.url)) main();
