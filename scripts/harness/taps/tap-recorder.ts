/**
 * The tap recorder, in the page before its own scripts (installed by tap-answer.ts, compiled
 * like the site's own browser code: scripts/harness/browsers/in-page-scripts.ts): times the first tap, from
 * `pointerdown` to the first animation frame in which its answer, `window.__tapTarget`, is on
 * screen, and keeps the record in `window.__tapAnswer`.
 */
import type { TapRecord } from './tap-answer';

const { selector, text } = window.__tapTarget!;
// The browser's own frames and clock, taken before a test installs Playwright's clock
// (page.clock), which would stand in for them: what is measured is real frames.
const nextFrame = requestAnimationFrame.bind(window);
const now = performance.now.bind(performance);
// Drawn: laid out, not hidden, and not inside a closed <details> (whose content keeps
// boxes that layout APIs still measure: checkVisibility() knows it is not drawn).
const drawn = (element: Element) =>
  element.checkVisibility
    ? element.checkVisibility({ visibilityProperty: true })
    : element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
const shown = () =>
  Array.from(document.querySelectorAll(selector)).filter(
    (element) => element.textContent!.includes(text) && drawn(element),
  );
addEventListener(
  'pointerdown',
  (event) => {
    if (window.__tapAnswer) return;
    const record: TapRecord = {
      tapAt: event.timeStamp,
      handledAt: null,
      answeredAt: null,
      hydrated: null,
      shownCount: 0,
      shownText: null,
      framesAfterHandling: 0,
    };
    window.__tapAnswer = record;
    const check = () => {
      if (record.handledAt !== null) record.framesAfterHandling += 1;
      const elements = shown();
      if (!elements.length) {
        nextFrame(check);
        return;
      }
      record.answeredAt = now();
      // Whether React had taken the page over when the answer showed (its h1 hydrated).
      const title = document.querySelector('h1');
      record.hydrated =
        !!title && Object.keys(title).some((key) => key.startsWith('__reactFiber$'));
      record.shownCount = elements.length;
      record.shownText = elements[0]!.textContent;
    };
    nextFrame(check);
  },
  { capture: true },
);
for (const type of ['click', 'submit']) {
  addEventListener(
    type,
    () => {
      const record = window.__tapAnswer;
      if (record && record.handledAt === null) record.handledAt = now();
    },
    { capture: true },
  );
}
