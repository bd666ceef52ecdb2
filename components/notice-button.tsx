'use client';

import clsx from 'clsx';
import { useEffect, useId, useRef, type ComponentPropsWithoutRef } from 'react';
import type { Notice } from '@/content/types';
import { takeEarlyInput } from '@/lib/early-input';
import {
  NoticeCardBody,
  NoticeCloseLabel,
  NoticeText,
  noticeCardClasses,
  noticeCloseClasses,
  showNotice,
} from './notices';

type NoticeButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'onClick' | 'type'> & {
  notice: Notice;
};

/**
 * A button for a feature the site presents but does not implement: pressing it only
 * shows its notice. Server pages pass the notice as plain data.
 *
 * With JavaScript, the notice appears in the page's notice area (announced, dismissed
 * after noticeDurationMs). A press that comes before this island has hydrated is held by
 * the early-input script and answered here on hydration. Without JavaScript, the button
 * opens the same notice as a native popover that sits beside it in the HTML; with
 * JavaScript, the click handler cancels that default so only one notice ever shows.
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
        data-early-input="click"
        onClick={(event) => {
          event.preventDefault();
          showNotice(notice);
        }}
        className={className}
        {...props}
      >
        {children}
      </button>
      <div
        id={popoverId}
        popover="auto"
        role="group"
        aria-labelledby={`${popoverId}-titre`}
        className={clsx(
          noticeCardClasses,
          'inset-x-4 top-auto bottom-4 m-0 mx-auto font-normal whitespace-normal open:flex sm:right-6 sm:bottom-6 sm:left-auto',
        )}
      >
        <NoticeCardBody
          text={
            <NoticeText
              titleId={`${popoverId}-titre`}
              title={notice.title}
              message={notice.message}
            />
          }
          close={
            <button
              type="button"
              popoverTarget={popoverId}
              popoverTargetAction="hide"
              className={noticeCloseClasses}
            >
              <NoticeCloseLabel />
            </button>
          }
        />
      </div>
    </>
  );
}
