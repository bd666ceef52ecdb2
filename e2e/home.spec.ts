import { hero } from '@/content/home';
import { expect, test, visit } from './support/fixtures';

/** The home page's copy is checked in Node (scripts/gates/export/pages.export.test.ts). */
test('« Voir une démo » is a button that does nothing', { tag: '@smoke' }, async ({ page }) => {
  await visit(page, '/');
  const demo = page.getByRole('button', { name: hero.demoAction });
  await demo.click();
  await expect(page).toHaveURL('/');
  // Nothing opens, nothing is announced: the home page has no notice at all.
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator(':popover-open')).toHaveCount(0);
});
