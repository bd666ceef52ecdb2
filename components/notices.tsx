'use client';

import { XMarkIcon } from '@heroicons/react/20/solid';
import { InformationCircleIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { useLayoutEffect, type ReactNode } from 'react';
import toast, { resolveValue, useToaster, type Toast } from 'react-hot-toast/headless';
import { island } from '@/components/island';
import { noticeDurationMs } from '@/content/constants';
import type { Notice } from '@/content/types';
import { closePopover, isPopoverOpen } from '@/lib/popover';

/** Leaves the fade-out time to finish before a dismissed notice leaves the DOM. */
const REMOVE_DELAY_MS = 200;
/** Older notices beyond this number are dropped from the screen. */
const MAX_VISIBLE = 3;

/** The id of a notice's title, which names the notice's group. */
const titleId = (toastId: string) => `notice-${toastId}`;

/**
 * The look of a notice, shared with the popover that stands in for it without JavaScript.
 * No display value here: a closed popover must keep the browser's display: none.
 */
export const noticeCardClasses =
  'pointer-events-auto max-w-sm items-start gap-3 rounded-2xl border border-ink-200 bg-white p-4 text-left text-base shadow-lift';

export const noticeCloseClasses =
  '-m-1.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink-500 transition-colors hover:bg-ink-100 hover:text-ink-900';

/** The title and the message; the title's id names the notice's group. */
export function NoticeText({ titleId, title, message }: Notice & { titleId: string }) {
  return (
    <>
      <p id={titleId} className="font-bold text-ink-950">
        {title}
      </p>
      <p className="mt-0.5 text-sm leading-snug text-ink-700">{message}</p>
    </>
  );
}

/** Inside a notice card: the icon, the text, then the close button the caller wires. */
export function NoticeCardBody({ text, close }: { text: ReactNode; close: ReactNode }) {
  return (
    <>
      <InformationCircleIcon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
      <div className="min-w-0 flex-1">{text}</div>
      {close}
    </>
  );
}

export function NoticeCloseLabel() {
  return (
    <>
      <XMarkIcon aria-hidden="true" className="size-5" />
      <span className="sr-only">Fermer la notification</span>
    </>
  );
}

/**
 * A notice as a native popover, for when the notice area cannot show it yet: before the
 * page's scripts have hydrated its control (lib/browser/early-input.ts opens it at the tap, and the
 * island then takes it over into the notice area), or for good without JavaScript (a
 * `popovertarget` button opens it). It looks like a notice of the area, in the same place,
 * and is named by its title; its close button needs no script either.
 *
 * It sits in a polite live region of its own, so that screen readers hear it as it opens,
 * as they hear the notice area's. The region has no box: the popover lies in the top layer.
 */
export function NoticePopover({ id, notice }: { id: string; notice: Notice }) {
  const titleId = `${id}-titre`;
  return (
    <div aria-live="polite" className="absolute" data-notice-popover="">
      <div
        id={id}
        popover="auto"
        role="group"
        aria-labelledby={titleId}
        className={clsx(
          noticeCardClasses,
          'inset-x-4 top-auto bottom-4 m-0 w-auto font-normal whitespace-normal sm:right-6 sm:bottom-6 sm:left-auto sm:w-full popover-open:flex',
        )}
      >
        <NoticeCardBody
          text={<NoticeText titleId={titleId} title={notice.title} message={notice.message} />}
          close={
            <button
              type="button"
              popoverTarget={id}
              popoverTargetAction="hide"
              className={noticeCloseClasses}
            >
              <NoticeCloseLabel />
            </button>
          }
        />
      </div>
    </div>
  );
}

/**
 * Popovers whose notice the notice area took over, by the id of the notice that replaced
 * each. Kept for the notice's life: it renders as adopted from its first frame to its last.
 */
const adoptedPopovers = new Map<string, Element>();

/**
 * Shows a notice with a title and a message for noticeDurationMs. This is the one way
 * the site shows a notice, for instance a feature that is not implemented yet.
 */
export function showNotice({ title, message }: Notice, duration = noticeDurationMs): string {
  return toast(
    (shown) => <NoticeText titleId={titleId(shown.id)} title={title} message={message} />,
    { duration, removeDelay: REMOVE_DELAY_MS },
  );
}

/**
 * Takes over a notice that its popover showed before the island hydrated
 * (lib/browser/early-input.ts): the notice area shows it in its place for the rest of its
 * duration, counted from `shownAt` (performance.now() when it opened), in the same frame
 * as the popover closes, without the entrance animation and without announcing it again
 * (screen readers heard the popover). Nothing to take over when the visitor closed it.
 */
export function adoptNotice(notice: Notice, popover: Element | null, shownAt: number) {
  if (!isPopoverOpen(popover)) return;
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
  // Before the paint that shows the card, so that the two never show together.
  useLayoutEffect(() => closePopover(adopted), [adopted]);

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

/**
 * The site's notice area. Each page that can show a notice mounts it once, after its
 * content (/modeles, /contact, the dashboard's layout); the other pages do not ship its
 * JavaScript at all.
 *
 * It renders react-hot-toast through the library's headless hook rather than its
 * default <Toaster>: that one injects CSS at run time (goober), which the site's
 * Content-Security-Policy forbids. The library still owns the queue, the timers and
 * the pause on hover. The live region is always in the DOM, so screen readers hear
 * each notice as it is added. A notice taken over from its popover (adoptNotice) was
 * heard already: it stacks beside the live region rather than in it.
 */
function NoticeArea() {
  const { toasts, handlers } = useToaster();
  const shown = toasts.slice(0, MAX_VISIBLE);
  const card = (notice: Toast) => (
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
  );

  return (
    <section aria-label="Notifications" className="print:hidden">
      <div
        onMouseEnter={handlers.startPause}
        onMouseLeave={handlers.endPause}
        onFocus={handlers.startPause}
        onBlur={handlers.endPause}
        className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col-reverse items-center gap-3 p-4 sm:inset-x-auto sm:right-0 sm:items-end sm:p-6"
      >
        {shown.filter((notice) => adoptedPopovers.has(notice.id)).map(card)}
        <div
          aria-live="polite"
          aria-relevant="additions text"
          className="flex flex-col-reverse items-center gap-3 self-stretch sm:items-end"
        >
          {shown.filter((notice) => !adoptedPopovers.has(notice.id)).map(card)}
        </div>
      </div>
    </section>
  );
}

export const Notices = island(NoticeArea);
