import type { Locator, Page } from '@playwright/test';
import { noticeDurationMs } from '@/content/constants';
import { dashboardPage } from '@/content/dashboard';
import { faqItems } from '@/content/faq';
import { noticeTitles } from '@/content/notices';
import { allRoutes } from '@/content/site';
import {
  contactSubmit,
  contactValues,
  dashboardButtons,
  menuLinks,
  tabPanels,
  templateActions,
} from './floor-cases';
import { expect, expectNoA11yViolations, notice, notices, test, visit } from './fixtures';

/**
 * The browser floor: every route and every control, in each browser the site supports down
 * to the oldest (Next 16: Chrome and Edge 111+, Firefox 111+ and ESR, Safari 16.4+). Run by
 * the chromium-112 and chromium-119 projects (builds inside the floor), by Firefox ESR and by
 * the current Chromium, at a phone's width and a laptop's; WebKit runs the same cases through
 * WebDriver (e2e/webkit/floor.spec.ts).
 *
 * A page's scripts only run at the visitor's first interaction (scripts/build/optimize-export.mjs):
 * that is when an old browser meets code it cannot run, and Next replaces the whole page by
 * its error screen. So each test acts first, as a person would, and then checks that the
 * page hydrated and still stands; the fixtures fail it on any console error, page error,
 * CSP violation or request to another origin.
 */

const widths = [
  { name: 'phone, 390 px', viewport: { width: 390, height: 844 }, phone: true },
  { name: 'laptop, 1280 px', viewport: { width: 1280, height: 800 }, phone: false },
];

/** How a person presses a control at this width: a tap on a touch screen, else a click. */
const pressOf = (hasTouch: boolean) => (control: Locator) =>
  hasTouch ? control.tap() : control.click();

/**
 * The page's scripts ran and React took the page over: its single h1 is one that React
 * hydrated (React keys each element it hydrates with `__reactFiber$…`), with the same text
 * as before. Only ever waited for after acting, never before.
 */
async function expectHydratedAndStanding(page: Page, heading: string) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const titles = document.querySelectorAll('h1');
          return (
            titles.length === 1 &&
            Object.keys(titles[0]!).some((key) => key.startsWith('__reactFiber$'))
          );
        }),
      { message: 'the page hydrated, its h1 still in place', timeout: 15_000 },
    )
    .toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

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

async function headingOf(page: Page) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveCount(1);
  return (await heading.textContent())!;
}

test.beforeEach(async ({ browser, browserName, guard }) => {
  // Chromium 112 and 113 predate the popover API (114) and log this about every popover
  // attribute of the HTML: the browser's note on markup newer than it, not an error of the
  // page. Whether the page then works without popover is what the tests check.
  const major = Number(browser.version().split('.')[0]);
  if (browserName === 'chromium' && major < 114) {
    guard.allowConsoleError(/^Found a 'popover' attribute\. If you are testing the popover API/);
  }
});

for (const width of widths) {
  test.describe(width.name, () => {
    test.use(
      width.phone
        ? {
            viewport: width.viewport,
            deviceScaleFactor: 2,
            isMobile: true,
            // Touch where it works: Chromium emulates it. Firefox's BiDi takes hasTouch, but
            // its tap() reaches the page as no event at all: there a person's press is a click.
            hasTouch: async ({ browserName }, provide) => provide(browserName === 'chromium'),
          }
        : { viewport: width.viewport },
    );

    for (const route of allRoutes) {
      test(`${route.path} survives its first interaction and keeps its h1`, async ({
        page,
        hasTouch,
      }) => {
        await visit(page, route.path);
        const heading = await headingOf(page);
        // A reader's first interaction, scrolling, starts the page's scripts; then the
        // pointer moves, and a tap or click lands on the heading (which opens nothing).
        await page.mouse.wheel(0, 400);
        await page.mouse.move(40, 300);
        await pressOf(hasTouch)(page.getByRole('heading', { level: 1 }));
        await expectHydratedAndStanding(page, heading);
        await expectNoA11yViolations(page);
      });
    }

    if (width.phone) {
      test('the phone menu stays hidden until tapped, then shows the navigation, whose links work', async ({
        page,
        hasTouch,
      }) => {
        const press = pressOf(hasTouch);
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
        await expectNoA11yViolations(page, 'menu open');

        await press(panel.getByRole('link', { name: 'Tarifs' }));
        await expect(page).toHaveURL('/tarifs');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(
          page.locator(`[id="${await button.getAttribute('aria-controls')}"]`),
        ).toBeHidden();
      });
    }

    test('the FAQ opens one answer at a time, and the open one closes', async ({
      page,
      hasTouch,
    }) => {
      const press = pressOf(hasTouch);
      await visit(page, '/faq');
      const heading = await headingOf(page);
      const question = (text: string) =>
        page.getByRole('main').getByRole('heading', { level: 2, name: text, exact: true });
      const answer = (item: (typeof faqItems)[number]) => page.getByText(item.answer[0]!);
      const [first, second] = faqItems;

      await expect(answer(first!)).toBeHidden();
      await press(question(first!.question));
      await expect(answer(first!)).toBeVisible();
      await press(question(second!.question));
      await expect(answer(second!)).toBeVisible();
      await expect(answer(first!)).toBeHidden();
      await press(question(second!.question));
      await expect(answer(second!)).toBeHidden();
      await expect(answer(first!)).toBeHidden();
      await expectHydratedAndStanding(page, heading);
    });

    test('the dashboard tabs each open their panel', async ({ page, hasTouch }) => {
      const press = pressOf(hasTouch);
      await visit(page, '/dashboard');
      const heading = await headingOf(page);
      for (const panel of [...tabPanels.slice(1), tabPanels[0]!]) {
        await press(tab(page, panel.label));
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

    /** Presses « Aperçu » and « Utiliser » of two templates, each notice closed once checked. */
    async function pressTemplateActions(page: Page, hasTouch: boolean) {
      const press = pressOf(hasTouch);
      for (const action of templateActions) {
        await press(page.getByRole('button', { name: action.button }));
        const shown = await expectNoticeSaying(page, action.title, action.message);
        // Closed by its own button: it would cover the next one pressed.
        await press(shown.getByRole('button', { name: 'Fermer la notification' }));
      }
    }

    test('« Aperçu » and « Utiliser » show their notices', async ({ page, hasTouch }) => {
      await visit(page, '/modeles');
      const heading = await headingOf(page);
      // No notice shows before its button is pressed (each waits in the HTML as a popover).
      for (const title of [noticeTitles.previewUnavailable, noticeTitles.downloadUnavailable]) {
        await expect(page.getByRole('group', { name: title })).toHaveCount(0);
      }
      await pressTemplateActions(page, hasTouch);
      await expectHydratedAndStanding(page, heading);
    });

    // @crashes-firefox-esr: this sequence crashes Firefox ESR 153 (e2e/firefox-crashes.spec.ts).
    test('/modeles with a notice on screen passes axe-core @crashes-firefox-esr', async ({
      page,
      hasTouch,
    }) => {
      await visit(page, '/modeles');
      await pressTemplateActions(page, hasTouch);
      await pressOf(hasTouch)(page.getByRole('button', { name: templateActions[0]!.button }));
      await expectNoticeSaying(page, templateActions[0]!.title, templateActions[0]!.message);
      await expectNoA11yViolations(page, '/modeles with a notice');
    });

    test('every dashboard button shows « Fonctionnalité en développement »', async ({
      page,
      hasTouch,
    }) => {
      // Eleven buttons, each pressed, its notice checked and closed: more than most tests.
      test.slow();
      const press = pressOf(hasTouch);
      await visit(page, '/dashboard');
      const heading = await headingOf(page);
      await expect(
        page.getByRole('group', { name: noticeTitles.featureInDevelopment }),
      ).toHaveCount(0);
      for (const { name, tab: tabLabel, message } of dashboardButtons) {
        if (tabLabel) await press(tab(page, tabLabel));
        await press(page.getByRole('main').getByRole('button', { name, exact: true }));
        const shown = await expectNoticeSaying(page, noticeTitles.featureInDevelopment, message);
        await press(shown.getByRole('button', { name: 'Fermer la notification' }));
      }
      await expectHydratedAndStanding(page, heading);
    });

    test('the contact form, filled and sent, says « Formulaire non connecté » and sends nothing', async ({
      page,
      hasTouch,
    }) => {
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
      await pressOf(hasTouch)(page.getByRole('button', { name: contactSubmit }));
      await expectNoticeSaying(page, noticeTitles.formNotConnected);
      // The send started the scripts: the island takes the notice over into the notice area
      // as it hydrates, within the notice's 5 s. Looked for at once, before the slower checks
      // below use up that time.
      await expect(notices(page)).toContainText(noticeTitles.formNotConnected, {
        timeout: noticeDurationMs,
      });
      await expect(page).toHaveURL('/contact');
      for (const [label, value] of Object.entries(contactValues)) {
        await expect(page.getByLabel(label)).toHaveValue(value);
      }
      await expectHydratedAndStanding(page, heading);
      expect(sending, 'requests sending the form').toEqual([]);
    });
  });
}
