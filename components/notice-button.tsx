'use client';

import { useEffect, useId, useRef, type ComponentPropsWithoutRef } from 'react';
import type { Notice } from '@/content/types';
import { earlyInputProps, takeEarlyInput } from '@/lib/early-input';
import { NoticePopover, showNotice } from './notices';

type NoticeButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'onClick' | 'type'> & {
  notice: Notice;
};

/**
 * A button for a feature the site presents but does not implement: pressing it only
 * shows its notice. Server pages pass the notice as plain data.
 *
 * With JavaScript, the notice appears in the page's notice area (announced, dismissed
 * after noticeDurationMs). A press that comes before this island has hydrated is held by
 * the early-input script and answered here on hydration, or by the popover if the island
 * does not come in time. Without JavaScript, the button opens the same notice as a native
 * popover that sits beside it in the HTML; with JavaScript, the click handler cancels that
 * default so only one notice ever shows.
 */
export function NoticeButton({ notice, className, children, ...props }: NoticeButtonProps) {
  const popoverId = useId();
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const pressedEarly = takeEarlyInput(button.current!, 'click');
    for (let press = 0; press < pressedEarly; press += 1) showNotice(notice);
  }, [notice]);

  return (
    <>
      <button
        ref={button}
        type="button"
        popoverTarget={popoverId}
        {...earlyInputProps('click', popoverId)}
        onClick={(event) => {
          event.preventDefault();
          showNotice(notice);
        }}
        className={className}
        {...props}
      >
        {children}
      </button>
      <NoticePopover id={popoverId} notice={notice} />
    </>
  );
}
