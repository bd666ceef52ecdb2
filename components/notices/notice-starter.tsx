'use client';

import { useEffect } from 'react';
import { EARLY_INPUT_ATTRIBUTE } from '@/lib/browser/contract';
import { startNoticeClock } from './notice-clock-loader';

/**
 * The one piece of the notices' code that ships with the page: it starts their clock
 * (./notice-clock.tsx, loaded then) at the first press of a notice button, or at once if the
 * head script shows a notice already, and at each press after until the clock runs (its code
 * may fail to load). The press itself is answered by the head script, which opens its notice
 * and times it until the clock takes it over. It listens on the window in the capture phase,
 * ahead of the head script's listener on the document, which stops the event. (The contact
 * form starts the clock itself, as it shows its notice: ./show-notice.ts.)
 */
export function NoticeStarter() {
  useEffect(() => {
    const stop = () => window.removeEventListener('click', pressed, true);
    const start = () => void startNoticeClock().then((clock) => clock && stop());
    const pressed = (event: Event) => {
      const target = event.target as Element | null;
      if (target?.closest?.(`[${EARLY_INPUT_ATTRIBUTE}="click"]`)) start();
    };
    window.addEventListener('click', pressed, true);
    if (window.__earlyNotice) start();
    return stop;
  }, []);
  return null;
}
