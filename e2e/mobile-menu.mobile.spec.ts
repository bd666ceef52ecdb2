import { accountLinks, mainNavigation, routes } from '@/content/site';
import { expect, test, visit } from './support/fixtures';
import { expandedState, expectHydrated } from './support/page-state';

const menuButton = (page: import('@playwright/test').Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Menu' });

async function menuPanel(page: import('@playwright/test').Page) {
  const id = await menuButton(page).getAttribute('aria-controls');
  expect(id, 'the menu button names the panel it controls').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

test('the navigation collapses behind a menu button on a phone', async ({ page }) => {
  await visit(page, '/tarifs');
  await expect(menuButton(page)).toBeVisible();
  await expect.poll(() => expandedState(menuButton(page))).toBe(false);
  await expect(await menuPanel(page)).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Tarifs' })).toBeHidden();
});

test('the menu button opens and closes the menu', { tag: '@smoke' }, async ({ page }) => {
  await visit(page, '/tarifs');
  await menuButton(page).click();
  await expect.poll(() => expandedState(menuButton(page))).toBe(true);
  const panel = await menuPanel(page);
  await expect(panel).toBeVisible();
  const labels = [
    ...mainNavigation.map((link) => link.label),
    accountLinks.signUp.label,
    accountLinks.signIn.label,
  ];
  await expect(panel.getByRole('link')).toHaveCount(labels.length);
  for (const [index, label] of labels.entries()) {
    await expect(panel.getByRole('link').nth(index)).toHaveAccessibleName(label);
  }
  await expect(panel.getByRole('link', { name: 'Tarifs' })).toHaveAttribute('aria-current', 'page');
  await expect(panel.locator('[aria-current]')).toHaveCount(1);

  await menuButton(page).click();
  await expect.poll(() => expandedState(menuButton(page))).toBe(false);
  await expect(panel).toBeHidden();
});

test('Escape closes the menu and gives focus back to its button', async ({ page }) => {
  await visit(page, '/');
  await menuButton(page).click();
  const panel = await menuPanel(page);
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect.poll(() => expandedState(menuButton(page))).toBe(false);
  await expect(menuButton(page)).toBeFocused();
});

test('the menu works from the keyboard', async ({ page }) => {
  await visit(page, '/');
  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  const panel = await menuPanel(page);
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: mainNavigation[0]!.label })).toBeFocused();
});

test('the focus leaving the menu for the page closes it: nothing focused lies under it', async ({
  page,
}) => {
  await visit(page, '/');
  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  const panel = await menuPanel(page);
  await expect(panel).toBeVisible();
  await expectHydrated(page);
  const links = panel.getByRole('link');
  for (let count = await links.count(); count > 0; count--) await page.keyboard.press('Tab');
  await expect(links.last()).toBeFocused();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel).toBeHidden();
  await expect.poll(() => expandedState(menuButton(page))).toBe(false);
});

test('following a link of the menu closes it', async ({ page }) => {
  await visit(page, '/');
  await menuButton(page).click();
  await (await menuPanel(page)).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL('/faq');
  await expect.poll(() => expandedState(menuButton(page))).toBe(false);
  await expect(await menuPanel(page)).toBeHidden();
});

test('« Créer mon compte » and « Connexion » in the menu lead to the demo dashboard', async ({
  page,
}) => {
  for (const account of Object.values(accountLinks)) {
    await visit(page, '/');
    await menuButton(page).click();
    await (await menuPanel(page)).getByRole('link', { name: account.label }).click();
    await expect(page).toHaveURL('/dashboard');
  }
});

// @chromium: only Chromium turns JavaScript off for one context (Firefox's BiDi cannot).
test.describe('without JavaScript', { tag: '@chromium' }, () => {
  test.use({ javaScriptEnabled: false });

  // The same menu is on every page but the dashboard (scripts/gates/export/links.export.test.ts).
  for (const route of [routes.pricing]) {
    test(`the menu of ${route.path} opens, shows every link and closes`, async ({ page }) => {
      await visit(page, route.path);
      const panel = await menuPanel(page);
      await expect(panel).toBeHidden();
      await menuButton(page).click();
      await expect(panel).toBeVisible();
      const labels = [
        ...mainNavigation.map((link) => link.label),
        accountLinks.signUp.label,
        accountLinks.signIn.label,
      ];
      await expect(panel.getByRole('link')).toHaveText(
        labels.map((label) => new RegExp(`^${label}`)),
      );

      await menuButton(page).click();
      await expect(panel).toBeHidden();
      await menuButton(page).click();
      await expect(panel).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    });
  }

  test('a link of the menu leads to its page', async ({ page }) => {
    await visit(page, '/');
    await menuButton(page).click();
    await (await menuPanel(page)).getByRole('link', { name: 'Tarifs' }).click();
    await expect(page).toHaveURL('/tarifs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
