'use client';

import clsx from 'clsx';
import { useEffect, useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import toast, { resolveValue, useToaster, type Toast } from 'react-hot-toast/headless';
import { noticeDurationMs } from '@/content/constants';
import type { Notice } from '@/content/types';
import { EARLY_INPUT_ATTRIBUTE, FALLBACK_ATTRIBUTE, LIVE_ATTRIBUTE } from '@/lib/browser/contract';
import { takeEarlyInput } from '@/lib/browser/early-input';
import { closePopover, isPopoverOpen } from '@/lib/popover';
import {
  NOTICE_AREA,
  NoticeCardBody,
  NoticeCloseLabel,
  NoticeText,
  noticeCardClasses,
  noticeCloseClasses,
} from './notice-popover';

/*
 * The notice area's cards and their store (react-hot-toast, through its headless hook): what
 * ./notice-area-loader.ts loads at the first notice, not with the page, and draws into the region
 * the server rendered (./notices.tsx). Until then, each control's popover notice answers
 * (./notice-popover.tsx), and the first notice is taken over from it.
 *
 * It renders react-hot-toast through the library's headless hook rather than its default
 * <Toaster>: that one injects CSS at run time (goober), which the site's
 * Content-Security-Policy forbids. The library still owns the queue, the timers and the
 * pause on hover.
 */

/** Leaves the fade-out time to finish before a dismissed notice leaves the DOM. */
const REMOVE_DELAY_MS = 200;
/** Older notices beyond this number are dropped from the screen. */
const MAX_VISIBLE = 3;

/** The id of a notice's title, which names the notice's group. */
const titleId = (toastId: string) => `notice-${toastId}`;

/**
 * Popovers whose notice the notice area took over, by the id of the notice that replaced
 * each. Kept for the notice's life: it renders as adopted from its first frame to its last.
 */
const adoptedPopovers = new Map<string, Element>();

/** Shows a notice with a title and a message for `duration` (noticeDurationMs). */
export function showNotice({ title, message }: Notice, duration = noticeDurationMs): string {
  return toast(
    (shown) => <NoticeText titleId={titleId(shown.id)} title={title} message={message} />,
    { duration, removeDelay: REMOVE_DELAY_MS },
  );
}

/**
 * Takes over a notice that its popover shows: the notice area shows it in its place for the
 * rest of its duration, counted from `shownAt` (performance.now() when it opened), in the
 * same frame as the popover closes, without the entrance animation and without announcing
 * it again (screen readers heard the popover). Nothing to take over when the visitor closed
 * it.
 */
export function adoptNotice(notice: Notice, popover: Element | null, shownAt: number) {
  // Closed by the visitor, or taken over already (pressed twice before the area came).
  if (!isPopoverOpen(popover) || [...adoptedPopovers.values()].includes(popover!)) return;
  const remaining = noticeDurationMs - (performance.now() - shownAt);
  if (remaining <= 0) {
    closePopover(popover);
    return;
  }
  const id = showNotice(notice, remaining);
  adoptedPopovers.set(id, popover!);
}

/** A notice card of the area, closed by its button or when its time is up. */
function NoticeCard({ notice, onClose }: { notice: Toast; onClose: () => void }) {
  const adopted = adoptedPopovers.get(notice.id);
  // Before the paint that shows the card, so that the two never show together. Once the
  // card leaves, its popover may be taken over again.
  useLayoutEffect(() => {
    closePopover(adopted);
    return () => void adoptedPopovers.delete(notice.id);
  }, [adopted, notice.id]);

  return (
    <div
      role="group"
      aria-labelledby={titleId(notice.id)}
      inert={!notice.visible}
      className={clsx(
        noticeCardClasses,
        'flex w-full transition-opacity duration-200',
        !notice.visible ? 'opacity-0' : adopted ? undefined : 'animate-notice-in',
      )}
    >
      <NoticeCardBody
        text={resolveValue(notice.message, notice)}
        close={
          <button type="button" onClick={onClose} className={noticeCloseClasses}>
            <NoticeCloseLabel />
          </button>
        }
      />
    </div>
  );
}

/** What pauses the notices' timers while the pointer or the focus is on them. */
interface PauseHandlers {
  startPause(): void;
  endPause(): void;
}

/**
 * The cards of the notice area, in one of its two places: the notices taken over from a
 * popover (heard already, beside the live region) or the others (inside it, announced).
 * `onHandlers` hears the pause handlers, for the region's own listeners.
 */
function NoticeCards({
  adopted,
  onHandlers,
}: {
  adopted: boolean;
  onHandlers?: (handlers: PauseHandlers) => void;
}) {
  const { toasts, handlers } = useToaster();
  useEffect(() => {
    onHandlers?.(handlers);
  }, [onHandlers, handlers]);
  return toasts
    .slice(0, MAX_VISIBLE)
    .filter((notice) => adoptedPopovers.has(notice.id) === adopted)
    .map((notice) => (
      <NoticeCard
        key={notice.id}
        notice={notice}
        onClose={() => {
          toast.dismiss(notice.id);
          // The focused button leaves the page with its notice, and no blur says so: the
          // pause it started (startPause, on focus) would hold every later notice on screen.
          handlers.endPause();
        }}
      />
    ));
}

/** The notice a popover holds: its title (its id's `-titre`) and the message after it. */
function noticeOf(popover: Element): Notice {
  const title = document.getElementById(`${popover.id}-titre`);
  return { title: title?.textContent ?? '', message: title?.nextElementSibling?.textContent ?? '' };
}

const NOTICE_BUTTONS = `[${EARLY_INPUT_ATTRIBUTE}="click"]`;
const popoverOf = (control: Element) =>
  document.getElementById(control.getAttribute(FALLBACK_ATTRIBUTE) ?? '');

/**
 * A press on a notice button (./notice-button.tsx) that the area has taken over (marked
 * live): answered here, ahead of the head script (which leaves a live control alone) and of
 * the popover's own action, native or polyfilled, both of which a cancelled click stops.
 */
function answerPress(event: Event) {
  const control = (event.target as Element | null)?.closest?.(NOTICE_BUTTONS);
  const popover = control?.hasAttribute(LIVE_ATTRIBUTE) && popoverOf(control);
  if (!popover) return;
  event.preventDefault();
  showNotice(noticeOf(popover));
}

/**
 * The page's notice buttons, taken over: the presses the head script answered with their
 * popover become the area's notices, and from then on it answers each press itself
 * (answerPress).
 */
export function takeOverPresses() {
  // Added once: adding the same listener again is a no-op. Never removed and added back: a
  // press that starts the area runs this between two of its own listeners (a microtask,
  // after the starter's), and a listener removed then, or added then, misses that press.
  window.addEventListener('click', answerPress, true);
  for (const control of document.querySelectorAll(NOTICE_BUTTONS)) {
    const popover = popoverOf(control);
    const early = takeEarlyInput(control, 'click').at(-1);
    if (early && popover) adoptNotice(noticeOf(popover), popover, early.at);
  }
}

/** The notice areas drawn into already (one per page; the unit tests render several). */
const drawn = new WeakSet<Element>();

/**
 * Draws the cards into the page's notice area, once: false where the page has none. Each
 * of its two places gets a React root of its own, beside the page's: the region itself is
 * the server's markup, which the page's React never renders again.
 */
export function mountNoticeArea() {
  const place = (name: string) => document.querySelector(`[${name}]`);
  const [stack, adopted, announced] = [
    NOTICE_AREA.stack,
    NOTICE_AREA.adopted,
    NOTICE_AREA.announced,
  ].map(place);
  if (!stack || !adopted || !announced) return false;
  if (drawn.has(stack)) return true;
  drawn.add(stack);
  let handlers: PauseHandlers | undefined;
  for (const type of ['mouseenter', 'focusin'])
    stack.addEventListener(type, () => handlers?.startPause());
  for (const type of ['mouseleave', 'focusout'])
    stack.addEventListener(type, () => handlers?.endPause());
  // Left for the back/forward cache, the page keeps none of its notices: it comes back
  // without them (lib/browser/leaving.ts), removed at once, before the page is put away.
  window.addEventListener('pagehide', () => flushSync(() => toast.remove()));
  createRoot(adopted).render(<NoticeCards adopted />);
  createRoot(announced).render(
    <NoticeCards
      adopted={false}
      onHandlers={(given) => {
        handlers = given;
      }}
    />,
  );
  return true;
}
