/**
 * What WebDriver runs in WebKit's pages for the floor's adapter (./page.ts, ./locator.ts):
 * typed functions, compiled as the site's browser code is (../in-page-scripts.ts) into one
 * script (./in-page.entry.ts) that every call sends first. It installs the page guard's watch
 * and `window.__floor`, these functions, once per document; each call then runs one of them
 * by name (WebKitPage.call). Elements cross as WebDriver's references: each an argument of its
 * own, since WebKit's driver finds none inside an array.
 */
import { holdNoticeTimers } from '../clock-hold';
import { observedInPage, requestsInPage } from '../page-guard';
import { guardPress, PRESS_EVENTS, PRESS_GUARD_KEY, pressLanded } from './press-guard';

/** Text as Playwright's lookups compare it: white space folded, any case. */
const folded = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').toLowerCase();

export const floorScripts = {
  /** The elements `css` matches within `scope` (the document when null) that a person can see. */
  visibleMatches(scope: Element | null, css: string) {
    return Array.from((scope || document).querySelectorAll(css)).filter((element) =>
      element.checkVisibility(),
    );
  },

  /** Every element `css` matches, hidden or not. */
  matches(css: string) {
    return Array.from(document.querySelectorAll(css));
  },

  /**
   * Which of `elements` contain `text` (folded; null: any) and are visible as `visible` says
   * (null: either).
   */
  kept(text: string | null, visible: boolean | null, ...elements: Element[]) {
    return elements.map(
      (element) =>
        (text === null || folded(element.textContent).indexOf(text) >= 0) &&
        (visible === null || element.checkVisibility() === visible),
    );
  },

  /** As Playwright's getByText: the innermost elements whose text contains `text` (folded). */
  innermostWithText(text: string) {
    const has = (element: Element) => folded(element.textContent).indexOf(text) >= 0;
    return Array.from(document.body.querySelectorAll('*')).filter(
      (element) =>
        ['SCRIPT', 'STYLE', 'TEMPLATE'].indexOf(element.tagName) < 0 &&
        has(element) &&
        !Array.from(element.children).some(has),
    );
  },

  isVisible: (element: Element) => element.checkVisibility(),
  /** As written: WebDriver's own command answers for a boolean attribute as the property. */
  attribute: (element: Element, name: string) => element.getAttribute(name),
  textContent: (element: Element) => element.textContent,
  value: (element: Element) => (element as HTMLInputElement).value,

  /**
   * Where the element lies in the window, if a press would land on the element itself, not on
   * something over it (a notice, a menu): `left top width height`; null if not. An element near
   * the edge of the window cannot be pressed by WebDriver ("not interactable"), so one not
   * wholly in view is first scrolled to the middle, at once.
   */
  pressableBox(element: Element) {
    let box = element.getBoundingClientRect();
    if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) {
      element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      box = element.getBoundingClientRect();
    }
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const pressable =
      element.checkVisibility() && hit !== null && (hit === element || element.contains(hit));
    return pressable ? [box.left, box.top, box.width, box.height].join(' ') : null;
  },

  /** Before a press: held back in the page if it lands elsewhere (./press-guard.ts). */
  guardPress: (element: Element) => guardPress(element, PRESS_GUARD_KEY, PRESS_EVENTS),
  /** After it: whether it landed. */
  pressLanded: () => pressLanded(PRESS_GUARD_KEY),

  /** What the current document requested (the page guard's reading of it). */
  requests: requestsInPage,
  /** What the page guard noted in every document of the test. */
  observed: observedInPage,
  /** The clock hold: a notice's timers stretched in this document (../clock-hold.ts). */
  holdNoticeTimers,
};

export type FloorScripts = typeof floorScripts;
