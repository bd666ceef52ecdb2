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
 * _headers file locally. A page whose inline code is not covered by its policy fails
 * the build.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'parse5';
import { exportPages } from '../lib/page-text.mjs';
import { isMain } from '../lib/main-module.mjs';

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

/** Whether a <script> of this type is run by the browser (a classic script or a module). */
const runs = (type) =>
  type === undefined || /^\s*$|^(text|application)\/(java|ecma)script$|^module$/i.test(type.trim());

/** The inline code of a page, hashed as the browser hashes it. */
export function inlineHashes(html) {
  const scripts = new Set();
  const styles = new Set();
  const styleAttributes = new Set();
  const walk = (node) => {
    const attribute = (name) => node.attrs?.find((candidate) => candidate.name === name)?.value;
    // Data blocks (JSON-LD) never run: script-src does not apply to them.
    if (node.tagName === 'script' && attribute('src') === undefined && runs(attribute('type'))) {
      scripts.add(hash(node.childNodes.map((child) => child.value).join('')));
    }
    if (node.tagName === 'style')
      styles.add(hash(node.childNodes.map((child) => child.value).join('')));
    const style = attribute('style');
    if (style !== undefined) styleAttributes.add(hash(style));
    for (const child of node.childNodes ?? []) walk(child);
    if (node.content) walk(node.content);
  };
  // Parsed as with scripting off, so the code inside <noscript> is hashed too: it runs
  // without JavaScript, and the loader of optimize-export.mjs re-adds its font faces.
  walk(parse(html, { scriptingEnabled: false }));
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

const META_PATTERN = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;

/** The page with its policy as the first element of its <head>, replacing an older one. */
export function withMetaPolicy(html, policy) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/>`;
  if (META_PATTERN.test(html)) return html.replace(META_PATTERN, meta);
  return html.replace(/<head>/, `<head>${meta}`);
}

/** Inline code of a page that its policy does not allow: must be empty. */
export function uncovered(html, policy) {
  const { scripts, styles, styleAttributes } = inlineHashes(html);
  const directive = (name) =>
    policy
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? '';
  const missing = [];
  for (const value of scripts)
    if (!directive('script-src').includes(value)) missing.push(`inline script ${value}`);
  for (const value of styles)
    if (!directive('style-src').includes(value)) missing.push(`inline style ${value}`);
  for (const value of styleAttributes)
    if (!directive('style-src-attr').includes(value)) missing.push(`style attribute ${value}`);
  return missing;
}

export function headersFile(pagePolicies) {
  const block = (path, headers) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    '# Written by scripts/build/secure-export.mjs after each build. Format: _headers of static hosts.',
    block('/*', SECURITY_HEADERS),
    block('/_next/static/*', { 'Cache-Control': IMMUTABLE }),
    // One policy per page: each allows only its own inline code. Unknown URLs get the
    // 404 page, whose <meta> carries its policy.
    ...pagePolicies.map(({ route, policy }) => block(route, { 'Content-Security-Policy': policy })),
    '',
  ].join('\n');
}

function main() {
  const pagePolicies = [];
  const failures = [];
  for (const { route, file, html } of exportPages(OUT, { all: true })) {
    const hashes = inlineHashes(html.replace(META_PATTERN, ''));
    const secured = withMetaPolicy(html, contentSecurityPolicy(hashes, { inMeta: true }));
    writeFileSync(file, secured);
    const policy = contentSecurityPolicy(hashes);
    failures.push(...uncovered(secured, policy).map((item) => `${route}: ${item}`));
    // The 404 page answers unknown URLs: it has no URL of its own.
    if (route !== '/404') pagePolicies.push({ route, policy });
  }
  if (failures.length) {
    console.error(`Inline code without its hash:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  writeFileSync(join(OUT, '_headers'), headersFile(pagePolicies));
  console.log(
    `Content-Security-Policy: ${pagePolicies.length + 1} pages hashed, out/_headers written.`,
  );
}

if (isMain(import.meta.url)) main();
