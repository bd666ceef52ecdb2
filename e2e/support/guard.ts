/**
 * The page guard through Playwright (its rules: scripts/harness/browsers/page-guard.ts): the
 * page watched from its first request, through Playwright's events (console, uncaught errors,
 * requests) and the guard's part in the page (CSP violations, reported through a binding).
 */
import { test as base, type Page } from '@playwright/test';
import type { PageRequest } from '../../scripts/harness/browsers/floor-page';
import { pageGuardScript } from '../../scripts/harness/browsers/in-page-scripts';
import {
  assertGuardHeld,
  guardBroken,
  guardFailures,
  type Engine,
  type PageObservations,
} from '../../scripts/harness/browsers/page-guard';

export interface PageGuard {
  /** Console messages of type error matching this pattern are expected by the test. */
  allowConsoleError(pattern: RegExp): void;
  /** The Content-Security-Policy violations seen so far (a test that plants one reads them). */
  cspViolations: string[];
  /** The test plants a violation on purpose: do not fail it for that. */
  expectCspViolations(): void;
  /** Every request of the test's pages so far. */
  requests: PageRequest[];
}

/**
 * Watches a page from its first request while `during` runs (the test), then fails on what
 * the guard's rules forbid. The guard of every test (./fixtures.ts), and of the browser floor's
 * Playwright engines (./floor-fixtures.ts). A failed test (by its own steps, or by the guard)
 * keeps the page's console in its report, as it keeps its trace and screenshot
 * (playwright.config.ts), from its first failure.
 */
export async function guardPage(
  page: Page,
  { baseURL, browserName }: { baseURL: string; browserName: string },
  during: (guard: PageGuard) => Promise<void>,
) {
  const allowedErrors: RegExp[] = [];
  const observed: PageObservations = { errors: [], requests: [], cspViolations: [] };
  let cspViolationsExpected = false;

  await page.exposeBinding('__reportCspViolation', (_source, violation: string) => {
    observed.cspViolations.push(violation);
  });
  await page.addInitScript({ content: await pageGuardScript() });

  // The whole console too, which a failed test leaves in its report.
  const pageConsole: string[] = [];
  page.on('console', (message) => {
    const { url, lineNumber } = message.location();
    pageConsole.push(
      `[${message.type()}] ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`,
    );
    if (message.type() === 'error') observed.errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    pageConsole.push(`[uncaught] ${error.stack ?? error.message}`);
    observed.errors.push(`Uncaught: ${error.message}`);
  });
  page.on('request', (request) =>
    observed.requests.push({
      method: request.method(),
      url: request.url(),
      body: request.postData() ?? undefined,
    }),
  );

  await during({
    allowConsoleError: (pattern) => allowedErrors.push(pattern),
    cspViolations: observed.cspViolations,
    expectCspViolations: () => {
      cspViolationsExpected = true;
    },
    requests: observed.requests,
  });

  const failures = guardFailures(observed, {
    engine: browserName as Engine,
    origin: new URL(baseURL).origin,
    allowedErrors,
    cspViolationsExpected,
  });
  const info = base.info();
  if (guardBroken(failures) || info.status !== info.expectedStatus) {
    await info.attach('console', { body: pageConsole.join('\n'), contentType: 'text/plain' });
  }
  assertGuardHeld(failures);
}
