/**
 * What the browser floor's spec (e2e/floor.spec.ts) asks of a browser, written once for two
 * drivers: the part of Playwright's Page and Locator it uses, which Playwright's own page
 * implements as it is (the other engines), and a WebDriver session implements through
 * webkit-page.ts (WebKit, which Playwright cannot drive here); then the few things the two
 * do differently (FloorEngine). Playwright's web-first assertions only take its own locators:
 * the spec waits with expect.poll instead, which takes either.
 */
import type { Page } from '@playwright/test';

export type AriaRole = Parameters<Page['getByRole']>[0];

/** As Playwright's getByRole: a name matched whole with `exact`, else as a part, in any case. */
export interface ByRole {
  name?: string;
  exact?: boolean;
  level?: number;
}

export interface FloorLocator {
  getByRole(role: AriaRole, options?: ByRole): FloorLocator;
  /** The elements containing this text (any case), or only those a person can see. */
  filter(options: { hasText?: string; visible?: boolean }): FloorLocator;
  or(other: FloorLocator): FloorLocator;
  and(other: FloorLocator): FloorLocator;
  nth(index: number): FloorLocator;
  count(): Promise<number>;
  // The rest, as Playwright's: strict (more than one element is an error), and all but
  // isVisible wait for their element.
  isVisible(): Promise<boolean>;
  getAttribute(name: string): Promise<string | null>;
  textContent(): Promise<string | null>;
  inputValue(): Promise<string>;
  click(options?: { timeout?: number }): Promise<void>;
  tap(): Promise<void>;
  fill(value: string): Promise<void>;
}

export interface FloorPage {
  goto(path: string): Promise<{ status(): number } | null>;
  /** Playwright knows it at once; WebDriver asks the browser. */
  url(): string | Promise<string>;
  title(): Promise<string>;
  evaluate<R, Arg>(pageFunction: (arg: Arg) => R | Promise<R>, arg: Arg): Promise<R>;
  evaluate<R>(pageFunction: () => R | Promise<R>): Promise<R>;
  getByRole(role: AriaRole, options?: ByRole): FloorLocator;
  getByText(text: string): FloorLocator;
  locator(selector: string): FloorLocator;
  keyboard: { press(key: string): Promise<void> };
  mouse: {
    move(x: number, y: number): Promise<void>;
    wheel(deltaX: number, deltaY: number): Promise<void>;
  };
}

/** A request the page made: a file it fetched, or what it sent. */
export interface PageRequest {
  method: string;
  url: string;
  body?: string;
}

/** What the two drivers do differently, each as well as it can. */
export interface FloorEngine {
  name: 'chromium' | 'firefox' | 'webkit';
  version: string;
  /** Console errors matching this are expected by the test (the driver fails on any other). */
  allowConsoleError(pattern: RegExp): void;
  /** What the current page requested (Playwright: since the test began). */
  requests(): Promise<PageRequest[]>;
  /**
   * Before the visit: no notice runs out before the test closes it. Playwright stops the
   * page's clock; WebDriver, which has none, stretches the page's timers of a notice's length.
   */
  holdNotices(): Promise<void>;
  /**
   * The page's clock, held by holdNotices (Playwright); null over WebDriver. `creepUntil`
   * moves it on, 20 ms a step, until `check` holds (the page's timers fire in order, a
   * notice's time is not used up by waiting), then lets it run.
   */
  clock: { creepUntil(check: () => Promise<boolean>, message: string): Promise<void> } | null;
  /** axe-core on the page as it is now (all rules), failing with a readable list. */
  expectNoA11yViolations(label: string): Promise<void>;
}

/** Playwright's page is a FloorPage as it is (a compile-time check, and the way to say so). */
export const floorPageOf = (page: Page): FloorPage => page;
