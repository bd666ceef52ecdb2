'use client';

import { useEffect } from 'react';
import { EARLY_INPUT_ATTRIBUTE } from '@/lib/browser/contract';
import { startNoticeClock } from './notice-clock-loader';

/**
 * The one piece of the notices' code that ships with the page: it starts their clock
 * (./notice-clock.tsx, loaded then) at the first press of a control that shows a notice, or
 * at once if the head script shows one already. The press itself is answered by the head
 * script, which opens its notice and times it until the clock takes it over. It listens on
 * the window in the capture phase, ahead of the head script's listener on the document,
 * which stops the event.
 */
export function NoticeStarter() {
  useEffect(() => {
    const types = ['click', 'submit'];
    const stop = () => {
      for (const type of types) window.removeEventListener(type, pressed, true);
    };
    const start = () => {
      stop();
      void startNoticeClock();
    };
    const pressed = (event: Event) => {
      const target = event.target as Element | null;
      if (target?.closest?.(`[${EARLY_INPUT_ATTRIBUTE}="${event.type}"]`)) start();
    };
    if (window.__earlyNotice) start();
    else for (const type of types) window.addEventListener(type, pressed, true);
    return stop;
  }, []);
  return null;
}
