import { test as base, expect, type Locator, type Page } from '@playwright/test';
import {
  AXE_SOURCE,
  axeViolationsInPage,
  type AxeViolation,
} from '../../scripts/harness/browsers/axe-scan';
import type { FloorPage } from '../../scripts/harness/browsers/floor-page';

export { expect };

interface PageGuard {
  /** Console messages of type error matching this pattern are expected by the test. */
  allowConsoleError(pattern: RegExp): void;
  /** The Content-Security-Policy violations seen so far (a test that plants one reads them). */
  cspViolations: string[];
  /** The test plants a violation on purpose: do not fail it for that. */
  expectCspViolations(): void;
}

/**
 * Every test's page is watched from its first request: at the end of the test, no
 * console error, no request to another origin and no Content-Security-Policy violation
 * may have happened.
 */
export const test = base.extend<{ guard: PageGuard }>({
  guard: [
    async ({ page, baseURL, browserName, javaScriptEnabled }, use) => {
      if (!javaScriptEnabled && browserName !== 'chromium') {
        // Firefox's BiDi cannot turn scripts off for one context, and Playwright then runs
        // the test with them on: it would pass without testing anything. Tag it @chromium.
        throw new Error(`javaScriptEnabled: false only works in Chromium, not ${browserName}.`);
      }
      await guardPage(page, { baseURL: baseURL!, browserName }, use);
    },
    { auto: true },
  ],
});

/**
 * Watches a page from its first request while `during` runs (the test), then fails on any
 * console error (but those allowed), request to another origin or CSP violation. The guard
 * of every test (above), and of the browser floor's Playwright engines (floor-fixtures.ts).
 */
export async function guardPage(
  page: Page,
  { baseURL, browserName }: { baseURL: string; browserName: string },
  during: (guard: PageGuard) => Promise<void>,
) {
  const allowed: RegExp[] = [];
  if (browserName === 'firefox') {
    // A web font still downloading when the page is left (a link followed within a second
    // of the first paint) is cut short, status NS_BINDING_ABORTED (0x804B0002), and Firefox
    // reports it, through BiDi, as an uncaught error of the page left: the browser's note
    // on a navigation, not an error of the page (whose loader handles the failed load).
    // Any other font failure still fails the test.
    allowed.push(/^Uncaught: download failed \(font-family: [^)]*\): status=2152398850 /);
  }
  const consoleErrors: string[] = [];
  const foreignRequests: string[] = [];
  const cspViolations: string[] = [];
  let violationsExpected = false;
  const origin = new URL(baseURL).origin;

  await page.exposeBinding('__reportCspViolation', (_source, violation: string) => {
    cspViolations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`,
      );
    });
  });

  // The whole console too, which a failed test leaves in its report (below).
  const pageConsole: string[] = [];
  page.on('console', (message) => {
    const { url, lineNumber } = message.location();
    pageConsole.push(
      `[${message.type()}] ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`,
    );
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => {
    pageConsole.push(`[uncaught] ${error.stack ?? error.message}`);
    consoleErrors.push(`Uncaught: ${error.message}`);
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.origin !== origin) foreignRequests.push(request.url());
  });

  await during({
    allowConsoleError: (pattern) => allowed.push(pattern),
    cspViolations,
    expectCspViolations: () => {
      violationsExpected = true;
    },
  });

  const unexpected = consoleErrors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
  // A failed test (by its own steps, or by the guard below) keeps the page's console in its
  // report, as it keeps its trace and screenshot (playwright.config.ts), from its first failure.
  const info = base.info();
  const guardFails =
    unexpected.length > 0 ||
    foreignRequests.length > 0 ||
    (!violationsExpected && cspViolations.length > 0);
  if (guardFails || info.status !== info.expectedStatus) {
    await info.attach('console', { body: pageConsole.join('\n'), contentType: 'text/plain' });
  }
  expect(unexpected, 'errors in the browser console').toEqual([]);
  expect(foreignRequests, 'requests to another origin').toEqual([]);
  if (!violationsExpected) {
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
  }
}

/**
 * axe-core as this site is scanned (scripts/harness/browsers/axe-scan.ts): its minified source
 * and axe.run in one evaluation, in the page itself, where AxeBuilder's default opens a blank
 * page at every scan to merge each frame's results there, and its legacy mode sends the
 * source twice. That leaves out cross-origin frames only, and the site has no frame at all:
 * a page with one fails here, for a scan of every frame to come back.
 */
function axeViolations(page: Page): Promise<AxeViolation[]> {
  expect(page.frames(), 'frames of the page, none but its own').toHaveLength(1);
  return page.evaluate(`${AXE_SOURCE}\n;(${axeViolationsInPage})()`);
}

/**
 * axe-core runs as a script inside the page and waits on timers, which never fire in a
 * test that turned JavaScript off (the page's own scripts were skipped), nor while a test
 * holds the page's clock (stopClock). For the check, the page's timers of no delay (axe's)
 * and its animation frames are then stood in by microtasks, which still run, and given back
 * afterwards. A timer with a delay keeps the page's clock: a page that hydrates during the
 * scan (a tap just started its scripts) sets a notice's 5 s there, which a microtask ran at
 * once, closing the notice the test then waited for (the floor in Chromium 112, 1 run in 3).
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

/** Opens a route and checks it answered 200 (in any engine: the floor's WebKit page too). */
export async function visit(page: FloorPage, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
  return response!;
}

/**
 * Whether the web font (app/fonts.ts, which the page loader adds after the first paint) is
 * loaded; poll it to wait for the swap.
 */
export function webFontLoaded(page: Page) {
  return page.evaluate(() =>
    [...document.fonts].some((face) => face.family === 'sansFont' && face.status === 'loaded'),
  );
}

/** When the page's clock starts, in tests that hold it (stopClock). */
const CLOCK_START = new Date('2026-11-26T09:00:00+01:00').getTime();

/**
 * Installs the page's clock, stopped, before the test visits: the page's timers (a notice's
 * 5 s, the page loader's frames) then move only when the test moves them, so that no
 * notice runs out while a busy machine hydrates the page. Call before the first visit.
 */
export async function stopClock(page: Page) {
  await page.clock.install({ time: CLOCK_START });
  await page.clock.pauseAt(CLOCK_START + 1000);
}

/**
 * Waits for `check` while the page's stopped clock creeps on, 20 ms a step every 100 ms:
 * the page's timers still fire in order (the loader's frames, its fallback a second after
 * the load where no paint is reported), but a notice's time is never used up by waiting.
 */
export async function waitWhileClockCreeps(
  page: Page,
  check: () => Promise<boolean>,
  message: string,
) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(20);
        return check();
      },
      { message, intervals: [100], timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * The page's scripts ran and React took the page over: its single h1 is one that React
 * hydrated (React keys each element it hydrates with `__reactFiber$…`). Only ever waited for
 * after acting, never before (the scripts start at the first interaction).
 */
export async function expectHydrated(page: FloorPage) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const titles = document.querySelectorAll('h1');
          return (
            titles.length === 1 &&
            Object.keys(titles[0]!).some((key) => key.startsWith('__reactFiber$'))
          );
        }),
      // Every 50 ms, not at expect.poll's widening steps (up to 1 s): most tests wait here.
      { message: 'the page hydrated, its h1 still in place', timeout: 15_000, intervals: [50] },
    )
    .toBe(true);
  await expect
    .poll(() => page.locator('[data-island-failed]').count(), {
      message: 'islands that failed',
    })
    .toBe(0);
}

/**
 * A notice that shows, named by its title: a popover right after the control that showed it
 * (components/notices/notice-popover.tsx). Hidden ones are left out.
 */
export function notice(page: Page, title: string) {
  return page.getByRole('group', { name: title, exact: true });
}

/**
 * Checks that one notice with exactly this title shows, with a message containing each of
 * `messageParts`, and returns it.
 */
export async function expectNotice(page: Page, title: string, ...messageParts: string[]) {
  const shown = notice(page, title);
  await expect(shown).toHaveCount(1);
  await expect(shown).toBeVisible();
  await expect(shown.getByText(title, { exact: true })).toBeVisible();
  for (const part of messageParts) await expect(shown).toContainText(part);
  return shown;
}

/**
 * Whether the browser exposes the control as expanded, as assistive technology hears it
 * (Chromium's accessibility tree). A `popovertarget` button is expanded or collapsed with
 * its popover natively, before any script has written aria-expanded. Chromium only: no
 * other engine lets Playwright read its accessibility tree, so a test using it is @chromium.
 */
export async function expandedState(control: Locator): Promise<boolean | undefined> {
  const page = control.page();
  const engine = page.context().browser()?.browserType().name();
  if (engine !== 'chromium') {
    throw new Error(`expandedState reads Chromium's accessibility tree, not ${engine}'s.`);
  }
  const marker = `expanded-${Math.random().toString(36).slice(2)}`;
  await control.evaluate((element, name) => element.setAttribute('data-probe', name), marker);
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: `[data-probe="${marker}"]`,
    });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      nodeId,
      fetchRelatives: false,
    });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await cdp.detach();
    await control.evaluate((element) => element.removeAttribute('data-probe'));
  }
}
