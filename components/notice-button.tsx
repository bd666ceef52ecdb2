'use client';

import type { ComponentPropsWithoutRef } from 'react';
import type { Notice } from '@/content/types';
import { showNotice } from './notices';

type NoticeButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'onClick' | 'type'> & {
  notice: Notice;
};

/**
 * A button for a feature the site presents but does not implement: pressing it only
 * shows its notice. Server pages pass the notice as plain data.
 */
export function NoticeButton({ notice, ...props }: NoticeButtonProps) {
  return <button type="button" onClick={() => showNotice(notice)} {...props} />;
}
