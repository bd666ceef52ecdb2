import type { Notice } from '@/content/types';
import { NOTICE_ATTRIBUTE } from '@/lib/browser/notices';

/*
 * A notice, as every page that shows one holds it in its HTML: a popover right after the
 * control that shows it, in a status region of its own. No state, no library: whatever opens
 * it (the browser without JavaScript, the head script before the notices' clock comes, the
 * clock after: ./notice-clock.tsx), it shows here and nowhere else. Its two icons are drawn
 * once per page, in the sprite of ./page-notices.tsx, and used here.
 */

/** The ids of the notices' icons in the sprite of ./page-notices.tsx. */
export const NOTICE_ICONS = { info: 'icone-notification', close: 'icone-fermer' } as const;

/** An icon of the sprite, decorative. */
function NoticeIcon({ name, className }: { name: keyof typeof NOTICE_ICONS; className: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`#${NOTICE_ICONS[name]}`} />
    </svg>
  );
}

/**
 * A notice as a native popover (its classes in app/globals.css), beside the control that
 * shows it: a `popovertarget` button opens it without JavaScript, and its close button needs
 * no script either. It is named by its title.
 *
 * Its status region (role="status", polite, read whole: aria-atomic; RGAA 7.5.1, WCAG 4.1.3)
 * is in the page from the start and holds it for its whole life, so screen readers hear it as
 * it opens. The region has no box: the popover lies in the top layer, at the foot of the
 * window. A space between the title and the message, and before the close button: drawn as
 * nothing between blocks and flex items, it keeps the words apart in the text that a status
 * message is read from.
 */
export function NoticePopover({ id, notice }: { id: string; notice: Notice }) {
  const titleId = `${id}-titre`;
  return (
    <div role="status" aria-atomic="true" className="absolute" {...{ [NOTICE_ATTRIBUTE]: '' }}>
      <div
        id={id}
        popover="auto"
        role="group"
        aria-labelledby={titleId}
        className="notice-card notice-popover"
      >
        <NoticeIcon name="info" className="notice-icon" />
        <div className="notice-text">
          <p id={titleId} className="notice-title">
            {notice.title}
          </p>{' '}
          <p className="notice-message">{notice.message}</p>
        </div>{' '}
        <button
          type="button"
          popoverTarget={id}
          popoverTargetAction="hide"
          className="notice-close"
        >
          <NoticeIcon name="close" className="size-5" />
          <span className="sr-only">Fermer la notification</span>
        </button>
      </div>
    </div>
  );
}
