'use client';

import { XMarkIcon } from '@heroicons/react/20/solid';
import { InformationCircleIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import toast, { resolveValue, useToaster } from 'react-hot-toast/headless';
import { noticeDurationMs } from '@/content/constants';
import type { Notice } from '@/content/types';

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
  'pointer-events-auto w-full max-w-sm items-start gap-3 rounded-2xl border border-ink-200 bg-white p-4 text-left text-base shadow-lift';

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
 * A notice as a native popover, for when the notice area cannot show it: the page runs
 * without JavaScript (a `popovertarget` button opens it), or its scripts never came (the
 * early-input script opens it, lib/early-input.ts). It looks like a notice of the area and
 * is named by its title; its close button needs no script either.
 */
export function NoticePopover({ id, notice }: { id: string; notice: Notice }) {
  const titleId = `${id}-titre`;
  return (
    <div
      id={id}
      popover="auto"
      role="group"
      aria-labelledby={titleId}
      className={clsx(
        noticeCardClasses,
        'inset-x-4 top-auto bottom-4 m-0 mx-auto font-normal whitespace-normal open:flex sm:right-6 sm:bottom-6 sm:left-auto',
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
  );
}

/**
 * Shows a notice with a title and a message for noticeDurationMs. This is the one way
 * the site shows a notice, for instance a feature that is not implemented yet.
 */
export function showNotice({ title, message }: Notice): string {
  return toast(
    (shown) => <NoticeText titleId={titleId(shown.id)} title={title} message={message} />,
    { duration: noticeDurationMs, removeDelay: REMOVE_DELAY_MS },
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
 * each notice as it is added.
 */
export function Notices() {
  const { toasts, handlers } = useToaster();
  const shown = toasts.slice(0, MAX_VISIBLE);

  return (
    <section aria-label="Notifications" className="print:hidden">
      <div
        aria-live="polite"
        aria-relevant="additions text"
        onMouseEnter={handlers.startPause}
        onMouseLeave={handlers.endPause}
        onFocus={handlers.startPause}
        onBlur={handlers.endPause}
        className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col-reverse items-center gap-3 p-4 sm:inset-x-auto sm:right-0 sm:items-end sm:p-6"
      >
        {shown.map((notice) => (
          <div
            key={notice.id}
            role="group"
            aria-labelledby={titleId(notice.id)}
            inert={!notice.visible}
            className={clsx(
              noticeCardClasses,
              'flex transition-opacity duration-200',
              notice.visible ? 'animate-notice-in' : 'opacity-0',
            )}
          >
            <NoticeCardBody
              text={resolveValue(notice.message, notice)}
              close={
                <button
                  type="button"
                  onClick={() => toast.dismiss(notice.id)}
                  className={noticeCloseClasses}
                >
                  <NoticeCloseLabel />
                </button>
              }
            />
          </div>
        ))}
      </div>
    </section>
  );
}
