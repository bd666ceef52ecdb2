'use client';

import { useEffect, useId, useRef, type ComponentPropsWithoutRef } from 'react';
import type { Notice } from '@/content/types';
import { earlyInputProps, takeEarlyInput } from '@/lib/browser/early-input';
import { island } from './island';
import { NoticePopover, adoptNotice, showNotice } from './notices';

type NoticeButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'onClick' | 'type'> & {
  notice: Notice;
};

/**
 * A button for a feature the site presents but does not implement: pressing it only
 * shows its notice. Server pages pass the notice as plain data.
 *
 * The button opens its notice as a native popover that sits beside it in the HTML: that
 * answers the first tap at once, before the page's scripts have come (lib/browser/early-input.ts),
 * and for good without JavaScript. Once hydrated, this island takes an open notice over
 * into the page's notice area, and from then on a press shows the notice there (announced,
 * dismissed after noticeDurationMs): the click handler cancels the popover, so only one
 * notice ever shows. It cancels it in the capture phase: the popover polyfill of older
 * browsers opens the popover from its own click listener on the document, which runs before
 * React's bubbling one (a native popover waits for the end of the dispatch).
 * `popovertargetaction="show"`: a second tap keeps the notice open.
 */
function Button({ notice, className, children, ...props }: NoticeButtonProps) {
  const popoverId = useId();
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const early = takeEarlyInput(button.current!, 'click').at(-1);
    if (early) adoptNotice(notice, document.getElementById(popoverId), early.at);
  }, [notice, popoverId]);

  return (
    <>
      <button
        ref={button}
        type="button"
        popoverTarget={popoverId}
        popoverTargetAction="show"
        {...earlyInputProps('click', popoverId)}
        onClickCapture={(event) => {
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

export const NoticeButton = island(Button);
