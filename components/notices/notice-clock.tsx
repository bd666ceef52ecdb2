'use client';

import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import toast, { useToaster, useToasterStore, type Toast } from 'react-hot-toast/headless';
import { noticeDurationMs } from '@/content/constants';
import { EARLY_INPUT_ATTRIBUTE, FALLBACK_ATTRIBUTE } from '@/lib/browser/contract';
import { markLive, takeEarlyNotice } from '@/lib/browser/early-input';
import { noticeAround, watchStays } from '@/lib/browser/notices';
import { closePopover, openPopover } from '@/lib/popover';

/*
 * The notices' clock: react-hot-toast, through its headless hook, times every notice once it
 * runs, pauses it while the visitor stays with it, and dismisses it. What it times is drawn
 * where it already is, in the HTML: each notice's popover, right after its control, in its own
 * status region (./notice-popover.tsx). A notice's toast has its popover's id; the clock opens
 * no popover of its own accord, and closes one when its toast is dismissed.
 *
 * ./notice-clock-loader.ts loads it at the first notice, not with the page. As it starts, it
 * takes over the notice the head script shows, if one does (lib/browser/early-input.ts), for the
 * time that notice has left, and answers every later press of a notice button itself.
 */

/**
 * Each notice's latest timing, by its popover's id: the message of its toast. A toast
 * dismissed, then timed again as its popover opens anew, is a later timing: what was drawn
 * for the one dismissed (an effect React runs late) leaves the new one open.
 */
const timings = new Map<string, string>();
let timingCount = 0;

/** Times the notice this popover shows, for `duration` from now. */
export function timeNotice(popover: HTMLElement, duration = noticeDurationMs) {
  const timing = String((timingCount += 1));
  timings.set(popover.id, timing);
  toast(timing, { id: popover.id, duration });
}

/** The popovers whose notice shows, of the toasts given. */
const shownPopovers = (toasts: Toast[]) =>
  toasts.flatMap((shown) => {
    const popover = shown.visible && document.getElementById(shown.id);
    return popover ? [popover] : [];
  });

/**
 * Renders nothing: runs react-hot-toast's timers. Its pause follows the visitor (watchStays):
 * held while they stay with a notice that shows, released once they leave it. Whether they
 * stay is state, and the library's pause is brought in line with it after every render, with
 * that render's handlers: never paused twice, never left paused.
 */
function NoticeClock() {
  const { toasts, handlers } = useToaster();
  const { pausedAt } = useToasterStore();
  const [staying, setStaying] = useState(false);
  const latest = useRef(toasts);
  const recheck = useRef(() => {});
  // First of the effects: those below, and the visitor's moves, read this render's toasts.
  useEffect(() => {
    latest.current = toasts;
  });

  useEffect(() => {
    const check = watchStays((staysWith) =>
      setStaying(shownPopovers(latest.current).some(staysWith)),
    );
    recheck.current = () => check();
  }, []);
  useEffect(() => {
    if (staying && !pausedAt) handlers.startPause();
    else if (!staying && pausedAt) handlers.endPause();
  });

  // A notice whose time is up closes (the toast of its latest timing). One that shows now may
  // have the visitor with it already: the focus on its button, which pressed it.
  useEffect(() => {
    for (const shown of toasts)
      if (!shown.visible && shown.message === timings.get(shown.id))
        closePopover(document.getElementById(shown.id));
    recheck.current();
  }, [toasts]);
  return null;
}

/** A notice closed by the visitor (its button, Escape, a press elsewhere): its toast goes. */
function dismissClosed(event: Event) {
  const popover = noticeAround(event.target);
  if (popover && (event as ToggleEvent).newState === 'closed') toast.dismiss(popover.id);
}

const NOTICE_BUTTONS = `[${EARLY_INPUT_ATTRIBUTE}="click"]`;

/**
 * A press on a notice button (./notice-button.tsx), once the clock runs: its notice opens in
 * this task, ahead of the popover's own action (native or polyfilled), which a cancelled click
 * stops, and the clock times it. Live, the control is left alone by the head script, whose
 * listener comes next: marked as the clock starts, or here if it came to the page since.
 */
function answerPress(event: Event) {
  const control = (event.target as Element | null)?.closest?.(NOTICE_BUTTONS);
  const popover = control && document.getElementById(control.getAttribute(FALLBACK_ATTRIBUTE)!);
  if (!popover) return;
  markLive(control);
  event.preventDefault();
  openPopover(popover);
  timeNotice(popover);
}

/**
 * Starts the clock, once: it takes the notice the head script shows over, for the time it has
 * left, then answers every notice button of the page itself. Its React root is its own and
 * draws nothing: it needs no place in the page.
 */
export function startClock() {
  createRoot(document.createElement('div')).render(<NoticeClock />);
  document.addEventListener('toggle', dismissClosed, true);
  window.addEventListener('click', answerPress, true);
  const early = takeEarlyNotice();
  if (early) timeNotice(early.popover, early.left);
  for (const control of document.querySelectorAll(NOTICE_BUTTONS)) markLive(control);
}
