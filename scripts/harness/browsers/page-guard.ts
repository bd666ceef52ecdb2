/**
 * The page guard, once for every engine: what fails any end-to-end test, whatever its own
 * steps check. At its end, no page it opened may have had a console error (but those the test
 * or the engine allows), an uncaught error, a request to another origin, a request sending
 * something (the site has no backend: nothing typed leaves the page) or a
 * Content-Security-Policy violation (but where the test plants one).
 *
 * Its rules (guardFailures) and its part in the page (onCspViolation, watchPage) are here, and
 * nothing else: this module imports nothing at run time, so that its in-page part compiles
 * into the harness's in-page scripts (./in-page-scripts.ts) as the site's browser code compiles.
 * Each driver observes the page its own way, then hands what it saw to the same rules:
 * - Playwright (e2e/support/guard.ts): its events (console, uncaught errors, requests), and
 *   onCspViolation in the page, reported through a binding;
 * - WebDriver (WebKit, ./webkit/page.ts): watchPage in every document the test opens, which
 *   notes the same in the tab's sessionStorage, read at the test's end (observedInPage).
 * Both word what they saw alike: a console error as the console shows it, an uncaught error as
 * `Uncaught: message`.
 */
import type { PageRequest } from './floor-page';

export type Engine = 'chromium' | 'firefox' | 'webkit';

/** What a test's pages did, as their driver saw it. */
export interface PageObservations {
  /** Console errors as the console shows them; uncaught errors as `Uncaught: message`. */
  errors: string[];
  /** Every request of the test's pages: what they fetched and what they sent. */
  requests: PageRequest[];
  /** Each Content-Security-Policy violation: `directive blocked URI (sample)`. */
  cspViolations: string[];
}

/** What a test expects on purpose: console errors it provokes, a CSP violation it plants. */
export interface GuardExpectations {
  allowedErrors: readonly RegExp[];
  cspViolationsExpected: boolean;
}

/**
 * What an engine reports as an error of the page and is the browser's own note, in every test.
 * Firefox: a web font still downloading when the page is left (a link followed within a second
 * of the first paint) is cut short, status NS_BINDING_ABORTED (0x804B0002), and Firefox
 * reports it, through BiDi, as an uncaught error of the page left: the browser's note on a
 * navigation, not an error of the page (whose loader handles the failed load). Any other font
 * failure still fails the test. WebKit: watchPage notes nothing while a page is being left;
 * but a load cut short then is reported to the page when its back/forward cache gives it back,
 * and noted: a test leaves a page to come back to once its files have come.
 */
export const ENGINE_NOTES: Readonly<Record<Engine, readonly RegExp[]>> = {
  chromium: [],
  firefox: [/^Uncaught: download failed \(font-family: [^)]*\): status=2152398850 /],
  webkit: [],
};

/** The methods of a request that sends nothing. */
const READING = ['GET', 'HEAD'];

/** Each rule of the guard, named as a failed test says it, with what broke it (none: held). */
export function guardFailures(
  observed: PageObservations,
  {
    engine,
    origin,
    allowedErrors,
    cspViolationsExpected,
  }: GuardExpectations & { engine: Engine; origin: string },
): Record<string, string[]> {
  const allowed = [...ENGINE_NOTES[engine], ...allowedErrors];
  const fetched = observed.requests.filter(({ url }) => !/^(data|blob):/.test(url));
  return {
    'errors in the browser console': observed.errors.filter(
      (text) => !allowed.some((pattern) => pattern.test(text)),
    ),
    'requests to another origin': fetched
      .filter(({ url }) => new URL(url).origin !== origin)
      .map(({ url }) => url),
    'requests sending something': fetched
      .filter(({ method }) => !READING.includes(method.toUpperCase()))
      .map(({ method, url }) => `${method} ${url}`),
    'Content-Security-Policy violations': cspViolationsExpected ? [] : observed.cspViolations,
  };
}

/** Whether any rule of the guard was broken. */
export const guardBroken = (failures: Record<string, string[]>) =>
  Object.values(failures).some((broken) => broken.length > 0);

/** Fails the test, naming each rule broken and what broke it; nothing when the guard held. */
export function assertGuardHeld(failures: Record<string, string[]>) {
  const broken = Object.entries(failures).filter(([, what]) => what.length > 0);
  if (broken.length)
    throw new Error(
      `The page guard: ${broken.map(([rule, what]) => `${rule}:\n  ${what.join('\n  ')}`).join('\n')}`,
    );
}

// In the page: the guard's part, compiled into the harness's in-page scripts.

/** A CSP violation as the guard words it. */
export function onCspViolation(report: (violation: string) => void) {
  document.addEventListener('securitypolicyviolation', (event) =>
    report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`),
  );
}

/** Where watchPage keeps what it saw: the tab's sessionStorage, which outlives each document. */
const OBSERVED_KEY = '__guardObserved';

/** What watchPage noted in every document of the test so far. */
export function observedInPage(): PageObservations {
  try {
    const kept = sessionStorage.getItem(OBSERVED_KEY);
    if (kept) return JSON.parse(kept) as PageObservations;
  } catch {
    // about:blank, before the first visit, has no storage (nor anything to note).
  }
  return { errors: [], requests: [], cspViolations: [] };
}

/** What the page sent (fetch, XMLHttpRequest, beacons) in this document, as watchPage saw it. */
export const sentInPage = () =>
  (window as unknown as { __guardSent?: PageRequest[] }).__guardSent ?? [];

/** The resources a document fetched of itself, not through what it sends (noted apart). */
const SENT_BY = ['fetch', 'xmlhttprequest', 'beacon'];

/** What the document fetched (every resource, GET) and sent, as the browser lists it. */
export function requestsInPage(): PageRequest[] {
  const fetched = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => SENT_BY.indexOf(entry.initiatorType) < 0)
    .map((entry) => ({ method: 'GET', url: entry.name }));
  return fetched.concat(sentInPage());
}

/**
 * For a driver without events (WebDriver): everything the guard looks at, noted in the tab's
 * sessionStorage for observedInPage: uncaught errors and rejections, console errors, failed
 * loads, CSP violations, every request (the resources the document fetched; what it sent, with
 * its method and body). Once per document, before the page's own scripts start: WebDriver
 * classic cannot run a script before the page's own, so it runs with the first lookup after a
 * navigation, before the first interaction, which is when the page's scripts start. A load cut
 * short because the test leaves the page is the browser's doing, not the page's: nothing is
 * noted while a page is being left (but WebKit reports it later: ENGINE_NOTES).
 */
export function watchPage() {
  let leaving = false;
  addEventListener('pagehide', () => (leaving = true));
  addEventListener('pageshow', () => (leaving = false));
  const note = <Kind extends keyof PageObservations>(
    kind: Kind,
    value: PageObservations[Kind][number],
  ) => {
    if (leaving) return;
    const observed = observedInPage();
    (observed[kind] as PageObservations[Kind][number][]).push(value);
    try {
      sessionStorage.setItem(OBSERVED_KEY, JSON.stringify(observed));
    } catch {
      // No storage: nothing to note.
    }
  };
  addEventListener(
    'error',
    (event) => {
      const target = event.target as (Element & { src?: string; href?: string }) | null;
      note(
        'errors',
        target && (target as unknown) !== window
          ? `Failed to load ${target.src || target.href || target.tagName}`
          : `Uncaught: ${event.message}`,
      );
    },
    true,
  );
  addEventListener('unhandledrejection', (event) =>
    note('errors', `Unhandled rejection: ${event.reason}`),
  );
  onCspViolation((violation) => note('cspViolations', violation));
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[])
      if (SENT_BY.indexOf(entry.initiatorType) < 0)
        note('requests', { method: 'GET', url: entry.name });
  }).observe({ type: 'resource', buffered: true });

  const sent: PageRequest[] = [];
  (window as unknown as { __guardSent: PageRequest[] }).__guardSent = sent;
  const noteSent = (method: string | undefined, url: string | URL, body?: unknown) => {
    const request = {
      method: String(method || 'GET').toUpperCase(),
      url: new URL(String(url), location.href).href,
      body: body == null ? undefined : String(body),
    };
    sent.push(request);
    note('requests', request);
  };
  const fetchOf = window.fetch;
  window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
    const request = input as Request;
    noteSent(init?.method || request.method, request.url || (input as string | URL), init?.body);
    return fetchOf.call(window, input, init);
  };
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (
    this: XMLHttpRequest,
    method: string,
    url: string | URL,
  ) {
    noteSent(method, url);
    // eslint-disable-next-line prefer-rest-params
    return open.apply(this, arguments as unknown as Parameters<typeof open>);
  };
  // A beacon is noted, never sent.
  navigator.sendBeacon = (url, data) => (noteSent('POST', url, data), false);
  const consoleError = console.error;
  console.error = function (...args: unknown[]) {
    note('errors', args.map(String).join(' '));
    return consoleError.apply(console, args);
  };
}
