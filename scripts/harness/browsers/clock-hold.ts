/**
 * The clock hold, once for every engine: before a test visits, no notice may run out before
 * the test closes it or moves time on, however slow the machine. It imports nothing at run
 * time, so that its part in the page compiles into the harness's in-page scripts
 * (./in-page-scripts.ts).
 * - Playwright holds the page's clock itself (stopClock): the page's timers (a notice's 5 s,
 *   the page loader's frames) then move only when the test moves them (waitWhileClockCreeps).
 * - WebDriver has no clock to hold: in the page, the timers of exactly a notice's duration
 *   (the head script's, and the notices' clock's for a new notice) are stretched instead
 *   (holdNoticeTimers), so that a notice stays until the test closes it.
 */
import type { Page } from '@playwright/test';

/** When the page's clock starts, in tests that hold it (stopClock). */
const CLOCK_START = /* @__PURE__ */ new Date('2026-11-26T09:00:00+01:00').getTime();

/**
 * Installs the page's clock, stopped, before the test visits: the page's timers (a notice's
 * 5 s, the page loader's frames) then move only when the test moves them, so that no notice
 * runs out while a busy machine hydrates the page. Call before the first visit.
 */
export async function stopClock(page: Page) {
  await page.clock.install({ time: CLOCK_START });
  await page.clock.pauseAt(CLOCK_START + 1000);
}

/**
 * Waits for `check` while the page's stopped clock creeps on, 20 ms a step every 100 ms (at
 * most `timeout` ms): the page's timers still fire in order (the loader's frames, its fallback
 * a second after the load where no paint is reported), but a notice's time is never used up
 * by waiting.
 */
export async function waitWhileClockCreeps(
  page: Page,
  check: () => Promise<boolean>,
  message: string,
  timeout = 20_000,
) {
  const deadline = Date.now() + timeout;
  for (;;) {
    await page.clock.runFor(20);
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`${message}: not within ${timeout} ms`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

// In the page: WebDriver's hold, compiled into the harness's in-page scripts.

/** Longer than any test: what a held timer's delay becomes. */
const HELD_DELAY = 2 ** 31 - 1;

/**
 * Stretches every timer of exactly `held` ms (a notice's duration) that the page sets from now
 * on in this document. Once per document, before the taps.
 */
export function holdNoticeTimers(held: number) {
  type SetTimer = (handler: TimerHandler, delay?: number, ...rest: unknown[]) => number;
  const timers = window as unknown as { setTimeout: SetTimer };
  const setTimer = timers.setTimeout;
  timers.setTimeout = function () {
    // Its arguments as given (a handler, a delay, the handler's), the delay stretched; as a
    // list, not spread: what the compiler would lower with a helper outside the script.
    // eslint-disable-next-line prefer-rest-params
    const args = Array.prototype.slice.call(arguments) as Parameters<SetTimer>;
    if (args[1] === held) args[1] = HELD_DELAY;
    return setTimer.apply(window, args);
  };
}
