import { useId, type ComponentPropsWithoutRef } from 'react';
import type { Notice } from '@/content/types';
import { earlyInputProps } from '@/lib/browser/early-input';
import { NoticePopover } from './notice-popover';

type NoticeButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'onClick' | 'type'> & {
  notice: Notice;
};

/**
 * A button for a feature the site presents but does not implement: pressing it only shows
 * its notice. Server pages pass the notice as plain data. It is HTML, with no code of its
 * own: it opens its notice, the popover right after it (`popovertarget`), natively and
 * without JavaScript; the head script answers a press the same way in every browser of the
 * floor (lib/browser/early-input.ts), until the notices' clock, which starts at the first
 * press (./notice-starter.tsx), answers every press itself (./notice-clock.tsx).
 * `popovertargetaction="show"`: a second tap keeps the notice open.
 */
export function NoticeButton({ notice, className, children, ...props }: NoticeButtonProps) {
  const popoverId = useId();
  return (
    <>
      <button
        type="button"
        popoverTarget={popoverId}
        popoverTargetAction="show"
        {...earlyInputProps('click', popoverId)}
        className={className}
        {...props}
      >
        {children}
      </button>
      <NoticePopover id={popoverId} notice={notice} />
    </>
  );
}
