import type { Page } from '@playwright/test';
import { tapRecorderScript } from '../browsers/in-page-scripts';

export interface TapRecord {
  tapAt: number;
  /** When the page handled the tap's click (or the form's submit). */
  handledAt: number | null;
  answeredAt: number | null;
  /** Whether the page had hydrated when its answer showed: its islands answered, or the page. */
  hydrated: boolean | null;
  /** How many elements showed the answer in that frame (one notice, not two), and the first's text. */
  shownCount: number;
  shownText: string | null;
  /** Frames drawn between the handling of the tap and its answer, that one included. */
  framesAfterHandling: number;
}
declare global {
  interface Window {
    __tapAnswer?: TapRecord;
    __tapTarget?: { selector: string; text: string };
  }
}

/**
 * How long a tap waits for its answer, measured by the page itself: from the tap
 * (`pointerdown`, its event time) to the first animation frame in which the answer is on
 * screen, that is laid out in the frame the browser is about to paint. Measured inside the
 * page, not by polling from outside, which adds its own delay. Used by the tap bench
 * (scripts/tools/bench-taps.ts) and the end-to-end tests of early taps.
 *
 * The answer is described as data (a selector, and text its element contains), since the
 * page's Content-Security-Policy forbids evaluating code from a string.
 */

/**
 * Installs the recorder before the page's own scripts (call before navigating). The first
 * tap on the page is timed; `answer` is `{ selector, text }`.
 */
export async function recordTapAnswer(page: Page, answer: { selector: string; text: string }) {
  await page.addInitScript((target) => {
    window.__tapTarget = target;
  }, answer);
  await page.addInitScript({ content: await tapRecorderScript() });
}

/**
 * The timed tap once answered: `{ delay, hydrated, framesAfterHandling, shownCount,
 * shownText }` (delay in ms from the tap; 1 frame after handling = the answer painted in the
 * first frame after the page handled the tap; the elements showing it in that frame, and the
 * text of the first), or null if no answer came within `timeout` ms.
 */
export async function tapAnswer(page: Page, { timeout = 10_000 } = {}) {
  // Polled from here, not with a timer in the page: a test may hold the page's clock.
  const deadline = Date.now() + timeout;
  while (!(await page.evaluate(() => window.__tapAnswer?.answeredAt != null))) {
    if (Date.now() > deadline) return null;
    await new Promise((wait) => setTimeout(wait, 50));
  }
  return page.evaluate(() => {
    const { tapAt, answeredAt, hydrated, framesAfterHandling, shownCount, shownText } =
      window.__tapAnswer!;
    return { delay: answeredAt! - tapAt, hydrated, framesAfterHandling, shownCount, shownText };
  });
}
