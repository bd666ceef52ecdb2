import { XMarkIcon } from '@heroicons/react/20/solid';
import { InformationCircleIcon } from '@heroicons/react/24/outline';
import { NoticeAreaStarter } from './notice-area-starter';
import { NOTICE_AREA, NOTICE_ICONS } from './notice-popover';

/*
 * The site's notice area: markup the server renders once per page that can show a notice (a
 * labelled region, its live region inside, and the notices' icons), and a starter that
 * loads its code at the first notice (./notice-area-starter.tsx, ./notice-area-loader.ts), with its
 * cards. Screen readers hear the first notice as its popover opens, then the notice area's,
 * whose live region is in the page from the start.
 */

/**
 * The notice area. Each page that can show a notice renders it once, after its content
 * (/modeles, /contact, the dashboard's layout). Its live region, a status message
 * (role="status", polite, read whole: aria-atomic; RGAA 7.5.1, WCAG 4.1.3), is always in the
 * page, so screen readers hear each notice as it is added. A notice taken over from its popover was
 * heard already: it stacks beside the live region rather than in it. The notices' two icons
 * are defined here, once, for the popovers and the cards to use.
 */
export function Notices() {
  return (
    <section aria-label="Notifications" className="print:hidden" {...{ [NOTICE_AREA.region]: '' }}>
      <svg aria-hidden="true" focusable="false" className="absolute size-0 overflow-hidden">
        <symbol id={NOTICE_ICONS.info} viewBox="0 0 24 24">
          <InformationCircleIcon />
        </symbol>
        <symbol id={NOTICE_ICONS.close} viewBox="0 0 20 20">
          <XMarkIcon />
        </symbol>
      </svg>
      <div
        className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col-reverse items-center gap-3 p-4 sm:inset-x-auto sm:right-0 sm:items-end sm:p-6"
        {...{ [NOTICE_AREA.stack]: '' }}
      >
        <div className="contents" {...{ [NOTICE_AREA.adopted]: '' }} />
        <div
          role="status"
          aria-atomic="true"
          className="flex flex-col-reverse items-center gap-3 self-stretch sm:items-end"
          {...{ [NOTICE_AREA.announced]: '' }}
        />
      </div>
      <NoticeAreaStarter />
    </section>
  );
}
