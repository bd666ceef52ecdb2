import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, firefoxLaunchOptions } from './scripts/lib/browser.mjs';
import { OLD_CHROMIUMS, oldChromium } from './scripts/lib/old-chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

const laptop = { width: 1280, height: 800 };
/** The browser floor's spec: it sets its own widths, a phone's and a laptop's. */
const floor = /\/floor\.spec\.ts$/;
/** Specs driving WebKit through WebDriver, with fixtures of their own (no Playwright browser). */
const webkit = /\/webkit\/.+\.spec\.ts$/;

/**
 * End-to-end tests against the built export (run `npm run build` first), served by the same
 * server as `npm start`. Projects, by engine (`npx playwright test --project=<name>`):
 *
 * - desktop, mobile: the current Chromium, every spec on a laptop and a phone viewport;
 *   `*.mobile.spec.ts` and `*.desktop.spec.ts` run on their viewport only. The floor spec
 *   runs once, in desktop, at both of its widths.
 * - firefox: Firefox (ESR) over WebDriver BiDi, every spec at 1280 px plus the floor spec
 *   at both widths. Not the phone project again: Firefox's BiDi ignores isMobile and its
 *   tap() sends no event, so a narrow Firefox is a narrow desktop window, whose only
 *   difference (the phone menu) the floor spec covers; that halves its run.
 *   Tests tagged `@chromium`, which need what only Chromium offers (JavaScript turned off for
 *   one context, the Chrome DevTools Protocol, print media and PDF), stay out (grepInvert),
 *   as do those tagged `@crashes-firefox-esr`, whose commands crash Firefox ESR 153
 *   (e2e/firefox-crashes.spec.ts reproduces it, and says when it stops). `--list --grep <tag>`
 *   lists them.
 * - chromium-112, chromium-119: builds inside the floor (Chrome 111+), the floor spec only;
 *   `old-chromium` unpacks them first, once per machine (scripts/lib/old-chromium.mjs).
 * - webkit: WebKitGTK's MiniBrowser through WebDriver (e2e/webkit/): the floor's cases.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  // One retry, as Playwright advises where machines are shared: a test that fails twice
  // fails the run; one that passes on its retry is reported as flaky, and npm test lists it
  // again at its end (scripts/test.sh), to be fixed rather than forgotten.
  retries: 1,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  reporter: [['list']],
  // Several tests go through a whole page's controls (every section of /cgu, every notice of
  // /modeles), with axe-core: 20 to 24 s on this 2-core machine, and a busier CI machine
  // went past 30 s. The timeout only ends a hung test; each expectation keeps its own 5 s.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [/\.mobile\.spec\.ts$/, webkit],
      use: { browserName: 'chromium', launchOptions: chromiumLaunchOptions(), viewport: laptop },
    },
    {
      name: 'mobile',
      testIgnore: [/\.desktop\.spec\.ts$/, floor, webkit],
      use: {
        browserName: 'chromium',
        launchOptions: chromiumLaunchOptions(),
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    {
      name: 'firefox',
      testIgnore: [/\.mobile\.spec\.ts$/, webkit],
      grepInvert: /@chromium|@crashes-firefox-esr/,
      // Each action costs more over BiDi than over CDP: about twice Chromium's time here
      // (the table of contents of /cgu: 44 s).
      timeout: 120_000,
      use: {
        browserName: 'firefox',
        launchOptions: {
          ...firefoxLaunchOptions(),
          // Firefox's BiDi ignores emulateMedia({ reducedMotion }), which the tests that follow
          // in-page links use for instant jumps: Firefox runs them all with reduced motion.
          firefoxUserPrefs: { 'ui.prefersReducedMotion': 1 },
        },
        viewport: laptop,
      },
    },
    { name: 'old-chromium', testMatch: /old-chromium\.setup\.ts$/ },
    ...OLD_CHROMIUMS.map((major) => ({
      name: `chromium-${major}`,
      testMatch: floor,
      testIgnore: webkit,
      dependencies: ['old-chromium'],
      use: {
        browserName: 'chromium' as const,
        launchOptions: oldChromium(major).launchOptions,
        viewport: laptop,
      },
    })),
    { name: 'webkit', testMatch: webkit },
  ],
  webServer: {
    command: `node scripts/tools/serve.mjs --port ${port}`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
