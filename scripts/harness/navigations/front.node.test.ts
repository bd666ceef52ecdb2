import { createServer, type Server } from 'node:http';
import { connect } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { startHttp2Front } from './front';

describe('HTTPS and HTTP/2 in front of a host', () => {
  let upstream: Server;
  beforeAll(async () => {
    upstream = createServer((request, response) => {
      response.writeHead(200, {
        'content-type': 'text/plain',
        connection: 'keep-alive',
        'x-seen': `${request.method} ${request.url} ${request.headers.host} ${request.headers['accept-encoding']}`,
      });
      response.end('bonjour');
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
});
