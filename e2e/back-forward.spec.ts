import type { LaunchOptions } from '@playwright/test';
import { findBrowser } from '../scripts/harness/browsers/lookup';
import type { FloorPage } from '../scripts/harness/browsers/floor-page';
import { templateActions } from '../scripts/harness/cases/floor-cases';
import { expect, test as floorTest } from './support/floor-fixtures';
import { visit } from './support/fixtures';
import { expectHydrated, isHydrated, noticeClockRunning } from './support/page-state';

/**
 * Back and forward from memory, in each engine of the floor (today's Chromium, Firefox ESR,
 * WebKitGTK): a page left for another is kept whole in the browser's back/forward cache and
 * shown again as it was (`pageshow` with `persisted`: the same document, its scripts' state
 * kept), without what was only passing when the visitor left (lib/browser/leaving.ts): the
 * phone menu closed, no notice left over; the page then answers as before, each notice once.
 *
 * Playwright launches Chromium with the cache off (`--disable-back-forward-cache`, against
 * the surprises of page.goBack() in tests), and Chromium's headless shell, which the other
 * specs run in, has none (`BackForwardCacheDisabledForDelegate`): here Chromium is the full
 * browser, with its cache, as visitors have it. The history is walked in the page
 * (history.back()): Firefox's BiDi tells Playwright of no navigation when a page comes from
 * the cache.
 */
const test = floorTest.extend<object, { launchOptions: LaunchOptions }>({
  launchOptions: [
    async ({ launchOptions, browserName }, provide) =>
      provide(
        browserName === 'chromium'
          ? { ...findBrowser().launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] }
          : launchOptions,
      ),
    { scope: 'worker' },
  ],
});

/** What the test leaves in a document: its name, and each `pageshow` it sees. */
interface Marks {
  __document?: string;
  __shown?: boolean[];
}

/** Names the current document, and records whether each later `pageshow` is a restore. */
const mark = (page: FloorPage, name: string) =>
  page.evaluate((given) => {
    const marks = window as Marks;
    marks.__document = given;
    marks.__shown = [];
    addEventListener('pageshow', (event) => marks.__shown!.push(event.persisted));
  }, name);

/** Walks the history by `steps` in the page, then waits for `path`'s document. */
async function walk(page: FloorPage, steps: -1 | 1, path: string) {
  await page.evaluate((by) => history.go(by), steps);
  await expect
    .poll(() => page.evaluate(() => location.pathname).catch(() => 'between two pages'), {
      message: `the address, ${steps < 0 ? 'back' : 'forward'}`,
    })
    .toBe(path);
}

/**
 * A press of the button named `name`, from the keyboard: in a page Firefox restored from its
 * cache, Playwright's own actions wait for the end of a navigation its BiDi never reports.
 */
async function pressFromKeyboard(page: FloorPage, name: string) {
  const found = await page.evaluate((label) => {
    const button = [...document.querySelectorAll('button')].find(
      (candidate) => candidate.textContent?.replace(/\s+/g, ' ').trim() === label,
    );
    button?.focus();
    return document.activeElement === button;
  }, name);
  expect(found, `the button « ${name} », focused`).toBe(true);
  await page.keyboard.press('Enter');
}

/** The document now shown: the one the test named, shown again from the cache, once. */
async function expectRestored(page: FloorPage, name: string) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const marks = window as Marks;
          return { document: marks.__document, shown: marks.__shown };
        }),
      { message: `${name}, from the back/forward cache` },
    )
    .toEqual({ document: name, shown: [true] });
}

test.describe('back and forward, from memory', { tag: '@floor' }, () => {
  test('a page left with a notice open comes back without it and answers each press once; the page before it comes back too', async ({
    floorPage: page,
    engine,
  }) => {
    const [preview] = templateActions;
    // Read in the page: Firefox ESR's content process crashes on a role lookup in a page its
    // back/forward cache gave back (as on the sequences of e2e/firefox-crashes.spec.ts).
    const shownNotices = () =>
      page.evaluate(
        ({ title, message }) =>
          [...document.querySelectorAll('[data-notice-popover] [popover]')].filter(
            (notice) =>
              notice.getClientRects().length > 0 &&
              notice.textContent!.includes(title) &&
              notice.textContent!.includes(message),
          ).length,
        { title: preview!.title, message: preview!.message },
      );
    // The page before, read as a visitor reads it: once all its files have come (its web
    // font's the last). Firefox keeps no page left while a request is still on its way.
    await visit(page, '/tarifs');
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            [...document.fonts].some(
              (face) => face.family === 'sansFont' && face.status === 'loaded',
            ),
          ),
        {
          message: 'the web font of /tarifs, loaded',
        },
      )
      .toBe(true);
    await mark(page, 'les tarifs');
    // No notice runs out before the test has seen it.
    await engine.holdNotices();
    await visit(page, '/modeles');
    await mark(page, 'les modèles');
    await page.getByRole('button', { name: preview!.button, exact: true }).click();
    await expect.poll(shownNotices, { message: 'the notice, pressed' }).toBe(1);
    // The press started the page's scripts, then the notices' clock: left once they have run,
    // the notice still showing where the clock is held. (A page left while its files are still
    // loading is not kept by Firefox, and comes back from WebKit's cache with those loads
    // failed, each reported to the page then as an error.)
    const settled = async () => (await isHydrated(page)) && (await noticeClockRunning(page));
    await engine.clock?.creepUntil(settled, 'the page hydrated, its notices’ clock running');
    await expectHydrated(page);
    await expect.poll(() => noticeClockRunning(page), { message: 'the notices’ clock' }).toBe(true);
    if (engine.clock) expect(await shownNotices(), 'the notice, before leaving').toBe(1);

    // Left with the notice open, through the browser's back (a click elsewhere in the page
    // would close it first), then forward again.
    await walk(page, -1, '/tarifs');
    await expectRestored(page, 'les tarifs');
    await walk(page, 1, '/modeles');
    await expectRestored(page, 'les modèles');
    expect(await shownNotices(), 'the notice, once back').toBe(0);
    await pressFromKeyboard(page, preview!.button);
    await expect.poll(shownNotices, { message: 'the notice, pressed again' }).toBe(1);
  });

  test.describe('at a phone’s width', () => {
    test.use({
      // MiniBrowser's window is 447 px at the narrowest: below the lg breakpoint still.
      viewport: async ({ browserName }, provide) =>
        provide(
          browserName === 'webkit' ? { width: 447, height: 900 } : { width: 390, height: 844 },
        ),
    });

    test('a page left with its menu open comes back with the menu closed, and it opens again', async ({
      floorPage: page,
    }) => {
      const menu = async () => {
        const button = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
        const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
        return { button, panel };
      };
      await visit(page, '/tarifs');
      await visit(page, '/');
      await mark(page, 'l’accueil');
      const { button, panel } = await menu();
      await button.click();
      await expect.poll(() => panel.isVisible(), { message: 'the menu, open' }).toBe(true);
      // The tap started the page's scripts: left once they have run (above).
      await expectHydrated(page);
      // Left with the menu open, through the browser's back.
      await walk(page, -1, '/tarifs');
      await walk(page, 1, '/');
      await expectRestored(page, 'l’accueil');
      expect(await panel.isVisible(), 'the menu, once back').toBe(false);
      await expect
        .poll(() => button.getAttribute('aria-expanded'), { message: 'the menu button' })
        .not.toBe('true');
      await pressFromKeyboard(page, 'Menu');
      await expect.poll(() => panel.isVisible(), { message: 'the menu, opened again' }).toBe(true);
    });
  });
});
