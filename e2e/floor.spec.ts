import type { Locator, Page } from '@playwright/test';
import { dashboardPage } from '@/content/dashboard';
import { faqItems } from '@/content/faq';
import { noticeTitles } from '@/content/notices';
import { allRoutes } from '@/content/site';
import { POLYFILLED_ATTRIBUTE } from '@/lib/browser/contract';
import {
  contactSubmit,
  contactValues,
  dashboardButtonsSample,
  menuLinks,
  tabPanels,
  templateActions,
} from '../scripts/lib/floor-cases';
import {
  expect,
  expectHydrated,
  expectNoA11yViolations,
  notice,
  notices,
  stopClock,
  test,
  visit,
  waitWhileClockCreeps,
} from './support/fixtures';

/**
 * The browser floor: what must work in every browser the site supports, down to the oldest
 * (Next 16: Chrome and Edge 111+, Firefox 111+ and ESR, Safari 16.4+), and what differs
 * between engines: hydration, each file fetched once, fragment loads, history, popovers
 * through the polyfill (Chromium 112), the exclusive <details> fallback (Chromium 112 and
 * 119). Run by today's Chromium, Firefox ESR, Chromium 112 and 119, at 1280 px (@laptop) and,
 * for the phone menu, at 390 px (@phone); WebKit runs the same cases through WebDriver
 * (e2e/webkit/floor.spec.ts). The copy is checked once, in Node (scripts/gates/export/).
 *
 * A page's scripts only run at the visitor's first interaction (scripts/build/optimize-export.ts):
 * that is when an old browser meets code it cannot run, and Next replaces the whole page by
 * its error screen. So each test acts first, as a person would, and then checks that the
 * page hydrated and still stands; the fixtures fail it on any console error, page error,
 * CSP violation or request to another origin.
 */

/**
 * Whether the browser lacks this feature, and the page makes up for it: popover through the
 * polyfill (the head script marks <html> once it runs), exclusive <details> through the head
 * script.
 */
const lacks = (page: Page, feature: 'popover' | 'exclusive details') =>
  page.evaluate(
    ([name, polyfilled]) =>
      name === 'popover'
        ? document.documentElement.hasAttribute(polyfilled)
        : !('name' in HTMLDetailsElement.prototype),
    [feature, POLYFILLED_ATTRIBUTE] as const,
  );

/** A dashboard tab: a link to its panel in the HTML, the tab itself once hydrated. */
const tab = (page: Page, label: string) =>
  page
    .getByRole('tablist', { name: dashboardPage.tabListLabel })
    .getByRole('tab', { name: label })
    .or(
      page
        .getByRole('navigation', { name: dashboardPage.tabListLabel })
        .getByRole('link', { name: label }),
    );

/** The announced notice with this title that says this (notices stack up), once shown. */
async function expectNoticeSaying(page: Page, title: string, message = '') {
  const shown = notice(page, title).filter({ hasText: message });
  await expect(shown).toBeVisible();
  return shown;
}

/** The page's h1, and that it stays the same once the page has hydrated. */
async function headingOf(page: Page) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveCount(1);
  return (await heading.textContent())!;
}

async function expectHydratedAndStanding(page: Page, heading: string) {
  await expectHydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

/** Closes a notice with its own button: it would cover what the test presses next. */
const close = (shown: Locator) =>
  shown.getByRole('button', { name: 'Fermer la notification' }).click();

test.beforeEach(async ({ browser, browserName, guard }) => {
  // Chromium 112 and 113 predate the popover API (114) and log this about every popover
  // attribute of the HTML: the browser's note on markup newer than it, not an error of the
  // page. Whether the page then works without popover is what the tests check.
  const major = Number(browser.version().split('.')[0]);
  if (browserName === 'chromium' && major < 114) {
    guard.allowConsoleError(/^Found a 'popover' attribute\. If you are testing the popover API/);
  }
});

test.describe('at a laptop’s width', { tag: ['@floor', '@laptop'] }, () => {
  for (const path of [...allRoutes.map((route) => route.path), '/page-absente']) {
    test(
      `${path} hydrates at its first key, fetching each file once, and keeps its h1`,
      {
        tag: path === '/dashboard' ? '@dashboard' : [],
      },
      async ({ page, guard }) => {
        // The browser reports the 404 status of the 404 page itself as a console error.
        if (path === '/page-absente') guard.allowConsoleError(/status of 404/);
        const requested = new Map<string, number>();
        page.on('request', (request) => {
          const url = new URL(request.url()).pathname;
          requested.set(url, (requested.get(url) ?? 0) + 1);
        });
        const response = await page.goto(path);
        expect(response!.status()).toBe(path === '/page-absente' ? 404 : 200);
        const heading = await headingOf(page);
        // Scrolling and moving the pointer start nothing; a key does (any key).
        await page.mouse.wheel(0, 400);
        await page.mouse.move(40, 300);
        await page.keyboard.press('Shift');
        await expectHydratedAndStanding(page, heading);
        // The full sheet came back before the scripts ran.
        await expect(page.locator('link[rel="stylesheet"]')).not.toHaveAttribute('disabled', '');
        const twice = [...requested].filter(
          ([url, count]) => url.startsWith('/_next/') && count > 1,
        );
        expect(twice, 'files requested more than once').toEqual([]);
        expect([...requested.keys()].filter((url) => url.endsWith('.js')).length).toBeGreaterThan(
          2,
        );
      },
    );
  }

  test('the FAQ opens one answer at a time, and the open one closes', async ({ page }) => {
    await visit(page, '/faq');
    const heading = await headingOf(page);
    const question = (text: string) =>
      page.getByRole('main').getByRole('heading', { level: 2, name: text, exact: true });
    const answer = (item: (typeof faqItems)[number]) => page.getByText(item.answer[0]!);
    const [first, second] = faqItems;

    await expect(answer(first!)).toBeHidden();
    await question(first!.question).click();
    await expect(answer(first!)).toBeVisible();
    await question(second!.question).click();
    await expect(answer(second!)).toBeVisible();
    await expect(answer(first!)).toBeHidden();
    // Where the browser lacks exclusive <details>, the head script closes the others.
    if (await lacks(page, 'exclusive details')) {
      await expectNoA11yViolations(page, 'faq, an answer open through the fallback');
    }
    await question(second!.question).click();
    await expect(answer(second!)).toBeHidden();
    await expect(answer(first!)).toBeHidden();
    await expectHydratedAndStanding(page, heading);
  });

  test('an address naming a question opens it, and so does a new fragment', async ({ page }) => {
    const [, second, third] = faqItems;
    const open = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('details')].filter((d) => d.open).map((d) => d.id),
      );
    await visit(page, `/faq#${second!.id}`);
    await expect.poll(open).toEqual([second!.id]);
    await page.evaluate((id) => {
      window.location.hash = id;
    }, third!.id);
    await expect.poll(open).toEqual([third!.id]);
  });

  test('the dashboard tabs each open their panel', { tag: '@dashboard' }, async ({ page }) => {
    await visit(page, '/dashboard');
    const heading = await headingOf(page);
    for (const panel of [...tabPanels.slice(1), tabPanels[0]!]) {
      await tab(page, panel.label).click();
      await expect(page).toHaveURL(`/dashboard#${panel.slug}`);
      await expect(page.getByRole(panel.shows.role, { name: panel.shows.name })).toBeVisible();
      for (const other of tabPanels.filter((candidate) => candidate !== panel)) {
        await expect(page.getByRole(other.shows.role, { name: other.shows.name })).toBeHidden();
      }
    }
    await expectHydratedAndStanding(page, heading);
    await expect(page.getByRole('tab', { name: tabPanels[0]!.label })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test(
    'an address naming a tab opens it at once, and switching adds no history entry',
    {
      tag: '@dashboard',
    },
    async ({ page }) => {
      const [, companies, campaigns, templates] = tabPanels;
      await visit(page, '/');
      await visit(page, `/dashboard#${campaigns!.slug}`);
      // A fragment for an island starts the page's scripts without a tap.
      await expect(page.getByRole('tab', { name: campaigns!.label })).toHaveAttribute(
        'aria-selected',
        'true',
        { timeout: 15_000 },
      );
      const historyLength = await page.evaluate(() => history.length);
      for (const { label } of [companies!, templates!]) {
        await tab(page, label).click();
        await expect(page.getByRole('tab', { name: label })).toHaveAttribute(
          'aria-selected',
          'true',
        );
      }
      await expect(page).toHaveURL(`/dashboard#${templates!.slug}`);
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
      // Back leaves the dashboard at once, instead of walking back through the tabs. Read in
      // the page: Firefox restores / from its back-forward cache, and its BiDi then tells
      // Playwright of no navigation (page.goBack() waits for ever, page.url() stays behind).
      await page.evaluate(() => history.back());
      await expect
        .poll(() => page.evaluate(() => location.pathname).catch(() => 'between two pages'))
        .toBe('/');
    },
  );

  test('« Aperçu » and « Utiliser » show their notices', async ({ page }) => {
    // The clock held: the first notice cannot run out before the island takes it over.
    await stopClock(page);
    await visit(page, '/modeles');
    const heading = await headingOf(page);
    // No notice shows before its button is pressed (each waits in the HTML as a popover).
    for (const title of [noticeTitles.previewUnavailable, noticeTitles.downloadUnavailable]) {
      await expect(page.getByRole('group', { name: title })).toHaveCount(0);
    }
    const [first] = templateActions;
    await page.getByRole('button', { name: first!.button }).click();
    const answer = page
      .getByRole('group', { name: first!.title })
      .filter({ hasText: first!.message });
    await expect(answer).toBeVisible();
    // Where popover comes from the polyfill, the notice that answers the first tap is its.
    if (await lacks(page, 'popover')) {
      await expectNoA11yViolations(page, '/modeles, a notice through the polyfill', {
        clockHeld: true,
      });
    }
    await waitWhileClockCreeps(
      page,
      async () => (await notice(page, first!.title).count()) === 1,
      'the notice taken over by the notice area',
    );
    await page.clock.resume();
    await close(await expectNoticeSaying(page, first!.title, first!.message));
    for (const action of templateActions.slice(1)) {
      await page.getByRole('button', { name: action.button }).click();
      await close(await expectNoticeSaying(page, action.title, action.message));
    }
    await expectHydratedAndStanding(page, heading);
  });

  test(
    'dashboard buttons show « Fonctionnalité en développement », in every panel',
    {
      tag: '@dashboard',
    },
    async ({ page }) => {
      await visit(page, '/dashboard');
      const heading = await headingOf(page);
      await expect(
        page.getByRole('group', { name: noticeTitles.featureInDevelopment }),
      ).toHaveCount(0);
      for (const { name, tab: tabLabel, message } of dashboardButtonsSample) {
        if (tabLabel) await tab(page, tabLabel).click();
        await page.getByRole('main').getByRole('button', { name, exact: true }).click();
        await close(await expectNoticeSaying(page, noticeTitles.featureInDevelopment, message));
      }
      await expectHydratedAndStanding(page, heading);
    },
  );

  test('the contact form, filled and sent, says « Formulaire non connecté » and sends nothing', async ({
    page,
  }) => {
    // The clock held: the notice cannot run out before the island takes it over.
    await stopClock(page);
    await visit(page, '/contact');
    const heading = await headingOf(page);
    const sending: string[] = [];
    page.on('request', (request) => {
      const sent = `${decodeURIComponent(request.url())} ${request.postData() ?? ''}`;
      const carriesValue = Object.values(contactValues).some((value) => sent.includes(value));
      if (!['GET', 'HEAD'].includes(request.method()) || carriesValue) {
        sending.push(`${request.method()} ${request.url()}`);
      }
    });
    for (const [label, value] of Object.entries(contactValues)) {
      await page.getByLabel(label).fill(value);
    }
    await page.getByRole('button', { name: contactSubmit }).click();
    await expect(
      page.getByRole('group', { name: noticeTitles.formNotConnected }).filter({ visible: true }),
    ).toHaveCount(1);
    // The send started the scripts: the island takes the notice over into the notice area.
    await waitWhileClockCreeps(
      page,
      async () => (await notices(page).getByText(noticeTitles.formNotConnected).count()) === 1,
      'the notice taken over by the notice area',
    );
    await page.clock.resume();
    await expect(page).toHaveURL('/contact');
    for (const [label, value] of Object.entries(contactValues)) {
      await expect(page.getByLabel(label)).toHaveValue(value);
    }
    await expectHydratedAndStanding(page, heading);
    expect(sending, 'requests sending the form').toEqual([]);
  });
});

test.describe('at a phone’s width', { tag: ['@floor', '@phone'] }, () => {
  test.use({
    viewport: { width: 390, height: 844 },
    // Touch where it works: Chromium emulates it. Firefox's BiDi takes hasTouch, but its
    // tap() reaches the page as no event at all: there a person's press is a click.
    hasTouch: async ({ browserName }, provide) => provide(browserName === 'chromium'),
    isMobile: async ({ browserName }, provide) => provide(browserName === 'chromium'),
  });

  test('the phone menu stays hidden until pressed, then shows the navigation, whose links work', async ({
    page,
    hasTouch,
  }) => {
    const press = (control: Locator) => (hasTouch ? control.tap() : control.click());
    await visit(page, '/');
    const heading = await headingOf(page);
    const button = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(button).toBeVisible();
    // Closed, the panel covers nothing: the page's links are behind the button.
    await expect(panel).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Tarifs' })).toHaveCount(0);

    await press(button);
    await expect(panel).toBeVisible();
    for (const [index, label] of menuLinks.entries()) {
      await expect(panel.getByRole('link').nth(index)).toHaveAccessibleName(label);
    }
    await expectHydratedAndStanding(page, heading);
    if (await lacks(page, 'popover')) {
      await expectNoA11yViolations(page, 'menu open through the polyfill');
    }

    await press(panel.getByRole('link', { name: 'Tarifs' }));
    await expect(page).toHaveURL('/tarifs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator(`[id="${await button.getAttribute('aria-controls')}"]`)).toBeHidden();
  });
});
