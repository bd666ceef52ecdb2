/**
 * Every tap is answered at once, whether or not the page's JavaScript has arrived.
 *
 * The controls that work without JavaScript (the menu's popover, the FAQ's <details>, the
 * dashboard's fragment links) answer on their own. The others only exist to show a notice
 * (NoticeButton) or to refuse to send (ContactForm). Their notice is in the HTML already,
 * as a native popover beside the control (NoticePopover), inside a polite live region so
 * that screen readers hear it when it opens. A click or submit that lands on such a
 * control before its island has hydrated is answered by the head script (answerEarlyInput),
 * in the same task: the control's popover notice opens (the answer paints in the next
 * frame), and the event is noted for the island, which takes the open notice over when it
 * hydrates (takeEarlyInput: into the announced notice area, for the rest of its duration,
 * one notice, never two). A notice no island takes closes by itself after the notice
 * duration, as the notice area's do.
 *
 * A control opts in with `data-early-input="click"` (or "submit" on a form) and names its
 * popover in `data-early-input-fallback` (earlyInputProps); its island marks it live once
 * hydrated, after which its events go to React untouched.
 *
 * Such a form's refused submit is answered early too (answerEarlyValidation): the browser
 * validates, with or without JavaScript; where scripts run, the first refused submit, which
 * often comes before the island has hydrated (a tap on the button is what starts the page's
 * scripts), is told per field as the island tells it: each refused field says under it what
 * to write (aria-invalid, its message tied by aria-describedby), instead of the browser's
 * bubble, and the first one takes the focus. The island takes those messages over: the
 * messages are in the HTML, and only their attributes change.
 */
import { EARLY_INPUT_ATTRIBUTE, FALLBACK_ATTRIBUTE, LIVE_ATTRIBUTE } from './contract';

export type EarlyInputType = 'click' | 'submit';

export interface EarlyInputEvent {
  control: Element;
  type: EarlyInputType;
  /** When its notice opened, on the page's clock (performance.now()). */
  at: number;
  /** The timer that closes the notice if no island takes it over. */
  timer: ReturnType<typeof setTimeout>;
}

/** How the head script shows and hides a popover, natively or through the polyfill. */
export interface Popovers {
  show(popover: HTMLElement | null): void;
  hide(popover: HTMLElement | null): void;
}

declare global {
  interface Window {
    /** Events answered before their island hydrated (see answerEarlyInput). */
    __earlyInput?: EarlyInputEvent[];
  }
}

/**
 * The head script's part (lib/browser/head.ts). It listens in the capture phase on the
 * document, ahead of React's own listeners on the same node, and stops the event there, so
 * React never answers (twice) an event answered here. It opens the popover itself, for a
 * click as for a submit (a form has no popovertarget), natively or through the polyfill;
 * another tap on a button whose popover is open is no light dismiss, since the button
 * targets it.
 */
export function answerEarlyInput(
  show: Popovers['show'],
  hide: Popovers['hide'],
  noticeDurationMs: number,
): void {
  const answered: EarlyInputEvent[] = (window.__earlyInput = []);
  function answer(event: Event) {
    const target = event.target as Partial<Element> | null;
    const control =
      target &&
      target.closest &&
      target.closest('[' + EARLY_INPUT_ATTRIBUTE + '="' + event.type + '"]');
    if (!control || control.hasAttribute(LIVE_ATTRIBUTE)) return;
    event.stopImmediatePropagation();
    const popover = document.getElementById(control.getAttribute(FALLBACK_ATTRIBUTE)!);
    event.preventDefault();
    show(popover);
    // One event per control: a second tap restarts the notice's time.
    for (let index = answered.length; index--;) {
      if (answered[index]!.control === control) {
        clearTimeout(answered[index]!.timer);
        answered.splice(index, 1);
      }
    }
    const early: EarlyInputEvent = {
      control,
      type: event.type as EarlyInputType,
      at: performance.now(),
      timer: setTimeout(() => {
        const index = answered.indexOf(early);
        if (index < 0) return;
        answered.splice(index, 1);
        hide(popover);
      }, noticeDurationMs),
    };
    answered.push(early);
  }
  document.addEventListener('click', answer, true);
  document.addEventListener('submit', answer, true);
  answerEarlyValidation();
}

/**
 * A field of a form that answers early names, in FIELD_MESSAGE_ATTRIBUTE, the box of what it
 * says once refused: hidden until then, in the HTML from the start, it holds one message for
 * each way the browser may find the field wrong, each marked with its name in ValidityState
 * (VALIDITY_ATTRIBUTE), in the order to try, all hidden but the one that applies. Telling a
 * field refused or valid only changes attributes (hidden, aria-invalid, aria-describedby),
 * never the nodes under it: React hydrates the same tree, whenever it comes.
 */
export const FIELD_MESSAGE_ATTRIBUTE = 'data-field-message';
export const VALIDITY_ATTRIBUTE = 'data-validity';

export type CheckedField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Which of its messages a refused field shows: the first whose ValidityState flag is up (the
 * first of all, should the browser find what none names).
 */
export function refusedBy(field: CheckedField, kinds: readonly string[]): string | undefined {
  return kinds.find((kind) => field.validity[kind as keyof ValidityState]) ?? kinds[0];
}

/** States a field refused (showing one of its messages) or valid, as the island renders it. */
function markField(field: CheckedField, valid: boolean) {
  const box = document.getElementById(field.getAttribute(FIELD_MESSAGE_ATTRIBUTE)!);
  if (!box) return;
  const messages = box.querySelectorAll('[' + VALIDITY_ATTRIBUTE + ']');
  const kinds: string[] = [];
  for (let index = 0; index < messages.length; index++)
    kinds.push(messages[index]!.getAttribute(VALIDITY_ATTRIBUTE)!);
  const kind = valid ? undefined : refusedBy(field, kinds);
  for (let index = 0; index < messages.length; index++)
    (messages[index] as HTMLElement).hidden = kinds[index] !== kind;
  box.hidden = valid;
  if (valid) {
    field.removeAttribute('aria-invalid');
    field.removeAttribute('aria-describedby');
  } else {
    field.setAttribute('aria-invalid', 'true');
    field.setAttribute('aria-describedby', box.id);
  }
}

/**
 * The head script's answer to a refused submit of a form that answers early, until its
 * island is live: the browser fires `invalid` at each field it refuses, in the form's order,
 * and shows its bubble for those whose event is not cancelled. Each is cancelled and marked
 * instead; the first takes the focus once the browser is done. A marked field is told again
 * as it changes, until it is valid.
 */
function answerEarlyValidation() {
  let first: CheckedField | null = null;
  function earlyField(event: Event) {
    const field = event.target as Partial<CheckedField> | null;
    const form = field && field.form;
    return form &&
      form.getAttribute(EARLY_INPUT_ATTRIBUTE) === 'submit' &&
      !form.hasAttribute(LIVE_ATTRIBUTE) &&
      field.hasAttribute!(FIELD_MESSAGE_ATTRIBUTE)
      ? (field as CheckedField)
      : null;
  }
  document.addEventListener(
    'invalid',
    (event) => {
      const field = earlyField(event);
      if (!field) return;
      event.preventDefault();
      markField(field, false);
      if (first) return;
      first = field;
      // In a task of its own, once the browser has fired every `invalid` of this submit (a
      // microtask would run between two of them, and move the focus to each in turn).
      setTimeout(() => {
        first!.focus();
        first = null;
      }, 0);
    },
    true,
  );
  document.addEventListener(
    'input',
    (event) => {
      const field = earlyField(event);
      if (field && field.getAttribute('aria-invalid') === 'true')
        markField(field, field.validity.valid);
    },
    true,
  );
}

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
