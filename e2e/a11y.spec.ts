import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { contactPage } from '@/content/contact';
import { campaignsSection, dashboardPage, dashboardTabs, demoCampaigns } from '@/content/dashboard';
import { faqItems } from '@/content/faq';
import { noticeTitles } from '@/content/notices';
import { cvTemplates, letterTemplates, templatesPage } from '@/content/templates';
import { OUT, differsWithoutScripts, fileOf } from '../scripts/site-build/export/pages';
import { contactValues, dashboardButtons } from '../scripts/harness/cases/floor-cases';
import { expect, test } from './support/fixtures';
import { expectNoA11yViolations } from './support/axe';
import { expectHydrated } from './support/page-state';
import { MISSING_PAGE, PAGES_AND_404 } from './support/pages';

/**
 * axe-core (WCAG 2.2 AA and best practices) once on each distinct state a visitor reaches,
 * at each width: the desktop project runs this spec at 1280 px, the mobile one at 390 px.
 * States that exist at one width only are tagged @phone or @laptop. Other engines scan what
 * differs there only (the floor spec: popovers through the polyfill, the <details> fallback).
 * A state that must also fit the screen checks it here, where every width is.
 */

const pages = PAGES_AND_404;

/** Visits a page; the 404 page answers with its status, which the browser logs as an error. */
async function open(page: Page, path: string, allow404: (pattern: RegExp) => void) {
  if (path === MISSING_PAGE) allow404(/status of 404/);
  const response = await page.goto(path);
  expect(response?.status()).toBe(path === MISSING_PAGE ? 404 : 200);
}

async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'page width').toBeLessThanOrEqual(innerWidth);
}

/** The element lies whole inside the viewport. */
async function expectOnScreen(element: Locator) {
  const box = (await element.boundingBox())!;
  const viewport = element.page().viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height, 'bottom edge').toBeLessThanOrEqual(viewport.height);
}

/** Tags of a page's tests beyond their describe's: the home page's first paint is a smoke test. */
const pageTags = (path: string) => [
  ...(path === '/dashboard' ? ['@dashboard'] : []),
  ...(path === '/' ? ['@smoke'] : []),
];

test.describe('every page as it first paints', { tag: '@a11y' }, () => {
  for (const path of pages) {
    test(path, { tag: pageTags(path) }, async ({ page, guard }) => {
      await open(page, path, guard.allowConsoleError);
      await expectNoHorizontalOverflow(page);
      await expectNoA11yViolations(page);
    });
  }
});

/**
 * Without JavaScript, a page is what it first paints with it, but where it shows more of its
 * own (differsWithoutScripts: a <noscript> holding more than style, such as the contact form's
 * note, or CSS reading the head script's mark): only those pages are states of their own then.
 * Against a deployed site with no out/ to read, every page is.
 */
const ownWithoutJavaScript = pages.filter((path) => {
  const route = path === MISSING_PAGE ? '/404' : path;
  return !existsSync(join(OUT, fileOf(route))) || differsWithoutScripts(OUT, route);
});

// @chromium: only Chromium turns JavaScript off for one context.
test.describe('every page that differs without JavaScript', { tag: ['@a11y', '@chromium'] }, () => {
  test.use({ javaScriptEnabled: false });
  for (const path of ownWithoutJavaScript) {
    test(path, { tag: path === '/dashboard' ? '@dashboard' : [] }, async ({ page, guard }) => {
      await open(page, path, guard.allowConsoleError);
      await expect(page.locator('h1')).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoA11yViolations(page, `${path} without JavaScript`);
    });
  }
});

test.describe('each state of the islands', { tag: '@a11y' }, () => {
  test('the phone menu, open', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/tarifs');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Tarifs' })).toBeVisible();
    await expectHydrated(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expectNoA11yViolations(page, 'menu open');
  });

  test('an FAQ answer, open', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('heading', { level: 2, name: faqItems[1]!.question }).click();
    await expect(page.getByText(faqItems[1]!.answer[0]!)).toBeVisible();
    await expectHydrated(page);
    await expectNoA11yViolations(page, 'faq with an answer open');
  });

  for (const tab of dashboardTabs) {
    test(`the dashboard tab « ${tab.label} »`, { tag: '@dashboard' }, async ({ page }) => {
      await page.goto('/dashboard');
      await page
        .getByRole('navigation', { name: dashboardPage.tabListLabel })
        .getByRole('link', { name: tab.label })
        .click();
      await expect(page.getByRole('tab', { name: tab.label })).toHaveAttribute(
        'aria-selected',
        'true',
        { timeout: 15_000 },
      );
      await expect(page.getByRole('tabpanel', { name: tab.label })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoA11yViolations(page, `/dashboard#${tab.slug}`);
    });
  }

  /** Each kind of notice, as it shows once the page has hydrated. */
  const noticeStates = [
    {
      name: `« ${noticeTitles.previewUnavailable} »`,
      path: '/modeles',
      title: noticeTitles.previewUnavailable,
      act: (page: Page) =>
        page
          .getByRole('button', {
            name: `${templatesPage.previewAction.label} ${templatesPage.previewAction.context} ${cvTemplates[0]!.name}`,
          })
          .click(),
    },
    {
      name: `« ${noticeTitles.downloadUnavailable} »`,
      path: '/modeles',
      title: noticeTitles.downloadUnavailable,
      act: (page: Page) =>
        page
          .getByRole('button', {
            name: `${templatesPage.useAction.label} ${templatesPage.useAction.context} ${letterTemplates[0]!.name}`,
          })
          .click(),
    },
    {
      name: `« ${noticeTitles.featureInDevelopment} »`,
      path: '/dashboard',
      title: noticeTitles.featureInDevelopment,
      act: (page: Page) =>
        page.getByRole('main').getByRole('button', { name: dashboardButtons[0]!.name }).click(),
    },
    {
      name: `« ${noticeTitles.formNotConnected} », the form sent`,
      path: '/contact',
      title: noticeTitles.formNotConnected,
      act: async (page: Page) => {
        for (const [label, value] of Object.entries(contactValues)) {
          await page.getByLabel(label).fill(value);
        }
        await page.getByRole('button', { name: contactPage.form.submit }).click();
      },
    },
  ];

  for (const { name, path, title, act } of noticeStates) {
    test(
      `the notice ${name}`,
      { tag: path === '/dashboard' ? '@dashboard' : [] },
      async ({ page }) => {
        await page.goto(path);
        await act(page);
        // The press focused its button, which keeps the notice while axe-core reads the page.
        const shown = page.getByRole('group', { name: title, exact: true });
        await expect(shown).toBeVisible();
        await expectHydrated(page);
        await expect(shown).toHaveCount(1);
        await expect(shown).toBeVisible();
        await expectOnScreen(shown);
        await expectNoA11yViolations(page, `${path} with the notice ${name}`);
      },
    );
  }

  test('the contact form, sent invalid', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Adresse e-mail').fill('pas-une-adresse');
    await page.getByRole('button', { name: contactPage.form.submit }).click();
    await expect(page.getByLabel('Nom')).toBeFocused();
    // Each field to fix says so under it (e2e/contact.spec.ts): that state is scanned.
    await expect(page.getByLabel('Nom')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(contactPage.form.fields.email.errors.typeMismatch)).toBeVisible();
    await expectNoA11yViolations(page, 'contact form invalid');
  });
});

// @chromium: only Chromium turns JavaScript off for one context.
test.describe('each state without JavaScript', { tag: ['@a11y', '@chromium'] }, () => {
  test.use({ javaScriptEnabled: false });

  test('the phone menu, open', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/tarifs');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Tarifs' })).toBeVisible();
    await expectNoA11yViolations(page, 'menu open without JavaScript');
  });

  test('an FAQ answer, open', { tag: '@laptop' }, async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('heading', { level: 2, name: faqItems[0]!.question }).click();
    await expect(page.getByText(faqItems[0]!.answer[0]!)).toBeVisible();
    await expectNoA11yViolations(page, 'faq without JavaScript, an answer open');
  });

  for (const tab of dashboardTabs.slice(1)) {
    test(`the dashboard at #${tab.slug}`, { tag: ['@laptop', '@dashboard'] }, async ({ page }) => {
      await page.goto(`/dashboard#${tab.slug}`);
      await expect(page.locator(`[id="${tab.slug}"]`)).toBeVisible();
      await expectNoA11yViolations(page, `/dashboard#${tab.slug} without JavaScript`);
    });
  }

  const popoverNotices = [
    {
      path: '/modeles',
      title: noticeTitles.previewUnavailable,
      button: `${templatesPage.previewAction.label} ${templatesPage.previewAction.context} ${letterTemplates[0]!.name}`,
      text: `«\u00a0${letterTemplates[0]!.name}\u00a0»`,
    },
    {
      path: '/dashboard',
      title: noticeTitles.featureInDevelopment,
      button: campaignsSection.rowAction.accessibleLabel(demoCampaigns.at(-1)!.name),
      text: demoCampaigns.at(-1)!.name,
    },
  ];
  for (const { path, title, button, text } of popoverNotices) {
    test(`« ${title} » beside its button, on ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('main').getByRole('button', { name: button }).click();
      const shown = page.getByRole('group', { name: title, exact: true });
      await expect(shown).toBeVisible();
      await expect(shown).toContainText(text);
      // Said as a status message, read whole (RGAA 7.5.1), without JavaScript too.
      await expect(page.getByRole('status').filter({ has: shown })).toHaveAttribute(
        'aria-atomic',
        'true',
      );
      await expectOnScreen(shown);
      await expectNoA11yViolations(page, `${path} without JavaScript, « ${title} » open`);
    });
  }
});
