import { articleCategories, blogPage } from '@/content/articles';
import { expect, test, visit } from './support/fixtures';

/**
 * The blog's categories, which do not filter (the specification): the one that applies,
 * « Tous », is told by more than its colours (RGAA 3.1), and every category shows without
 * scrolling, on a phone as at a zoom of 400 % (RGAA 10.11). The articles' copy is checked in
 * Node (scripts/gates/export/pages.export.test.ts).
 */
test('/blog: « Tous » is marked by more than its colours, and every category shows without scrolling at 280, 320 and 1280 px (RGAA 3.1, 10.11)', async ({
  page,
}) => {
  await visit(page, '/blog');
  const list = page.getByRole('list', { name: blogPage.categoriesLabel });
  const chips = list.getByRole('listitem');
  await expect(chips).toHaveText([blogPage.allCategoriesLabel, ...articleCategories]);
  // « Tous »: aria-current for assistive technology, a check mark for the eye.
  const all = chips.first();
  await expect(all).toHaveAttribute('aria-current', 'true');
  await expect(all.locator('svg')).toBeVisible();
  for (const other of await chips.all().then((items) => items.slice(1))) {
    await expect(other).not.toHaveAttribute('aria-current');
    await expect(other.locator('svg')).toHaveCount(0);
  }
  for (const width of [280, 320, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // Every chip whole inside the window, its text unclipped, and nothing to scroll sideways.
    const outside = await list.evaluate((element) =>
      [...element.querySelectorAll('li')]
        .filter((chip) => {
          const box = chip.getBoundingClientRect();
          return (
            box.left < 0 ||
            box.right > document.documentElement.clientWidth ||
            chip.scrollWidth > chip.clientWidth
          );
        })
        .map((chip) => chip.textContent),
    );
    expect(outside, `at ${width} px`).toEqual([]);
    expect(
      await list.evaluate((element) => element.scrollWidth <= element.clientWidth),
      `the list scrolls sideways at ${width} px`,
    ).toBe(true);
  }
});
