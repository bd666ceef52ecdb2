#!/usr/bin/env node
/**
 * Post-build step (npm's `postbuild`): a strict Content-Security-Policy for the export.
 *
 * For every page of out/ it hashes (SHA-256) each inline script, inline style element
 * and style attribute, then
 *   - writes the page's policy into a <meta http-equiv="Content-Security-Policy"> at
 *     the top of its <head>, and
 *   - writes out/_headers, the headers file of static hosts (Netlify, Cloudflare
 *     Pages), with that policy for the page's URL, the other security headers for every
 *     URL, and long immutable caching for the hashed assets under /_next/static/.
 * No 'unsafe-inline' and no 'unsafe-eval' anywhere. scripts/tools/serve.mjs applies the same
 * _headers file locally.
 *
 * Then it reads every page and out/_headers back, as written, and fails the build where a
 * page's <meta> policy does not allow all of its inline code, or its URL's policy in
 * out/_headers is not the same (with frame-ancestors). `--check` does only that.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { formatHeadersFile, parseHeadersFile, patternMatches } from '../lib/headers-file.mjs';
import {
  applyEdits,
  attributeOf,
  childElements,
  elementsOf,
  firstElement,
  parseHtml,
  removal,
  textOf,
} from '../lib/html.mjs';
import { runs } from '../lib/page-assets.mjs';
import { exportPages } from '../lib/page-text.mjs';
import { isMain } from '../lib/main-module.mjs';
import { fileOf } from '../lib/routes.mjs';

const OUT = 'out';

/** Headers every response carries. */
export const SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), interest-cohort=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';

const hash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The inline code of a page, hashed as the browser hashes it. */
export function inlineHashes(html) {
  const scripts = new Set();
  const styles = new Set();
  const styleAttributes = new Set();
  // Parsed as with scripting off, so the code inside <noscript> is hashed too: it runs
  // without JavaScript, and the page loader (lib/browser/loader.ts) re-adds its font faces.
  for (const element of elementsOf(parseHtml(html, { scripting: false }))) {
    // Data blocks (JSON-LD) never run: script-src does not apply to them.
    if (
      element.tagName === 'script' &&
      attributeOf(element, 'src') === undefined &&
      runs(attributeOf(element, 'type'))
    ) {
      scripts.add(hash(textOf(element)));
    }
    if (element.tagName === 'style') styles.add(hash(textOf(element)));
    const style = attributeOf(element, 'style');
    if (style !== undefined) styleAttributes.add(hash(style));
  }
  return { scripts, styles, styleAttributes };
}

/**
 * A page's policy. `inMeta` leaves out what a <meta> policy may not carry
 * (frame-ancestors is only honoured, and only allowed, in a header).
 */
export function contentSecurityPolicy(
  { scripts, styles, styleAttributes },
  { inMeta = false } = {},
) {
  const list = (set) => [...set].sort().join(' ');
  const directives = [
    "default-src 'self'",
    `script-src 'self'${scripts.size ? ` ${list(scripts)}` : ''}`,
    `style-src 'self'${styles.size ? ` ${list(styles)}` : ''}`,
    // Style attributes in the static HTML (Headless UI hides closed panels with one).
    styleAttributes.size
      ? `style-src-attr 'unsafe-hashes' ${list(styleAttributes)}`
      : "style-src-attr 'none'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  if (!inMeta) directives.push("frame-ancestors 'none'");
  return directives.join('; ');
}

const CSP = 'Content-Security-Policy';

/** Whether a parse5 element is a <meta http-equiv="Content-Security-Policy">. */
const isPolicyMeta = (element) =>
  element.tagName === 'meta' &&
  attributeOf(element, 'http-equiv')?.toLowerCase() === CSP.toLowerCase();

/**
 * The page with its policy early in its <head>, replacing an older one: right after
 * `<meta charset>` when that comes first (it must stay within the first 1024 bytes), else
 * first. Either way before any code, which a <meta> policy only covers after itself.
 * Parsed with parse5 for where <head> and any older policy are; the page is then edited
 * at those offsets only, so that the rest of it stays byte for byte as Next and
 * optimize-export.mjs wrote it.
 */
export function withMetaPolicy(html, policy) {
  const head = firstElement(parseHtml(html), 'head');
  const start = head?.sourceCodeLocation?.startTag;
  if (!start) throw new Error('The page has no <head> tag to put its policy in.');
  const [first] = childElements(head);
  const charset = first?.tagName === 'meta' && attributeOf(first, 'charset') !== undefined;
  const at = charset ? first.sourceCodeLocation.endOffset : start.endOffset;
  const content = policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return applyEdits(html, [
    // An older policy out, the new one in (at one offset, the removal comes first).
    ...childElements(head).filter(isPolicyMeta).map(removal),
    { start: at, end: at, text: `<meta http-equiv="${CSP}" content="${content}"/>` },
  ]);
}

/** A policy's directives: name → its sources. */
export function directivesOf(policy) {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
}

/**
 * Where a browser looks for the sources of each kind of inline code: the first of these
 * directives the policy has (the fallbacks of CSP Level 3).
 */
const FALLBACKS = {
  'inline script': ['script-src-elem', 'script-src', 'default-src'],
  'inline style': ['style-src-elem', 'style-src', 'default-src'],
  'style attribute': ['style-src-attr', 'style-src', 'default-src'],
};

/**
 * What a policy does not allow of a page's inline code, as a browser reads the policy:
 * each hash must be in the directive that applies to its kind, and a style attribute's
 * hash counts only with 'unsafe-hashes'.
 */
export function blockedCode(html, policy) {
  const directives = directivesOf(policy);
  const { scripts, styles, styleAttributes } = inlineHashes(html);
  const blocked = [];
  for (const [kind, hashes] of [
    ['inline script', scripts],
    ['inline style', styles],
    ['style attribute', styleAttributes],
  ]) {
    const sources = directives.get(FALLBACKS[kind].find((name) => directives.has(name)));
    // No directive at all: nothing is restricted, which a strict policy never is.
    if (!sources) continue;
    const hashesCount = kind !== 'style attribute' || sources.includes("'unsafe-hashes'");
    for (const hash of hashes) {
      if (!hashesCount || !sources.includes(hash)) blocked.push(`${kind} ${hash}`);
    }
  }
  return blocked;
}

/**
 * What is wrong with a written page and its entry in the written _headers file: its
 * <meta> policy (there must be one, in <head> before any code) must allow all of
 * its inline code and nothing unsafe, and the headers of its URL must carry the same
 * policy with frame-ancestors. `route` null: the 404 page, served for unknown URLs, which
 * has no URL of its own in _headers.
 */
export function pageProblems(html, route, headerBlocks) {
  const head = childElements(firstElement(parseHtml(html), 'head'));
  const metas = head.filter(isPolicyMeta);
  if (metas.length !== 1) return [`${metas.length} <meta> policies in <head>, not 1`];
  if (!head.slice(0, head.indexOf(metas[0])).every(({ tagName }) => tagName === 'meta')) {
    return ['the <meta> policy comes after code it does not cover'];
  }
  const policy = attributeOf(metas[0], 'content') ?? '';
  const problems = blockedCode(html, policy).map((code) => `${code} not allowed by its <meta>`);
  for (const [name, sources] of directivesOf(policy)) {
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'"]) {
      if (sources.includes(unsafe)) problems.push(`${unsafe} in ${name}`);
    }
  }
  if (route === null) return problems;
  const policies = headerBlocks
    .filter(({ pattern }) => patternMatches(pattern, route))
    .flatMap(({ headers }) => headers.filter(([name]) => name.toLowerCase() === CSP.toLowerCase()));
  if (policies.length !== 1)
    return [...problems, `${policies.length} policies for ${route} in _headers, not 1`];
  const header = directivesOf(policies[0][1]);
  const expected = new Map([...directivesOf(policy), ['frame-ancestors', ["'none'"]]]);
  const differ = [...new Set([...header.keys(), ...expected.keys()])].filter(
    (name) => header.get(name)?.join(' ') !== expected.get(name)?.join(' '),
  );
  if (differ.length) {
    problems.push(
      `its policy in _headers differs from its <meta> (and frame-ancestors 'none') in ${differ.join(', ')}`,
    );
  }
  return problems;
}

/**
 * Reads an export back as written, every page and its _headers: the problems of each
 * page (see pageProblems), and of each page whose route does not map back to its file.
 */
export function exportProblems(outDir) {
  const headerBlocks = parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'));
  const problems = [];
  for (const { route, file, html } of exportPages(outDir, { all: true })) {
    const own = route === '/404' ? null : route;
    const found = pageProblems(html, own, headerBlocks);
    // Static hosts and serve.mjs find the page of that URL: the same file.
    if (fileOf(route) !== relative(outDir, file).split(sep).join('/')) {
      found.push(`the URL ${route} is served from ${fileOf(route)}`);
    }
    problems.push(...found.map((problem) => `${route}: ${problem}`));
  }
  return problems;
}

export function headersFile(pagePolicies) {
  return formatHeadersFile(
    [
      { pattern: '/*', headers: Object.entries(SECURITY_HEADERS) },
      { pattern: '/_next/static/*', headers: [['Cache-Control', IMMUTABLE]] },
      // One policy per page: each allows only its own inline code. Unknown URLs get the
      // 404 page, whose <meta> carries its policy.
      ...pagePolicies.map(({ route, policy }) => ({ pattern: route, headers: [[CSP, policy]] })),
    ],
    'Written by scripts/build/secure-export.mjs after each build. Format: _headers of static hosts.',
  );
}

/**
 * `--check` only reads the export back (exportProblems): what the build wrote, or what
 * changed since.
 */
function main() {
  if (!process.argv.includes('--check')) {
    const pagePolicies = [];
    for (const { route, file, html } of exportPages(OUT, { all: true })) {
      const hashes = inlineHashes(html);
      writeFileSync(file, withMetaPolicy(html, contentSecurityPolicy(hashes, { inMeta: true })));
      // The 404 page answers unknown URLs: it has no URL of its own.
      if (route !== '/404') pagePolicies.push({ route, policy: contentSecurityPolicy(hashes) });
    }
    writeFileSync(join(OUT, '_headers'), headersFile(pagePolicies));
  }
  const problems = exportProblems(OUT);
  if (problems.length) {
    console.error(`Content-Security-Policy of ${OUT}/, as written:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  const pages = [...exportPages(OUT, { all: true })].length;
  console.log(
    `Content-Security-Policy: ${pages} pages and ${OUT}/_headers read back, every inline code allowed, the same policy in both.`,
  );
}

if (isMain(import.meta.url)) main();
