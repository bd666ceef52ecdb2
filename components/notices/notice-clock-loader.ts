/*
 * The notices' clock (./notice-clock.tsx: react-hot-toast and the React root that runs it)
 * comes at the first notice, not with the page: every notice is in the HTML already, as a
 * popover right after its control (./notice-popover.tsx), which the head script opens and
 * times until the clock comes. What starts it: ./notice-starter.tsx, at the first press of a
 * notice button, and ./show-notice.ts, as an island shows its own.
 */
type Clock = typeof import('./notice-clock');

let loading: Promise<Clock | undefined> | undefined;

/**
 * The notices' clock, running: its code loaded once, and started. A load that fails (the
 * network gone, after the bundler's own retry) gives no clock and is forgotten, so that the
 * next notice tries again: meanwhile the head script goes on opening and timing the notices.
 */
export function startNoticeClock() {
  return (loading ??= import('./notice-clock').then(
    (clock) => {
      clock.startClock();
      return clock;
    },
    () => (loading = undefined),
  ));
}
