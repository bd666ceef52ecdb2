/**
 * Every tap is answered at once, whether or not the page's JavaScript has arrived.
 *
 * The controls that work without JavaScript (the menu's popover, the FAQ's <details>, the
 * dashboard's fragment links) answer on their own. The others only exist to show a notice
 * (components/notices/notice-button.tsx) or to refuse to send (the contact form). Their notice
 * is in the HTML already, as a native popover right after the control, inside a status region
 * of its own (./notices.ts). A click or submit on such a control before the notices' clock
 * has come (components/notices/notice-clock.tsx) is answered here, in the same task: the
 * control's notice opens (the answer paints in the next frame) and is timed here, its
 * noticeDurationMs stopped while the visitor stays with it (./notices.ts, watchStays), until
 * the clock takes it over (takeEarlyNotice) for the rest of its time. Whoever times it, the
 * notice stays where it is: only its timer changes hands.
 *
 * A control opts in with `data-early-input="click"` (or "submit" on a form) and names its
 * popover in `data-early-input-fallback` (earlyInputProps); once its island answers it, it is
 * marked live (markLive), after which its events go to React untouched. A form may name in
 * `data-early-input-shows` what its answered submit also shows in the page, and keeps (the
 * contact form's note that nothing was sent).
 *
 * Such a form's refused submit is answered early too (answerEarlyValidation): the browser
 * validates, with or without JavaScript; where scripts run, the first refused submit, which
 * often comes before the island has hydrated (a tap on the button is what starts the page's
 * scripts), is told per field as the island tells it: each refused field says under it what
 * to write (aria-invalid, its message tied by aria-describedby), instead of the browser's
 * bubble, and the first one takes the focus. The island takes those messages over: the
 * messages are in the HTML, and only their attributes change.
 */
import {
  EARLY_INPUT_ATTRIBUTE,
  FALLBACK_ATTRIBUTE,
  LIVE_ATTRIBUTE,
  SHOWS_ATTRIBUTE,
} from './contract';
import { returnFocusOnClose, watchStays } from './notices';

export type EarlyInputType = 'click' | 'submit';

/** A notice the head script opened and times, until the notices' clock takes it over. */
export interface EarlyNotice {
  control: Element;
  type: EarlyInputType;
  popover: HTMLElement;
  /** The time it has left to show, as of `since`. */
  left: number;
  /** When its time last started running (performance.now()); null while the visitor stays. */
  since: number | null;
  /** The timer that closes it, while its time runs. */
  timer?: ReturnType<typeof setTimeout>;
}

/** How the head script shows and hides a popover, natively or through the polyfill. */
export interface Popovers {
  show(popover: HTMLElement | null): void;
  hide(popover: HTMLElement | null): void;
}

declare global {
  interface Window {
    /** The notice answered before the clock came, while it shows (see answerEarlyInput). */
    __earlyNotice?: EarlyNotice | null;
  }
}

/** Stops the notice's time, keeping what it has left. */
function pause(notice: EarlyNotice) {
  if (notice.since === null) return;
  clearTimeout(notice.timer);
  notice.left -= performance.now() - notice.since;
  notice.since = null;
}

/**
 * The head script's part (lib/browser/head.ts). It listens in the capture phase on the
 * document, ahead of React's own listeners on the same node, and stops the event there, so
 * React never answers (twice) an event answered here. It opens the popover itself, for a
 * click as for a submit (a form has no popovertarget), natively or through the polyfill;
 * another tap on a button whose popover is open is no light dismiss, since the button
 * targets it. One notice at a time: they are `popover="auto"`, and one opening closes another.
 */
export function answerEarlyInput(
  show: Popovers['show'],
  hide: Popovers['hide'],
  noticeDurationMs: number,
): void {
  window.__earlyNotice = null;
  // The time runs while the visitor is elsewhere, and stops while they stay with the notice.
  const stays = watchStays((staysWith) => {
    const notice = window.__earlyNotice;
    if (!notice) return;
    if (staysWith(notice.popover)) pause(notice);
    else if (notice.since === null) {
      notice.since = performance.now();
      notice.timer = setTimeout(() => {
        window.__earlyNotice = null;
        hide(notice.popover);
      }, notice.left);
    }
  });
  function answer(event: Event) {
    const target = event.target as Partial<Element> | null;
    const control =
      target &&
      target.closest &&
      target.closest('[' + EARLY_INPUT_ATTRIBUTE + '="' + event.type + '"]');
    if (!control || control.hasAttribute(LIVE_ATTRIBUTE)) return;
    event.stopImmediatePropagation();
    event.preventDefault();
    const popover = document.getElementById(control.getAttribute(FALLBACK_ATTRIBUTE)!)!;
    const shows = document.getElementById(control.getAttribute(SHOWS_ATTRIBUTE) || '');
    if (shows) shows.hidden = false;
    show(popover);
    // A second tap, or another notice: the time starts again, for this one.
    if (window.__earlyNotice) pause(window.__earlyNotice);
    window.__earlyNotice = {
      control,
      type: event.type as EarlyInputType,
      popover,
      left: noticeDurationMs,
      since: null,
    };
    stays(event);
  }
  document.addEventListener('click', answer, true);
  document.addEventListener('submit', answer, true);
  // Closed by the visitor: nothing left to time.
  document.addEventListener(
    'toggle',
    (event) => {
      const notice = window.__earlyNotice;
      if (
        notice &&
        event.target === notice.popover &&
        (event as ToggleEvent).newState === 'closed'
      ) {
        pause(notice);
        window.__earlyNotice = null;
      }
    },
    true,
  );
  returnFocusOnClose();
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
 * Called by an island once it answers its control itself (in an effect): marks it live, so
 * that later events reach React.
 */
export function markLive(control: Element) {
  control.setAttribute(LIVE_ATTRIBUTE, '');
}

/**
 * Called by the notices' clock as it starts: the notice the head script shows, if one does,
 * with the time it has left, its timer stopped. The clock times it from then on.
 */
export function takeEarlyNotice(): Pick<EarlyNotice, 'popover' | 'left'> | undefined {
  const notice = window.__earlyNotice;
  if (!notice) return undefined;
  pause(notice);
  window.__earlyNotice = null;
  return { popover: notice.popover, left: notice.left };
}

/**
 * The attributes a control carries to opt in: the event its island answers, and the
 * popover that answers it until then.
 */
export const earlyInputProps = (type: EarlyInputType, fallbackPopoverId: string) => ({
  [EARLY_INPUT_ATTRIBUTE]: type,
  [FALLBACK_ATTRIBUTE]: fallbackPopoverId,
});
