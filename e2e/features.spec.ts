import { features } from '@/content/features';
import { providerKinds } from '@/content/integrations';
import { expect, expectNoA11yViolations, test, visit } from './fixtures';

// @crashes-firefox-esr: this sequence crashes Firefox ESR 153 (e2e/firefox-crashes.spec.ts).
test('/fonctionnalites presents six features and the kinds of provider, without logos @crashes-firefox-esr', async ({
  page,
}) => {
  await visit(page, '/fonctionnalites');
  const featureHeadings = page.getByRole('heading', { level: 2 }).filter({
    hasText: new RegExp(features.map((feature) => feature.title).join('|')),
  });
  await expect(featureHeadings).toHaveText(features.map((feature) => feature.title));
  for (const feature of features) {
    await expect(page.getByText(feature.text)).toBeVisible();
  }
  await expect(page.getByText('Deux tons au choix : sobre ou ambitieux')).toBeVisible();

  const integrations = page.getByRole('region', {
    name: 'Des services spécialisés, réunis pour vous',
  });
  await expect(integrations.getByRole('heading', { level: 3 })).toHaveText(
    providerKinds.map((provider) => provider.title),
  );
  // Providers are described by kind: no third-party logo or image.
  await expect(page.locator('main img')).toHaveCount(0);
  await expectNoA11yViolations(page);
});
