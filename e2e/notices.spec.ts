import type { Locator, Page } from '@playwright/test';
import { noticeDurationMs } from '@/content/constants';
import { noticeTitles } from '@/content/notices';
import {
  contactSubmit,
  contactValues,
  dashboardButtons,
  templateActions,
} from '../scripts/harness/cases/floor-cases';
import { expect, test, visit } from './support/fixtures';
import { expectHydrated, noticeClockRunning } from './support/page-state';

/**
 * A notice, as every visitor meets it, at each moment of its page's life: heard, reached,
 * kept, and left with the focus back where it was (RGAA 7.5, 12.11, 13.1, 12.8). Each page
 * that shows notices (/modeles, /dashboard, /contact), each moment:
 * - before the scripts: the page's script files never come, and the head script alone answers;
 * - on the first key: the press that opens the notice is the page's first, and the page's
 *   scripts start and hydrate it while the notice shows;
 * - after: the page hydrated, and the notices' clock (react-hot-toast) running, started by a
 *   first notice, before the press.
 * And apart, the clock's own file failing to load: the head script goes on, and the next
 * press loads the clock again (components/notices/notice-clock-loader.ts).
 * From the keyboard, as a keyboard or screen reader user goes; the pointer's part in keeping a
 * notice is the unit tests' (components/notices/notices.jsdom.test.tsx). Chromium and Firefox
 * (playwright.config.ts); the page's clock is Playwright's, moved by the test.
 */

interface NoticePage {
  path: string;
  title: string;
  /** The control that shows the notice the test follows. */
  control: (page: Page) => Locator;
  /** What the visitor does before pressing (filling the form). */
  prepare?: (page: Page) => Promise<void>;
}

const mainButton = (name: string) => (page: Page) =>
  page.getByRole('main').getByRole('button', { name, exact: true });

const NOTICE_PAGES: NoticePage[] = [
  {
    path: '/modeles',
    title: noticeTitles.previewUnavailable,
    control: mainButton(templateActions[0]!.button),
  },
  {
    path: '/dashboard',
    title: noticeTitles.featureInDevelopment,
    control: mainButton(dashboardButtons[0]!.name),
  },
  {
    path: '/contact',
    title: noticeTitles.formNotConnected,
    control: mainButton(contactSubmit),
    prepare: async (page) => {
      for (const [label, value] of Object.entries(contactValues))
        await page.getByLabel(label).fill(value);
    },
  },
];

const MOMENTS = ['before the scripts', 'on the first key', 'after'] as const;

/** Marks the status regions in the page now: a notice must show in one of those. */
const markStatusRegions = (page: Page) =>
  page.evaluate(() =>
    document.querySelectorAll('[role="status"]').forEach((region) => {
      (region as Element & { __beforeTheNotice?: boolean }).__beforeTheNotice = true;
    }),
  );

/** Checks that the notice shows inside a status region read whole, there before it showed. */
async function expectInItsStatusRegion(shown: Locator, when: string) {
  await expect(shown, when).toBeVisible();
  expect(
    await shown.evaluate((notice) => {
      const region = notice.parentElement?.closest<HTMLElement>('[role="status"]');
      if (!region) return 'in no status region';
      if (!(region as Element & { __beforeTheNotice?: boolean }).__beforeTheNotice)
        return 'in a status region added since the press';
      return region.getAttribute('aria-atomic') === 'true' ? 'in its status region' : 'not atomic';
    }),
    when,
  ).toBe('in its status region');
}

/**
 * Waits for the notices' code to answer the page's controls itself: it marks them live, and
 * the head script leaves them alone (lib/browser/early-input.ts).
 */
async function expectNoticesLive(page: Page, shown: Locator) {
  await expect(shown).toBeVisible();
  await expect.poll(() => noticeClockRunning(page), { message: 'the notices’ clock' }).toBe(true);
}

for (const moment of MOMENTS) {
  test(`${moment}: on ${NOTICE_PAGES.map(({ path }) => path).join(', ')}, a notice is heard, reached by the next Tab, kept while the visitor stays, and closed with the focus back on its button (RGAA 7.5, 12.11, 13.1, 12.8)`, async ({
    page,
    guard,
  }) => {
    // Three pages, each through every step: Firefox's commands take about twice Chromium's time.
    test.setTimeout(90_000);
    await page.clock.install();
    if (moment === 'before the scripts') {
      // Every script file fails, as on a broken connection: the head script, inline, runs.
      guard.allowConsoleError(/net::ERR_FAILED|NS_ERROR_FAILURE|Loading failed/);
      await page.route(/\.js(\?|$)/, (route) => route.abort());
    }
    for (const { path, title, control, prepare } of NOTICE_PAGES) {
      await visit(page, path);
      await prepare?.(page);
      const shown = page.getByRole('group', { name: title, exact: true });
      const opener = control(page);
      if (moment === 'after') {
        // Hydrated, then a first notice, which starts the clock, closed.
        await page.keyboard.press('Tab');
        await expectHydrated(page);
        await opener.focus();
        await page.keyboard.press('Enter');
        await expectNoticesLive(page, shown);
        await page.keyboard.press('Escape');
        await expect(shown).toBeHidden();
      }
      await markStatusRegions(page);

      await opener.focus();
      await page.keyboard.press('Enter');
      await test.step(`${path}, 7.5: it shows inside a status region that was there before it, and stays in it`, async () => {
        await expectInItsStatusRegion(shown, 'as it shows');
        await page.clock.runFor(400);
        await expectInItsStatusRegion(shown, '400 ms later');
        if (moment === 'on the first key') {
          await expectHydrated(page);
          await expectInItsStatusRegion(shown, 'once the page has hydrated');
        }
        await expect(shown).toHaveCount(1);
      });

      await test.step(`${path}, 13.1: kept while the focus stays on its button`, async () => {
        await page.clock.runFor(8_000);
        await expect(shown).toBeVisible();
        await expect(opener).toBeFocused();
      });

      const close = shown.getByRole('button', { name: 'Fermer la notification', exact: true });
      await test.step(`${path}, 12.11: the next Tab from its button reaches its close button`, async () => {
        await page.keyboard.press('Tab');
        await expect(close).toBeFocused();
      });

      await test.step(`${path}, 12.8: closed by its button from the keyboard, the focus goes back to its button`, async () => {
        await page.keyboard.press('Enter');
        await expect(shown).toBeHidden();
        await expect(opener).toBeFocused();
      });

      await test.step(`${path}, 12.8: closed by Escape from inside, the focus goes back to its button`, async () => {
        await page.keyboard.press('Enter');
        await expect(shown).toBeVisible();
        await page.keyboard.press('Tab');
        await expect(close).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(shown).toBeHidden();
        await expect(opener).toBeFocused();
      });

      await test.step(`${path}, 13.1: once the visitor has left it, it goes after its time`, async () => {
        await page.keyboard.press('Enter');
        await expect(shown).toBeVisible();
        await page.keyboard.press('Shift+Tab');
        await expect(opener).not.toBeFocused();
        // Not at once: its time runs from now. (The unit tests time it to the millisecond: here
        // the page's time flows on as the machine's does, slow or not.)
        await expect(shown).toBeVisible();
        await page.clock.runFor(noticeDurationMs + 1_000);
        await expect(shown).toBeHidden({ timeout: noticeDurationMs * 3 });
      });
    }
  });
}

test(
  'when the notices’ clock fails to load, the head script still answers and times each notice, and the next press brings the clock',
  {
    tag: '@chromium',
  },
  async ({ page, guard }) => {
    guard.allowConsoleError(/net::ERR_FAILED/);
    await page.clock.install();
    const { path, title, control } = NOTICE_PAGES[0]!;
    await visit(page, path);
    // The one script file the page does not name: the clock's, loaded at the first notice.
    const named = await page.content();
    let clockLoads = 0;
    let clockFails = true;
    await page.route(
      (url) => /\.js$/.test(url.pathname) && !named.includes(url.pathname),
      (route) => (clockLoads++, clockFails ? route.abort() : route.continue()),
    );
    const shown = page.getByRole('group', { name: title, exact: true });
    const opener = control(page);
    const pressThenLeave = async () => {
      await opener.focus();
      await page.keyboard.press('Enter');
      await expect(shown).toBeVisible();
      await page.keyboard.press('Shift+Tab');
    };

    await pressThenLeave();
    await expectHydrated(page);
    // Its file failed, and failed again when the bundler tried it anew (after 200 to 600 ms).
    await expect
      .poll(async () => (await page.clock.runFor(100), clockLoads), {
        message: 'the clock’s loads',
      })
      .toBe(2);
    expect(await noticeClockRunning(page), 'the notices’ clock').toBe(false);
    await expect(shown).toBeVisible();
    await page.clock.runFor(noticeDurationMs + 1_000);
    await expect(shown, 'closed after its time, by the head script').toBeHidden();

    clockFails = false;
    await pressThenLeave();
    await expect.poll(() => noticeClockRunning(page), { message: 'the notices’ clock' }).toBe(true);
    expect(clockLoads, 'the clock’s loads').toBe(3);
    await expect(shown).toBeVisible();
    await page.clock.runFor(noticeDurationMs + 1_000);
    await expect(shown, 'closed after its time, by the clock').toBeHidden();
  },
);
