import type { Locator, Page } from '@playwright/test';
import { contactPage } from '@/content/contact';
import {
  campaignsSection,
  dashboardPage,
  dashboardTabs,
  demoCampaigns,
  emptyStates,
  quickActionsSection,
} from '@/content/dashboard';
import { faqItems } from '@/content/faq';
import { noticeTitles, notices } from '@/content/notices';
import { cvTemplates, templatesPage } from '@/content/templates';
import { applyPhoneProfile, waitForFirstPaint } from '../scripts/lib/phone-profile.mjs';
import { expect, test } from './fixtures';

/**
 * On a slow phone (CPU 4×, 1.6 Mbit/s, 150 ms), each control is tapped the moment it is
 * visible, without waiting for the page to load or hydrate, and must answer that first
 * tap: natively (menu, FAQ, tabs) or once its island hydrates (notices, contact form).
 */
test.describe.configure({ timeout: 60_000 });

// The answer may come after hydration, which takes seconds on this profile.
const ANSWER = { timeout: 20_000 };

test.beforeEach(async ({ page }) => {
  await applyPhoneProfile(page);
});

async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
}

/**
 * A notice with exactly this title, however it came: in the notice area once its island
 * answered the held tap, or as the page's own popover when the scripts came too late
 * (lib/early-input.ts). Either is an answer a person sees.
 */
async function expectShownNotice(page: Page, title: string, ...messageParts: string[]) {
  const shown = page.getByRole('group', { name: title, exact: true }).filter({ visible: true });
  await expect(shown).toHaveCount(1, ANSWER);
  for (const part of messageParts) await expect(shown).toContainText(part);
}

/**
 * Taps as soon as a person could: the control is painted, and Playwright waits for it to
 * be visible and still, nothing more (no load event, no hydration).
 */
async function tapWhenVisible(control: Locator) {
  await control.waitFor();
  await waitForFirstPaint(control.page());
  await control.tap();
}

test('the menu opens', async ({ page }) => {
  await open(page, '/');
  const button = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await tapWhenVisible(button);
  const panel = page.locator(`[id="${await button.getAttribute('popovertarget')}"]`);
  await expect(panel.getByRole('link', { name: 'Tarifs' })).toBeVisible(ANSWER);
});

test('the first FAQ question opens', async ({ page }) => {
  await open(page, '/faq');
  const [first] = faqItems;
  await tapWhenVisible(page.getByRole('heading', { level: 2, name: first!.question }));
  await expect(page.getByText(first!.answer[0]!)).toBeVisible(ANSWER);
});

test('the « Entreprises » tab of the dashboard opens its panel', async ({ page }) => {
  await open(page, '/dashboard');
  const companies = dashboardTabs[1];
  const state = emptyStates.find((candidate) => candidate.tab === companies.id)!;
  await tapWhenVisible(page.getByRole('main').getByText(companies.label, { exact: true }));
  await expect(page.getByRole('heading', { name: state.title })).toBeVisible(ANSWER);
  await expect(page).toHaveURL(`/dashboard#${companies.slug}`);
  // Hydration adopts the panel the visitor chose.
  await expect(
    page
      .getByRole('tablist', { name: dashboardPage.tabListLabel })
      .getByRole('tab', { name: companies.label }),
  ).toHaveAttribute('aria-selected', 'true', ANSWER);
  await expect(page.getByRole('heading', { name: state.title })).toBeVisible();
});

for (const [action, title] of [
  [templatesPage.previewAction, noticeTitles.previewUnavailable],
  [templatesPage.useAction, noticeTitles.downloadUnavailable],
] as const) {
  test(`the first « ${action.label} » of /modeles shows « ${title} »`, async ({ page }) => {
    await open(page, '/modeles');
    const template = cvTemplates[0]!;
    await tapWhenVisible(
      page.getByRole('button', { name: `${action.label} ${action.context} ${template.name}` }),
    );
    await expectShownNotice(page, title, template.name);
  });
}

test('a valid contact form sent at once shows « Formulaire non connecté »', async ({ page }) => {
  await open(page, '/contact');
  await page.getByLabel('Nom').fill('Camille Martin');
  await page.getByLabel('Adresse e-mail').fill('camille@example.com');
  await page.getByLabel('Sujet').fill('Offre Business');
  await page.getByLabel('Message').fill('Bonjour.');
  await tapWhenVisible(page.getByRole('button', { name: contactPage.form.submit }));
  await expectShownNotice(page, noticeTitles.formNotConnected);
  await expect(page).toHaveURL('/contact');
  await expect(page.getByLabel('Nom')).toHaveValue('Camille Martin');
});

/** Every button of the dashboard, with the feature its notice names. */
const dashboardButtons: { name: string; feature: string; tab?: string }[] = [
  ...quickActionsSection.actions.map((action) => ({ name: action.label, feature: action.feature })),
  ...demoCampaigns.map((campaign) => ({
    name: campaignsSection.rowAction.accessibleLabel(campaign.name),
    feature: campaignsSection.rowAction.feature(campaign.name),
  })),
  ...emptyStates.map((state) => ({
    name: state.action.label,
    feature: state.action.feature,
    tab: dashboardTabs.find((candidate) => candidate.id === state.tab)!.slug,
  })),
];

for (const { name, feature, tab } of dashboardButtons) {
  test(`the dashboard button « ${name} » shows its notice`, async ({ page }) => {
    await open(page, tab ? `/dashboard#${tab}` : '/dashboard');
    await tapWhenVisible(page.getByRole('main').getByRole('button', { name, exact: true }));
    await expectShownNotice(
      page,
      noticeTitles.featureInDevelopment,
      notices.featureInDevelopment(feature).message,
    );
  });
}

test.describe('when the scripts never arrive', () => {
  test.beforeEach(async ({ page, guard }) => {
    // A flaky mobile network: every script of the page is lost on the way.
    await page.route(/\/_next\/.*\.js$/, (route) => route.abort('connectionfailed'));
    guard.allowConsoleError(/Failed to load resource/);
  });

  test('a held tap on « Aperçu » is still answered, by the page itself', async ({ page }) => {
    await open(page, '/modeles');
    const template = cvTemplates[0]!;
    const action = templatesPage.previewAction;
    await tapWhenVisible(
      page.getByRole('button', { name: `${action.label} ${action.context} ${template.name}` }),
    );
    await expectShownNotice(page, noticeTitles.previewUnavailable, template.name);
  });

  test('a held contact submit is still answered, and nothing is sent', async ({ page }) => {
    const requests: string[] = [];
    await open(page, '/contact');
    page.on('request', (request) => requests.push(request.url()));
    await page.getByLabel('Nom').fill('Camille Martin');
    await page.getByLabel('Adresse e-mail').fill('camille@example.com');
    await page.getByLabel('Sujet').fill('Offre Business');
    await page.getByLabel('Message').fill('Bonjour.');
    await tapWhenVisible(page.getByRole('button', { name: contactPage.form.submit }));
    await expectShownNotice(page, noticeTitles.formNotConnected);
    await expect(page).toHaveURL('/contact');
    expect(requests.filter((url) => url.includes('Camille'))).toEqual([]);
    await expect(page.getByLabel('Nom')).toHaveValue('Camille Martin');
  });
});
