/**
 * The harness's code that runs in the page, as typed modules compiled the way the site's own
 * browser code is (scripts/site-build/browser-code.ts), each once per process: never a
 * function's source sent as text, nor a template string.
 */
import { compiledOnce } from '../../site-build/browser-code';

/** Playwright's init script of every test's page: the page guard's part (./page-guard.entry.ts). */
export const pageGuardScript = compiledOnce('scripts/harness/browsers/page-guard.entry.ts');

/** What every WebDriver call sends first, in WebKit (./webkit/in-page.entry.ts). */
export const webdriverScript = compiledOnce('scripts/harness/browsers/webkit/in-page.entry.ts');

/** The tap recorder, before the page's own scripts (scripts/harness/taps/tap-recorder.ts). */
export const tapRecorderScript = compiledOnce('scripts/harness/taps/tap-recorder.ts');

/** axe-core's run and what the tests keep of it, after axe's own source (./axe-scan.entry.ts). */
export const axeRunScript = compiledOnce('scripts/harness/browsers/axe-scan.entry.ts');

/** What the link bench's navigations read in the visitor's page (../navigations/in-page.entry.ts). */
export const navigationScript = compiledOnce('scripts/harness/navigations/in-page.entry.ts');
