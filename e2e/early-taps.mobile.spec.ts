import type { Locator, Page } from '@playwright/test';
import { noticeDurationMs } from '@/content/constants';
import { dashboardTabs, emptyStates, quickActionsSection } from '@/content/dashboard';
import { faqItems } from '@/content/faq';
import { noticeTitles, notices } from '@/content/notices';
import { cvTemplates, templatesPage } from '@/content/templates';
import { applyPhoneProfile, waitForFirstPaint } from '../scripts/harness/taps/phone-profile';
import { recordTapAnswer, tapAnswer } from '../scripts/harness/taps/tap-answer';
import { expect, test } from './support/fixtures';
import { stopClock, waitWhileClockCreeps } from '../scripts/harness/browsers/clock-hold';
import { expectHydrated, noticeClockRunning } from './support/page-state';
import {
  contactTap,
  faqTap,
  menuTap,
  noticeTaps,
  tabTap,
} from '../scripts/harness/cases/tap-cases';

/**
 * On a slow phone (CPU 4×, 1.6 Mbit/s, 150 ms), each control is tapped the moment it is
 * visible, without waiting for the page to load or hydrate, and its answer must be on
 * screen in the first frame the page draws after handling the tap: nothing holds it. The
 * page measures this itself (scripts/harness/taps/tap-answer.ts). How many milliseconds that is on
 * a given machine, `npm run bench:taps` measures and docs/performance.md reports.
 */

async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
}

/** Taps as soon as a person could: the control is painted, nothing more (no load, no hydration). */
async function tapWhenVisible(control: Locator) {
  await control.waitFor();
  await waitForFirstPaint(control.page());
  await control.tap();
}

/** The tap was answered by the page in the first frame after it handled it. */
async function expectAnsweredAtOnce(page: Page) {
  const answer = await tapAnswer(page, { timeout: 20_000 });
  expect(answer, 'the tap was answered').not.toBeNull();
  expect(answer!.framesAfterHandling, 'frames drawn before the answer showed').toBe(1);
  return answer!;
}

// Real frames and real time are what this spec measures: its tests run one after the other,
// in one worker, never beside each other.
test.describe.configure({ mode: 'default' });

test.describe('on a slow phone', () => {
  test.beforeEach(async ({ page }) => {
    await applyPhoneProfile(page);
  });

  test('the menu opens at once', async ({ page }) => {
    await recordTapAnswer(page, menuTap.answer);
    await open(page, menuTap.path);
    await tapWhenVisible(menuTap.control(page));
    await expectAnsweredAtOnce(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Tarifs' })).toBeVisible();
  });

  test('the first FAQ question opens at once', async ({ page }) => {
    await recordTapAnswer(page, faqTap.answer);
    await open(page, faqTap.path);
    await tapWhenVisible(faqTap.control(page));
    await expectAnsweredAtOnce(page);
    await expect(page.getByText(faqItems[0]!.answer[0]!)).toBeVisible();
  });

  test('the « Entreprises » tab of the dashboard opens its panel at once', async ({ page }) => {
    const companies = dashboardTabs[1];
    const state = emptyStates.find((candidate) => candidate.tab === companies.id)!;
    await recordTapAnswer(page, tabTap.answer);
    await open(page, tabTap.path);
    await tapWhenVisible(tabTap.control(page));
    await expectAnsweredAtOnce(page);
    await expect(page).toHaveURL(`/dashboard#${companies.slug}`);
    // Hydration adopts the panel the visitor chose.
    await expect(page.getByRole('tab', { name: companies.label })).toHaveAttribute(
      'aria-selected',
      'true',
      { timeout: 20_000 },
    );
    await expect(page.getByRole('heading', { name: state.title })).toBeVisible();
  });

  for (const { name, path, title, answer: expected, control } of noticeTaps) {
    test(`« ${name} » shows its notice at once, then one notice only`, async ({ page }) => {
      await recordTapAnswer(page, expected);
      await open(page, path);
      await tapWhenVisible(control(page));
      const answer = await expectAnsweredAtOnce(page);
      // The tap was the first interaction: the page's scripts had not run, the head script
      // answered. (An address with a fragment starts them at once: either may answer.)
      if (!path.includes('#')) expect(answer.hydrated).toBe(false);
      // One notice with its message (the recorder matched it), counted in the page in the
      // frame that showed it: read from outside, the notice may have lived its 5 s by then
      // on a busy machine. Its take-over on hydration is checked frame by frame below.
      expect(answer.shownCount, 'notices on screen in the frame of the answer').toBe(1);
      expect(answer.shownText).toContain(title);
    });
  }

  test('a valid contact form sent at once says « Formulaire non connecté » at once', async ({
    page,
  }) => {
    await recordTapAnswer(page, contactTap.answer);
    await open(page, contactTap.path);
    await contactTap.prepare!(page);
    await tapWhenVisible(contactTap.control(page));
    // Filling the fields starts no script (scripts/site-build/optimize-export.ts): the page's
    // popover answers, and the island takes it over once the submit has started the scripts.
    await expectAnsweredAtOnce(page);
    await expect(
      page.getByRole('group', { name: noticeTitles.formNotConnected }).filter({ visible: true }),
    ).toHaveCount(1);
    await expect(page).toHaveURL('/contact');
    await expect(page.getByLabel('Nom')).toHaveValue('Camille Martin');
  });
});

/**
 * Counts, in every frame the page draws from the tap on, how many notices with this
 * message are on screen. Installed before the page's own scripts.
 */
async function sampleNoticesPerFrame(page: Page, message: string) {
  await page.addInitScript((text) => {
    // The browser's own frames, taken before the test's clock stands in for them.
    const nextFrame = requestAnimationFrame.bind(window);
    const counts: number[] = [];
    (window as unknown as { __noticeFrames: number[] }).__noticeFrames = counts;
    addEventListener(
      'pointerdown',
      () => {
        // On the page's clock, which the test holds.
        Object.assign(window, { __tappedAt: performance.now() });
        const frame = () => {
          counts.push(
            [...document.querySelectorAll('[role="group"]')].filter(
              (element) => element.textContent!.includes(text) && element.checkVisibility(),
            ).length,
          );
          nextFrame(frame);
        };
        nextFrame(frame);
      },
      { capture: true, once: true },
    );
  }, message);
}

/**
 * The page's scripts hydrate it while the notice of the first tap shows: one notice, never
 * two, never none, in every frame from the tap until it goes, where it was. The page's clock
 * is held (page.clock) and moved by the test, so that the notice's 5 s cannot run out while
 * the page hydrates; the frames sampled are the browser's.
 */
test.describe('through hydration', () => {
  const cases = [
    {
      path: '/modeles',
      notice: notices.previewUnavailable(cvTemplates[0]!.name),
      act: (page: Page) =>
        page
          .getByRole('button', {
            name: `${templatesPage.previewAction.label} ${templatesPage.previewAction.context} ${cvTemplates[0]!.name}`,
          })
          .tap(),
    },
    {
      path: '/dashboard',
      notice: notices.featureInDevelopment(quickActionsSection.actions[0]!.feature),
      act: (page: Page) =>
        page
          .getByRole('main')
          .getByRole('button', { name: quickActionsSection.actions[0]!.label, exact: true })
          .tap(),
    },
  ];

  for (const { path, notice, act } of cases) {
    test(`${path}: « ${notice.title} » stays where it is, one notice in every frame, as the page hydrates`, async ({
      page,
    }) => {
      await sampleNoticesPerFrame(page, notice.message);
      await stopClock(page);
      await open(page, path);
      await act(page);
      const shown = page.getByRole('group', { name: notice.title, exact: true });
      await waitWhileClockCreeps(
        page,
        () => noticeClockRunning(page),
        'the notices’ clock answering the page’s buttons',
      );
      await expectHydrated(page);
      await expect(shown).toBeVisible();
      // The visitor moves on (the focus leaves the button, as a tap leaves it in Safari): the
      // notice goes at the end of its time.
      await shown.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.clock.runFor(noticeDurationMs);
      await expect(shown).toBeHidden();
      const frames = await page.evaluate(
        () => (window as unknown as { __noticeFrames: number[] }).__noticeFrames,
      );
      const shownFrames = frames.slice(frames.indexOf(1), frames.lastIndexOf(1) + 1);
      expect(shownFrames.length).toBeGreaterThan(10);
      expect(
        new Set(shownFrames),
        'notices on screen in each frame, from the first to the last',
      ).toEqual(new Set([1]));
    });
  }
});

test.describe('when the scripts never arrive', () => {
  test.beforeEach(async ({ page, guard }) => {
    await applyPhoneProfile(page);
    // A flaky mobile network: every script of the page is lost on the way.
    await page.route(/\/_next\/.*\.js$/, (route) => route.abort('connectionfailed'));
    guard.allowConsoleError(/Failed to load resource/);
  });

  test('a tap on « Aperçu » is still answered, by the page itself, and the notice closes in time once the visitor moves on', async ({
    page,
  }) => {
    const preview = notices.previewUnavailable(cvTemplates[0]!.name);
    await recordTapAnswer(page, { selector: '[role="group"]', text: preview.message });
    // The page's clock held: the notice's 5 s pass when the test says so.
    await stopClock(page);
    await open(page, '/modeles');
    await tapWhenVisible(
      page.getByRole('button', {
        name: `${templatesPage.previewAction.label} ${templatesPage.previewAction.context} ${cvTemplates[0]!.name}`,
      }),
    );
    await expectAnsweredAtOnce(page);
    const shown = page.getByRole('group', { name: preview.title, exact: true });
    await expect(shown.filter({ visible: true })).toHaveCount(1);
    // The visitor moves on: the focus, if the tap gave it to the button, leaves it.
    await shown.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(noticeDurationMs - 100);
    await expect(shown.filter({ visible: true })).toHaveCount(1);
    await page.clock.runFor(200);
    await expect(shown.filter({ visible: true })).toHaveCount(0);
  });

  test('a contact submit is still answered, and nothing is sent', async ({ page }) => {
    const requests: string[] = [];
    await recordTapAnswer(page, contactTap.answer);
    await open(page, contactTap.path);
    page.on('request', (request) => requests.push(request.url()));
    await contactTap.prepare!(page);
    await tapWhenVisible(contactTap.control(page));
    await expectAnsweredAtOnce(page);
    await expect(page).toHaveURL('/contact');
    expect(requests.filter((url) => url.includes('Camille'))).toEqual([]);
    await expect(page.getByLabel('Nom')).toHaveValue('Camille Martin');
  });
});
