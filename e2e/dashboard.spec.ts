import type { Locator, Page } from '@playwright/test';
import { demoFigures } from '@/content/constants';
import {
  campaignsSection,
  dashboardPage,
  dashboardShell,
  dashboardTabs,
  demoCampaigns,
  emptyStates,
  quickActionsSection,
  statsSection,
  usageSection,
} from '@/content/dashboard';
import { noticeTitles, notices } from '@/content/notices';
import { formatNumber, formatPercent } from '@/lib/format';
import { expect, expectNoA11yViolations, test, visit } from './fixtures';

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
const noticeArea = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function openDashboard(page: Page, hash = '') {
  await visit(page, `/dashboard${hash}`);
}

/**
 * For what only the hydrated tabs do (arrow keys, replacing the fragment). The page's
 * scripts start at the visitor's first interaction (scripts/build/optimize-export.mjs): here the
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
  for (const other of dashboardTabs) {
    const selected = other.label === label;
    await expect(tab(page, other.label)).toHaveAttribute('aria-selected', String(selected));
    await expect(tab(page, other.label)).toHaveAttribute('tabindex', selected ? '0' : '-1');
  }
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page.getByRole('tabpanel', { name: label })).toBeVisible();
}

async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'page width').toBeLessThanOrEqual(innerWidth);
}

/** Presses a dashboard button and checks that the notice it shows names its feature. */
async function expectFeatureNotice(page: Page, button: Locator, feature: string) {
  await expect(noticeArea(page)).not.toContainText(noticeTitles.featureInDevelopment);
  await button.click();
  await expect(noticeArea(page)).toContainText(noticeTitles.featureInDevelopment);
  await expect(noticeArea(page)).toContainText(feature);
  await expect(noticeArea(page)).toContainText(notices.featureInDevelopment(feature).message);
}

test.describe('the application shell', () => {
  test('has its own top bar, a visible demo notice and no marketing navigation', async ({
    page,
  }) => {
    await openDashboard(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByText(dashboardShell.demoNotice)).toBeVisible();
    await expect(banner.getByRole('link', { name: dashboardShell.backToSite })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(banner.getByRole('link', { name: 'Candidia' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dashboardPage.title);
    await expect(page.locator('h1')).toHaveCount(1);
  });

  test('asks search engines not to index it', async ({ page }) => {
    await visit(page, '/dashboard');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /\bnoindex\b/);
  });

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

test.describe('the tabs', () => {
  test('are the four tabs of the specification, the overview selected by default', async ({
    page,
  }) => {
    await openDashboard(page);
    const labels = ['Vue d’ensemble', 'Entreprises', 'Campagnes', 'Modèles'];
    // Links to the panels until the page's scripts run…
    await expect(
      page.getByRole('navigation', { name: dashboardPage.tabListLabel }).getByRole('link'),
    ).toHaveText(labels);
    await expect(page.getByRole('region', { name: statsSection.title })).toBeVisible();
    // …then tabs.
    await expectInteractiveTabs(page);
    await expect(tabList(page).getByRole('tab')).toHaveText(labels);
    await expectSelected(page, overview.label);
    await expect(page).toHaveURL('/dashboard');
  });

  test('switch with the mouse', async ({ page }) => {
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

  for (const { label, slug } of dashboardTabs) {
    test(`/dashboard#${slug} opens « ${label} »`, async ({ page }) => {
      await openDashboard(page, `#${slug}`);
      await expectSelected(page, label);
      await expect(page).toHaveURL(`/dashboard#${slug}`);
    });
  }

  test('an unknown fragment opens the overview', async ({ page }) => {
    await openDashboard(page, '#inconnu');
    await expectSelected(page, overview.label);
  });

  test('switching replaces the fragment and adds no history entry', async ({ page }) => {
    await visit(page, '/');
    await openDashboard(page);
    await expectInteractiveTabs(page);
    const historyLength = await page.evaluate(() => history.length);
    for (const { label } of [companies, campaigns, templates]) {
      await tab(page, label).click();
      await expectSelected(page, label);
    }
    await expect(page).toHaveURL(`/dashboard#${templates.slug}`);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    // Back leaves the dashboard at once, instead of walking back through the tabs. Read in
    // the page: Firefox restores / from its back-forward cache, and its BiDi then tells
    // Playwright of no navigation (page.goBack() waits for ever, page.url() stays behind).
    await page.evaluate(() => history.back());
    await expect
      .poll(() => page.evaluate(() => location.pathname).catch(() => 'between two pages'))
      .toBe('/');
  });

  test('follow the fragment when it changes in the address', async ({ page }) => {
    await openDashboard(page);
    await page.evaluate((slug) => {
      window.location.hash = slug;
    }, templates.slug);
    await expectSelected(page, templates.label);
  });
});

test.describe('the overview', () => {
  test('shows the four demo figures', async ({ page }) => {
    await openDashboard(page);
    const figures = page.getByRole('region', { name: statsSection.title });
    await expect(figures.getByRole('term')).toHaveText(statsSection.stats.map((s) => s.label));
    // Expected strings are built from the demo figures, not copied from the page's content.
    await expect(figures.getByRole('definition')).toHaveText([
      formatNumber(demoFigures.companies),
      formatNumber(demoFigures.applications),
      formatPercent(demoFigures.openRatePercent),
      formatNumber(demoFigures.replies),
    ]);
    await expect(figures.getByRole('definition').first()).toHaveText('1\u202f247');
  });

  test('lists the recent campaigns in a table with their statuses', async ({ page }) => {
    await openDashboard(page);
    const table = page.getByRole('table', { name: campaignsSection.caption });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Nom',
      'Statut',
      'Envoyés',
      'Ouverts',
      'Réponses',
      'Actions',
    ]);
    const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await expect(rows).toHaveCount(demoCampaigns.length);
    for (const [index, campaign] of demoCampaigns.entries()) {
      // Inner text: each action's no-JavaScript notice sits hidden beside its button.
      await expect(rows.nth(index).getByRole('cell')).toHaveText(
        [
          campaign.status,
          formatNumber(campaign.sent),
          formatNumber(campaign.opened),
          formatNumber(campaign.replies),
          campaignsSection.rowAction.label,
        ],
        { useInnerText: true },
      );
      await expect(rows.nth(index).getByRole('rowheader')).toHaveText(campaign.name);
    }
    for (const status of ['Terminé', 'En cours', 'Planifié']) {
      await expect(table.getByText(status, { exact: true }).first()).toBeVisible();
    }
  });

  test('shows each monthly usage bar with its values', async ({ page }) => {
    await openDashboard(page);
    const usage = page.getByRole('region', { name: usageSection.title });
    const { searches, emails, letters } = demoFigures.monthlyUsage;
    const expected = [
      { label: 'Recherches d’entreprises', unit: 'recherches', ...searches },
      { label: 'E-mails', unit: 'e-mails', ...emails },
      { label: 'Courriers', unit: 'courriers', ...letters },
    ];
    await expect(usage.getByRole('progressbar')).toHaveCount(expected.length);
    for (const { label, unit, used, limit } of expected) {
      const bar = usage.getByRole('progressbar', { name: label, exact: true });
      await expect(bar).toBeVisible();
      await expect(bar).toHaveAttribute('value', String(used));
      await expect(bar).toHaveAttribute('max', String(limit));
      await expect(bar).toHaveAttribute(
        'aria-valuetext',
        `${formatNumber(used)}\u00a0${unit} sur ${formatNumber(limit)}`,
      );
      await expect(
        usage
          .getByRole('listitem')
          .filter({ has: page.getByRole('progressbar', { name: label, exact: true }) }),
      ).toContainText(`${formatNumber(used)} / ${formatNumber(limit)}`);
    }
  });
});

test.describe('every dashboard button shows the notice « Fonctionnalité en développement »', () => {
  for (const action of quickActionsSection.actions) {
    test(`quick action « ${action.label} »`, async ({ page }) => {
      await openDashboard(page);
      const button = page
        .getByRole('region', { name: quickActionsSection.title })
        .getByRole('button', { name: action.label, exact: true });
      await expectFeatureNotice(page, button, action.feature);
    });
  }

  for (const campaign of demoCampaigns) {
    test(`row action of « ${campaign.name} »`, async ({ page }) => {
      await openDashboard(page);
      const row = page
        .getByRole('table')
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: campaign.name, exact: true }) });
      const button = row.getByRole('button', {
        name: campaignsSection.rowAction.accessibleLabel(campaign.name),
        exact: true,
      });
      await expect(button).toHaveText(campaignsSection.rowAction.label);
      await expectFeatureNotice(page, button, campaignsSection.rowAction.feature(campaign.name));
    });
  }

  for (const state of emptyStates) {
    const tabOfState = dashboardTabs.find((candidate) => candidate.id === state.tab)!;
    test(`create button « ${state.action.label} » of the tab « ${tabOfState.label} »`, async ({
      page,
    }) => {
      await openDashboard(page);
      await tab(page, tabOfState.label).click();
      const panel = page.getByRole('tabpanel', { name: tabOfState.label });
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText(state.title);
      await expect(panel).toContainText(state.text);
      const button = panel.getByRole('button', { name: state.action.label, exact: true });
      await expectFeatureNotice(page, button, state.action.feature);
    });
  }

  test('no other button is left without its notice', async ({ page }) => {
    await openDashboard(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('button')).toHaveCount(
      quickActionsSection.actions.length + demoCampaigns.length,
    );
    for (const state of emptyStates) {
      const { label } = dashboardTabs.find((candidate) => candidate.id === state.tab)!;
      await tab(page, label).click();
      await expect(main.getByRole('button')).toHaveCount(1);
    }
  });

  test('a notice can be dismissed with its close button', async ({ page }) => {
    await openDashboard(page);
    const [first] = quickActionsSection.actions;
    const button = page.getByRole('button', { name: first.label, exact: true });
    await expectFeatureNotice(page, button, first.feature);
    await noticeArea(page).getByRole('button', { name: 'Fermer la notification' }).click();
    await expect(noticeArea(page)).not.toContainText(noticeTitles.featureInDevelopment);
  });

  // @crashes-firefox-esr: this sequence crashes Firefox ESR 153 (e2e/firefox-crashes.spec.ts).
  test('a notice on screen raises no accessibility violation @crashes-firefox-esr', async ({
    page,
  }) => {
    await openDashboard(page);
    const [first] = quickActionsSection.actions;
    const button = page.getByRole('button', { name: first.label, exact: true });
    await expectFeatureNotice(page, button, first.feature);
    // Hovering pauses the notice's timer, so it stays on screen during the whole check.
    await noticeArea(page).getByText(noticeTitles.featureInDevelopment).hover();
    await expectNoA11yViolations(page, 'dashboard with a notice');
    await expect(noticeArea(page)).toContainText(noticeTitles.featureInDevelopment);
  });
});

test.describe('every tab fits the screen and passes axe-core', () => {
  for (const { label, slug } of dashboardTabs) {
    test(`« ${label} »`, async ({ page }) => {
      await openDashboard(page, `#${slug}`);
      await expectSelected(page, label);
      await expectNoHorizontalOverflow(page);
      await expectNoA11yViolations(page, `/dashboard#${slug}`);
    });
  }

  test('the campaigns table scrolls inside its own focusable box when it is too wide', async ({
    page,
  }) => {
    await openDashboard(page);
    const box = page.getByRole('region', { name: campaignsSection.scrollAreaLabel });
    await expect(box).toHaveAttribute('tabindex', '0');
    const { scrollWidth, clientWidth } = await box.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    const viewport = page.viewportSize()!;
    if (viewport.width < 640) expect(scrollWidth).toBeGreaterThan(clientWidth);
    await box.focus();
    if (scrollWidth > clientWidth) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    }
    await expectNoHorizontalOverflow(page);
  });
});

// @chromium: only Chromium turns JavaScript off for one context (Firefox's BiDi cannot).
test.describe('without JavaScript', { tag: '@chromium' }, () => {
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
    await expectNoA11yViolations(page, 'dashboard without JavaScript');
    for (const item of [companies, campaigns, templates, overview]) {
      await links(page).filter({ hasText: item.label }).click();
      await expect(page).toHaveURL(`/dashboard#${item.slug}`);
      await expectShown(page, item);
    }
  });

  for (const item of dashboardTabs) {
    test(`/dashboard#${item.slug} opens on « ${item.label} »`, async ({ page }) => {
      await openDashboard(page, `#${item.slug}`);
      await expectShown(page, item);
      await expectNoA11yViolations(page, `/dashboard#${item.slug} without JavaScript`);
    });
  }

  test('a dashboard button shows its notice on its own', async ({ page }) => {
    await openDashboard(page);
    const [first] = quickActionsSection.actions;
    await page.getByRole('button', { name: first.label, exact: true }).click();
    const shown = page.getByRole('group', { name: noticeTitles.featureInDevelopment });
    await expect(shown).toBeVisible();
    await expect(shown).toContainText(notices.featureInDevelopment(first.feature).message);
    await expectNoA11yViolations(page, 'dashboard without JavaScript, a notice open');
    await shown.getByRole('button', { name: 'Fermer la notification' }).click();
    await expect(shown).toBeHidden();
  });
});
