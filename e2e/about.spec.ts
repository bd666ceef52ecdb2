import { aboutPage } from '@/content/about';
import { expect, expectNoA11yViolations, test, visit } from './fixtures';

// @crashes-firefox-esr: this sequence crashes Firefox ESR 153 (e2e/firefox-crashes.spec.ts).
test('/a-propos presents the mission, the values and the anti-spam commitments @crashes-firefox-esr', async ({
  page,
}) => {
  await visit(page, '/a-propos');
  await expect(
    page.getByRole('heading', { level: 2, name: aboutPage.mission.title }),
  ).toBeVisible();
  const values = page.getByRole('region', { name: aboutPage.values.title });
  await expect(values.getByRole('heading', { level: 3 })).toHaveText(
    aboutPage.values.items.map((item) => item.title),
  );
  const antiSpam = page.getByRole('region', { name: aboutPage.antiSpam.title });
  await expect(antiSpam.getByRole('heading', { level: 3 })).toHaveText(
    aboutPage.antiSpam.items.map((item) => item.title),
  );
  await expect(antiSpam).toContainText('au moins 2\u00a0champs personnalisés uniques');
  await expect(antiSpam).toContainText('Des limites d’envoi quotidiennes');
  await expectNoA11yViolations(page);
});
