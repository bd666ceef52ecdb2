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
 *
 * The scripts may never come (a flaky mobile network, a blocked file): a held event that
 * no island has taken after EARLY_INPUT_DEADLINE_MS is answered by the HTML instead. The
 * control names, in `data-early-input-fallback`, the popover that shows its notice without
 * JavaScript, and the script opens it. A held tap is therefore always answered: by the
 * island, announced, when it hydrates in time, otherwise by the native notice.
 */

/** The attribute that names the event a control's island will answer. */
export const EARLY_INPUT_ATTRIBUTE = 'data-early-input';
/** Set by the island once it listens itself. */
export const LIVE_ATTRIBUTE = 'data-early-input-live';
/** The id of the popover that answers a held event when no island took it in time. */
export const FALLBACK_ATTRIBUTE = 'data-early-input-fallback';

/**
 * How long a held event waits for its island before the HTML answers it. On the slow
 * phone profile the islands hydrate well within it (scripts/tools/bench-taps.mjs); past it, a
 * person who tapped has waited long enough to think the tap was lost.
 */
export const EARLY_INPUT_DEADLINE_MS = 3000;

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
 * as it ships untranspiled; scripts/build/secure-export.mjs adds its hash to each page's CSP.
 */
export const earlyInputScript = `(function(){var d=document,q=window.__earlyInput=[];function c(e){var t=e.target,n=t&&t.closest&&t.closest('[${EARLY_INPUT_ATTRIBUTE}="'+e.type+'"]');if(!n||n.hasAttribute('${LIVE_ATTRIBUTE}'))return;e.preventDefault();e.stopImmediatePropagation();var h={control:n,type:e.type};q.push(h);setTimeout(function(){var i=q.indexOf(h);if(i<0)return;q.splice(i,1);var p=d.getElementById(n.getAttribute('${FALLBACK_ATTRIBUTE}'));if(p&&p.showPopover&&!p.matches(':popover-open'))p.showPopover()},${EARLY_INPUT_DEADLINE_MS})}d.addEventListener('click',c,true);d.addEventListener('submit',c,true)})();`;

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

/**
 * The attributes a control carries to opt in: the event its island answers, and the
 * popover that answers it if the island does not come in time.
 */
export const earlyInputProps = (type: EarlyInputType, fallbackPopoverId: string) => ({
  [EARLY_INPUT_ATTRIBUTE]: type,
  [FALLBACK_ATTRIBUTE]: fallbackPopoverId,
});
