/**
 * No tap is lost while the page's JavaScript is still on its way.
 *
 * The controls that work without JavaScript (the menu's popover, the FAQ's <details>, the
 * dashboard's fragment links) answer on their own. The others only exist to show a notice
 * (NoticeButton) or to refuse to send (ContactForm): a click or submit that lands on them
 * before their island has hydrated is caught here, its default action cancelled (no
 * popover fallback, no form submission), and queued. The island takes its queued events
 * when it hydrates and answers them then.
 *
 * A control opts in with `data-early-input="click"` (or "submit" on a form); its island
 * marks it live once hydrated, after which its events go to React untouched.
 */

/** The attribute that names the event a control's island will answer. */
export const EARLY_INPUT_ATTRIBUTE = 'data-early-input';
/** Set by the island once it listens itself. */
export const LIVE_ATTRIBUTE = 'data-early-input-live';

export type EarlyInputType = 'click' | 'submit';

export interface EarlyInputEvent {
  control: Element;
  type: EarlyInputType;
}

declare global {
  interface Window {
    /** Events caught before their island hydrated (see earlyInputScript). */
    __earlyInput?: EarlyInputEvent[];
  }
}

/**
 * The inline script of every page's <head>, run before the body is parsed. It listens in
 * the capture phase on the document, ahead of React's own listeners on the same node, so
 * React never sees (and never handles twice) an event it queued. Written as plain ES5,
 * as it ships untranspiled; scripts/secure-export.mjs adds its hash to each page's CSP.
 */
export const earlyInputScript = `(function(){var q=window.__earlyInput=[];function c(e){var t=e.target,n=t&&t.closest&&t.closest('[${EARLY_INPUT_ATTRIBUTE}="'+e.type+'"]');if(!n||n.hasAttribute('${LIVE_ATTRIBUTE}'))return;e.preventDefault();e.stopImmediatePropagation();q.push({control:n,type:e.type})}document.addEventListener('click',c,true);document.addEventListener('submit',c,true)})();`;

/**
 * Called by an island once hydrated (in an effect): marks its control live, so later
 * events reach React, and returns how many events of this type were caught for it before.
 */
export function takeEarlyInput(control: Element, type: EarlyInputType): number {
  control.setAttribute(LIVE_ATTRIBUTE, '');
  const queue = window.__earlyInput;
  if (!queue) return 0;
  let taken = 0;
  for (let index = queue.length - 1; index >= 0; index -= 1) {
    const event = queue[index]!;
    if (event.control === control && event.type === type) {
      queue.splice(index, 1);
      taken += 1;
    }
  }
  return taken;
}

/** The attribute a server-rendered control carries to opt in. */
export const earlyInputProps = (type: EarlyInputType) => ({ [EARLY_INPUT_ATTRIBUTE]: type });
