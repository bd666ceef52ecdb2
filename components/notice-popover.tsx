import type { ReactNode } from 'react';
import type { Notice } from '@/content/types';

/*
 * A notice's look and its popover: what the page's HTML holds for each control that shows a
 * notice, and what the notice area (./notice-area.tsx) draws its cards with. No state, no
 * library: it ships with the controls, the notice area only once a notice shows. Its two
 * icons are drawn once per page, in the notice area's sprite (./notices.tsx), and used here.
 */

/** What the notice area's code finds in the page: the region, and where its cards go. */
export const NOTICE_AREA = {
  region: 'data-notice-area',
  stack: 'data-notice-stack',
  adopted: 'data-notice-adopted',
  announced: 'data-notice-announced',
} as const;

/** The ids of the notices' icons in the sprite of ./notices.tsx. */
export const NOTICE_ICONS = { info: 'icone-notification', close: 'icone-fermer' } as const;

/** An icon of the sprite, decorative. */
export function NoticeIcon({
  name,
  className,
}: {
  name: keyof typeof NOTICE_ICONS;
  className: string;
}) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`#${NOTICE_ICONS[name]}`} />
    </svg>
  );
}

/**
 * The look of a notice (its classes in app/globals.css), shared with the popover that stands
 * in for it without JavaScript. No display value there: a closed popover must keep the
 * browser's display: none.
 */
export const noticeCardClasses = 'notice-card';

export const noticeCloseClasses = 'notice-close';

/**
 * The title and the message; the title's id names the notice's group. A space between
 * them, and before the close button: drawn as nothing between blocks and flex items, it
 * keeps the words apart in the notice's text, which a status message is read from.
 */
export function NoticeText({ titleId, title, message }: Notice & { titleId: string }) {
  return (
    <>
      <p id={titleId} className="notice-title">
        {title}
      </p>{' '}
      <p className="notice-message">{message}</p>
    </>
  );
}

/** Inside a notice card: the icon, the text, then the close button the caller wires. */
export function NoticeCardBody({ text, close }: { text: ReactNode; close: ReactNode }) {
  return (
    <>
      <NoticeIcon name="info" className="notice-icon" />
      <div className="notice-text">{text}</div> {close}
    </>
  );
}

export function NoticeCloseLabel() {
  return (
    <>
      <NoticeIcon name="close" className="size-5" />
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
 * It sits in a status message of its own (role="status", polite, and read whole: aria-atomic),
 * as the notice area's notices do, so that screen readers hear it as it opens: RGAA 7.5.1
 * and WCAG 4.1.3. The region has no box: the popover lies in the top layer.
 */
export function NoticePopover({ id, notice }: { id: string; notice: Notice }) {
  const titleId = `${id}-titre`;
  return (
    <div role="status" aria-atomic="true" className="absolute" data-notice-popover="">
      <div
        id={id}
        popover="auto"
        role="group"
        aria-labelledby={titleId}
        className="notice-card notice-popover"
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
