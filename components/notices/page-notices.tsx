import { XMarkIcon } from '@heroicons/react/20/solid';
import { InformationCircleIcon } from '@heroicons/react/24/outline';
import { NOTICE_ICONS } from './notice-popover';
import { NoticeStarter } from './notice-starter';

/**
 * What a page that shows notices holds once (/modeles, /contact, the dashboard's layout): the
 * notices' two icons, which each notice's popover uses (./notice-popover.tsx), and the
 * starter of the notices' clock (./notice-starter.tsx), the one piece of their code that ships
 * with the page.
 */
export function PageNotices() {
  return (
    <>
      <svg aria-hidden="true" focusable="false" className="absolute size-0 overflow-hidden">
        <symbol id={NOTICE_ICONS.info} viewBox="0 0 24 24">
          <InformationCircleIcon />
        </symbol>
        <symbol id={NOTICE_ICONS.close} viewBox="0 0 20 20">
          <XMarkIcon />
        </symbol>
      </svg>
      <NoticeStarter />
    </>
  );
}
