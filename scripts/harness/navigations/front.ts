/**
 * HTTPS and HTTP/2 in front of a host on this machine, as the real hosts answer (Cloudflare
 * Pages, nginx with TLS): one connection to the site, its requests multiplexed. Over plain
 * `http://`, a browser speaks HTTP/1.1, six connections to a host at most, and a request
 * waits for one of them when the page's own files hold all six: a prerender asked for while
 * the page's scripts still come waits there, where over HTTP/2 it leaves at once. For the
 * link bench's navigations (./runs.ts), behind the modelled link (../bench/link.ts), which
 * carries the TLS bytes as any other. Its certificate is made for 127.0.0.1 by openssl at
 * start, and trusted by no browser: the visitor's Chromium and Firefox are told to accept it.
 *
 * Its TLS records are of the hosts' size (HOST_TLS_RECORD_BYTES), not Node's 16 KB: a browser
 * decrypts a record only once the whole of it has come, and a 16 KB record that the first
 * round trip (FIRST_ROUND_TRIP_BYTES) cannot carry whole holds every byte of it, the first
 * too, until the next round trip. A response a few hundred bytes past that round trip would
 * come whole, its first byte too, part of a round trip later: a delay the hosts' records do
 * not make.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createSecureServer, type ServerHttp2Session } from 'node:http2';
import { request, type OutgoingHttpHeaders } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOP_BY_HOP } from '../../serving/host-guard';
import { HOST_TLS_RECORD_BYTES } from '../../site-build/budgets';
import { closeCutting, listenOnFreePort } from '../../serving/ports';

/** A key and a self-signed certificate for 127.0.0.1, made by openssl. */
function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'candidia-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'certificate.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(dir, 'key.pem')),
      cert: readFileSync(join(dir, 'certificate.pem')),
    };
  } catch (error) {
    throw new Error(`openssl made no certificate (Debian: apt-get install openssl): ${error}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Serves `upstream` (http://host:port) over HTTPS, HTTP/2 (or HTTP/1.1 to a client that asks). */
export async function startHttp2Front(upstream: string) {
  const target = new URL(upstream);
  const server = createSecureServer(
    { ...selfSignedCertificate(), allowHTTP1: true },
    (incoming, outgoing) => {
      const headers: OutgoingHttpHeaders = { host: target.host };
      for (const [name, value] of Object.entries(incoming.headers))
        if (!name.startsWith(':') && !HOP_BY_HOP.has(name) && value !== undefined)
          headers[name] = value;
      const forwarded = request(
        {
          host: target.hostname,
          port: target.port,
          method: incoming.method,
          path: incoming.url,
          headers,
        },
        (answer) => {
          const answered: OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(answer.headers))
            if (!HOP_BY_HOP.has(name) && value !== undefined) answered[name] = value;
          outgoing.writeHead(answer.statusCode ?? 502, answered);
          answer.pipe(outgoing);
        },
      );
      forwarded.on('error', () => {
        if (!outgoing.headersSent) outgoing.writeHead(502);
        outgoing.end();
      });
      incoming.pipe(forwarded);
    },
  );
  server.on('secureConnection', (socket: TLSSocket) =>
    socket.setMaxSendFragment(HOST_TLS_RECORD_BYTES),
  );
  // A browser that leaves cuts its streams: nothing to report.
  server.on('sessionError', () => {});
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  const port = await listenOnFreePort(server);
  return {
    url: `https://127.0.0.1:${port}`,
    stop: () => closeCutting(server, sessions),
  };
}
