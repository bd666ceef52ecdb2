import type { Locator, Page } from '@playwright/test';
import {
  dashboardPage,
  dashboardShell,
  dashboardTabs,
  quickActionsSection,
  statsSection,
} from '@/content/dashboard';
import { noticeTitles, notices } from '@/content/notices';
import { dashboardButtons } from '../scripts/harness/cases/floor-cases';
import { cssContrast } from './support/contrast';
import { expect, test, visit } from './support/fixtures';
import { settledTransitions } from './support/axe';

/**
 * The demo dashboard's behaviour, in today's Chromium: its tabs (mouse, keyboard, fragments),
 * every button's notice, and without JavaScript. What it shows (figures, table, usage) is
 * checked in Node (scripts/gates/export/pages.export.test.ts); each state's accessibility, at both
 * widths, in e2e/a11y.spec.ts; what other engines must do, in e2e/floor.spec.ts.
 */

const [overview, companies, campaigns, templates] = dashboardTabs;

const tabList = (page: Page) => page.getByRole('tablist', { name: dashboardPage.tabListLabel });
/**
 * What a visitor taps to open a tab: a link to its panel's fragment in the static HTML,
 * the tab itself once the page has hydrated. Tests tap it whichever it is at that moment.
 */
const tab = (page: Page, label: string) =>
  tabList(page)
    .getByRole('tab', { name: label })
    .or(
      page
        .getByRole('navigation', { name: dashboardPage.tabListLabel })
        .getByRole('link', { name: label }),
    );
/** The dashboard's notice, while it shows. */
const featureNotice = (page: Page) =>
  page.getByRole('group', { name: noticeTitles.featureInDevelopment, exact: true });

async function openDashboard(page: Page, hash = '') {
  await visit(page, `/dashboard${hash}`);
}

/**
 * For what only the hydrated tabs do (arrow keys, replacing the fragment). The page's
 * scripts start at the visitor's first interaction (scripts/site-build/optimize-export.ts): here the
 * keyboard reaching the tab of `label`. Then they are real tabs, that one selected and
 * focused; asserting the ARIA contract, as a screen reader user hears it, comes before
 * pressing keys that mean nothing to links.
 */
async function expectInteractiveTabs(page: Page, label = overview.label) {
  await tab(page, label).focus();
  await expect(tabList(page).getByRole('tab', { name: label })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(tabList(page).getByRole('tab', { name: label })).toBeFocused();
}

/** Exactly one tab is selected, it alone is in the tab order, and its panel is shown. */
async function expectSelected(page: Page, label: string) {
  // The tabs exist once the page has hydrated, which an action before started.
  await expect(tabList(page)).toBeVisible({ timeout: 15_000 });
  for (const other of dashboardTabs) {
    const selected = other.label === label;
    await expect(tab(page, other.label)).toHaveAttribute('aria-selected', String(selected));
    await expect(tab(page, other.label)).toHaveAttribute('tabindex', selected ? '0' : '-1');
  }
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page.getByRole('tabpanel', { name: label })).toBeVisible();
}

/**
 * How the selected tab differs from the others, beyond its colours (the tabs, or their links
 * before hydration): a heavier weight than every other, and a bar beneath it, at least 2 px
 * high, contrasting 3:1 at least with the tab it lies on.
 */
async function selectedLook(page: Page) {
  const tabs = page
    .getByRole('tablist', { name: dashboardPage.tabListLabel })
    .getByRole('tab')
    .or(page.getByRole('navigation', { name: dashboardPage.tabListLabel }).getByRole('link'));
  // The colours as they end: the tab just pressed eases to its selected background, and a
  // colour read half-way is neither state's (a mix of the two, read so in a fresh clone).
  await settledTransitions(page);
  const looks = await tabs.evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      const bar = getComputedStyle(element, '::after');
      return {
        label: element.textContent!.trim(),
        weight: Number(style.fontWeight),
        background: style.backgroundColor,
        bar: {
          drawn: bar.content !== 'none' && bar.display !== 'none',
          height: parseFloat(bar.height) || 0,
          color: bar.backgroundColor,
        },
      };
    }),
  );
  // The selected one: the one with a bar (there must be exactly one).
  const selected = looks.filter((look) => look.bar.drawn && look.bar.height >= 2);
  const [chosen] = selected;
  return {
    selected: selected.length === 1 ? chosen!.label : `${selected.length} tabs with a bar`,
    bolder:
      Boolean(chosen) && looks.every((look) => look === chosen || look.weight < chosen!.weight),
    bar: {
      shown: Boolean(chosen),
      atLeast3: chosen ? cssContrast(chosen.bar.color, chosen.background) >= 3 : false,
    },
  };
}

/** Presses a dashboard button and checks that the notice it shows names its feature. */
async function expectFeatureNotice(page: Page, button: Locator, feature: string) {
  await expect(featureNotice(page)).toHaveCount(0);
  await button.click();
  await expect(featureNotice(page)).toHaveCount(1);
  await expect(featureNotice(page)).toContainText(feature);
  await expect(featureNotice(page)).toContainText(notices.featureInDevelopment(feature).message);
}

test.describe('the application shell', { tag: '@dashboard' }, () => {
  test('the skip link leads to the dashboard without changing the tab', async ({ page }) => {
    await openDashboard(page);
    await tab(page, campaigns.label).click();
    await expectSelected(page, campaigns.label);
    const skipLink = page.getByRole('link', { name: 'Aller au contenu' });
    await skipLink.focus();
    await expect(skipLink).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expectSelected(page, campaigns.label);
  });

  test('the demo notice leads back to the site', async ({ page }) => {
    await openDashboard(page);
    await page.getByRole('banner').getByRole('link', { name: dashboardShell.backToSite }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('the tabs', { tag: '@dashboard' }, () => {
  test('become tabs once hydrated, the overview selected by default', async ({ page }) => {
    await openDashboard(page);
    // Links to the panels until the page's scripts run (their list: scripts/gates/export/)…
    await expect(page.getByRole('region', { name: statsSection.title })).toBeVisible();
    // …then tabs.
    await expectInteractiveTabs(page);
    await expect(tabList(page).getByRole('tab')).toHaveText(dashboardTabs.map((t) => t.label));
    await expectSelected(page, overview.label);
    await expect(page).toHaveURL('/dashboard');
  });

  test('switch with the mouse', { tag: '@smoke' }, async ({ page }) => {
    await openDashboard(page);
    for (const { label, slug } of [campaigns, templates, companies, overview]) {
      await tab(page, label).click();
      await expectSelected(page, label);
      await expect(page).toHaveURL(`/dashboard#${slug}`);
    }
  });

  test('switch with the arrow keys from the focused tab', async ({ page }) => {
    await openDashboard(page);
    await expectInteractiveTabs(page);
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, companies.label)).toBeFocused();
    await expectSelected(page, companies.label);
    await page.keyboard.press('ArrowRight');
    await expectSelected(page, campaigns.label);
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, companies.label)).toBeFocused();
    await expectSelected(page, companies.label);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    // From the first tab, ArrowLeft wraps around to the last one.
    await expect(tab(page, templates.label)).toBeFocused();
    await expectSelected(page, templates.label);
    await expect(page).toHaveURL(`/dashboard#${templates.slug}`);
  });

  test('the selected tab is told by more than its colours: bold, and a bar beneath it at 3:1 at least (RGAA 3.1, 3.3)', async ({
    page,
  }) => {
    await openDashboard(page);
    for (const { label } of [companies, overview]) {
      await tab(page, label).click();
      await expectSelected(page, label);
      expect(await selectedLook(page)).toEqual({
        selected: label,
        bolder: true,
        bar: { shown: true, atLeast3: true },
      });
    }
  });

  test('an address naming a tab opens it', async ({ page }) => {
    for (const { label, slug } of dashboardTabs) {
      // A new document each time: the same one would only change its fragment.
      await page.goto('about:blank');
      await openDashboard(page, `#${slug}`);
      await expectSelected(page, label);
      await expect(page).toHaveURL(`/dashboard#${slug}`);
    }
  });

  test('an unknown fragment opens the overview', async ({ page }) => {
    await openDashboard(page, '#inconnu');
    await expectSelected(page, overview.label);
  });

  test('follow the fragment when it changes in the address', async ({ page }) => {
    await openDashboard(page);
    await page.evaluate((slug) => {
      window.location.hash = slug;
    }, templates.slug);
    await expectSelected(page, templates.label);
  });
});

test(
  'every dashboard button shows « Fonctionnalité en développement » with its feature, closed by its button',
  { tag: '@dashboard' },
  async ({ page }) => {
    await openDashboard(page);
    // The tabs hydrated first: here each notice is timed by the notices' clock (the early
    // answer, before hydration, is the floor's, early-taps' and e2e/notices.spec.ts's part).
    await expectInteractiveTabs(page);
    for (const { name, tab: tabLabel, feature } of dashboardButtons) {
      if (tabLabel) await tab(page, tabLabel).click();
      const button = page.getByRole('main').getByRole('button', { name, exact: true });
      await expectFeatureNotice(page, button, feature);
      await featureNotice(page).getByRole('button', { name: 'Fermer la notification' }).click();
      await expect(featureNotice(page)).toHaveCount(0);
    }
  },
);

// @chromium: only Chromium turns JavaScript off for one context (Firefox's BiDi cannot).
test.describe('without JavaScript', { tag: ['@dashboard', '@chromium'] }, () => {
  test.use({ javaScriptEnabled: false });

  const links = (page: Page) =>
    page.getByRole('navigation', { name: dashboardPage.tabListLabel }).getByRole('link');
  const panel = (page: Page, slug: string) => page.locator(`[id="${slug}"]`);

  /** Only this tab's panel shows, and only its link has the selected look. */
  async function expectShown(page: Page, shown: (typeof dashboardTabs)[number]) {
    for (const [index, { slug }] of dashboardTabs.entries()) {
      const selected = slug === shown.slug;
      await (selected
        ? expect(panel(page, slug)).toBeVisible()
        : expect(panel(page, slug)).toBeHidden());
      // Hover (which a tap leaves behind on a phone) lightens a link; selected is white.
      const white = 'rgb(255, 255, 255)';
      await (selected
        ? expect(links(page).nth(index)).toHaveCSS('background-color', white)
        : expect(links(page).nth(index)).not.toHaveCSS('background-color', white));
    }
  }

  test('the tabs are links that switch their panel, the overview by default', async ({ page }) => {
    await openDashboard(page);
    await expect(links(page)).toHaveText(dashboardTabs.map((item) => item.label));
    await expectShown(page, overview);
    for (const item of [companies, campaigns, templates, overview]) {
      await links(page).filter({ hasText: item.label }).click();
      await expect(page).toHaveURL(`/dashboard#${item.slug}`);
      await expectShown(page, item);
    }
  });

  test('an address naming a tab opens on it', async ({ page }) => {
    for (const item of dashboardTabs) {
      await page.goto('about:blank');
      await openDashboard(page, `#${item.slug}`);
      await expectShown(page, item);
    }
  });

  test('the selected link is told by more than its colours, as the selected tab is', async ({
    page,
  }) => {
    await openDashboard(page, `#${campaigns.slug}`);
    await expectShown(page, campaigns);
    expect(await selectedLook(page)).toEqual({
      selected: campaigns.label,
      bolder: true,
      bar: { shown: true, atLeast3: true },
    });
  });

  test('a dashboard button shows its notice on its own', async ({ page }) => {
    await openDashboard(page);
    const [first] = quickActionsSection.actions;
    await page.getByRole('button', { name: first.label, exact: true }).click();
    const shown = page.getByRole('group', { name: noticeTitles.featureInDevelopment });
    await expect(shown).toBeVisible();
    await expect(shown).toContainText(notices.featureInDevelopment(first.feature).message);
    await shown.getByRole('button', { name: 'Fermer la notification' }).click();
    await expect(shown).toBeHidden();
  });
});
