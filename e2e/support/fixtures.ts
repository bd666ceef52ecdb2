/**
 * Every spec's test: its page watched by the page guard from its first request (./guard.ts),
 * and the visit of a route.
 */
import { test as base, expect } from '@playwright/test';
import type { FloorPage } from '../../scripts/harness/browsers/floor-page';
import { guardPage, type PageGuard } from './guard';

export { expect };

/**
 * Every test's page is watched from its first request: at the end of the test, the page guard
 * (scripts/harness/browsers/page-guard.ts) must have held.
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

/** Opens a route and checks it answered 200 (in any engine: the floor's WebKit page too). */
export async function visit(page: FloorPage, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
  return response!;
}
