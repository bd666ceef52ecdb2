import type { Page } from '@playwright/test';
import { credits, dataRetention, trial } from '@/content/constants';
import { legalNotice } from '@/content/legal/legal-notice';
import { personalDataCategories, privacy, retentionPeriods } from '@/content/legal/privacy';
import { contactEmail, valuesToComplete } from '@/content/legal/publisher';
import { terms } from '@/content/legal/terms';
import { routes } from '@/content/site';
import type { LegalDocument } from '@/content/types';
import { formatCount, formatDate, formatDuration } from '@/lib/format';
import { expect, expectNoA11yViolations, test, visit } from './fixtures';

const legalPages: { path: string; document: LegalDocument }[] = [
  { path: routes.legalNotice.path, document: legalNotice },
  { path: routes.privacy.path, document: privacy },
  { path: routes.terms.path, document: terms },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Section headings read « 3. Hébergeur »: the number, then the title. */
const sectionHeading = (page: Page, title: string) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`^\\d+\\. ${escape(title)}$`) });

const tableOfContents = (page: Page) =>
  page.getByRole('main').getByRole('navigation', { name: 'Sommaire' });

for (const { path, document } of legalPages) {
  test.describe(path, () => {
    test('has one title, the date of its last update, and its sections', async ({ page }) => {
      await visit(page, path);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(document.title);

      const updated = page.getByText(/^Dernière mise à jour/);
      await expect(updated).toHaveText(
        `Dernière mise à jour\u00a0: ${formatDate(document.lastUpdated)}`,
      );
      await expect(updated.locator('time')).toHaveAttribute('datetime', document.lastUpdated);

      const article = page.getByRole('main').getByRole('article');
      await expect(
        article.getByRole('heading', { level: 2 }).filter({ hasNotText: 'Sommaire' }),
      ).toHaveText(document.sections.map((section, index) => `${index + 1}. ${section.title}`));
      await expectNoA11yViolations(page);
    });

    test('its table of contents leads to every section', async ({ page }) => {
      // Instant jumps: smooth scrolling would only make the test wait, section after section.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await visit(page, path);
      const links = tableOfContents(page).getByRole('link');
      await expect(links).toHaveText(
        document.sections.map((section) => new RegExp(`${escape(section.title)}$`)),
      );

      const headerHeight = await page
        .getByRole('banner')
        .evaluate((header) => header.getBoundingClientRect().height);
      for (const section of document.sections) {
        await tableOfContents(page).getByRole('link', { name: section.title, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`#${section.id}$`));
        const heading = sectionHeading(page, section.title);
        await expect(heading).toHaveAttribute('id', section.id);
        await expect(heading).toBeInViewport();
        // Not hidden under the sticky header either.
        await expect
          .poll(() => heading.evaluate((element) => element.getBoundingClientRect().top))
          .toBeGreaterThanOrEqual(headerHeight);
      }
    });

    // @chromium: print media emulation and page.pdf() are Chromium's in Playwright (Firefox's
    // BiDi ignores emulateMedia({ media: 'print' })).
    test('prints the text without the site’s navigation @chromium', async ({ page }) => {
      await visit(page, path);
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(sectionHeading(page, document.sections.at(-1)!.title)).toBeVisible();
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeHidden();
      await expect(tableOfContents(page)).toBeHidden();
      const pdf = await page.pdf({ format: 'A4' });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    });
  });
}

test('the privacy policy states each category of data and each retention period', async ({
  page,
}) => {
  await visit(page, routes.privacy.path);
  const main = page.getByRole('main');

  const categories = main.getByRole('table', { name: 'Catégories de données personnelles' });
  for (const category of personalDataCategories) {
    const row = categories.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: category.label, exact: true }),
    });
    await expect(row).toContainText(category.data);
  }
  for (const field of [
    'nom',
    'adresse e-mail',
    'numéro de téléphone',
    'adresse postale',
    'numéro d’immatriculation',
    'mot de passe chiffré',
    'CV',
    'lettres de motivation',
  ]) {
    await expect(categories).toContainText(field);
  }

  const retention = main.getByRole('table', { name: /Durée de conservation/ });
  await expect(retention).toContainText(
    `${formatDuration(dataRetention.contactsMonthsWithoutInteraction, 'month')} sans interaction`,
  );
  await expect(retention.getByRole('row', { name: /Journaux d’activité/ })).toContainText(
    formatDuration(dataRetention.activityLogsMonths, 'month'),
  );
  await expect(retention).toContainText('Tant que votre compte est actif');
  for (const row of retentionPeriods) await expect(retention).toContainText(row.period);

  for (const right of [
    'accès',
    'rectification',
    'effacement',
    'limitation',
    'portabilité',
    'opposition',
    'directives post mortem',
  ]) {
    await expect(
      main.getByRole('listitem').filter({ hasText: new RegExp(`^${right}`) }),
    ).toHaveCount(1);
  }
  await expect(main.getByRole('link', { name: 'www.cnil.fr' })).toHaveAttribute(
    'href',
    'https://www.cnil.fr',
  );
  await expect(main).toContainText('ne dépose aucun cookie');
});

test('the terms state the trial, cancellation, plan switching and credit retention', async ({
  page,
}) => {
  await visit(page, routes.terms.path);
  const main = page.getByRole('main');
  await expect(main).toContainText(
    `essai gratuit de ${formatDuration(trial.durationDays, 'day')}, avec ${formatCount(trial.freeSends, 'envoi')} offerts`,
  );
  await expect(main).toContainText('résilier à tout moment');
  await expect(main).toContainText('changer d’offre à tout moment');
  await expect(main).toContainText(
    `restent disponibles pendant ${formatDuration(credits.keptAfterCancellationMonths, 'month')} après la résiliation`,
  );
  await expect(main.getByRole('link', { name: 'Tarifs', exact: true })).toHaveAttribute(
    'href',
    routes.pricing.path,
  );
});

test('the legal notice shows every value still to complete instead of inventing it', async ({
  page,
}) => {
  await visit(page, routes.legalNotice.path);
  const main = page.getByRole('main');
  const placeholders = JSON.stringify(legalNotice).match(/"label":"[^"]+"/g) ?? [];
  expect(placeholders.length).toBeGreaterThan(0);
  for (const match of placeholders) {
    const label = JSON.parse(`{${match}}`).label as string;
    await expect(main.getByText(`[À compléter : ${label}]`, { exact: true })).toBeVisible();
  }
  for (const value of [
    valuesToComplete.registration,
    valuesToComplete.vatNumber,
    valuesToComplete.hostName,
  ]) {
    await expect(main).toContainText(value.label);
  }
  await expect(main.getByRole('link', { name: contactEmail }).first()).toHaveAttribute(
    'href',
    `mailto:${contactEmail}`,
  );
});
