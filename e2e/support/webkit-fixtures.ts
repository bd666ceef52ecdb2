import { test as base, expect } from '@playwright/test';
import { startWebKit, type RunningWebKit } from '../../scripts/lib/browsers/webkit';
import { WebKitPage } from '../../scripts/lib/browsers/webkit-page';

export { expect };

/**
 * Tests in WebKit (Safari's engine) through WebDriver: Playwright runs them, but they get a
 * `webkit` page (e2e/support/webkit-page.ts) instead of Playwright's `page`, so no Playwright
 * browser is launched. Each worker starts its own display and driver (e2e/support/webkit.ts),
 * each test a fresh MiniBrowser sized to the test's `viewport`. At the end of every test, as
 * the other engines' guard does (e2e/support/fixtures.ts), no error, CSP violation or request to
 * another origin may have happened in the page.
 */
export const test = base.extend<{ webkit: WebKitPage }, { webkitBrowser: RunningWebKit }>({
  webkitBrowser: [
    async ({}, provide) => {
      const running = await startWebKit();
      await provide(running);
      await running.stop();
    },
    { scope: 'worker', timeout: 30_000 },
  ],
  webkit: async ({ webkitBrowser, baseURL, viewport }, provide, testInfo) => {
    const client = await webkitBrowser.newSession();
    try {
      const page = new WebKitPage(client, baseURL!);
      const { width, height } = viewport!;
      await client.setWindowRect(null, null, width, height);
      // MiniBrowser's window cannot be narrower than 447 px: a test asking for less must say so.
      expect(await page.evaluate<number>('return innerWidth'), 'width of the page').toBe(width);
      testInfo.annotations.push({
        type: 'browser',
        description: `${webkitBrowser.name}, ${client.capabilities.browserVersion}`,
      });
      await provide(page);
      await page.expectNoProblems();
    } finally {
      await client.deleteSession();
    }
  },
});
