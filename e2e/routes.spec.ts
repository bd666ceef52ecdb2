import { allRoutes, mainNavigation, productName } from '@/content/site';
import { expect, expectNoA11yViolations, test, visit, webFontLoaded } from './fixtures';

for (const route of allRoutes) {
  test(`${route.path} answers 200 with a French title, one h1 and no accessibility violation`, async ({
    page,
  }) => {
    await visit(page, route.path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle(`${route.title} · ${productName}`);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expectNoA11yViolations(page);
  });
}

test('the skip link is the first stop of the keyboard and leads to the main content', async ({
  page,
}) => {
  await visit(page, '/');
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeVisible();
  // Keyboard focus is drawn: the outline comes from a design token, not the browser default.
  await expect(skipLink).toHaveCSS('outline-style', 'solid');
  await expect(skipLink).toHaveCSS('outline-width', '3px');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the body font is self-hosted and swapped in after the first paint', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await visit(page, '/');
  // Nothing fetches it ahead of the page: it would compete with the document.
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  await expect.poll(() => webFontLoaded(page)).toBe(true);
  expect(fonts).toEqual([expect.stringMatching(/^\/_next\/static\/media\/.+\.woff2$/)]);
});

test('the favicon is served', async ({ page, request }) => {
  await visit(page, '/');
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/image/);
});

// @chromium: only Chromium turns JavaScript off for one context (Firefox's BiDi cannot).
test.describe('without JavaScript', { tag: '@chromium' }, () => {
  test.use({ javaScriptEnabled: false });

  for (const route of allRoutes) {
    test(`${route.path} is complete, navigable and accessible`, async ({ page, isMobile }) => {
      await visit(page, route.path);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      if (route.path !== '/dashboard' && !isMobile) {
        // On a phone the same links sit behind the menu button (mobile-menu.mobile.spec.ts).
        const header = page.getByRole('banner').getByRole('navigation');
        for (const link of mainNavigation) {
          await expect(header.getByRole('link', { name: link.label, exact: true })).toBeVisible();
        }
      }
      await expectNoA11yViolations(page, `${route.path} without JavaScript`);
    });
  }
});
