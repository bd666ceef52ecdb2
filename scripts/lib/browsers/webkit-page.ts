import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from '@playwright/test';
import type { Client } from 'webdriver';

/** The W3C key of an element reference in WebDriver's answers and arguments. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
export type WebElement = { [ELEMENT_KEY]: string };

/**
 * The elements that may carry each role; the browser's own accessibility computation
 * (WebDriver's computed role and label) then says which really have it, and their names.
 */
const MAY_HAVE_ROLE: Record<string, string> = {
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

export interface ByRole {
  /** The accessible name: whole (the default) or, with `exact: false`, a part of it. */
  name?: string;
  exact?: boolean;
  /** For headings: their level. */
  level?: number;
  /** Look inside this element only. */
  within?: WebElement;
}

export const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Installed in each document the test opens: collects what the Playwright fixtures' guard
 * fails a test on (e2e/support/fixtures.ts): uncaught errors and rejections, console errors, CSP
 * violations, failed loads; and anything sent (a POST, a beacon), which would be form data. WebDriver classic cannot run a script before the page's own,
 * so it starts once the document has loaded; the page's scripts only start at the first
 * interaction, after it, and so does hydration, where an old engine breaks.
 */
const WATCH = `
if (!window.__floorProblems) {
  const problems = (window.__floorProblems = []);
  addEventListener('error', (event) => {
    const target = event.target;
    problems.push(target && target !== window
      ? 'Failed to load ' + (target.src || target.href || target.tagName)
      : 'Uncaught: ' + event.message);
  }, true);
  addEventListener('unhandledrejection', (event) => problems.push('Unhandled rejection: ' + event.reason));
  document.addEventListener('securitypolicyviolation', (event) =>
    problems.push('CSP: ' + event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline')));
  // Nothing may leave the page but the GETs of its own files: a form posted, a beacon.
  const fetchOf = window.fetch;
  window.fetch = function (input, init) {
    const method = (init && init.method) || (input && input.method) || 'GET';
    if (!/^(GET|HEAD)$/i.test(method)) problems.push('Sent: ' + method + ' ' + (input.url || input));
    return fetchOf.apply(this, arguments);
  };
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url) {
    if (!/^(GET|HEAD)$/i.test(method)) problems.push('Sent: ' + method + ' ' + url);
    return open.apply(this, arguments);
  };
  navigator.sendBeacon = (url) => (problems.push('Sent: beacon ' + url), false);
  const consoleError = console.error;
  console.error = function (...args) {
    problems.push('console.error: ' + args.map(String).join(' '));
    return consoleError.apply(this, args);
  };
}`;

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

/**
 * A page of WebKit, driven through WebDriver, with the few things the floor's tests do:
 * find elements as a person names them (role and accessible name, as WebKit itself
 * computes them), press them with the pointer, type, read, and check the page for errors
 * and accessibility violations. Lookups retry like Playwright's locators (expect.poll).
 */
/**
 * Whether WebDriver refused an element because it left the page since it was found (its
 * name, "stale element reference", is where WebDriver says so).
 */
export function isStaleElement(error: unknown) {
  return /stale element reference/.test(String(error));
}

/** `action` again, three times at most, while WebDriver finds an element it used stale. */
async function retryingStale<T>(action: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await action();
    } catch (error) {
      if (attempt === 3 || !isStaleElement(error)) throw error;
    }
  }
}

export class WebKitPage {
  constructor(
    readonly client: Client,
    readonly baseURL: string,
  ) {}

  async goto(path: string) {
    await this.client.navigateTo(new URL(path, this.baseURL).href);
    await this.watch();
  }

  /** The address, as a path with its fragment. */
  async path() {
    const url = new URL(await this.client.getUrl());
    return `${url.pathname}${url.hash}`;
  }

  /** After a navigation the test caused (a link followed): waits for it, then watches. */
  async expectPath(path: string) {
    await expect.poll(() => this.path(), { message: 'the address' }).toBe(path);
    await expect.poll(() => this.evaluate<string>('return document.readyState')).toBe('complete');
    await this.watch();
  }

  evaluate<T>(script: string, ...args: (string | number | boolean | object | null)[]): Promise<T> {
    return this.client.executeScript(script, args) as Promise<T>;
  }

  async watch() {
    await this.evaluate(WATCH);
  }

  /** The elements exposed with this role (and name), in document order; hidden ones are not. */
  async getByRole(role: string, { name, exact = true, level, within }: ByRole = {}) {
    const css = level
      ? `h${level}, [role="heading"][aria-level="${level}"]`
      : (MAY_HAVE_ROLE[role] ?? `[role="${role}"]`);
    // WebDriver makes a handle of each element the script returns: one that left the page in
    // between (a notice closing) fails the whole call as stale. Asked again, the page answers
    // as it is now.
    const candidates = await retryingStale(() =>
      this.evaluate<WebElement[]>(
        `const [scope, css] = arguments;
         return [...(scope || document).querySelectorAll(css)].filter((element) => element.checkVisibility());`,
        within ?? null,
        css,
      ),
    );
    const found: WebElement[] = [];
    for (const element of candidates) {
      const id = element[ELEMENT_KEY];
      try {
        // The name first: it rules out most candidates, in one call each.
        if (name !== undefined) {
          const label = normalize(await this.client.getElementComputedLabel(id));
          const wanted = normalize(name);
          if (exact ? label !== wanted : !label.toLowerCase().includes(wanted.toLowerCase())) {
            continue;
          }
        }
        if ((await this.client.getElementComputedRole(id)) !== role) continue;
      } catch {
        // Gone from the page meanwhile (a notice dismissed), or out of the accessibility tree.
        continue;
      }
      found.push(element);
    }
    return found;
  }

  /** The one element with this role and name, waited for like a Playwright locator. */
  async get(role: string, by: ByRole = {}) {
    let found: WebElement[] = [];
    await expect
      .poll(
        async () => {
          found = await this.getByRole(role, by);
          return found.length;
        },
        { message: `one ${role} named « ${by.name ?? ''} »` },
      )
      .toBe(1);
    return found[0]!;
  }

  /** Waits until no element with this role and name is exposed. */
  async expectNone(role: string, by: ByRole = {}) {
    await expect
      .poll(async () => (await this.getByRole(role, by)).length, {
        message: `no ${role} named « ${by.name ?? ''} »`,
      })
      .toBe(0);
  }

  /** The element whose own text is this, visible or not (an FAQ answer, a panel's text). */
  async byText(text: string) {
    let found: WebElement | null = null;
    await expect
      .poll(
        async () => {
          found = await this.evaluate<WebElement | null>(
            `const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
             for (let node = walker.nextNode(); node; node = walker.nextNode()) {
               if (node.textContent.replace(/\\s+/g, ' ').trim() === arguments[0]) return node.parentElement;
             }
             return null;`,
            normalize(text),
          );
          return found !== null;
        },
        { message: `text « ${text} »` },
      )
      .toBe(true);
    return found!;
  }

  /** The element of this id, visible or not (a panel named by aria-controls). */
  byId(id: string) {
    return this.evaluate<WebElement>('return document.getElementById(arguments[0])', id);
  }

  /** The accessible name of an element, as WebKit computes it. */
  async name(element: WebElement) {
    return normalize(await this.client.getElementComputedLabel(element[ELEMENT_KEY]));
  }

  isVisible(element: WebElement) {
    return this.evaluate<boolean>('return arguments[0].checkVisibility()', element);
  }

  attribute(element: WebElement, name: string) {
    return this.client.getElementAttribute(element[ELEMENT_KEY], name);
  }

  async text(element: WebElement) {
    return normalize(await this.client.getElementText(element[ELEMENT_KEY]));
  }

  /**
   * Presses an element with the pointer, as a person does: WebKitGTK delivers pointer and
   * mouse events (it has no touch events, even for a touch pointer). An element near the
   * edge of the window cannot be clicked by WebDriver's element click ("not interactable"),
   * so it is scrolled into the middle first when it is not wholly in view. Given a finder
   * rather than an element, it finds the element again if it left the page meanwhile.
   */
  async press(target: WebElement | (() => Promise<WebElement>)) {
    if (typeof target !== 'function') return this.pressElement(target);
    // Found again when hydration has replaced it between finding and pressing (the
    // dashboard's links become tabs), as a Playwright locator would be.
    return retryingStale(async () => this.pressElement(await target()));
  }

  private async pressElement(element: WebElement) {
    await this.scrollIntoView(element);
    // As Playwright's actions do: wait until the press would land on the element itself,
    // not on something over it (a notice, a menu).
    await expect
      .poll(
        () =>
          this.evaluate<boolean>(
            `const element = arguments[0];
             const box = element.getBoundingClientRect();
             const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
             return hit !== null && (hit === element || element.contains(hit));`,
            element,
          ),
        { message: 'nothing covers the element pressed' },
      )
      .toBe(true);
    await this.client.performActions([
      {
        type: 'pointer',
        id: 'pointer',
        parameters: { pointerType: 'mouse' },
        actions: [
          { type: 'pointerMove', duration: 0, origin: element, x: 0, y: 0 },
          { type: 'pointerDown', button: 0 },
          { type: 'pointerUp', button: 0 },
        ],
      },
    ]);
    await this.client.releaseActions();
  }

  /**
   * Scrolls the element to the middle of the window, unless it is wholly in view already. At
   * once: the site scrolls smoothly, and the element would still be moving when pressed.
   */
  async scrollIntoView(element: WebElement) {
    await this.evaluate(
      `const box = arguments[0].getBoundingClientRect();
       if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth)
         arguments[0].scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });`,
      element,
    );
  }

  /** Moves the pointer over the page, as a mouse does before anything else. */
  async movePointer(x: number, y: number) {
    await this.client.performActions([
      {
        type: 'pointer',
        id: 'pointer',
        parameters: { pointerType: 'mouse' },
        actions: [{ type: 'pointerMove', duration: 100, origin: 'viewport', x, y }],
      },
    ]);
    await this.client.releaseActions();
  }

  /** Scrolls the page with the wheel, a reader's usual first interaction. */
  async wheel(deltaY: number) {
    await this.client.performActions([
      {
        type: 'wheel',
        id: 'wheel',
        actions: [{ type: 'scroll', x: 10, y: 10, deltaX: 0, deltaY, duration: 100 }],
      },
    ]);
    await this.client.releaseActions();
  }

  /** Presses and releases a key with nothing focused, as a keyboard user's first key. */
  async pressKey(key: string) {
    await this.client.performActions([
      {
        type: 'key',
        id: 'keyboard',
        actions: [
          { type: 'keyDown', value: key },
          { type: 'keyUp', value: key },
        ],
      },
    ]);
    await this.client.releaseActions();
  }

  /**
   * WebDriver has no clock to hold: instead, the page's timers of exactly a notice's
   * duration (its popover's, a new notice's in the notice area) are stretched, so that
   * every notice stays until the test closes it, however slow the machine. Once per
   * document, before the taps.
   */
  async holdNotices(durationMs: number) {
    await this.evaluate(
      `const held = arguments[0];
       const setTimeout = window.setTimeout;
       window.setTimeout = function (handler, delay, ...rest) {
         return setTimeout.call(window, handler, delay === held ? 2 ** 31 - 1 : delay, ...rest);
       };`,
      durationMs,
    );
  }

  /** The same-origin files this document fetched more than once (the browser's own list). */
  fetchedTwice() {
    return this.evaluate<string[]>(
      `const seen = new Map();
       for (const entry of performance.getEntriesByType('resource')) {
         const path = new URL(entry.name).pathname;
         if (path.startsWith('/_next/')) seen.set(path, (seen.get(path) || 0) + 1);
       }
       return [...seen].filter(([, count]) => count > 1).map(([path]) => path);`,
    );
  }

  async fill(element: WebElement, value: string) {
    await this.scrollIntoView(element);
    await this.client.elementClear(element[ELEMENT_KEY]);
    await this.client.elementSendKeys(element[ELEMENT_KEY], value);
  }

  async value(element: WebElement) {
    return this.evaluate<string>('return arguments[0].value', element);
  }

  /**
   * What went wrong in this document since it was watched, and every resource it fetched
   * from another origin (the browser's own list of what it loaded, since navigation).
   */
  problems() {
    return this.evaluate<string[]>(
      `const origin = location.origin;
       const foreign = performance.getEntriesByType('resource')
         .map((entry) => entry.name)
         .filter((url) => !/^(data|blob):/.test(url) && new URL(url).origin !== origin)
         .map((url) => 'Request to another origin: ' + url);
       return [...(window.__floorProblems || ['the page was not watched']), ...foreign];`,
    );
  }

  async expectNoProblems(label = 'the page') {
    expect(await this.problems(), `errors, CSP violations, foreign requests on ${label}`).toEqual(
      [],
    );
  }

  /** axe-core, run inside the page as for the other engines (all rules, default options). */
  async expectNoA11yViolations(label?: string) {
    const violations = await this.client.executeAsyncScript(
      `${axeSource}
       const done = arguments[arguments.length - 1];
       window.axe.run(document, {}).then(
         (results) => done(results.violations.map((violation) => ({
           rule: violation.id,
           impact: violation.impact,
           help: violation.help,
           targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
         }))),
         (error) => done([{ rule: 'axe-core failed', help: String(error) }]),
       );`,
      [],
    );
    expect(violations, `axe-core violations on ${label ?? (await this.path())}`).toEqual([]);
  }
}
