/**
 * The one inline script of every page's <head>, run before the body is parsed
 * (compiled by scripts/site-build/browser-code.ts from head.entry.ts, which calls runHead()
 * with the notice duration of content/constants.ts). It
 * decides, as GOV.UK Frontend does with its `govuk-frontend-supported` class, whether this
 * browser gets the page's enhancements at all, then makes the HTML controls work the same in
 * every browser of the floor:
 *
 * 1. The page loader (lib/browser/loader.ts), which starts Next's scripts at the first tap:
 *    added once the page has painted and is parsed, in every browser (it also adds the web
 *    fonts), and fetched then, never ahead of the paint; with it, a preload of the web fonts'
 *    files, which the loader's FontFace then takes. A prerendered page waits for its
 *    activation first (./activation.ts): until it is shown, nothing of the visit starts.
 * 2. The floor. The site supports Next.js 16's browsers (package.json `browserslist`:
 *    Chrome/Edge 111+, Firefox 111+, Safari 16.4+). A check of features those browsers
 *    share (Array#findLast: Chrome 97, Firefox 104, Safari 15.4; RegExp lookbehind:
 *    Safari 16.4) marks <html> with ENHANCE_ATTRIBUTE and defines `window.__enhance`. Only
 *    there does the page loader start Next's scripts, through `__enhance.ready()`; an older
 *    browser keeps the complete HTML page and never runs half of an enhancement. To reach
 *    this check an older browser must parse the script: it ships as ES5 (scripts/site-build/browser-code.ts).
 * 3. Popover. Where the browser lacks it (Chrome < 114, Firefox < 125, Safari < 17), the
 *    maintained polyfill (@oddbird/popover-polyfill, served from the site by
 *    app/popover-polyfill.js/route.ts) is fetched at once; until it runs, taps on popover
 *    buttons wait for it. Once it runs, <html> gets POLYFILLED_ATTRIBUTE; without it (no
 *    JavaScript, or the file lost), app/globals.css keeps every popover hidden and gives
 *    the menu and the notices a CSS-only fallback.
 * 4. The taps, keys and fragment changes the loader needs to see, kept in `__enhance.q`
 *    until it comes.
 * 5. Exclusive <details name>. Where the browser lacks it (Chrome < 120, Firefox < 130,
 *    Safari < 17.2), opening a <details> closes the others of its name, as the platform
 *    does elsewhere: the FAQ shows one answer at a time from the first tap.
 * 6. Early taps: see lib/browser/early-input.ts.
 * 7. Leaving: the open popovers close as the page is put away in the back/forward cache, so
 *    that it comes back without them (./leaving.ts).
 * 8. Saving data: a visitor who asked for it gets no page fetched ahead (./save-data.ts).
 *
 * scripts/site-build/secure-export.ts hashes the compiled text into each page's
 * Content-Security-Policy.
 */
import {
  EARLY_INPUT_ATTRIBUTE,
  ENHANCE_ATTRIBUTE,
  NO_PAINT_REPORTED_DELAY_MS,
  PAGE_SCRIPTS_ID,
  POLYFILLED_ATTRIBUTE,
  POPOVER_POLYFILL_PATH,
  type PageScripts,
} from './contract';
import { whenActivated } from './activation';
import { appendToHead } from './dom';
import { answerEarlyInput } from './early-input';
import { closeOnLeaving } from './leaving';
import { forgoSpeculationOnSaveData } from './save-data';

/** What the head script gives the page loader where the browser meets the floor. */
export interface Enhance {
  /** Runs `start` once popovers work: at once, or when the polyfill has run. */
  ready(start: () => void): void;
  /** The taps, keys and fragment changes so far; the loader replaces it with its own `push`. */
  q: { push(event: Event): void };
}

declare global {
  interface Window {
    /** Defined where the browser meets the floor (see Enhance). */
    __enhance?: Enhance;
  }
}

/** What the page loader needs to see of the visitor, kept until it comes. */
const INTENTS = [
  'pointerdown',
  'pointerup',
  'pointercancel',
  'click',
  'keydown',
  'keyup',
  'focusin',
  'submit',
  'hashchange',
];

export function runHead(noticeDurationMs: number): void {
  whenActivated(addLoaderOncePainted);
  forgoSpeculationOnSaveData();
  // The floor: below it, the complete HTML page and nothing more. Array#findLast may be
  // missing there, and a lookbehind pattern throws.
  try {
    if (!(([] as Partial<unknown[]>).findLast && new RegExp('(?<=a)b'))) return;
  } catch {
    return;
  }
  const html = document.documentElement;
  html.setAttribute(ENHANCE_ATTRIBUTE, '');

  // Popover, natively or through the polyfill, fetched below where popover is missing. Until
  // the polyfill has run, what waits for it is kept: popovers to show, buttons whose tap came
  // first (their click is replayed for the polyfill to handle), and the loader's start
  // (`ready`: Next's scripts run once popovers work).
  let waiting: (HTMLElement | (() => void))[] = [];
  function available() {
    return HTMLElement.prototype.hasOwnProperty('popover');
  }
  function isOpen(popover: HTMLElement) {
    try {
      return popover.matches(':popover-open');
    } catch {
      return false;
    }
  }
  function show(popover: HTMLElement | null) {
    if (!popover) return;
    if (!available()) waiting.push(popover);
    else if (!isOpen(popover)) popover.showPopover();
  }
  function hide(popover: HTMLElement | null) {
    if (popover && available() && isOpen(popover)) popover.hidePopover();
  }
  const enhance: Enhance = (window.__enhance = {
    ready(start) {
      if (available()) start();
      else waiting.push(start);
    },
    q: [],
  });
  if (!available()) {
    // A script's load event comes in a task of its own, after this one: set once it is added,
    // the handler is there in time.
    appendToHead('script', { src: POPOVER_POLYFILL_PATH }).onload = () => {
      html.setAttribute(POLYFILLED_ATTRIBUTE, '');
      const waited = waiting;
      waiting = [];
      waited.forEach((item) => {
        if (typeof item === 'function') item();
        else if (item.nodeName === 'BUTTON') item.click();
        else show(item);
      });
    };
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target as Partial<Element>;
        const button =
          !available() && target.closest && target.closest<HTMLElement>('[popovertarget]');
        // A control of early input answers its tap itself (early-input.ts).
        if (button && !button.hasAttribute(EARLY_INPUT_ATTRIBUTE)) waiting.push(button);
      },
      true,
    );
  }

  // What the loader needs to see: `enhance.q` is read at each event, as the loader replaces it.
  function keep(event: Event) {
    enhance.q.push(event);
  }
  INTENTS.forEach((type) => {
    window.addEventListener(type, keep, { capture: true, passive: true });
  });
  closeOtherDetails();
  answerEarlyInput(show, hide, noticeDurationMs);
  closeOnLeaving(hide);
}

/**
 * Before the floor check: every browser gets the web fonts, which the loader adds. It comes
 * once the browser reports the first contentful paint, whose time is when the frame was
 * shown: the main thread may have drawn it, and fired the page's load, well before (on a busy
 * phone, or in Lighthouse's trace, whose simulation then counts anything fetched in between
 * as holding the paint). Where no paint is reported (headless Firefox, a browser without paint
 * timing), NO_PAINT_REPORTED_DELAY_MS after the page's load. Either way once the data block at
 * the end of the page is parsed.
 */
function addLoaderOncePainted() {
  let added = false;
  function addLoader() {
    const block = document.getElementById(PAGE_SCRIPTS_ID);
    if (!block) return;
    const pageScripts = JSON.parse(block.textContent!) as PageScripts;
    appendToHead('script', { src: pageScripts.loader });
    // The web fonts, fetched now beside the loader rather than once it has come and run: on a
    // slow phone that saves a round trip, and their swap comes soon after the first paint,
    // not in the moments a visitor taps. Fetched as the loader's FontFace fetches
    // them (CORS), which takes the preloaded response: one request each.
    pageScripts.fonts.forEach((href) => {
      appendToHead('link', { rel: 'preload', as: 'font', crossorigin: '', href });
    });
  }
  function whenParsed() {
    if (added) return;
    added = true;
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', addLoader);
    else addLoader();
  }
  function afterLoad() {
    setTimeout(whenParsed, NO_PAINT_REPORTED_DELAY_MS);
  }
  try {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) whenParsed();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing: the timer below adds it.
  }
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad);
}

/** Opening a <details name> closes the others of its name, where the browser does not. */
function closeOtherDetails() {
  if ('name' in HTMLDetailsElement.prototype) return;
  document.addEventListener(
    'toggle',
    (event) => {
      const opened = event.target as HTMLDetailsElement;
      const name = opened.getAttribute && opened.getAttribute('name');
      if (opened.nodeName !== 'DETAILS' || !opened.open || !name) return;
      document.querySelectorAll<HTMLDetailsElement>('details[name]').forEach((other) => {
        if (other !== opened && other.open && other.getAttribute('name') === name)
          other.open = false;
      });
    },
    true,
  );
}
