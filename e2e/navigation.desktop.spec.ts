import { accountLinks, footerNavigation, mainNavigation } from '@/content/site';
import { expect, test, visit } from './fixtures';

const header = (page: import('@playwright/test').Page) =>
  page.getByRole('banner').getByRole('navigation', { name: 'Navigation principale' });

test('the header lists the five sections in order', async ({ page }) => {
  await visit(page, '/');
  await expect(header(page).getByRole('list').getByRole('link')).toHaveText(
    mainNavigation.map((link) => link.label),
  );
});

for (const current of mainNavigation) {
  test(`on ${current.href}, only « ${current.label} » is highlighted and marked current`, async ({
    page,
  }) => {
    await visit(page, current.href);
    const links = header(page).getByRole('list').getByRole('link');
    for (const link of mainNavigation) {
      const element = links.filter({ hasText: link.label });
      if (link === current) {
        await expect(element).toHaveAttribute('aria-current', 'page');
      } else {
        await expect(element).not.toHaveAttribute('aria-current');
      }
    }
    // Highlighted for sighted users too, not only in the markup.
    const currentStyle = await links
      .filter({ hasText: current.label })
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    const otherStyle = await links
      .filter({ hasNotText: current.label })
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(currentStyle).not.toBe(otherStyle);
  });
}

test('no header link is marked current on a page outside the navigation', async ({ page }) => {
  await visit(page, '/contact');
  await expect(header(page).locator('[aria-current]')).toHaveCount(0);
});

for (const account of Object.values(accountLinks)) {
  test(`« ${account.label} » leads to the demo dashboard`, async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('banner').getByRole('link', { name: account.label }).click();
    await expect(page).toHaveURL('/dashboard');
  });
}

test('the header navigation moves between pages', async ({ page }) => {
  await visit(page, '/');
  await header(page).getByRole('link', { name: 'Tarifs' }).click();
  await expect(page).toHaveURL('/tarifs');
  await expect(header(page).getByRole('link', { name: 'Tarifs' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('banner').getByRole('link', { name: 'Candidia' }).click();
  await expect(page).toHaveURL('/');
});

test('the footer groups every link of the specification', async ({ page }) => {
  await visit(page, '/');
  const footer = page.getByRole('contentinfo');
  for (const group of footerNavigation) {
    const heading = footer.getByRole('heading', { name: group.title });
    await expect(heading).toBeVisible();
    const list = heading.locator('xpath=following-sibling::ul');
    await expect(list.getByRole('link')).toHaveText(group.links.map((link) => link.label));
    for (const link of group.links) {
      await expect(list.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    }
  }
});
