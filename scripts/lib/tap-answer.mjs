/**
 * How long a tap waits for its answer, measured by the page itself: from the tap
 * (`pointerdown`, its event time) to the first animation frame in which the answer is on
 * screen, that is laid out in the frame the browser is about to paint. Measured inside the
 * page, not by polling from outside, which adds its own delay. Used by the tap bench
 * (scripts/tools/bench-taps.mjs) and the end-to-end tests of early taps.
 *
 * The answer is described as data (a selector, and text its element contains), since the
 * page's Content-Security-Policy forbids evaluating code from a string.
 */

/**
 * Installs the recorder before the page's own scripts (call before navigating). The first
 * tap on the page is timed; `answer` is `{ selector, text }`.
 */
export async function recordTapAnswer(page, answer) {
  await page.addInitScript(({ selector, text }) => {
    // The browser's own frames and clock, taken before a test installs Playwright's clock
    // (page.clock), which would stand in for them: what is measured is real frames.
    const nextFrame = requestAnimationFrame.bind(window);
    const now = performance.now.bind(performance);
    // Drawn: laid out, not hidden, and not inside a closed <details> (whose content keeps
    // boxes that layout APIs still measure: checkVisibility() knows it is not drawn).
    const drawn = (element) =>
      element.checkVisibility
        ? element.checkVisibility({ visibilityProperty: true })
        : element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
    const shown = () =>
      [...document.querySelectorAll(selector)].filter(
        (element) => element.textContent.includes(text) && drawn(element),
      );
    addEventListener(
      'pointerdown',
      (event) => {
        if (window.__tapAnswer) return;
        const record = {
          tapAt: event.timeStamp,
          // When the page handled the tap's click (or the form's submit).
          handledAt: null,
          answeredAt: null,
          inNoticeArea: null,
          // How many elements showed the answer in that frame (one notice, not two), and the
          // text of the first.
          shownCount: 0,
          shownText: null,
          // Frames drawn between the handling of the tap and its answer, that one included.
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
          record.inNoticeArea = Boolean(elements[0].closest('[aria-label="Notifications"]'));
          record.shownCount = elements.length;
          record.shownText = elements[0].textContent;
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
  }, answer);
}

/**
 * The timed tap once answered: `{ delay, inNoticeArea, framesAfterHandling, shownCount,
 * shownText }` (delay in ms from the tap; 1 frame after handling = the answer painted in the
 * first frame after the page handled the tap; the elements showing it in that frame, and the
 * text of the first), or null if no answer came within `timeout` ms.
 */
export async function tapAnswer(page, { timeout = 10_000 } = {}) {
  // Polled from here, not with a timer in the page: a test may hold the page's clock.
  const deadline = Date.now() + timeout;
  while (!(await page.evaluate(() => window.__tapAnswer?.answeredAt != null))) {
    if (Date.now() > deadline) return null;
    await new Promise((wait) => setTimeout(wait, 50));
  }
  return page.evaluate(() => {
    const { tapAt, answeredAt, inNoticeArea, framesAfterHandling, shownCount, shownText } =
      window.__tapAnswer;
    return { delay: answeredAt - tapAt, inNoticeArea, framesAfterHandling, shownCount, shownText };
  });
}
