import type { CDPSession, Page } from '@playwright/test';
import { allRoutes } from '@/content/site';
import { expect, test, visit } from './support/fixtures';
import { MISSING_PAGE, PAGES_AND_404 } from './support/pages';

/**
 * The next page, prerendered on the visitor's intent (scripts/site-build/speculation.ts), as
 * Chromium reads each page's speculation rules: accepted by the page's policy, without error,
 * matching each link to another page of the site and nothing else; and, the pointer resting
 * on a link, the prerender of its page asked for. Read through DevTools' Preload domain, which
 * turns prerendering itself off (`PrerenderingDisabledByDevTools`): what a prerendered page
 * does is measured without DevTools, by `npm run bench:link -- --navigations`. Whether the
 * rules are this build's, for every page, is the verifier's (scripts/site-build/verify.ts).
 */

interface PreloadEvents {
  ruleSets: { id: string; sourceText: string; errorType?: string; errorMessage?: string }[];
  /** The rule sets taken out of the document since, by id. */
  removedRuleSets: string[];
  /** The URLs each rule set makes a candidate of, by action ("Prerender"). */
  candidates: { action: string; url: string }[];
  /** Each prerender asked for, with what DevTools says of it. */
  prerenders: { url: string; status: string; prerenderStatus?: string }[];
}

/** The Preload domain's reports of the current document, from the next navigation on. */
async function watchPreloading(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const events: PreloadEvents = {
    ruleSets: [],
    removedRuleSets: [],
    candidates: [],
    prerenders: [],
  };
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => events.ruleSets.push(ruleSet));
  cdp.on('Preload.ruleSetRemoved', ({ id }) => events.removedRuleSets.push(id));
  cdp.on('Preload.preloadingAttemptSourcesUpdated', ({ preloadingAttemptSources }) => {
    events.candidates = preloadingAttemptSources.map(({ key }) => key);
  });
  cdp.on('Preload.prerenderStatusUpdated', ({ key, status, prerenderStatus }) =>
    events.prerenders.push({ url: key.url, status, prerenderStatus }),
  );
  await cdp.send('Preload.enable');
  return {
    events,
    /** Forgets what the previous document reported. */
    reset() {
      events.ruleSets = [];
      events.removedRuleSets = [];
      events.candidates = [];
      events.prerenders = [];
    },
  };
}

const paths: string[] = allRoutes.map(({ path }) => path);

/**
 * How long the pointer rests on a link before Chromium acts on a `moderate` rule
 * (scripts/site-build/speculation.ts): its hover wait, on a desktop.
 */
const MODERATE_HOVER_MS = 200;

/** The paths of the site's pages that the page links to, itself aside, as the page has them. */
const linkedPages = (page: Page, own: string) =>
  page.evaluate(
    ([known, self]) =>
      [
        ...new Set(
          [...document.querySelectorAll('a[href]')]
            .map((link) => new URL((link as HTMLAnchorElement).href))
            .filter((url) => url.origin === location.origin)
            .map((url) => url.pathname),
        ),
      ]
        .filter((path) => known.includes(path) && path !== self)
        .sort(),
    [paths, own] as const,
  );

test.describe('speculation rules', { tag: '@chromium' }, () => {
  test('every page’s rules are accepted, and make a candidate of each link to another page, of nothing else', async ({
    page,
    guard,
  }) => {
    // The 404 page's own status, which Chromium reports as an error of loading.
    guard.allowConsoleError(/status of 404/);
    const preloading = await watchPreloading(page);
    for (const path of PAGES_AND_404) {
      preloading.reset();
      if (path === MISSING_PAGE) expect((await page.goto(path))?.status()).toBe(404);
      else await visit(page, path);
      const own = path === MISSING_PAGE ? null : path;
      await expect
        .poll(() => preloading.events.ruleSets.length, { message: `${path}: its rule sets` })
        .toBe(1);
      const [ruleSet] = preloading.events.ruleSets;
      expect(ruleSet!.errorType, `${path}: ${ruleSet!.errorMessage}`).toBeUndefined();
      const expected = await linkedPages(page, own ?? '');
      expect(expected.length, `${path}: links to other pages`).toBeGreaterThan(0);
      await expect
        .poll(
          () =>
            preloading.events.candidates
              .map(({ action, url }) => `${action} ${new URL(url).pathname}`)
              .sort(),
          { message: `${path}: what its rules would prerender` },
        )
        .toEqual(expected.map((linked) => `Prerender ${linked}`));
    }
  });

  test('the pointer resting on a link asks for its page’s prerender; merely crossing it, not', async ({
    page,
  }) => {
    const preloading = await watchPreloading(page);
    const banner = page.getByRole('banner');
    const crossed = banner.getByRole('link', { name: 'Fonctionnalités', exact: true });
    const rested = banner.getByRole('link', { name: 'Tarifs', exact: true });
    // Across « Fonctionnalités » to « Tarifs », where the pointer rests: two moves of the
    // pointer, one onto each link, with nothing between them. The page measures how long the
    // pointer was on the first; a crossing as long as Chromium's wait (a machine stalled
    // between the two moves) proves nothing, and the page is read again for another.
    let crossingMs = Infinity;
    for (let attempt = 1; attempt <= 3 && crossingMs >= MODERATE_HOVER_MS; attempt += 1) {
      preloading.reset();
      await visit(page, '/');
      await expect.poll(() => preloading.events.candidates.length).toBeGreaterThan(0);
      const [from, to] = [await crossed.boundingBox(), await rested.boundingBox()];
      await crossed.evaluate((link) => {
        const times = ((window as { __crossing?: number[] }).__crossing = [] as number[]);
        for (const type of ['pointerenter', 'pointerleave'])
          link.addEventListener(type, (event) => times.push(event.timeStamp));
      });
      await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
      await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2);
      const [entered, left] = await page.evaluate(
        () => (window as { __crossing?: number[] }).__crossing!,
      );
      expect(left, 'the pointer, off « Fonctionnalités »').toBeDefined();
      crossingMs = left! - entered!;
    }
    expect(crossingMs, 'the time on « Fonctionnalités »').toBeLessThan(MODERATE_HOVER_MS);
    await expect
      .poll(() => preloading.events.prerenders.map(({ url }) => new URL(url).pathname))
      .toEqual(['/tarifs']);
    // Under DevTools Chromium refuses it, saying so: without them, it prerenders.
    expect(preloading.events.prerenders[0]!.prerenderStatus).toBe('PrerenderingDisabledByDevTools');
  });

  test('a visitor who asked to save data gets no rules: nothing to prerender', async ({ page }) => {
    // What Chromium says of a visitor who asked to save data (its Save-Data preference).
    await page.addInitScript(() =>
      Object.defineProperty(
        Object.getPrototypeOf((navigator as { connection?: object }).connection),
        'saveData',
        { get: () => true },
      ),
    );
    const preloading = await watchPreloading(page);
    await visit(page, '/');
    // Chromium read the page's rules, then dropped them as the head script took them out.
    await expect
      .poll(() => preloading.events.removedRuleSets.length, { message: 'the rule sets taken out' })
      .toBe(1);
    expect(preloading.events.removedRuleSets).toEqual(
      preloading.events.ruleSets.map(({ id }) => id),
    );
    expect(await page.locator('script[type="speculationrules"]').count()).toBe(0);
    await expect
      .poll(() => preloading.events.candidates, { message: 'what Chromium would prerender' })
      .toEqual([]);
    expect(preloading.events.prerenders, 'the prerenders asked for').toEqual([]);
  });

  test('rules that the page’s policy does not allow are refused', async ({ page, guard }) => {
    guard.expectCspViolations();
    guard.allowConsoleError(/Content Security Policy/);
    const preloading = await watchPreloading(page);
    // The page as the host sends it, headers included, its rules changed after the build.
    await page.route('**/tarifs', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('"moderate"', '"eager"');
      await route.fulfill({ response, body });
    });
    await visit(page, '/tarifs');
    await expect.poll(() => guard.cspViolations.join('\n')).toContain('script-src');
    expect(preloading.events.ruleSets).toEqual([]);
    expect(preloading.events.candidates).toEqual([]);
  });
});
