import { mainNavigation } from '@/content/site';
import { expect, test, visit } from './support/fixtures';

/**
 * Moving around the site in a browser. Which links each page has, and which one is marked
 * current, is checked in Node (scripts/gates/export/links.export.test.ts); the phone menu in
 * e2e/mobile-menu.mobile.spec.ts.
 */
const header = (page: import('@playwright/test').Page) =>
  page.getByRole('banner').getByRole('navigation', { name: 'Navigation principale' });

test('the current section is highlighted for sighted users too, not only in the markup', async ({
  page,
}) => {
  for (const current of mainNavigation) {
    await visit(page, current.href);
    const links = header(page).getByRole('list').getByRole('link');
    await expect(links.filter({ hasText: current.label })).toHaveAttribute('aria-current', 'page');
    const background = (label: string) =>
      links
        .filter({ hasText: label })
        .evaluate((element) => getComputedStyle(element).backgroundColor);
    const other = mainNavigation.find((link) => link !== current)!;
    expect(await background(current.label), current.href).not.toBe(await background(other.label));
  }
});

test(
  'the header navigation moves between pages, and the logo leads home',
  { tag: '@smoke' },
  async ({ page }) => {
    await visit(page, '/');
    await header(page).getByRole('link', { name: 'Tarifs' }).click();
    await expect(page).toHaveURL('/tarifs');
    await expect(header(page).getByRole('link', { name: 'Tarifs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('banner').getByRole('link', { name: 'Candidia' }).click();
    await expect(page).toHaveURL('/');
  },
);

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
  // Its label inside its dark box, with room all round: sr-only's reset of the padding, once
  // undone, had left the text against the box's edge and the outline on what lay beside it
  // (the logo's mark, 1.7:1 at the top of /dashboard at 390 px).
  const room = await skipLink.evaluate((link) => {
    const label = document.createRange();
    label.selectNodeContents(link);
    const text = label.getBoundingClientRect();
    const box = link.getBoundingClientRect();
    return Math.min(
      text.left - box.left,
      box.right - text.right,
      text.top - box.top,
      box.bottom - text.bottom,
    );
  });
  expect(room, 'px between the skip link’s label and its edge').toBeGreaterThanOrEqual(8);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
