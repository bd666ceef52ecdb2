/**
 * Each page's Content-Security-Policy, its inline code hashed (SHA-256) and nothing unsafe,
 * in a <meta> at the top of its <head> and for its URL in out/_headers, with the headers of
 * every response; and how a browser reads a policy, for the checks.
 */
import { createHash } from 'node:crypto';
import {
  applyEdits,
  attributeOf,
  childElements,
  elementsOf,
  escapeAttribute,
  firstElement,
  isInlineScript,
  parseHtml,
  removal,
  textOf,
} from './export/html';
import {
  CSP,
  directivesOf,
  formatHeadersFile,
  type HeaderBlock,
  isPolicyMeta,
} from './export/headers';
import { isSpeculationRules } from './speculation';

const SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // No `interest-cohort`: FLoC is gone, and browsers now warn of it as an unknown feature.
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

const hash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

type Hashes = Record<'scripts' | 'styles' | 'styleAttributes', Set<string>>;

/**
 * A page's inline code, hashed as the browser hashes it: its scripts and its speculation
 * rules (which Chromium holds to script-src); data blocks (JSON-LD) never run.
 */
export function inlineHashes(html: string): Hashes {
  const hashes: Hashes = { scripts: new Set(), styles: new Set(), styleAttributes: new Set() };
  // Scripting off: the code inside <noscript> applies without JavaScript, and the page
  // loader re-adds its font faces.
  for (const element of elementsOf(parseHtml(html, { scripting: false }))) {
    if (isInlineScript(element) || isSpeculationRules(element))
      hashes.scripts.add(hash(textOf(element)));
    if (element.tagName === 'style') hashes.styles.add(hash(textOf(element)));
    const style = attributeOf(element, 'style');
    if (style !== undefined) hashes.styleAttributes.add(hash(style));
  }
  return hashes;
}

/** A page's policy; `inMeta` leaves out frame-ancestors, honoured (and allowed) in a header only. */
export function contentSecurityPolicy(hashes: Hashes, { inMeta = false } = {}) {
  const list = (first: string, set: Set<string>) => [first, ...[...set].sort()].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", hashes.scripts)}`,
    `style-src ${list("'self'", hashes.styles)}`,
    // Style attributes of the static HTML (Headless UI hides closed panels with one).
    hashes.styleAttributes.size
      ? `style-src-attr ${list("'unsafe-hashes'", hashes.styleAttributes)}`
      : "style-src-attr 'none'",
    // Fonts, fetches and the manifest fall back on default-src 'self': each byte of the
    // policy is sent twice in the first round trip (its <meta> and its header).
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(inMeta ? [] : ["frame-ancestors 'none'"]),
  ].join('; ');
}

/**
 * The page with its policy early in its <head>, replacing an older one: right after
 * `<meta charset>` when that comes first (it must stay in the first 1024 bytes), else first;
 * before any code either way, since a <meta> policy only covers what follows it.
 */
export function withMetaPolicy(html: string, policy: string) {
  const head = firstElement(parseHtml(html), 'head');
  const start = head?.sourceCodeLocation?.startTag;
  if (!start) throw new Error('The page has no <head> tag to put its policy in.');
  const [first] = childElements(head);
  const charset = first?.tagName === 'meta' && attributeOf(first, 'charset') !== undefined;
  const at = charset ? first.sourceCodeLocation!.endOffset : start.endOffset;
  const meta = `<meta http-equiv="${CSP}" content="${escapeAttribute(policy)}"/>`;
  // At one offset, the removal of an older policy comes first.
  return applyEdits(html, [
    ...childElements(head).filter(isPolicyMeta).map(removal),
    { start: at, end: at, text: meta },
  ]);
}

export const headersFile = (pagePolicies: { route: string; policy: string }[]) =>
  formatHeadersFile(
    [
      { pattern: '/*', headers: Object.entries(SECURITY_HEADERS) },
      { pattern: '/_next/static/*', headers: [['Cache-Control', IMMUTABLE]] },
      // Unknown URLs get the 404 page, whose <meta> carries its own policy.
      ...pagePolicies.map(({ route, policy }): HeaderBlock => ({
        pattern: route,
        headers: [[CSP, policy]],
      })),
    ],
    'Written by scripts/site-build/secure-export.ts after each build. Format: _headers of static hosts.',
  );

/**
 * What a policy does not allow of a page's inline code, as a browser reads it: each hash in
 * the directive that applies to its kind (the first present of its fallbacks), a style
 * attribute's only with 'unsafe-hashes'.
 */
export function blockedCode(html: string, policy: string) {
  const directives = directivesOf(policy);
  const { scripts, styles, styleAttributes } = inlineHashes(html);
  const blocked: string[] = [];
  for (const [kind, hashes, fallbacks] of [
    ['inline script', scripts, ['script-src-elem', 'script-src', 'default-src']],
    ['inline style', styles, ['style-src-elem', 'style-src', 'default-src']],
    ['style attribute', styleAttributes, ['style-src-attr', 'style-src', 'default-src']],
  ] as const) {
    const sources = directives.get(fallbacks.find((name) => directives.has(name)) ?? '');
    // No directive at all restricts nothing, which a strict policy never is.
    if (!sources) continue;
    const counted = kind !== 'style attribute' || sources.includes("'unsafe-hashes'");
    for (const code of hashes)
      if (!counted || !sources.includes(code)) blocked.push(`${kind} ${code}`);
  }
  return blocked;
}

/** The directives in which a header policy differs from a page's <meta> policy with frame-ancestors 'none'. */
export function policyDifferences(meta: string, header: string) {
  const expected = new Map([...directivesOf(meta), ['frame-ancestors', ["'none'"]]]);
  const served = directivesOf(header);
  return [...new Set([...served.keys(), ...expected.keys()])].filter(
    (name) => served.get(name)?.join(' ') !== expected.get(name)?.join(' '),
  );
}

/**
 * For the built pages and a deployed copy: what a page's <meta> policy and its `header` (`name`
 * in the problems, null if none) block of its inline code, as a browser enforces both, and the
 * directives in which the header differs from the <meta> with frame-ancestors 'none'.
 */
export function pagePolicyProblems(html: string, name: string, header: string | null) {
  const tag = childElements(firstElement(parseHtml(html), 'head')).find(isPolicyMeta);
  const meta = tag && attributeOf(tag, 'content');
  if (meta === undefined) return ['no Content-Security-Policy <meta>'];
  const blocks = (by: string, policy: string) =>
    blockedCode(html, policy).map((code) => `${by} blocks its ${code}`);
  const differ = header === null ? [] : policyDifferences(meta, header);
  // A header that does not differ blocks what the <meta> blocks: told once.
  if (header === null || !differ.length) return blocks('its <meta>', meta);
  return [
    ...blocks('its <meta>', meta),
    `${name} differs from its <meta> (and frame-ancestors 'none') in ${differ.join(', ')}`,
    ...blocks(name, header),
  ];
}
