/*
 * The notices' clock (./notice-clock.tsx: react-hot-toast and the React root that runs it)
 * comes at the first notice, not with the page: every notice is in the HTML already, as a
 * popover right after its control (./notice-popover.tsx), which the head script opens and
 * times until the clock comes. What starts it: ./notice-starter.tsx, at the first press of a
 * notice button, and ./show-notice.ts, as an island shows its own.
 */
type Clock = typeof import('./notice-clock');

let loading: Promise<Clock> | undefined;

/** The notices' clock, running: its code loaded once, and started. */
export function startNoticeClock() {
  return (loading ??= import('./notice-clock').then((clock) => {
    clock.startClock();
    return clock;
  }));
}
