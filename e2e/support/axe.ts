/**
 * axe-core on the page as it is now, in the Playwright engines (the scan itself, in every
 * engine: scripts/harness/browsers/axe-scan.ts), and the colour transitions it waits for.
 */
import { expect, type Page } from '@playwright/test';
import { AXE_SOURCE, type AxeViolation } from '../../scripts/harness/browsers/axe-scan';
import { axeRunScript } from '../../scripts/harness/browsers/in-page-scripts';

/**
 * axe-core as this site is scanned (scripts/harness/browsers/axe-scan.ts): its minified source
 * and axe.run in one evaluation, in the page itself, where AxeBuilder's default opens a blank
 * page at every scan to merge each frame's results there, and its legacy mode sends the
 * source twice. That leaves out cross-origin frames only, and the site has no frame at all:
 * a page with one fails here, for a scan of every frame to come back.
 */
async function axeViolations(page: Page): Promise<AxeViolation[]> {
  expect(page.frames(), 'frames of the page, none but its own').toHaveLength(1);
  return page.evaluate(`${AXE_SOURCE}\n;${await axeRunScript()}\n;window.__axeViolations()`);
}

/**
 * axe-core runs as a script inside the page and waits on timers, which never fire in a
 * test that turned JavaScript off (the page's own scripts were skipped), nor while a test
 * holds the page's clock (stopClock). For the check, the page's timers of no delay (axe's)
 * and its animation frames are then stood in by microtasks, which still run, and given back
 * afterwards. A timer with a delay keeps the page's clock: a page that hydrates during the
 * scan (a tap just started its scripts) sets a notice's 5 s there, which a microtask ran at
 * once, closing the notice the test then waited for (it happened in the floor in Chromium 112).
 */
async function axeResults(page: Page, { clockHeld = false } = {}): Promise<AxeViolation[]> {
  if (!clockHeld && (await scriptsRun(page))) {
    await settledStyles(page);
    return axeViolations(page);
  }
  await page.evaluate(() => {
    const later = (callback: () => void) => {
      void Promise.resolve().then(callback);
      return 0;
    };
    const timers = ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'];
    const { setTimeout: delayed, clearTimeout: clearDelayed } = window;
    Object.assign(window, {
      __timersBeforeAxe: Object.fromEntries(
        timers.map((name) => [name, window[name as keyof Window]]),
      ),
      setTimeout: (callback: () => void, delay = 0, ...args: unknown[]) =>
        delay > 0 ? delayed(callback, delay, ...args) : later(callback),
      clearTimeout: (id?: number) => {
        if (id) clearDelayed(id);
      },
      requestAnimationFrame: later,
      cancelAnimationFrame: () => {},
    });
  });
  try {
    return await axeViolations(page);
  } finally {
    await page.evaluate(() =>
      Object.assign(window, (window as unknown as { __timersBeforeAxe: object }).__timersBeforeAxe),
    );
  }
}

/**
 * Waits for what a page paints on its own after its first paint, before any tap: the colour
 * transitions under way (settledTransitions). The page's CSS is all in its <head>, and no
 * sheet applies before the first tap.
 */
export async function settledStyles(page: Page) {
  await settledTransitions(page);
}

/**
 * Waits for the colour transitions under way: those the full sheet's rules start as it
 * applies, once the scripts start after a first tap (a footer link eases from the browser's
 * link colour to its own for 150 ms; axe-core, reading a colour halfway, would report a
 * contrast no visitor is left with), and those a state change starts. Reading the animations
 * applies pending styles first, so the transitions they start are awaited too.
 */
export async function settledTransitions(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Whether scripts run in the page: not when the test turned JavaScript off. Read from how the
 * page parses a <noscript> (as markup only where scripting is off), not from a timer raced
 * against a clock, which a busy machine can lose.
 */
async function scriptsRun(page: Page) {
  return page.evaluate(() => {
    const probe = document.createElement('div');
    probe.innerHTML = '<noscript><p></p></noscript>';
    return probe.querySelector('p') === null;
  });
}

/**
 * Runs axe-core on the page as it is now (all rules, WCAG 2.2 AA and best practices), its
 * colour transitions run to their end (settledTransitions: without JavaScript, the footer's
 * links were read halfway once on a busy machine), and fails with a readable list of
 * violations.
 */
export async function expectNoA11yViolations(
  page: Page,
  label = page.url(),
  options: { clockHeld?: boolean } = {},
) {
  await settledTransitions(page);
  const violations = await axeResults(page, options);
  expect(violations, `axe-core violations on ${label}`).toEqual([]);
}
