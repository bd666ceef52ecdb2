/**
 * What Playwright's init script runs in every document of a test, before the page's own
 * scripts (e2e/support/guard.ts): the page guard's part in the page (./page-guard.ts), its
 * CSP violations reported through the binding the fixture exposes. Playwright's events see
 * the rest.
 */
import { onCspViolation } from './page-guard';

onCspViolation((violation) =>
  (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
    violation,
  ),
);
