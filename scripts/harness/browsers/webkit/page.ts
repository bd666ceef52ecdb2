/**
 * A page of WebKit, driven through WebDriver, as far as the browser floor's spec drives a page
 * (FloorPage: Playwright's calls, the same answers) and what only WebDriver does its own way
 * (FloorEngine). Elements are found as a person names them, by role and accessible name as
 * WebKit itself computes them (./locator.ts); pressed with the pointer; read in the page, by
 * the adapter's in-page functions (./in-page.ts), which every call sends first with the page
 * guard's watch (../page-guard.ts).
 */
import type { Client } from 'webdriver';
import { noticeDurationMs } from '@/content/constants';
import { AXE_SOURCE, type AxeViolation } from '../axe-scan';
import type { AriaRole, ByRole, FloorEngine, FloorPage } from '../floor-page';
import { axeRunScript, webdriverScript } from '../in-page-scripts';
import { assertGuardHeld, guardFailures } from '../page-guard';
import { describeRole, nameMatches, normalize, WebKitLocator, type LocatorPage } from './locator';
import { idOf, retryingStale, type CallInPage, type WebElement } from './wire';

/** What a script's arguments may be (JSON, and element references). */
type Serializable = string | number | boolean | object | null;

/**
 * The elements that may carry each role; the browser's own accessibility computation
 * (WebDriver's computed role and label) then says which really have it, and their names.
 */
const MAY_HAVE_ROLE: Partial<Record<AriaRole, string>> = {
  banner: 'header, [role="banner"]',
  button: 'button, input[type="submit"], input[type="button"], [role="button"]',
  group: 'details, fieldset, [role="group"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  link: 'a[href], [role="link"]',
  main: 'main, [role="main"]',
  navigation: 'nav, [role="navigation"]',
  region: 'section, [role="region"]',
  tab: '[role="tab"]',
  tablist: '[role="tablist"]',
  textbox: 'input, textarea, [role="textbox"]',
};

/** WebDriver's codes of the keys the specs press (the W3C spec's table of keys). */
const WEBDRIVER_KEYS: Record<string, string> = { Enter: '\uE007', Shift: '\uE008' };

export class WebKitPage implements FloorPage, FloorEngine, LocatorPage {
  readonly name = 'webkit';
  readonly clock = null;
  private readonly allowed: RegExp[] = [];
  private holding = false;

  constructor(
    readonly client: Client,
    readonly baseURL: string,
    readonly version: string,
  ) {}

  /** Runs `script` in the page, the in-page functions and the guard's watch first. */
  private async execute<T>(script: string, args: Serializable[]): Promise<T> {
    return this.client.executeScript(`${await webdriverScript()}\n${script}`, args) as Promise<T>;
  }

  /** Runs one of the in-page functions (./in-page.ts) by name. */
  call: CallInPage = (name, ...args) =>
    this.execute(`return window.__floor[${JSON.stringify(name)}].apply(null, arguments)`, args);

  async goto(path: string) {
    const url = new URL(path, this.baseURL).href;
    await this.client.navigateTo(url);
    if (this.holding) await this.call('holdNoticeTimers', noticeDurationMs);
    // Neither WebDriver nor WebKitGTK's navigation timing (no responseStatus) tells the
    // status: the server's answer to the same address, asked from here.
    const response = await fetch(url);
    await response.arrayBuffer();
    return { status: () => response.status };
  }

  url() {
    return this.client.getUrl();
  }

  title() {
    return this.client.getTitle();
  }

  /** As Playwright's: the function's source runs in the page, with its argument. */
  evaluate<R, Arg>(pageFunction: (arg: Arg) => R | Promise<R>, arg?: Arg): Promise<R> {
    return this.execute<R>(
      `return (${pageFunction.toString()}).apply(null, arguments)`,
      arg === undefined ? [] : [arg as Serializable],
    );
  }

  getByRole(role: AriaRole, by: ByRole = {}) {
    return new WebKitLocator(this, () => this.byRole(role, by, null), describeRole(role, by));
  }

  /** As Playwright's: the innermost elements whose text contains this (any case), hidden or not. */
  getByText(text: string) {
    return new WebKitLocator(
      this,
      () => this.call('innermostWithText', normalize(text).toLowerCase()),
      `getByText(« ${text} »)`,
    );
  }

  locator(selector: string) {
    return new WebKitLocator(this, () => this.call('matches', selector), `locator(${selector})`);
  }

  readonly keyboard = {
    press: (key: string) => {
      // WebDriver's codes for the keys the specs press.
      const value = WEBDRIVER_KEYS[key];
      if (!value) throw new Error(`No WebDriver code for the key ${key} here: add it.`);
      return this.perform({
        type: 'key',
        id: 'keyboard',
        actions: [
          { type: 'keyDown', value },
          { type: 'keyUp', value },
        ],
      });
    },
  };

  readonly mouse = {
    move: (x: number, y: number) =>
      this.perform({
        type: 'pointer',
        id: 'pointer',
        parameters: { pointerType: 'mouse' },
        actions: [{ type: 'pointerMove', duration: 100, origin: 'viewport', x, y }],
      }),
    wheel: (deltaX: number, deltaY: number) =>
      this.perform({
        type: 'wheel',
        id: 'wheel',
        actions: [{ type: 'scroll', x: 10, y: 10, deltaX, deltaY, duration: 100 }],
      }),
  };

  /** The elements exposed with this role (and name), in document order; hidden ones are not. */
  async byRole(role: AriaRole, by: ByRole, within: WebElement | null) {
    const css = by.level
      ? `h${by.level}, [role="heading"][aria-level="${by.level}"]`
      : (MAY_HAVE_ROLE[role] ?? `[role="${role}"]`);
    // WebDriver makes a handle of each element the script returns: one that left the page in
    // between (a notice closing) fails the whole call as stale. Asked again, the page answers
    // as it is now.
    const candidates = await retryingStale(() => this.call('visibleMatches', within, css));
    const found: WebElement[] = [];
    for (const element of candidates) {
      try {
        // The name first: it rules out most candidates, in one call each.
        if (by.name !== undefined) {
          const label = await this.client.getElementComputedLabel(idOf(element));
          if (!nameMatches(label, by)) continue;
        }
        if ((await this.client.getElementComputedRole(idOf(element))) !== role) continue;
      } catch {
        // Gone from the page meanwhile (a notice dismissed), or out of the accessibility tree.
        continue;
      }
      found.push(element);
    }
    return found;
  }

  /**
   * Presses an element with the pointer, as a person does: WebKitGTK delivers pointer and
   * mouse events. Says whether the press landed on it; if not, the page heard none of it.
   */
  async press(element: WebElement) {
    await this.call('guardPress', element);
    let landed: boolean;
    try {
      await this.perform({
        type: 'pointer',
        id: 'pointer',
        parameters: { pointerType: 'mouse' },
        actions: [
          { type: 'pointerMove', duration: 0, origin: element, x: 0, y: 0 },
          { type: 'pointerDown', button: 0 },
          { type: 'pointerUp', button: 0 },
        ],
      });
    } finally {
      // Ended whatever happened: a press refused (the element gone stale) leaves no guard.
      landed = await this.call('pressLanded');
    }
    return landed;
  }

  private async perform(source: object) {
    await this.client.performActions([source]);
    await this.client.releaseActions();
  }

  allowConsoleError(pattern: RegExp) {
    this.allowed.push(pattern);
  }

  /** What the current document requested, as the browser lists it (and the guard saw it send). */
  requests() {
    return this.call('requests');
  }

  async holdNotices() {
    this.holding = true;
  }

  /**
   * The page guard (../page-guard.ts) over every page of the test, read in the last: the tab's
   * sessionStorage holds what its watch noted in each.
   */
  async expectGuardHeld() {
    const observed = await this.call('observed');
    assertGuardHeld(
      guardFailures(observed, {
        engine: 'webkit',
        origin: new URL(this.baseURL).origin,
        allowedErrors: this.allowed,
        cspViolationsExpected: false,
      }),
    );
  }

  /** axe-core, run inside the page as for the other engines (../axe-scan.ts). */
  async expectNoA11yViolations(label: string) {
    const violations = (await this.client.executeAsyncScript(
      `${AXE_SOURCE}\n;${await axeRunScript()}\n;window.__axeReport(arguments[arguments.length - 1]);`,
      [],
    )) as AxeViolation[];
    if (violations.length)
      throw new Error(`axe-core violations on ${label}:\n${JSON.stringify(violations, null, 2)}`);
  }
}
