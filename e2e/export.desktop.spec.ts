import type { Page } from '@playwright/test';
import { allRoutes } from '@/content/site';
import { expect, expectNoA11yViolations, test, visit } from './fixtures';

/**
 * Every page of the export, as the post-build step left it (scripts/build/optimize-export.mjs,
 * checked file by file in e2e/export-files.desktop.spec.ts), still hydrates: after a first
 * key, its scripts run, the full sheet applies, and each file is fetched once.
 */
/** What tells that the page's islands hydrated: a state only React writes. */
async function expectHydrated(page: Page, route: string) {
  const hydrated =
    route === '/dashboard'
      ? page.getByRole('tablist')
      : // The menu button gets aria-expanded from its island (the static HTML has none).
        page.locator('button[popovertarget][aria-expanded]');
  await expect(hydrated).toHaveCount(1, { timeout: 15_000 });
  await expect(page.locator('[data-island-failed]')).toHaveCount(0);
}

for (const route of [...allRoutes.map((item) => item.path), '/page-absente']) {
  test(`${route} hydrates after a first key, fetching each file once`, async ({ page, guard }) => {
    // The browser reports the 404 status of the 404 page itself as a console error.
    if (route === '/page-absente') guard.allowConsoleError(/status of 404/);
    const requested = new Map<string, number>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      requested.set(path, (requested.get(path) ?? 0) + 1);
    });
    const response = await page.goto(route);
    expect(response!.status()).toBe(route === '/page-absente' ? 404 : 200);
    await page.keyboard.press('Shift');
    await expectHydrated(page, route);
    // The full sheet came back before the scripts ran.
    await expect(page.locator('link[rel="stylesheet"]')).not.toHaveAttribute('disabled', '');
    await expectNoA11yViolations(page, `${route} hydrated`);
    const twice = [...requested].filter(([path, count]) => path.startsWith('/_next/') && count > 1);
    expect(twice, 'files requested more than once').toEqual([]);
    expect([...requested.keys()].filter((path) => path.endsWith('.js')).length).toBeGreaterThan(2);
  });
}

test('a page opened at a fragment hydrates at once, without a tap', async ({ page }) => {
  await visit(page, '/dashboard#campagnes');
  await expectHydrated(page, '/dashboard');
  await expect(page.getByRole('tab', { name: 'Campagnes' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
