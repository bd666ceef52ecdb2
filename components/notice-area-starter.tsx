'use client';

import { useEffect } from 'react';
import { EARLY_INPUT_ATTRIBUTE } from '@/lib/browser/contract';
import { startNoticeArea } from './notice-area-loader';

/**
 * The one piece of the notice area that ships with the page: it starts the area
 * (./notice-area.tsx, loaded then) at the first press of a notice button, or at once if one
 * was pressed before the page's scripts ran. The press itself is answered by the head
 * script, with the button's popover, which the area then takes over. It listens on the
 * window in the capture phase, ahead of the head script's listener on the document, which
 * stops the event.
 */
export function NoticeAreaStarter() {
  useEffect(() => {
    const stop = () => window.removeEventListener('click', pressed, true);
    const start = () => {
      stop();
      void startNoticeArea();
    };
    const pressed = (event: Event) => {
      const target = event.target as Element | null;
      if (target?.closest?.(`[${EARLY_INPUT_ATTRIBUTE}="click"]`)) start();
    };
    if (window.__earlyInput?.some((event) => event.type === 'click')) start();
    else window.addEventListener('click', pressed, true);
    return stop;
  }, []);
  return null;
}
