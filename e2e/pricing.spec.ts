import { credits, planLimits, trial } from '@/content/constants';
import { plans, pricingPage } from '@/content/plans';
import { formatCount, formatDuration, formatPrice, formatPriceRange } from '@/lib/format';
import { expect, expectNoA11yViolations, test, visit } from './fixtures';

test('/tarifs shows the three plans with their prices, quotas and actions', async ({ page }) => {
  await visit(page, '/tarifs');
  for (const plan of plans) {
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: plan.name, exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(
      card.getByText(formatPrice(planLimits[plan.id].monthlyPriceEur), { exact: true }),
    ).toBeVisible();
    await expect(card.getByText(pricingPage.perMonth, { exact: true })).toBeVisible();
    await expect(card).toContainText(plan.description);
    await expect(
      card.getByRole('list', { name: `Inclus dans l’offre ${plan.name}` }).getByRole('listitem'),
    ).toHaveText([...plan.features]);
    await expect(card.getByRole('link', { name: plan.callToAction })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  }
  // Spot checks of the formatting a visitor reads.
  await expect(page.getByText('1\u202f000\u00a0recherches d’entreprises')).toBeVisible();
  await expect(page.getByText('5\u202f000\u00a0recherches d’entreprises')).toBeVisible();
  await expect(page.getByText('3\u00a0utilisateurs')).toBeVisible();
  await expect(page.getByText('9\u00a0€', { exact: true })).toBeVisible();
});

test('/tarifs marks Pro as the most popular, visibly and for screen readers', async ({ page }) => {
  await visit(page, '/tarifs');
  const popular = page.getByText(pricingPage.popularLabel, { exact: true });
  await expect(popular).toHaveCount(1);
  await expect(popular).toBeVisible();
  const proCard = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Pro', exact: true }) });
  await expect(proCard.getByText(pricingPage.popularLabel)).toBeVisible();
  // In the accessibility tree, not only painted.
  const snapshot = await proCard.ariaSnapshot();
  expect(snapshot).toContain(pricingPage.popularLabel);
});

test('/tarifs states the trial, the credits, the commitments and links to contact', async ({
  page,
}) => {
  await visit(page, '/tarifs');
  await expect(
    page.getByText(`Essai gratuit de ${formatDuration(trial.durationDays, 'day')}`, {
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    page.getByText(`${formatCount(trial.freeSends, 'envoi')} offerts`).first(),
  ).toBeVisible();
  await expect(
    page.getByText(formatPriceRange(credits.extraEmailEur.min, credits.extraEmailEur.max), {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByText(/prix coûtant, plus une marge/)).toBeVisible();
  await expect(page.getByText(/format A4, en noir et blanc ou en couleur/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Résiliable à tout moment' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Changement d’offre à tout moment' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      `restent disponibles ${formatDuration(credits.keptAfterCancellationMonths, 'month')} après la résiliation`,
    ),
  ).toBeVisible();
  const contact = page.getByRole('main').getByRole('link', { name: 'Nous contacter' });
  await expect(contact).toHaveAttribute('href', '/contact');
  await contact.click();
  await expect(page).toHaveURL('/contact');
});

test('/tarifs has no accessibility violation', async ({ page }) => {
  await visit(page, '/tarifs');
  await expectNoA11yViolations(page);
});
