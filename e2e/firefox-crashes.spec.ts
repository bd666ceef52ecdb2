import AxeBuilder from '@axe-core/playwright';
import { aboutPage } from '@/content/about';
import {
  expect,
  test,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type Page,
} from '@playwright/test';

type Fixtures = Pick<PlaywrightWorkerArgs, 'playwright'> &
  Pick<PlaywrightWorkerOptions, 'browserName' | 'launchOptions'> &
  Pick<PlaywrightTestOptions, 'baseURL'>;

/**
 * Firefox ESR 153's content process crashes (SIGSEGV; Firefox then quits) on two sequences of
 * Playwright 1.65 commands over WebDriver BiDi, whatever the page does. The tests tagged
 * @crashes-firefox-esr run into one of them, and stay out of the Firefox project
 * (playwright.config.ts). These reproduce both, each in a browser of its own (a crash would
 * take the worker's shared browser down with it), and check that Firefox still crashes: the
 * day it no longer does (a Firefox ESR or Playwright update), they fail and say so, and the
 * tag comes off. In Chromium, the same sequences simply work.
 */
const CRASHED = /Target page, context or browser has been closed|Execution context was destroyed/;

test.describe('sequences that crash Firefox ESR 153', () => {
  /** Runs the sequence in a browser of its own; returns "completed" or the error. */
  async function outcomeOf(
    { playwright, browserName, launchOptions, baseURL }: Fixtures,
    sequence: (page: Page) => Promise<void>,
  ) {
    const browser = await playwright[browserName].launch(launchOptions);
    try {
      const page = await (await browser.newContext({ baseURL })).newPage();
      return await sequence(page).then(
        () => 'completed',
        (error: Error) => error.message,
      );
    } finally {
      await browser.close().catch(() => {});
    }
  }

  function expectCrashOnlyInFirefox(browserName: string, outcome: string) {
    if (browserName === 'firefox') {
      expect(
        outcome,
        'Firefox no longer crashes here: take @crashes-firefox-esr off the tests that have it',
      ).toMatch(CRASHED);
    } else {
      expect(outcome).toBe('completed');
    }
  }

  /** A test of a sequence, run in a browser of its own: it crashes Firefox, and only Firefox. */
  function crashTest(title: string, sequence: (page: Page) => Promise<void>) {
    test(title, async ({ playwright, browserName, launchOptions, baseURL }) => {
      const fixtures = { playwright, browserName, launchOptions, baseURL };
      expectCrashOnlyInFirefox(browserName, await outcomeOf(fixtures, sequence));
    });
  }

  crashTest('a field looked up by its label, twice, then one of its properties', async (page) => {
    // Any hidden element named by aria-labelledby in the page will do (our notices are).
    await page.setContent(
      '<label for="m">Message</label><textarea id="m"></textarea>' +
        '<div hidden aria-labelledby="t"><p id="t">Titre</p></div>',
    );
    await expect(page.getByLabel('Message')).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveJSProperty('tagName', 'TEXTAREA');
  });

  crashTest('axe-core after a region was looked up by its name, on /a-propos', async (page) => {
    await page.goto('/a-propos');
    await expect(page.getByRole('region', { name: aboutPage.values.title })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
