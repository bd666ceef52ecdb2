import { createServer, type Server } from 'node:http';
import { connect } from 'node:http2';
import { createServer as createTcpServer, connect as connectTcp, type AddressInfo } from 'node:net';
import { HOST_TLS_RECORD_BYTES } from '../../site-build/budgets';
import { startHttp2Front } from './front';

/** The lengths of the TLS records in a stream of them (5 bytes of header, then the record). */
function recordLengths(stream: Buffer) {
  const lengths: number[] = [];
  for (let at = 0; at + 5 <= stream.length; at += 5 + stream.readUInt16BE(at + 3))
    lengths.push(stream.readUInt16BE(at + 3));
  return lengths;
}

describe('HTTPS and HTTP/2 in front of a host', () => {
  let upstream: Server;
  beforeAll(async () => {
    upstream = createServer((request, response) => {
      response.writeHead(200, {
        'content-type': 'text/plain',
        connection: 'keep-alive',
        'x-seen': `${request.method} ${request.url} ${request.headers.host} ${request.headers['accept-encoding']}`,
      });
      response.end(request.url === '/long' ? 'x'.repeat(40_000) : 'bonjour');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => upstream.close(resolve)));

  it('answers over HTTP/2 what the host answers, without the headers of one hop', async () => {
    const { port } = upstream.address() as AddressInfo;
    const front = await startHttp2Front(`http://127.0.0.1:${port}`);
    const session = connect(front.url, { rejectUnauthorized: false });
    try {
      const stream = session.request({ ':path': '/tarifs?x=1', 'accept-encoding': 'br' });
      const headers = await new Promise<Record<string, unknown>>((resolve) =>
        stream.on('response', resolve),
      );
      let body = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (body += chunk));
      await new Promise((resolve) => stream.on('end', resolve));
      expect(headers[':status']).toBe(200);
      expect(headers['x-seen']).toBe(`GET /tarifs?x=1 127.0.0.1:${port} br`);
      expect(headers.connection).toBeUndefined();
      expect(body).toBe('bonjour');
    } finally {
      session.close();
      await front.stop();
    }
  });

  it('sends TLS records of Cloudflare’s size, not 16 KB ones that a first round trip cannot carry whole', async () => {
    const { port } = upstream.address() as AddressInfo;
    const front = await startHttp2Front(`http://127.0.0.1:${port}`);
    // Between the client and the front: what the front sends, as it goes on the wire.
    const sent: Buffer[] = [];
    const tap = createTcpServer((client) => {
      const server = connectTcp(Number(new URL(front.url).port), '127.0.0.1');
      client.pipe(server);
      server.on('data', (chunk: Buffer) => sent.push(chunk));
      server.pipe(client);
    });
    await new Promise<void>((resolve) => tap.listen(0, '127.0.0.1', resolve));
    const session = connect(`https://127.0.0.1:${(tap.address() as AddressInfo).port}`, {
      rejectUnauthorized: false,
    });
    try {
      const stream = session.request({ ':path': '/long' });
      let length = 0;
      stream.on('data', (chunk: Buffer) => (length += chunk.length));
      await new Promise((resolve) => stream.on('end', resolve));
      expect(length).toBe(40_000);
      const records = recordLengths(Buffer.concat(sent));
      // Each record: at most its plaintext and the cipher's overhead (TLS 1.3: 17 bytes).
      expect(Math.max(...records)).toBeLessThanOrEqual(HOST_TLS_RECORD_BYTES + 256);
      expect(records.filter((bytes) => bytes > HOST_TLS_RECORD_BYTES - 256).length).toBeGreaterThan(
        5,
      );
    } finally {
      session.close();
      await front.stop();
      await new Promise((resolve) => tap.close(resolve));
    }
  });
});
