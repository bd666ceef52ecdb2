import { existsSync } from 'node:fs';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import {
  findFirefox,
  findTestChromium,
  findWebKit,
  firefoxLaunchOptions,
} from './scripts/harness/browsers/lookup';
import { CHROMIUM_ARGS, SYSTEM_HEADLESS_SHELL } from './scripts/harness/browsers/engines';
import { OLD_CHROMIUMS, oldChromium } from './scripts/harness/browsers/old-chromium';
import type { FloorOptions } from './e2e/support/floor-fixtures';

const port = Number(process.env.E2E_PORT ?? 3100);
/**
 * BASE_URL: a deployed copy of the site (a preview, production) to test instead of this
 * machine's out/, which then need not exist: no build, no local server. Left out of that run:
 * the tests tagged @hosts, which serve out/ themselves; and the engines the machine lacks.
 * When out/ is at hand, it is taken as the build that was deployed and the `deployment`
 * project checks the site against it first (scripts/harness/checks/deployment.ts, as check-deploy.ts).
 */
const deployed = process.env.BASE_URL ? new URL(process.env.BASE_URL).origin : undefined;
const baseURL = deployed ?? `http://127.0.0.1:${port}`;
const against = {
  localOut: !deployed,
  checkDeployment: Boolean(deployed) && existsSync('out/_headers'),
};

/**
 * Recording a trace costs every test that records one, passed or not, more CPU time (its
 * network and DOM snapshots; more still with the screencast of its frames; docs/figures.md
 * gives what was measured): so by default only the retry of a failed test is traced.
 * E2E_TRACE=first-failure traces every attempt and keeps the traces of those that fail, the
 * first failure's too (the GitHub workflow, whose shards run side by side, sets it), without
 * the screencast: the page at each action as DOM snapshots.
 */
const trace: NonNullable<PlaywrightTestConfig['use']>['trace'] =
  process.env.E2E_TRACE === 'first-failure'
    ? { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true }
    : 'on-first-retry';

const laptop = { width: 1280, height: 800 };
/** The browser floor: what every engine runs (e2e/floor.spec.ts). */
const floor = /\/floor\.spec\.ts$/;
/**
 * Back and forward from the back/forward cache (e2e/back-forward.spec.ts): today's Chromium
 * (desktop, in the full browser), Firefox and WebKit. Not Chromium 112 and 119: their npm
 * builds are headless shells, which have no such cache (BackForwardCacheDisabledForDelegate).
 */
const backForward = /\/back-forward\.spec\.ts$/;
/** What runs at both widths in today's Chromium: accessibility states, the floor. */
const bothWidths = [/\/a11y\.spec\.ts$/, floor];
/**
 * What Firefox runs besides the floor: each notice at each moment of its page, the contrast of
 * hovered and focused texts.
 */
const notices = /\/(notices|hover-contrast)\.spec\.ts$/;
/** Tests that need what only Chromium offers (JavaScript off, the DevTools protocol, print). */
const chromiumOnly = /@chromium/;

/**
 * End-to-end tests of behaviour, against the built export (run `npm run build` first), served
 * by Cloudflare Pages' runtime (webServer, below). What the built files say (copy, metadata, headers,
 * links) is checked in Node, once, by `npx jest --selectProjects export`
 * (scripts/gates/export/). Each behaviour runs where it can fail: in one engine and at one
 * width unless it depends on them. Projects (`npx playwright test --project=<name>`):
 *
 * - desktop: today's Chromium at 1280 px: every spec but the phone's (`*.mobile.spec.ts`)
 *   and the tests tagged @phone.
 * - mobile: today's Chromium as a phone (390 px, touch): the phone's specs, the accessibility
 *   states at that width, and the floor's @phone tests.
 * - firefox, chromium-112, chromium-119: Firefox ESR over WebDriver BiDi and two builds
 *   inside the floor (Chrome 111+): the floor only, at 1280 px, its @phone tests at 390 px.
 *   Firefox also runs each notice at each moment of its page (e2e/notices.spec.ts) and
 *   reproduces the two crashes of its ESR (e2e/firefox-crashes.spec.ts).
 * - webkit: WebKitGTK's MiniBrowser through WebDriver (scripts/harness/browsers/webkit*.ts): the
 *   same floor spec, its @phone test at 447 px; Playwright launches no browser there.
 *
 * Tags select an area: `--grep @dashboard`, `@floor`, `@a11y`, `@phone`; `@chromium` marks
 * what only Chromium can run.
 */
/** Whether an engine's browser is on this machine (locally, npm test fails without one). */
const has = (find: () => unknown) => {
  try {
    find();
    return true;
  } catch {
    return false;
  }
};
const engines = {
  firefox: !deployed || has(findFirefox),
  webkit: !deployed || has(findWebKit),
};

/**
 * Today's Chromium (desktop, mobile). A machine that runs only other engines (a CI job per
 * engine, .github/workflows/ci.yml) need not have it: the configuration still loads, and the
 * lookup's message is told; a run of those projects there fails at their launch, as
 * Firefox's do without Firefox. `npm test` checks every engine first (ensure-system.ts).
 */
const testChromium = (() => {
  try {
    return { launchOptions: findTestChromium().launchOptions };
  } catch (error) {
    return {
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || SYSTEM_HEADLESS_SHELL[0],
        args: CHROMIUM_ARGS,
      },
      missing: (error as Error).message,
    };
  }
})();

/** Told once, by the main process (each worker reads this file again). */
const mainProcess = process.env.TEST_WORKER_INDEX === undefined;
if (testChromium.missing && mainProcess) {
  console.error(`The desktop and mobile projects cannot run here. ${testChromium.missing}`);
}
if (deployed && mainProcess) {
  const leftOut = [
    'the tests tagged @hosts (they serve this machine’s out/)',
    ...Object.entries(engines)
      .filter(([, present]) => !present)
      .map(([engine]) => `the ${engine} project (no ${engine} on this machine)`),
    ...(against.checkDeployment ? [] : ['the deployment check (no out/ here to compare with)']),
  ];
  console.log(`Testing ${deployed}, not a local build. Left out: ${leftOut.join('; ')}.`);
}

type Project = NonNullable<PlaywrightTestConfig<FloorOptions>['projects']>[number];
/** Against a deployed site, each project starts once the deployment check has passed. */
const afterDeploymentCheck = (project: Project): Project =>
  against.checkDeployment
    ? { ...project, dependencies: [...(project.dependencies ?? []), 'deployment'] }
    : project;

export default defineConfig<FloorOptions>({
  testDir: 'e2e',
  // Specs only: e2e/support/ holds their Playwright fixtures.
  testMatch: /\.spec\.ts$/,
  fullyParallel: true,
  forbidOnly: true,
  // A test that fails is run once more, to show whether it fails again; a test that passes
  // only then is flaky, and fails the run as well: fix it, do not live with it.
  retries: 1,
  failOnFlakyTests: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // The HTML report stays after a run (`npx playwright show-report`): the failed tests first
  // (the files that have some, then in each file), each failed attempt with what it left
  // (below, `use`).
  reporter: [['list'], ['html', { open: 'never' }]],
  // Ends a hung test; each expectation keeps its own 5 s.
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // A trace of the retry (a failed test's second attempt), or of every attempt that fails
    // with E2E_TRACE=first-failure (above). A failed attempt, the first one too, always keeps
    // its screenshot, its error's context (the page's accessibility tree) and its page's
    // console (the guard, e2e/support/fixtures.ts).
    trace,
    screenshot: 'only-on-failure',
  },
  projects: [
    ...(against.checkDeployment
      ? [{ name: 'deployment', testMatch: /deployment\.setup\.ts$/ }]
      : []),
    ...(
      [
        {
          name: 'desktop',
          testIgnore: [/\.mobile\.spec\.ts$/, /\/firefox-crashes\.spec\.ts$/],
          grepInvert: [/@phone/],
          use: {
            browserName: 'chromium',
            launchOptions: testChromium.launchOptions,
            viewport: laptop,
          },
        },
        {
          name: 'mobile',
          testMatch: [/\.mobile\.spec\.ts$/, ...bothWidths],
          grepInvert: [/@laptop/],
          use: {
            browserName: 'chromium',
            launchOptions: testChromium.launchOptions,
            viewport: { width: 390, height: 844 },
            isMobile: true,
            hasTouch: true,
            deviceScaleFactor: 2,
          },
        },
        ...(engines.firefox
          ? [
              {
                name: 'firefox',
                testMatch: [floor, notices, backForward, /\/firefox-crashes\.spec\.ts$/],
                grepInvert: [chromiumOnly],
                // Each action costs about twice Chromium's time over BiDi.
                timeout: 60_000,
                use: {
                  browserName: 'firefox' as const,
                  launchOptions: {
                    ...firefoxLaunchOptions(),
                    // Firefox's BiDi ignores emulateMedia({ reducedMotion }): reduced motion for
                    // every test, so that in-page links jump at once. And a mouse, as on a
                    // laptop: headless, Firefox has no pointer that hovers, and the site's hover
                    // styles (Tailwind's, under `@media (hover: hover)`) never apply.
                    firefoxUserPrefs: {
                      'ui.prefersReducedMotion': 1,
                      // Fine and able to hover (a mouse): 2 | 4.
                      'ui.primaryPointerCapabilities': 6,
                      'ui.allPointerCapabilities': 6,
                    },
                  },
                  viewport: laptop,
                },
              },
            ]
          : []),
        { name: 'old-chromium', testMatch: /old-chromium\.setup\.ts$/ },
        ...OLD_CHROMIUMS.map((major) => ({
          name: `chromium-${major}`,
          testMatch: floor,
          grepInvert: [chromiumOnly],
          dependencies: ['old-chromium'],
          use: {
            browserName: 'chromium' as const,
            launchOptions: oldChromium(major).launchOptions,
            viewport: laptop,
          },
        })),
        ...(engines.webkit
          ? [
              {
                name: 'webkit',
                testMatch: [floor, backForward],
                grepInvert: [chromiumOnly],
                use: {
                  // No Playwright page: the floor's fixtures drive WebKit through WebDriver
                  // (e2e/support/floor-fixtures.ts), and no Playwright browser is launched.
                  playwrightPage: null,
                  browserName: 'webkit' as const,
                  viewport: laptop,
                },
              },
            ]
          : []),
      ] satisfies Project[]
    ).map((project: Project) =>
      afterDeploymentCheck({
        ...project,
        // Against a deployed site, the tests that serve out/ themselves are left out.
        grepInvert: [...[project.grepInvert ?? []].flat(), ...(against.localOut ? [] : [/@hosts/])],
      }),
    ),
  ],
  // The export served as `npm start` serves it (scripts/tools/serve.ts): Cloudflare Pages'
  // own runtime (`wrangler pages dev`: workerd and Pages' asset server) behind the guard of
  // scripts/serving/host-guard.ts, so that every test runs against a real host's clean URLs,
  // headers and 404. Stopped with SIGTERM, which stops wrangler too. None against BASE_URL.
  webServer: against.localOut
    ? {
        command: `${JSON.stringify(process.execPath)} --import tsx scripts/tools/serve.ts --port ${port}`,
        url: `${baseURL}/`,
        reuseExistingServer: false,
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
        // workerd starts in a few seconds; more on a loaded 2-core machine.
        timeout: 60_000,
      }
    : undefined,
});
