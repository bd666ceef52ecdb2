/**
 * Every tap is answered at once, whether or not the page's JavaScript has arrived.
 *
 * The controls that work without JavaScript (the menu's popover, the FAQ's <details>, the
 * dashboard's fragment links) answer on their own. The others only exist to show a notice
 * (NoticeButton) or to refuse to send (ContactForm). Their notice is in the HTML already,
 * as a native popover beside the control (NoticePopover), inside a polite live region so
 * that screen readers hear it when it opens. A click or submit that lands on such a
 * control before its island has hydrated is answered here, in the same task: the control's
 * popover notice opens (the answer paints in the next frame), and the event is noted for
 * the island, which takes the open notice over when it hydrates (into the announced notice
 * area, for the rest of its duration, one notice, never two). A notice no island takes
 * closes by itself after the notice duration, as the notice area's do.
 *
 * A control opts in with `data-early-input="click"` (or "submit" on a form) and names its
 * popover in `data-early-input-fallback`; its island marks it live once hydrated, after
 * which its events go to React untouched.
 */
import { noticeDurationMs } from '@/content/constants';
import { EARLY_INPUT_ATTRIBUTE, FALLBACK_ATTRIBUTE, LIVE_ATTRIBUTE } from './browser/contract.mjs';

export type EarlyInputType = 'click' | 'submit';

export interface EarlyInputEvent {
  control: Element;
  type: EarlyInputType;
  /** When its notice opened, on the page's clock (performance.now()). */
  at: number;
  /** The timer that closes the notice if no island takes it over. */
  timer: ReturnType<typeof setTimeout>;
}

declare global {
  interface Window {
    /** Events answered before their island hydrated (see earlyInputScript). */
    __earlyInput?: EarlyInputEvent[];
  }
}

/**
 * The part of the head script (lib/head-script.ts) that answers early taps, using its
 * `d`, `w`, `show` and `hide`. It listens in the capture phase on the document, ahead of
 * React's own listeners on the same node, and stops the event there, so React never
 * answers (twice) an event answered here. It opens the popover itself, for a click as for
 * a submit (a form has no popovertarget), natively or through the polyfill; another tap on
 * a button whose popover is open is no light dismiss, since the button targets it. Plain
 * ES5: it ships untranspiled.
 */
export const earlyInputScript = `var q=w.__earlyInput=[];function answer(e){var t=e.target,n=t&&t.closest&&t.closest('[${EARLY_INPUT_ATTRIBUTE}="'+e.type+'"]');if(!n||n.hasAttribute('${LIVE_ATTRIBUTE}'))return;e.stopImmediatePropagation();var p=d.getElementById(n.getAttribute('${FALLBACK_ATTRIBUTE}'));e.preventDefault();show(p);for(var i=q.length;i--;)if(q[i].control==n){clearTimeout(q[i].timer);q.splice(i,1)}var h={control:n,type:e.type,at:performance.now()};h.timer=setTimeout(function(){var i=q.indexOf(h);if(i<0)return;q.splice(i,1);hide(p)},${noticeDurationMs});q.push(h)}d.addEventListener('click',answer,true);d.addEventListener('submit',answer,true);`;

/**
 * Called by an island once hydrated (in an effect): marks its control live, so that later
 * events reach React, and returns the events answered for it before, oldest first, with
 * their timers stopped: the island now owns their notice.
 */
export function takeEarlyInput(control: Element, type: EarlyInputType): EarlyInputEvent[] {
  control.setAttribute(LIVE_ATTRIBUTE, '');
  const queue = window.__earlyInput;
  if (!queue) return [];
  const taken: EarlyInputEvent[] = [];
  for (let index = queue.length - 1; index >= 0; index -= 1) {
    const event = queue[index]!;
    if (event.control === control && event.type === type) {
      queue.splice(index, 1);
      clearTimeout(event.timer);
      taken.unshift(event);
    }
  }
  return taken;
}

/**
 * The attributes a control carries to opt in: the event its island answers, and the
 * popover that answers it until then.
 */
export const earlyInputProps = (type: EarlyInputType, fallbackPopoverId: string) => ({
  [EARLY_INPUT_ATTRIBUTE]: type,
  [FALLBACK_ATTRIBUTE]: fallbackPopoverId,
});
