/**
 * What every moment of a page shares about its notices (components/notices/): the head
 * script, which answers a press before the notices' clock has come (./early-input.ts), and
 * the clock itself (components/notices/notice-clock.tsx, react-hot-toast), which times every
 * notice once it runs.
 *
 * A notice is a popover in the HTML right after the control that shows it, inside a status
 * region of its own that is in the page from the start: it never moves, so it is heard as it
 * opens (RGAA 7.5) and the next Tab from its control reaches its close button (RGAA 12.11),
 * whichever script opened it. Both read here:
 * - which control opened a notice (openerOf), from the markup alone;
 * - whether the visitor stays with a notice (watchStays): the pointer over it, the focus in it
 *   or on its control. Its time then stops (RGAA 13.1), and runs on once the visitor leaves;
 * - the focus given back to its control once it is closed from inside (returnFocusOnClose).
 *
 * ES5 as it stands: the head script ships this.
 */
import { FALLBACK_ATTRIBUTE } from './contract';

/** On the status region that holds a notice's popover, as its only child. */
export const NOTICE_ATTRIBUTE = 'data-notice-popover';

/** The notice popover that `node` lies in, if it lies in one. */
export function noticeAround(node: unknown): HTMLElement | null {
  const popover =
    node && (node as Partial<Element>).closest
      ? (node as Element).closest<HTMLElement>('[popover]')
      : null;
  return popover && popover.parentElement!.hasAttribute(NOTICE_ATTRIBUTE) ? popover : null;
}

/** The control that shows this notice: its button, or the submit button of its form. */
export function openerOf(popover: Element): HTMLElement | null {
  const control = document.querySelector<HTMLElement>(
    '[' + FALLBACK_ATTRIBUTE + '="' + popover.id + '"]',
  );
  return control && control.nodeName === 'FORM'
    ? control.querySelector<HTMLElement>('[type="submit"]')
    : control;
}

/** Where the pointer is (null: off the page, or a finger lifted). */
let pointed: EventTarget | null = null;

/**
 * Calls `changed(stays)` whenever the visitor may have come to a notice or left it, with a
 * test of whether they stay with a given notice now. Listens on the document, in the capture
 * phase (`toggle` and the focus events do not bubble), for as long as the page lives.
 * Returns the check, to make at once (without an event) or at another event.
 */
export function watchStays(changed: (stays: (popover: Element) => boolean) => void) {
  function recheck(event?: Event) {
    const type = event ? event.type : '';
    if (type === 'pointerover') pointed = event!.target;
    // Off the page, or a touch that ended: nothing is pointed at any more.
    else if (type === 'pointerout' && !(event as PointerEvent).relatedTarget) pointed = null;
    // As the focus leaves an element, the document's focus is nowhere yet: where it goes.
    const focused =
      type === 'focusout' ? (event as FocusEvent).relatedTarget : document.activeElement;
    changed((popover) => {
      const opener = openerOf(popover);
      return (
        popover.contains(pointed as Node | null) ||
        popover.contains(focused as Node | null) ||
        (!!opener && focused === opener)
      );
    });
  }
  const types = ['pointerover', 'pointerout', 'focusin', 'focusout', 'toggle'];
  for (let index = 0; index < types.length; index++)
    document.addEventListener(types[index]!, recheck, true);
  return recheck;
}

/**
 * A notice closed from inside (its close button, or Escape while the focus is in it) gives the
 * focus back to the control that opened it, before it hides: the keyboard goes on from where
 * the visitor was, not from the top of the page (RGAA 12.8). Escape with the focus on the
 * control itself closes the notice and leaves the focus there. A control that cannot take the
 * focus (hidden with its dashboard panel) hides its notice too, which then cannot be closed
 * from inside: the browser's own restoring would apply.
 */
export function returnFocusOnClose() {
  function giveBack(popover: HTMLElement | null) {
    const opener = popover && openerOf(popover);
    if (opener) opener.focus();
  }
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Partial<Element> | null;
      const close = target && target.closest && target.closest('[popovertargetaction="hide"]');
      if (close)
        giveBack(noticeAround(document.getElementById(close.getAttribute('popovertarget')!)));
    },
    true,
  );
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Escape') giveBack(noticeAround(document.activeElement));
    },
    true,
  );
}
