#!/usr/bin/env node
/**
 * Byte budgets of the static export. For every page of out/, sums the gzipped size of
 * its HTML, of the JavaScript files it loads and of its style sheets, and compares them
 * with the limits of perf/budgets.json. Fails (exit 1) with the list of pages over
 * budget. Deterministic: it reads files, it does not run a browser.
 *
 *   node scripts/check-budgets.mjs            check out/ against perf/budgets.json
 *   node scripts/check-budgets.mjs --report   print the measurements as JSON
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

export const KINDS = ['html', 'js', 'css'];

// zlib's default level, the one static hosts and CDNs commonly use for gzip.
const gzipped = (buffer) => gzipSync(buffer).length;

function* htmlFiles(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (entry !== '_next') yield* htmlFiles(path);
    } else if (entry.endsWith('.html')) {
      yield path;
    }
  }
}

/** '/out/tarifs.html' → '/tarifs', 'index.html' → '/', '404.html' → '/404'. */
export function routeOf(outDir, file) {
  const name = relative(outDir, file)
    .split(sep)
    .join('/')
    .replace(/\.html$/, '');
  if (name === 'index') return '/';
  return `/${name.replace(/\/index$/, '')}`;
}

/** Same-origin script and style sheet files an HTML page loads. */
export function assetsOf(html) {
  const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]+)"`))?.[1];
  const scripts = new Set();
  const styles = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attribute(tag, 'src');
    // Legacy polyfills for browsers without modules: never fetched by current browsers.
    if (/\snomodule(=|\s|>)/i.test(tag)) continue;
    if (src?.startsWith('/')) scripts.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attribute(tag, 'rel');
    const href = attribute(tag, 'href');
    if (!href?.startsWith('/')) continue;
    if (rel === 'stylesheet') styles.add(href);
    // Scripts Next asks the browser to fetch ahead are loaded by the page too.
    if (rel === 'preload' && attribute(tag, 'as') === 'script') scripts.add(href);
    if (rel === 'modulepreload') scripts.add(href);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** Gzipped bytes of each page's HTML, JS and CSS. */
export function measure(outDir) {
  const sizes = new Map();
  const sizeOf = (url) => {
    const path = join(outDir, decodeURI(url.split(/[?#]/)[0]));
    if (!sizes.has(path)) sizes.set(path, gzipped(readFileSync(path)));
    return sizes.get(path);
  };
  const pages = {};
  for (const file of htmlFiles(outDir)) {
    const route = routeOf(outDir, file);
    if (route === '/_not-found') continue; // the same page as /404, which the host serves
    const html = readFileSync(file);
    const { scripts, styles } = assetsOf(html.toString('utf8'));
    pages[route] = {
      html: gzipped(html),
      js: scripts.reduce((sum, url) => sum + sizeOf(url), 0),
      css: styles.reduce((sum, url) => sum + sizeOf(url), 0),
    };
  }
  return Object.fromEntries(Object.entries(pages).sort(([a], [b]) => a.localeCompare(b)));
}

/** The pages over budget, one line each; a page without its own limits uses `default`. */
export function overBudget(measurements, budgets) {
  const offences = [];
  for (const [route, sizes] of Object.entries(measurements)) {
    const limits = { ...budgets.default, ...budgets.pages?.[route] };
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
  if (process.argv.includes('--report')) {
    console.log(JSON.stringify(measurements, null, 2));
    return;
  }
  const budgets = JSON.parse(readFileSync('perf/budgets.json', 'utf8'));
  const offences = overBudget(measurements, budgets);
  const pages = Object.keys(measurements).length;
  if (offences.length) {
    console.error(`Byte budgets exceeded (perf/budgets.json):\n  ${offences.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`Byte budgets: ${pages} pages within their HTML, JS and CSS budgets.`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
