/*
 * The notices' clock (./notice-clock.tsx: react-hot-toast and the React root that runs it)
 * comes at the first notice, not with the page: every notice is in the HTML already, as a
 * popover right after its control (./notice-popover.tsx), which the head script opens and
 * times until the clock comes. What starts it: ./notice-starter.tsx, at the first press.
 */
import { openPopover } from '@/lib/popover';

type Clock = typeof import('./notice-clock');

let loading: Promise<Clock> | undefined;

/** The notices' clock, running: its code loaded once, and started. */
export function startNoticeClock() {
  return (loading ??= import('./notice-clock').then((clock) => {
    clock.startClock();
    return clock;
  }));
}

/**
 * Shows the notice of this popover, for an island that answers its control itself (the
 * contact form's submit): open in this task, its answer painted in the next frame, then timed
 * by the clock once it runs.
 */
export function showNotice(popover: HTMLElement | null) {
  if (!popover) return;
  openPopover(popover);
  void startNoticeClock().then((clock) => clock.timeNotice(popover));
}
