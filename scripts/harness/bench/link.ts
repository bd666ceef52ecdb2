/**
 * A slow phone's link, modelled as TCP sends over it: for the link bench
 * (scripts/tools/bench-link.ts). Neither of Lighthouse's modes models what a browser gets in
 * its first round trips: its simulation waits for the whole document before the first paint,
 * and its `devtools` throttling delays each request but knows nothing of TCP's slow start.
 * This proxy does, between the browser and a host on this machine:
 *
 * - a new connection costs one round trip before its first request leaves (the handshake);
 * - each request reaches the host half a round trip after it leaves;
 * - each connection sends its responses in flights: ten segments (14 600 B) in the first
 *   round trip, then as many more as were acknowledged (slow start: the window doubles each
 *   round trip while it is full);
 * - every connection shares one downlink of SLOW_LINK.bitsPerSecond, and a byte reaches the
 *   browser half a round trip after the link has sent it.
 *
 * Loss, TLS and the host's own time are left out: the host answers at once, from this machine.
 */
import { connect, createServer, type Socket } from 'node:net';
import { closeCutting, listenOnFreePort } from '../../serving/ports';

export interface LinkModel {
  roundTripMs: number;
  bitsPerSecond: number;
  /** The congestion window of a new connection, in segments (RFC 6928: 10). */
  initialWindowSegments: number;
  segmentBytes: number;
}

/** The slow phone's link of the team's profiles: 150 ms round trip, 1.6 Mbit/s, 10 segments. */
export const SLOW_LINK: LinkModel = {
  roundTripMs: 150,
  bitsPerSecond: 1.6e6,
  initialWindowSegments: 10,
  segmentBytes: 1460,
};

/** The one downlink every connection shares: when it is free to send again. */
export class Downlink {
  private freeAt = 0;
  constructor(private readonly model: LinkModel) {}

  /** Sends `bytes` no earlier than `at` (ms): when the last of them reaches the browser. */
  send(bytes: number, at: number) {
    const start = Math.max(at, this.freeAt);
    this.freeAt = start + (bytes * 8 * 1000) / this.model.bitsPerSecond;
    return this.freeAt + this.model.roundTripMs / 2;
  }
}

/**
 * One connection's sender in slow start: `schedule(bytes, now)` splits what the host wrote
 * into the pieces each flight carries, and says when each reaches the browser.
 */
export class SlowStartSender {
  private window: number;
  private flightStart = Number.NEGATIVE_INFINITY;
  private inFlight = 0;

  constructor(
    private readonly model: LinkModel,
    private readonly downlink: Downlink,
  ) {
    this.window = model.initialWindowSegments * model.segmentBytes;
  }

  schedule(bytes: number, now: number): { bytes: number; arrivesAt: number }[] {
    const pieces: { bytes: number; arrivesAt: number }[] = [];
    let at = now;
    while (bytes > 0) {
      if (at >= this.flightStart + this.model.roundTripMs) {
        // The last flight acknowledged: the window grows by what it carried.
        this.window += this.inFlight;
        this.flightStart = at;
        this.inFlight = 0;
      }
      const room = this.window - this.inFlight;
      if (room <= 0) {
        at = this.flightStart + this.model.roundTripMs;
        continue;
      }
      const piece = Math.min(room, bytes);
      this.inFlight += piece;
      bytes -= piece;
      pieces.push({ bytes: piece, arrivesAt: this.downlink.send(piece, at) });
    }
    return pieces;
  }
}

export interface RunningLink {
  url: string;
  stop(): Promise<void>;
}

/**
 * A proxy on a free port of 127.0.0.1 that forwards every connection to `upstream`
 * (http://host:port) through `model`'s link.
 */
export async function startSlowLink(upstream: string, model = SLOW_LINK): Promise<RunningLink> {
  const target = new URL(upstream);
  const downlink = new Downlink(model);
  const clock = () => performance.now();
  /** Runs `task` at `time` (ms, the clock's), or at once if that has passed. */
  const at = (time: number, task: () => void) => setTimeout(task, Math.max(0, time - clock()));
  const sockets = new Set<Socket>();
  const server = createServer((browser) => {
    const connectedAt = clock();
    const host = connect(Number(target.port), target.hostname);
    const sender = new SlowStartSender(model, downlink);
    sockets.add(browser).add(host);
    let lastArrival = connectedAt;
    browser.on('data', (chunk) => {
      // The handshake takes a round trip; then half of one to the host.
      const leaves = Math.max(clock(), connectedAt + model.roundTripMs);
      at(leaves + model.roundTripMs / 2, () => host.write(chunk));
    });
    host.on('data', (chunk: Buffer) => {
      let offset = 0;
      for (const piece of sender.schedule(chunk.length, clock())) {
        const part = chunk.subarray(offset, offset + piece.bytes);
        offset += piece.bytes;
        lastArrival = Math.max(lastArrival, piece.arrivesAt);
        at(piece.arrivesAt, () => browser.write(part));
      }
    });
    host.on('end', () => at(lastArrival, () => browser.end()));
    browser.on('end', () => host.end());
    for (const socket of [browser, host]) {
      socket.on('error', () => {
        browser.destroy();
        host.destroy();
      });
      socket.on('close', () => sockets.delete(socket));
    }
  });
  const port = await listenOnFreePort(server);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => closeCutting(server, sockets),
  };
}
