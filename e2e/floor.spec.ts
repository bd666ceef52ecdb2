import { dashboardPage } from '@/content/dashboard';
import { faqItems } from '@/content/faq';
import { noticeTitles } from '@/content/notices';
import { allRoutes, productName } from '@/content/site';
import {
  EARLY_INPUT_ATTRIBUTE,
  FALLBACK_ATTRIBUTE,
  LIVE_ATTRIBUTE,
  POLYFILLED_ATTRIBUTE,
} from '@/lib/browser/contract';
import type { FloorEngine, FloorLocator, FloorPage } from '../scripts/harness/browsers/floor-page';
import {
  contactSubmit,
  contactValues,
  dashboardButtonsSample,
  menuLinks,
  tabPanels,
  templateActions,
} from '../scripts/harness/cases/floor-cases';
import { expect, test } from './support/floor-fixtures';
import { visit } from './support/fixtures';
import { expectHydrated, isHydrated } from './support/page-state';
import { MISSING_PAGE } from './support/pages';

/**
 * The browser floor: what must work in every browser the site supports, down to the oldest
 * (Next 16: Chrome and Edge 111+, Firefox 111+ and ESR, Safari 16.4+), and what differs
 * between engines: hydration, each file fetched once, fragment loads, history, popovers
 * through the polyfill (Chromium 112), the exclusive <details> fallback (Chromium 112 and
 * 119). Run through Playwright by today's Chromium, Firefox ESR, Chromium 112 and 119, and
 * through WebDriver by WebKit (the webkit project), at 1280 px (@laptop) and, for the phone
 * menu, at 390 px (@phone; 447 px in WebKit, MiniBrowser's narrowest). The copy is checked
 * once, in Node (scripts/gates/export/).
 *
 * Each test drives `floorPage`, the part of Playwright's page a WebDriver session implements
 * too (scripts/harness/browsers/floor-page.ts), and waits with expect.poll, which takes either
 * driver's answers; `engine` is what the two drivers do their own way.
 *
 * A page's scripts only run at the visitor's first interaction (scripts/site-build/optimize-export.ts):
 * that is when an old browser meets code it cannot run, and Next replaces the whole page by
 * its error screen. So each test acts first, as a person would, and then checks that the
 * page hydrated and still stands; the fixtures fail it on any console error, page error,
 * CSP violation, request to another origin, or anything sent.
 */

const normalize = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** As Playwright's toBeVisible and toBeHidden, for either driver's locators. */
const expectShown = (locator: FloorLocator, shown: boolean, message?: string) =>
  expect.poll(() => locator.isVisible(), { message }).toBe(shown);
/** As Playwright's toHaveCount. */
const expectCount = (locator: FloorLocator, count: number, message?: string) =>
  expect.poll(() => locator.count(), { message }).toBe(count);

/**
 * Whether the browser lacks this feature, and the page makes up for it: popover through the
 * polyfill (the head script marks <html> once it runs), exclusive <details> through the head
 * script.
 */
const lacks = (page: FloorPage, feature: 'popover' | 'exclusive details') =>
  page.evaluate(
    ([name, polyfilled]) =>
      name === 'popover'
        ? document.documentElement.hasAttribute(polyfilled)
        : !('name' in HTMLDetailsElement.prototype),
    [feature, POLYFILLED_ATTRIBUTE] as const,
  );

/** The address, as a path with its fragment, once it is this. */
async function expectAddress(page: FloorPage, path: string) {
  await expect
    .poll(
      async () => {
        const url = new URL(await page.url());
        return `${url.pathname}${url.hash}`;
      },
      { message: 'the address' },
    )
    .toBe(path);
}

/** A dashboard tab: a link to its panel in the HTML, the tab itself once hydrated. */
const tab = (page: FloorPage, label: string) =>
  page
    .getByRole('tablist', { name: dashboardPage.tabListLabel, exact: true })
    .getByRole('tab', { name: label, exact: true })
    .or(
      page
        .getByRole('navigation', { name: dashboardPage.tabListLabel, exact: true })
        .getByRole('link', { name: label, exact: true }),
    );

/** A notice that shows, named by its title: a popover right after its control. */
const notice = (page: FloorPage, title: string) =>
  page.getByRole('group', { name: title, exact: true }).filter({ visible: true });

/** The notice with this title that says this, once shown. */
async function expectNoticeSaying(page: FloorPage, title: string, message = '') {
  const shown = notice(page, title).filter({ hasText: message });
  await expectShown(shown, true, `a notice « ${title} » saying « ${message} »`);
  return shown;
}

/** Closes a notice with its own button: it would cover what the test presses next. */
const close = (shown: FloorLocator, options?: { timeout: number }) =>
  shown.getByRole('button', { name: 'Fermer la notification', exact: true }).click(options);

/**
 * A press before any script ran: answered at once by the control's notice, which the head
 * script opens (or, if the page hydrated meanwhile, the notices' clock). Exactly one says it.
 */
async function expectAnswered(page: FloorPage, title: string, message = '') {
  const answers = page
    .getByRole('group', { name: title, exact: true })
    .filter({ hasText: message });
  try {
    await expectCount(answers.filter({ visible: true }), 1, `« ${title} » saying « ${message} »`);
  } catch (error) {
    // Seen rarely, in runs of the whole suite only (Chromium 119, the contact form, its clock
    // held): what the page had seen, for the next time, rather than a count alone.
    const seen = await page
      .evaluate(
        ([early, live, fallback]) => ({
          focused: document.activeElement?.outerHTML.slice(0, 80),
          hydrated: Object.keys(document.querySelector('h1') ?? {}).some((key) =>
            key.startsWith('__reactFiber$'),
          ),
          controls: [...document.querySelectorAll(`[${early}]`)].map((control) => {
            const popover = document.getElementById(control.getAttribute(fallback) ?? '');
            let shown = 'missing';
            try {
              if (popover) shown = popover.matches(':popover-open') ? 'open' : 'closed';
            } catch {
              // Below Chromium 114, before the polyfill has run: no such pseudo-class.
              shown = 'unknown (no popover yet)';
            }
            return `${control.tagName.toLowerCase()} ${control.getAttribute(early)}${control.hasAttribute(live) ? ' live' : ''}, its popover ${shown}`;
          }),
          answeredEarly: (window as { __earlyNotice?: { type: string } | null }).__earlyNotice
            ?.type,
          keptForTheLoader: ((queue) =>
            // The loader, once it runs, takes the queue over with a push of its own.
            Array.isArray(queue) ? queue.map(({ type }) => type) : 'the loader runs')(
            (window as { __enhance?: { q: Event[] } }).__enhance?.q,
          ),
        }),
        [EARLY_INPUT_ATTRIBUTE, LIVE_ATTRIBUTE, FALLBACK_ATTRIBUTE] as const,
      )
      .catch((reason: unknown) => `(not read: ${String(reason)})`);
    throw new Error(
      `${(error as Error).message}\nWhat the page had seen: ${JSON.stringify(seen)}`,
      {
        cause: error,
      },
    );
  }
}

/**
 * After such an answer: the page hydrates while the notice shows, where it shows, timed by the
 * head script, then by the notices' clock. Where the driver holds the page's clock
 * (Playwright), it creeps on until the page has hydrated; over WebDriver, which has no clock,
 * the machine's speed decides whether the notice's time ran out first. Then the page stands,
 * hydrated, with that one notice (or none: run out), which is closed.
 */
async function expectKeptThroughHydrationThenClose(
  page: FloorPage,
  engine: FloorEngine,
  heading: string,
  title: string,
  message = '',
) {
  await engine.clock?.creepUntil(() => isHydrated(page), 'the page hydrated, the notice showing');
  await expectHydratedAndStanding(page, heading);
  const shown = notice(page, title).filter({ hasText: message });
  if (engine.clock) await expectCount(shown, 1, `« ${title} », where it showed`);
  if ((await shown.count()) > 0) {
    // Over WebDriver, it may run out on its own before the press: gone either way.
    await close(shown, { timeout: 2_000 }).catch(async (error: unknown) => {
      if ((await shown.count()) > 0) throw error;
    });
  }
  await expectCount(shown, 0, `no notice « ${title} » left`);
}

/** The page's h1, and that it stays the same once the page has hydrated. */
async function headingOf(page: FloorPage) {
  const heading = page.getByRole('heading', { level: 1 });
  await expectCount(heading, 1, 'one h1');
  return normalize(await heading.textContent());
}

async function expectHydratedAndStanding(page: FloorPage, heading: string) {
  await expectHydrated(page);
  await expect
    .poll(async () => normalize(await page.getByRole('heading', { level: 1 }).textContent()), {
      message: 'the h1, once hydrated',
    })
    .toBe(heading);
}

test.beforeEach(({ engine }) => {
  // Chromium 112 and 113 predate the popover API (114) and log this about every popover
  // attribute of the HTML: the browser's note on markup newer than it, not an error of the
  // page. Whether the page then works without popover is what the tests check.
  if (engine.name === 'chromium' && Number(engine.version.split('.')[0]) < 114) {
    engine.allowConsoleError(/^Found a 'popover' attribute\. If you are testing the popover API/);
  }
});

test.describe('at a laptop’s width', { tag: ['@floor', '@laptop'] }, () => {
  const pages: { path: string; title?: string }[] = [
    ...allRoutes.map((route) => ({ path: route.path, title: `${route.title} · ${productName}` })),
    { path: MISSING_PAGE },
  ];
  for (const { path, title } of pages) {
    test(
      `${path} hydrates at its first key, fetching each file once, and keeps its h1`,
      {
        tag: path === '/dashboard' ? '@dashboard' : [],
      },
      async ({ floorPage: page, engine }) => {
        // The browser reports the 404 status of the 404 page itself as a console error.
        if (path === MISSING_PAGE) engine.allowConsoleError(/status of 404/);
        const response = await page.goto(path);
        expect(response!.status()).toBe(path === MISSING_PAGE ? 404 : 200);
        if (title) expect(await page.title()).toBe(title);
        const heading = await headingOf(page);
        // Scrolling and moving the pointer start nothing; a key does (any key).
        await page.mouse.wheel(0, 400);
        await page.mouse.move(40, 300);
        await page.keyboard.press('Shift');
        await expectHydratedAndStanding(page, heading);
        // The full sheet came back before the scripts ran.
        await expect
          .poll(() => page.locator('link[rel="stylesheet"]').getAttribute('disabled'), {
            message: 'the full sheet disabled',
          })
          .toBeNull();
        const requested = (await engine.requests()).map(({ url }) => new URL(url).pathname);
        const twice = requested.filter(
          (url, index) => url.startsWith('/_next/') && requested.indexOf(url) !== index,
        );
        expect([...new Set(twice)], 'files requested more than once').toEqual([]);
        expect(requested.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(2);
      },
    );
  }

  test('the FAQ opens one answer at a time, and the open one closes', async ({
    floorPage: page,
    engine,
  }) => {
    await visit(page, '/faq');
    const heading = await headingOf(page);
    const question = (text: string) =>
      page.getByRole('main').getByRole('heading', { level: 2, name: text, exact: true });
    const answer = (item: (typeof faqItems)[number]) => page.getByText(item.answer[0]!);
    const [first, second] = faqItems;

    for (const item of [first!, second!]) {
      await expectCount(answer(item), 1, 'the answer, in the page');
    }
    await expectShown(answer(first!), false);
    await question(first!.question).click();
    await expectShown(answer(first!), true);
    await question(second!.question).click();
    await expectShown(answer(second!), true);
    await expectShown(answer(first!), false);
    // Where the browser lacks exclusive <details>, the head script closes the others.
    if (await lacks(page, 'exclusive details')) {
      await engine.expectNoA11yViolations('faq, an answer open through the fallback');
    }
    await question(second!.question).click();
    await expectShown(answer(second!), false);
    await expectShown(answer(first!), false);
    await expectHydratedAndStanding(page, heading);
  });

  test('an address naming a question opens it, and so does a new fragment', async ({
    floorPage: page,
  }) => {
    const [, second, third] = faqItems;
    const open = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('details')].filter((d) => d.open).map((d) => d.id),
      );
    await visit(page, `/faq#${second!.id}`);
    // The FAQ's island opens it, once hydrated: the address starts the scripts without a tap.
    await expect.poll(open, { timeout: 15_000 }).toEqual([second!.id]);
    await page.evaluate((id) => {
      window.location.hash = id;
    }, third!.id);
    await expect.poll(open).toEqual([third!.id]);
  });

  test(
    'the dashboard tabs each open their panel',
    { tag: '@dashboard' },
    async ({ floorPage: page }) => {
      await visit(page, '/dashboard');
      const heading = await headingOf(page);
      const shows = ({ shows: { role, name } }: (typeof tabPanels)[number]) =>
        page.getByRole(role, { name, exact: true });
      for (const panel of [...tabPanels.slice(1), tabPanels[0]!]) {
        await tab(page, panel.label).click();
        await expectAddress(page, `/dashboard#${panel.slug}`);
        await expectShown(shows(panel), true, panel.label);
        for (const other of tabPanels.filter((candidate) => candidate !== panel)) {
          await expectShown(shows(other), false, other.label);
        }
      }
      await expectHydratedAndStanding(page, heading);
      const selected = page.getByRole('tab', { name: tabPanels[0]!.label, exact: true });
      await expect.poll(() => selected.getAttribute('aria-selected')).toBe('true');
    },
  );

  test(
    'an address naming a tab opens it at once, and switching adds no history entry',
    {
      tag: '@dashboard',
    },
    async ({ floorPage: page }) => {
      const [, companies, campaigns, templates] = tabPanels;
      const selected = (label: string) =>
        page.getByRole('tab', { name: label, exact: true }).getAttribute('aria-selected');
      await visit(page, '/');
      await visit(page, `/dashboard#${campaigns!.slug}`);
      // A fragment for an island starts the page's scripts without a tap.
      await expect.poll(() => selected(campaigns!.label), { timeout: 15_000 }).toBe('true');
      const historyLength = await page.evaluate(() => history.length);
      for (const { label } of [companies!, templates!]) {
        await tab(page, label).click();
        await expect.poll(() => selected(label)).toBe('true');
      }
      await expectAddress(page, `/dashboard#${templates!.slug}`);
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

  test('« Aperçu » and « Utiliser » show their notices, before and after hydration', async ({
    floorPage: page,
    engine,
  }) => {
    await engine.holdNotices();
    await visit(page, '/modeles');
    const heading = await headingOf(page);
    // No notice shows before its button is pressed (each waits in the HTML as a popover).
    for (const title of [noticeTitles.previewUnavailable, noticeTitles.downloadUnavailable]) {
      await expectCount(page.getByRole('group', { name: title, exact: true }), 0, title);
    }
    const [first] = templateActions;
    await page.getByRole('button', { name: first!.button, exact: true }).click();
    await expectAnswered(page, first!.title, first!.message);
    // Where popover comes from the polyfill, the notice that answers the first tap is its.
    if (await lacks(page, 'popover')) {
      await engine.expectNoA11yViolations('/modeles, a notice through the polyfill');
    }
    await expectKeptThroughHydrationThenClose(page, engine, heading, first!.title, first!.message);
    // Then the notices' clock's.
    for (const action of templateActions) {
      await page.getByRole('button', { name: action.button, exact: true }).click();
      await close(await expectNoticeSaying(page, action.title, action.message));
    }
    await expectHydratedAndStanding(page, heading);
  });

  test(
    'dashboard buttons show « Fonctionnalité en développement », in every panel',
    {
      tag: '@dashboard',
    },
    async ({ floorPage: page, engine }) => {
      const title = noticeTitles.featureInDevelopment;
      const button = (name: string) =>
        page.getByRole('main').getByRole('button', { name, exact: true });
      await engine.holdNotices();
      await visit(page, '/dashboard');
      const heading = await headingOf(page);
      await expectCount(page.getByRole('group', { name: title, exact: true }), 0, title);
      // The first press, before any script (a quick action, in the panel shown first).
      const [early] = dashboardButtonsSample;
      await button(early!.name).click();
      await expectAnswered(page, title, early!.message);
      await expectKeptThroughHydrationThenClose(page, engine, heading, title, early!.message);
      for (const { name, tab: tabLabel, message } of dashboardButtonsSample) {
        if (tabLabel) await tab(page, tabLabel).click();
        await button(name).click();
        await close(await expectNoticeSaying(page, title, message));
      }
      await expectHydratedAndStanding(page, heading);
    },
  );

  test('the contact form, filled and sent, says « Formulaire non connecté » and sends nothing', async ({
    floorPage: page,
    engine,
  }) => {
    const title = noticeTitles.formNotConnected;
    // A field by a part of its name: its label, then its hint.
    const field = (label: string) => page.getByRole('textbox', { name: label });
    const send = page.getByRole('button', { name: contactSubmit, exact: true });
    await engine.holdNotices();
    await visit(page, '/contact');
    const heading = await headingOf(page);
    for (const [label, value] of Object.entries(contactValues)) {
      await field(label).fill(value);
    }
    await send.click();
    await expectAnswered(page, title);
    await expectKeptThroughHydrationThenClose(page, engine, heading, title);
    // Sent again: the island's notice.
    await send.click();
    await close(await expectNoticeSaying(page, title));
    await expectAddress(page, '/contact');
    for (const [label, value] of Object.entries(contactValues)) {
      await expect.poll(() => field(label).inputValue(), { message: label }).toBe(value);
    }
    await expectHydratedAndStanding(page, heading);
    // No request the page made sent anything, nor carried what was typed.
    const sending = (await engine.requests()).filter(
      ({ method, url, body }) =>
        !['GET', 'HEAD'].includes(method) ||
        Object.values(contactValues).some((value) =>
          `${decodeURIComponent(url)} ${body ?? ''}`.includes(value),
        ),
    );
    expect(sending, 'requests sending the form').toEqual([]);
  });
});

test.describe('at a phone’s width', { tag: ['@floor', '@phone'] }, () => {
  test.use({
    // MiniBrowser's window is 447 px at the narrowest: still below the lg breakpoint, where
    // the menu button shows.
    viewport: async ({ browserName }, provide) =>
      provide(browserName === 'webkit' ? { width: 447, height: 900 } : { width: 390, height: 844 }),
    // Touch where it works: Chromium emulates it. Firefox's BiDi takes hasTouch, but its
    // tap() reaches the page as no event at all, and WebKitGTK has no touch events: there a
    // person's press is a click.
    hasTouch: async ({ browserName }, provide) => provide(browserName === 'chromium'),
    isMobile: async ({ browserName }, provide) => provide(browserName === 'chromium'),
  });

  test('the phone menu stays hidden until pressed, then shows the navigation, whose links work', async ({
    floorPage: page,
    engine,
    hasTouch,
  }) => {
    const press = (control: FloorLocator) => (hasTouch ? control.tap() : control.click());
    await visit(page, '/');
    const heading = await headingOf(page);
    const banner = page.getByRole('banner');
    const button = banner.getByRole('button', { name: 'Menu', exact: true });
    const menuPanel = async () =>
      page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    const panel = await menuPanel();
    await expectShown(button, true, 'the menu button');
    // Closed, the panel covers nothing: the page's links are behind the button.
    await expectShown(panel, false, 'the menu, closed');
    const pricing = { name: 'Tarifs', exact: true };
    await expectCount(banner.getByRole('link', pricing), 0);

    await press(button);
    await expectShown(panel, true, 'the menu, open');
    const links = panel.getByRole('link');
    await expectCount(links, menuLinks.length, 'links in the menu');
    for (const [index, label] of menuLinks.entries()) {
      const named = links.nth(index).and(panel.getByRole('link', { name: label, exact: true }));
      await expectCount(named, 1, `link ${index + 1}: « ${label} »`);
    }
    await expectHydratedAndStanding(page, heading);
    // Scanned where the menu opens through the polyfill, and in WebKit, at a width no other
    // engine is scanned at.
    if (engine.name === 'webkit' || (await lacks(page, 'popover'))) {
      await engine.expectNoA11yViolations(`/, menu open (${engine.name} ${engine.version})`);
    }

    await press(panel.getByRole('link', pricing));
    await expectAddress(page, '/tarifs');
    await expectShown(page.getByRole('heading', { level: 1 }), true);
    const panelNow = await menuPanel();
    await expectShown(panelNow, false, 'the menu, on the next page');
  });
});
