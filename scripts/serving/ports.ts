/** Where the servers and drivers the tooling starts on this machine listen, and how they stop. */
import { createServer, type AddressInfo, type Server } from 'node:net';

/** A port free now; the host (or driver) takes it right after (a lost race is retried). */
export function freePort() {
  return new Promise<number>((done, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });
}

/** Starts `server` on a free port of 127.0.0.1, chosen by the system; returns that port. */
export async function listenOnFreePort(server: Pick<Server, 'listen' | 'address'>) {
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', () => listening()));
  return (server.address() as AddressInfo).port;
}

/**
 * Stops `server`, cutting the connections it still holds (sockets, HTTP/2 sessions): a
 * browser keeps its connections open, and the server's close would wait for them.
 */
export function closeCutting(
  server: { close(closed: () => void): unknown },
  connections: Iterable<{ destroy(): void }>,
) {
  return new Promise<void>((stopped) => {
    server.close(() => stopped());
    for (const connection of connections) connection.destroy();
  });
}
