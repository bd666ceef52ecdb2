import { Downlink, SLOW_LINK, SlowStartSender } from './link';

const sender = (downlink = new Downlink(SLOW_LINK)) => new SlowStartSender(SLOW_LINK, downlink);
/** Milliseconds to send `bytes` over the slow link. */
const sending = (bytes: number) => (bytes * 8 * 1000) / SLOW_LINK.bitsPerSecond;
const HALF_TRIP = SLOW_LINK.roundTripMs / 2;
const FIRST_FLIGHT = 10 * 1460;

describe('the slow link (TCP slow start over 1.6 Mbit/s, 150 ms round trip)', () => {
  it('carries ten segments in the first flight of a connection', () => {
    expect(sender().schedule(FIRST_FLIGHT, 0)).toEqual([
      { bytes: FIRST_FLIGHT, arrivesAt: sending(FIRST_FLIGHT) + HALF_TRIP },
    ]);
  });

  it('makes a byte past them wait a round trip, then doubles the window', () => {
    const pieces = sender().schedule(FIRST_FLIGHT * 4, 0);
    expect(pieces.map(({ bytes }) => bytes)).toEqual([
      FIRST_FLIGHT,
      FIRST_FLIGHT * 2,
      FIRST_FLIGHT,
    ]);
    // The second flight leaves a round trip after the first did.
    expect(pieces[1]!.arrivesAt).toBeCloseTo(
      SLOW_LINK.roundTripMs + sending(FIRST_FLIGHT * 2) + HALF_TRIP,
    );
    // The third, a round trip later still: the window was full until the acknowledgements came.
    expect(pieces[2]!.arrivesAt).toBeGreaterThan(2 * SLOW_LINK.roundTripMs + HALF_TRIP);
  });

  it('grows the window only by what a flight carried', () => {
    const one = sender();
    one.schedule(1000, 0);
    // A round trip later, 1 000 B were acknowledged: 15 600 B may fly.
    expect(one.schedule(20_000, 200).map(({ bytes }) => bytes)).toEqual([15_600, 4_400]);
  });

  it('shares one downlink between connections', () => {
    const downlink = new Downlink(SLOW_LINK);
    const [a] = sender(downlink).schedule(FIRST_FLIGHT, 0);
    const [b] = sender(downlink).schedule(FIRST_FLIGHT, 0);
    expect(b!.arrivesAt - a!.arrivesAt).toBeCloseTo(sending(FIRST_FLIGHT));
  });
});
