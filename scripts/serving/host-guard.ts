/**
 * What stands in front of `wrangler pages dev` wherever the project serves the export (npm
 * start, the end-to-end suite, the benches): a few lines of node:http between the visitor and
 * wrangler, for what wrangler itself answers badly. Measured on wrangler 4.164:
 *
 * - a NUL byte in the path (`/tarifs%00`), `/_headers` and a name longer than a file name
 *   may be (300 letters) make its asset server fail: 502, with the export folder's absolute
 *   path in the body;
 * - a 5xx of any other cause would print the same, and makes it look for a newer wrangler
 *   on the registry (see outboundSink below).
 *
 * So, before wrangler: only GET and HEAD (405 otherwise, its body dropped unread, as Pages'
 * assets answer); a control character in the decoded path is a 400; a path longer than
 * 8 KB a 414 (nginx's default, where Cloudflare allows 16 KB); Pages' own files (_headers,
 * _redirects…) and names no file system can hold are asked of wrangler as an unknown path,
 * so that they answer the site's 404 page with its headers, as Cloudflare does. After
 * wrangler: a 5xx keeps its status, its body is replaced by a line that names no file
 * (wrangler's own is printed on the server's side).
 *
 * One request header is rewritten: wrangler takes the first encoding a browser lists, and
 * browsers list gzip first (`gzip, deflate, br, zstd`), so it would send gzip where
 * Cloudflare's edge sends brotli to every browser that takes it. The guard lists brotli
 * first when the browser accepts it (cloudflareAcceptEncoding).
 *
 * Every other response passes byte for byte, compression and headers included: what the
 * suite and the benches measure is what wrangler sends.
 */
import {
  createServer,
  request as httpRequest,
  Agent,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { listenOnFreePort } from './ports';

/**
 * An Accept-Encoding header with brotli first, when it accepts brotli at all: the encoding
 * Cloudflare's edge chooses, whatever the order a browser lists them in.
 */
export function cloudflareAcceptEncoding(value: string | undefined) {
  const brotli = acceptedBrotli(value);
  if (!value || !brotli) return value;
  const codings = value.split(',').map((coding) => coding.trim());
  return [brotli, ...codings.filter((coding) => coding !== brotli)].join(', ');
}

/** The brotli coding of an Accept-Encoding header (`br`, `br;q=0.5`), unless absent or refused (q=0). */
export function acceptedBrotli(value: string | undefined) {
  const brotli = value
    ?.split(',')
    .map((coding) => coding.trim())
    .find((coding) => /^br(\s*;|$)/i.test(coding));
  return brotli && !/;\s*q\s*=\s*0(\.0*)?\s*$/i.test(brotli) ? brotli : undefined;
}

/** A path that names nothing of the site: what the host's 404 page answers. */
export const UNKNOWN_PATH = '/cette-adresse-n-existe-pas';

/** The longest request target let through: nginx's default header buffer. */
export const MAX_TARGET_BYTES = 8 * 1024;
/** The most of a refused request's body read (and dropped) before its answer. */
const MAX_DRAIN_BYTES = 64 * 1024 * 1024;
/** The longest file name (NAME_MAX on Linux and macOS) a path segment can match. */
const MAX_NAME_BYTES = 255;
/** Files of Cloudflare Pages' that configure the host and are never served. */
const PAGES_FILES = new Set(['_headers', '_redirects', '_routes.json', '_worker.js']);
/** Headers that belong to one connection, never passed on (HTTP/2 carries none of them). */
export const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

export const SERVER_ERROR_BODY =
  'The local server (wrangler) failed on this request: its output says why.\n';

export type Verdict =
  | { answer: number; allow?: string }
  | { forward: string /* the path and query to ask of wrangler */ };

/** What the guard does with a request, from its method and target alone. */
export function verdictOf(method: string, target: string): Verdict {
  if (Buffer.byteLength(target) > MAX_TARGET_BYTES) return { answer: 414 };
  if (method !== 'GET' && method !== 'HEAD') return { answer: 405, allow: 'GET, HEAD' };
  if (!target.startsWith('/')) return { answer: 400 };
  const path = target.split(/[?#]/, 1)[0]!;
  let segments: string[];
  try {
    segments = path.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    // A malformed escape (`/%zz`) names no file: wrangler answers 404 for it itself.
    return { forward: target };
  }
  if (segments.some((segment) => /[\u0000-\u001f\u007f]/.test(segment))) return { answer: 400 };
  if (
    PAGES_FILES.has(segments[1] ?? '') ||
    segments.some((segment) => Buffer.byteLength(segment) > MAX_NAME_BYTES)
  )
    return { forward: UNKNOWN_PATH };
  return { forward: target };
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request.\n',
  405: 'Method not allowed: this site only answers GET and HEAD.\n',
  414: 'Address too long.\n',
};

export interface Guard {
  /** http://127.0.0.1:PORT */
  url: string;
  close(): Promise<void>;
}

/**
 * The guard on 127.0.0.1:`port` (0: a free one) in front of the server at `upstream`
 * (http://127.0.0.1:PORT). `onServerError` hears each 5xx body it withheld.
 */
export async function startGuard({
  port,
  upstream,
  onServerError = () => {},
}: {
  port: number;
  upstream: string;
  onServerError?: (path: string, status: number, body: string) => void;
}): Promise<Guard> {
  const target = new URL(upstream);
  // Connections to wrangler kept open and reused, 200 at once at most (the rest wait).
  const agent = new Agent({ keepAlive: true, maxSockets: 200 });

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    // Dates and connection headers come from wrangler's response, not from this server:
    // without a Connection header of its own (removed), Node adds none, nor Keep-Alive.
    response.sendDate = false;
    response.removeHeader('Connection');
    const verdict = verdictOf(request.method ?? '', request.url ?? '');
    if ('answer' in verdict) {
      const body = STATUS_TEXT[verdict.answer] ?? '';
      const answer = () => {
        response.writeHead(verdict.answer, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Content-Length': Buffer.byteLength(body),
          ...(verdict.allow ? { Allow: verdict.allow } : {}),
        });
        response.end(request.method === 'HEAD' ? undefined : body);
      };
      // Whatever body came with it is read and dropped as it arrives, never kept, and the
      // answer waits for its end: a socket closed with unread data is reset, and the reset
      // can reach the client before the answer does. Past MAX_DRAIN_BYTES, the connection
      // is cut.
      let drained = 0;
      request.on('data', (chunk: Buffer) => {
        drained += chunk.length;
        if (drained > MAX_DRAIN_BYTES) request.socket.destroy();
      });
      request.on('end', answer);
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
    );
    if (headers['accept-encoding'])
      headers['accept-encoding'] = cloudflareAcceptEncoding(request.headers['accept-encoding']);
    const forwarded = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: verdict.forward,
        headers,
        agent,
      },
      (answer) => {
        const status = answer.statusCode ?? 502;
        if (status >= 500) {
          let text = '';
          answer.setEncoding('utf8');
          answer.on('data', (chunk: string) => {
            if (text.length < 4096) text += chunk;
          });
          answer.on('end', () => onServerError(request.url ?? '', status, text));
          response.writeHead(status, {
            'Content-Type': 'text/plain; charset=utf-8',
            'Content-Length': Buffer.byteLength(SERVER_ERROR_BODY),
            'Cache-Control': 'no-store',
          });
          response.end(request.method === 'HEAD' ? undefined : SERVER_ERROR_BODY);
          return;
        }
        // Raw headers, in wrangler's order and case, less the connection's own.
        const raw = answer.rawHeaders;
        const passed: string[] = [];
        for (let index = 0; index < raw.length; index += 2)
          if (!HOP_BY_HOP.has(raw[index]!.toLowerCase())) passed.push(raw[index]!, raw[index + 1]!);
        response.writeHead(status, answer.statusMessage, passed);
        answer.pipe(response);
      },
    );
    forwarded.on('error', (error) => {
      onServerError(request.url ?? '', 502, error.message);
      if (response.headersSent) {
        response.destroy();
        return;
      }
      response.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(SERVER_ERROR_BODY);
    });
    request.pipe(forwarded);
  };

  const server: Server = createServer(handle);
  // A request whose head Node cannot parse (a raw NUL in its line, headers past 16 KB) is
  // answered 400 or 431 by Node itself, without a path.
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(port, '127.0.0.1', () => listening());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((closed) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}

/**
 * Where wrangler's own outbound requests go: it reads HTTPS_PROXY and sends every fetch of
 * its own there (the update check it runs after an error, for one). This stand-in proxy on
 * 127.0.0.1 refuses each with 403 and keeps the address asked for, so that nothing leaves
 * the machine and a test can tell whether anything tried.
 */
export async function startOutboundSink(onAttempt: (address: string) => void = () => {}) {
  const attempts: string[] = [];
  const refused = (address: string) => {
    attempts.push(address);
    onAttempt(address);
  };
  // A plain http:// request comes whole (its absolute URL); an https:// one asks for a tunnel.
  const server = createServer((request, response) => {
    refused(request.url ?? '');
    response.writeHead(403, { Connection: 'close' });
    response.end();
  });
  server.on('connect', (request: IncomingMessage, socket) => {
    refused(request.url ?? '');
    // A tunnel's socket leaves the server's own tracking (closeAllConnections cannot end it):
    // destroyed once the refusal is sent, or close() would wait on it for as long as wrangler
    // keeps its end open.
    socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n', () => socket.destroy());
  });
  const port = await listenOnFreePort(server);
  return {
    url: `http://127.0.0.1:${port}`,
    /** The addresses wrangler tried to reach, refused here. */
    attempts,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
