/**
 * What a served copy of the export answers, against its out/, over HTTP (e2e/hosts.spec.ts,
 * scripts/tools/check-deploy.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join, relative, sep } from 'node:path';
import { firstElement, parseHtml, type Element } from '../../site-build/export/html';
import { pagesOf } from '../../site-build/export/pages';
import { CSP, headersFileOf, headersFor, type Header } from '../../site-build/export/headers';
import { pagePolicyProblems } from '../../site-build/security';
import { UNKNOWN_PATH } from '../../serving/host-guard';

type Fetch = (url: string, init: { redirect: 'manual' }) => Promise<Response>;

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
  if (!cacheControl || /\b(no-cache|no-store)\b/.test(cacheControl)) return false;
  const maxAge = /\b(?:s-)?max-age=(\d+)/.exec(cacheControl)?.[1];
  return /\bimmutable\b/.test(cacheControl) || Number(maxAge) > 0;
}

/** A response's headers against `expected`, the rules of out/_headers for its path. */
function headerProblems(response: Response, expected: Header[]) {
  const problems = expected.flatMap(([name, value]) => {
    const served = response.headers.get(name);
    if (served === null) return [`no ${name} header`];
    return served === value ? [] : [`${name} is "${served}", not "${value}"`];
  });
  const ruled = expected.some(([name]) => name.toLowerCase() === 'cache-control');
  const cache = response.headers.get('cache-control');
  if (!ruled && cachedLong(cache)) problems.push(`cached without revalidation ("${cache}")`);
  return problems;
}

/**
 * The site at `origin` against the export in `outDir`: how many URLs were checked, and a line
 * per problem. `redirectStatuses`: Cloudflare Pages sends 308, Netlify 301.
 */
export async function deploymentProblems(
  origin: string,
  { outDir = 'out', redirectStatuses = [301, 308], fetch = globalThis.fetch as Fetch } = {},
) {
  const rules = headersFileOf(outDir);
  const get = (path: string) => fetch(new URL(path, origin).href, { redirect: 'manual' });
  const pages = pagesOf(outDir, { all: true }).filter(({ route }) => route !== '/404');
  // Every file but the pages and _headers, as a URL path (`/_next/static/…`).
  const otherFiles = readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(outDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .filter((path) => !path.endsWith('.html') && path !== '/_headers')
    .sort();
  const fileCheck = (path: string, isPage: boolean) => async () => {
    const response = await get(path);
    const body = await response.text();
    if (response.status !== 200) return [`${path}: answers ${response.status}, not 200`];
    return [
      ...headerProblems(response, headersFor(rules, path)),
      // A missing CSP header is told above: out/_headers has one for each page.
      ...(isPage ? pagePolicyProblems(body, 'its CSP header', response.headers.get(CSP)) : []),
    ].map((problem) => `${path}: ${problem}`);
  };
  const checks = [
    ...pages.map(({ route }) => fileCheck(route, true)),
    ...pages.flatMap(({ route }) => {
      const addresses = route === '/' ? ['/index.html'] : [`${route}.html`, `${route}/`];
      return addresses.map((address) => async () => {
        const response = await get(address);
        const location = response.headers.get('location');
        const target = location && new URL(location, new URL(address, origin)).pathname;
        if (redirectStatuses.includes(response.status) && target === route) return [];
        const to = location ? ` to ${location}` : '';
        const expected = `${redirectStatuses.join(' or ')} to ${route}`;
        return [`${address}: answers ${response.status}${to}, not ${expected}`];
      });
    }),
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
      await response.text();
      return response.status === 200 ? ['/_headers: served to visitors'] : [];
    },
    ...otherFiles.map((path) => fileCheck(path, false)),
  ];
  // Six requests at a time; the problems in the order of the checks.
  const found: string[][] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < checks.length; index = next++)
      found[index] = await checks[index]!().catch(
        (error: Error & { cause?: { message?: string } }) => [
          `${error.message}${error.cause ? ` (${error.cause.message ?? error.cause})` : ''}`,
        ],
      );
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return { checked: checks.length, problems: found.flat() };
}

/**
 * The body of an HTTP/1.1 message sent in chunks, without its framing. `partial`: the
 * message's first bytes only (what came in a round trip), its last chunk maybe cut short.
 */
export function unchunked(framed: Buffer, { partial = false } = {}) {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = framed.indexOf('\r\n', at);
    if (lineEnd < 0) {
      if (partial) return Buffer.concat(parts);
      throw new Error('A chunk without its size line');
    }
    const size = parseInt(framed.subarray(at, lineEnd).toString('latin1'), 16);
    if (Number.isNaN(size)) throw new Error('A chunk size that is not hexadecimal');
    if (size === 0) return Buffer.concat(parts);
    parts.push(framed.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
    if (partial && at >= framed.length) return Buffer.concat(parts);
  }
}

export interface WireResponse {
  status: number;
  /** Every byte the server sent: status line, headers, framing and body. */
  bytes: number;
  /** Its headers, names in lower case. */
  headers: Record<string, string>;
  /** Its body as sent (still compressed), without the chunked framing. */
  body: Buffer;
  /**
   * Its body as far as it had come after the first `n` bytes of the response (status line,
   * headers and framing counted), still compressed: what a browser has after a round trip.
   */
  bodyWithin(n: number): Buffer;
}

/** A response's status line, headers and body, from its bytes on the wire. */
function readResponse(raw: Buffer, { partial = false } = {}) {
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd < 0)
    return { status: 0, headers: {} as Record<string, string>, body: Buffer.alloc(0) };
  const [statusLine = '', ...lines] = raw.subarray(0, headEnd).toString('latin1').split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  const framed = raw.subarray(headEnd + 4);
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: /chunked/i.test(headers['transfer-encoding'] ?? '')
      ? unchunked(framed, { partial })
      : framed,
  };
}

/**
 * A GET of `path` from `origin` (http://host:port) over one new HTTP/1.1 connection, as a
 * browser's first request asks it (`acceptEncoding`), read byte for byte: what the first
 * round trip of a connection must carry.
 */
export function responseOnTheWire(origin: string, path: string, acceptEncoding: string) {
  const { hostname, port, host } = new URL(origin);
  return new Promise<WireResponse>((done, failed) => {
    const socket = connect(Number(port) || 80, hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', failed);
    socket.on('end', () => {
      const raw = Buffer.concat(chunks);
      done({
        ...readResponse(raw),
        bytes: raw.length,
        bodyWithin: (n) => readResponse(raw.subarray(0, n), { partial: true }).body,
      });
    });
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nAccept-Encoding: ${acceptEncoding}\r\nConnection: close\r\n\r\n`,
    );
  });
}
