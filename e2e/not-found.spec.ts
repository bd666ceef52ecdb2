import { mainNavigation } from '@/content/site';
import { expect, expectNoA11yViolations, test } from './fixtures';

test('an unknown address gets the French 404 page with status 404', async ({ page, guard }) => {
  // The browser reports the 404 status of the document itself as a console error.
  guard.allowConsoleError(/status of 404/);
  const response = await page.goto('/cette-page-n-existe-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Revenir à l’accueil' })).toHaveAttribute(
    'href',
    '/',
  );
  const suggestions = main.getByRole('navigation', { name: 'Pages principales' });
  for (const link of mainNavigation) {
    await expect(suggestions.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
      'href',
      link.href,
    );
  }
  await expectNoA11yViolations(page);

  await main.getByRole('link', { name: 'Revenir à l’accueil' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Ciblez. Personnalisez. Postulez.',
  );
});
