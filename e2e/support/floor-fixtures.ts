import { test as base, type Page } from '@playwright/test';
import { stopClock, waitWhileClockCreeps } from '../../scripts/harness/browsers/clock-hold';
import {
  floorPageOf,
  type FloorEngine,
  type FloorPage,
} from '../../scripts/harness/browsers/floor-page';
import { startWebKit, type RunningWebKit } from '../../scripts/harness/browsers/webkit/driver';
import { WebKitPage } from '../../scripts/harness/browsers/webkit/page';
import { expectNoA11yViolations } from './axe';
import { expect } from './fixtures';
import { guardPage } from './guard';

export { expect };

export interface FloorOptions {
  /**
   * Playwright's page, which drives the browser. A project that sets it to null (webkit)
   * drives its browser through WebDriver instead: an option the config sets replaces the
   * fixture, and with it its use of `page`, so that Playwright launches no browser at all.
   */
  playwrightPage: Page | null;
}

interface Driven {
  page: FloorPage;
  engine: FloorEngine;
}

/**
 * The browser floor's fixtures (e2e/floor.spec.ts): `floorPage`, the page a test drives, and
 * `engine`, what its driver does its own way (scripts/harness/browsers/floor-page.ts). Both
 * drivers hold the page to the same page guard (scripts/harness/browsers/page-guard.ts).
 * Through Playwright, the page is Playwright's, watched as every other spec's (./guard.ts).
 * Through WebDriver (the webkit project), each worker starts its own display and driver the
 * first time a test asks (scripts/harness/browsers/webkit/driver.ts), each test a fresh
 * MiniBrowser sized to the test's `viewport`, whose pages the guard's in-page part watches.
 */
export const test = base.extend<
  FloorOptions & { driven: Driven; floorPage: FloorPage; engine: FloorEngine },
  { webkit: () => Promise<RunningWebKit> }
>({
  playwrightPage: [async ({ page }, provide) => provide(page), { option: true }],
  webkit: [
    async ({}, provide) => {
      let running: Promise<RunningWebKit> | undefined;
      await provide(() => (running ??= startWebKit()));
      if (running) await (await running).stop();
    },
    { scope: 'worker', timeout: 30_000 },
  ],
  driven: async ({ playwrightPage, browserName, baseURL, viewport, webkit }, provide, testInfo) => {
    if (playwrightPage) {
      const page = playwrightPage;
      await guardPage(page, { baseURL: baseURL!, browserName }, async (guard) => {
        let clockHeld = false;
        await provide({
          page: floorPageOf(page),
          engine: {
            name: browserName,
            version: page.context().browser()!.version(),
            allowConsoleError: guard.allowConsoleError,
            requests: async () => guard.requests,
            async holdNotices() {
              await stopClock(page);
              clockHeld = true;
            },
            clock: {
              async creepUntil(check, message) {
                if (!clockHeld) throw new Error('The clock creeps once held: holdNotices().');
                await waitWhileClockCreeps(page, check, message);
                await page.clock.resume();
                clockHeld = false;
              },
            },
            expectNoA11yViolations: (label) => expectNoA11yViolations(page, label, { clockHeld }),
          },
        });
      });
      return;
    }
    const running = await webkit();
    const client = await running.newSession();
    try {
      const page = new WebKitPage(client, baseURL!, client.capabilities.browserVersion ?? '');
      const { width, height } = viewport!;
      await client.setWindowRect(null, null, width, height);
      // MiniBrowser's window cannot be narrower than 447 px: a test asking for less must say so.
      expect(await page.evaluate(() => innerWidth), 'width of the page').toBe(width);
      testInfo.annotations.push({
        type: 'browser',
        description: `${running.name}, ${page.version}`,
      });
      await provide({ page, engine: page });
      await page.expectGuardHeld();
    } finally {
      await client.deleteSession();
    }
  },
  floorPage: async ({ driven }, provide) => provide(driven.page),
  engine: async ({ driven }, provide) => provide(driven.engine),
});
