import { benefits, hero, howItWorks, trust } from '@/content/home';
import { expect, test, visit } from './fixtures';

test('the home page tells the three steps, the benefits and the trust arguments', async ({
  page,
}) => {
  await visit(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Ciblez. Personnalisez. Postulez.',
  );

  const steps = page.getByRole('region', { name: howItWorks.title });
  await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
    'Trouvez',
    'Personnalisez',
    'Envoyer & suivre',
  ]);
  await expect(steps).toContainText('10 minutes environ'.replace(' ', '\u00a0'));

  const benefitsSection = page.getByRole('region', { name: benefits.title });
  await expect(benefitsSection.getByRole('heading', { level: 3 })).toHaveText(
    benefits.items.map((item) => item.title),
  );

  const trustSection = page.getByRole('region', { name: trust.title });
  await expect(trustSection.getByRole('heading', { level: 3 })).toHaveText([
    'RGPD',
    'Chiffrage',
    'Authentification',
    'Anti-spam',
  ]);

  const callToAction = page.getByRole('region', { name: /Prêt à envoyer/ });
  await expect(callToAction.getByRole('link', { name: 'Créer mon compte' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
});

test('« Voir une démo » is a button that does nothing', async ({ page }) => {
  await visit(page, '/');
  const demo = page.getByRole('button', { name: hero.demoAction });
  await expect(demo).toBeVisible();
  await demo.click();
  await expect(page).toHaveURL('/');
  // Nothing opens, nothing is announced: the home page has no notice area at all.
  await expect(page.getByRole('region', { name: 'Notifications' })).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
