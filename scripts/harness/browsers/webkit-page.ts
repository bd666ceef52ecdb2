import { expect } from '@playwright/test';
import type { Client } from 'webdriver';
import { noticeDurationMs } from '@/content/constants';
import type {
  AriaRole,
  ByRole,
  FloorEngine,
  FloorLocator,
  FloorPage,
  PageRequest,
} from './floor-page';
import { AXE_SOURCE, axeViolationsInPage } from './axe-scan';
import { guardPress, PRESS_EVENTS, PRESS_GUARD_KEY, pressLanded } from './press-guard';

/** The W3C key of an element reference in WebDriver's answers and arguments. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
type WebElement = { [ELEMENT_KEY]: string };
const idOf = (element: WebElement) => element[ELEMENT_KEY];
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

/** Where WATCH keeps what went wrong, in the tab's sessionStorage. */
const PROBLEMS_KEY = '__floorProblems';

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether an accessible name is the one asked for, as Playwright's getByRole matches it. */
export function nameMatches(label: string, { name, exact = false }: ByRole) {
  if (name === undefined) return true;
  return exact
    ? normalize(label) === normalize(name)
    : normalize(label).toLowerCase().includes(normalize(name).toLowerCase());
}

/**
 * Installed in each document before any script the page runs for the test: notes what the
 * Playwright fixtures' guard fails a test on (e2e/support/fixtures.ts): uncaught errors and
 * rejections, console errors, CSP violations, failed loads, requests to another origin; and
 * what the page sends (fetch, XMLHttpRequest, beacons), with its method and body. WebDriver
 * classic cannot run a script before the page's own: it starts with the first lookup after a
 * navigation, before the first interaction, which is when the page's scripts start (and
 * hydration, where an old engine breaks). Errors read as Playwright's guard words them
 * ("Uncaught: …", a console error as is). They are kept in the tab's sessionStorage, which
 * outlives each document: the test reads them once, at its end, whatever pages it went through.
 */
const WATCH = `
if (!window.__floorSent) {
  const sent = (window.__floorSent = []);
  // A load cut short because the test leaves the page is the browser's doing, not the page's.
  let leaving = false;
  addEventListener('pagehide', () => (leaving = true));
  addEventListener('pageshow', () => (leaving = false));
  const problem = (text) => {
    if (leaving) return;
    try {
      const kept = JSON.parse(sessionStorage.getItem('${PROBLEMS_KEY}') || '[]');
      sessionStorage.setItem('${PROBLEMS_KEY}', JSON.stringify([...kept, text]));
    } catch {
      // about:blank, before the first visit, has no storage (nor anything to note).
    }
  };
  addEventListener('error', (event) => {
    const target = event.target;
    problem(target && target !== window
      ? 'Failed to load ' + (target.src || target.href || target.tagName)
      : 'Uncaught: ' + event.message);
  }, true);
  addEventListener('unhandledrejection', (event) => problem('Unhandled rejection: ' + event.reason));
  document.addEventListener('securitypolicyviolation', (event) =>
    problem('CSP: ' + event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline')));
  new PerformanceObserver((list) => {
    for (const { name } of list.getEntries()) {
      if (!/^(data|blob):/.test(name) && new URL(name).origin !== location.origin) {
        problem('Request to another origin: ' + name);
      }
    }
  }).observe({ type: 'resource', buffered: true });
  const note = (method, url, body) => {
    const request = {
      method: String(method || 'GET').toUpperCase(),
      url: new URL(String(url), location.href).href,
      body: body == null ? undefined : String(body),
    };
    sent.push(request);
    if (!/^(GET|HEAD)$/.test(request.method)) problem('Sent: ' + request.method + ' ' + request.url);
  };
  const fetchOf = window.fetch;
  window.fetch = function (input, init) {
    note((init && init.method) || input.method, input.url || input, init && init.body);
    return fetchOf.apply(this, arguments);
  };
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url) {
    note(method, url);
    return open.apply(this, arguments);
  };
  // A beacon is noted, never sent.
  navigator.sendBeacon = (url, data) => (note('POST', url, data), false);
  const consoleError = console.error;
  console.error = function (...args) {
    problem(args.map(String).join(' '));
    return consoleError.apply(this, args);
  };
}`;

/** The files the document fetched (GETs all), then what it sent, as WATCH saw it. */
const REQUESTS = `
const sentBy = ['fetch', 'xmlhttprequest', 'beacon'];
return [
  ...performance.getEntriesByType('resource')
    .filter((entry) => !sentBy.includes(entry.initiatorType))
    .map((entry) => ({ method: 'GET', url: entry.name })),
  ...window.__floorSent,
];`;

/**
 * WebDriver has no clock to hold: instead, the page's timers of exactly a notice's duration
 * (its popover's, a new notice's in the notice area) are stretched, so that a notice stays
 * until the test closes it, however slow the machine. Once per document, before the taps.
 */
const HOLD_NOTICES = `
const held = arguments[0];
const setTimeout = window.setTimeout;
window.setTimeout = function (handler, delay, ...rest) {
  return setTimeout.call(window, handler, delay === held ? 2 ** 31 - 1 : delay, ...rest);
};`;

/**
 * Whether WebDriver refused an element because it left the page since it was found (its
 * name, "stale element reference", is where WebDriver says so).
 */
function isStaleElement(error: unknown) {
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

const describeRole = (role: string, { name, exact, level }: ByRole) =>
  `getByRole('${role}'${name === undefined ? '' : `, « ${name} »${exact ? ' exactly' : ''}`}${
    level ? `, level ${level}` : ''
  })`;

/**
 * A locator over WebDriver, as Playwright's: what it means is found again at each use (a
 * chain of lookups, each within the elements the previous one found), never kept.
 */
class WebKitLocator implements FloorLocator {
  constructor(
    private readonly page: WebKitPage,
    /** The elements it means now, in document order within each scope. */
    readonly find: () => Promise<WebElement[]>,
    readonly description: string,
  ) {}

  private narrow(description: string, pick: (found: WebElement[]) => Promise<WebElement[]>) {
    return new WebKitLocator(
      this.page,
      async () => pick(await this.find()),
      `${this.description}.${description}`,
    );
  }

  getByRole(role: AriaRole, by: ByRole = {}) {
    return this.narrow(describeRole(role, by), async (scopes) => {
      const found = [];
      for (const scope of scopes) found.push(...(await this.page.byRole(role, by, scope)));
      return found;
    });
  }

  filter({ hasText, visible }: { hasText?: string; visible?: boolean }) {
    return this.narrow(`filter(${JSON.stringify({ hasText, visible })})`, async (found) => {
      // Each element an argument of its own: WebKit's driver finds none inside an array.
      const kept = await this.page.run<boolean[]>(
        `const [text, visible, ...elements] = arguments;
         return elements.map((element) =>
           (text === null || element.textContent.replace(/\\s+/g, ' ').toLowerCase().includes(text)) &&
           (visible === null || element.checkVisibility() === visible));`,
        hasText === undefined ? null : normalize(hasText).toLowerCase(),
        visible ?? null,
        ...found,
      );
      return found.filter((_, index) => kept[index]);
    });
  }

  /** Either's elements, once each (WebDriver gives one element the same reference). */
  or(other: FloorLocator) {
    const that = other as WebKitLocator;
    return this.narrow(`or(${that.description})`, async (found) => {
      const mine = new Set(found.map(idOf));
      return [...found, ...(await that.find()).filter((element) => !mine.has(idOf(element)))];
    });
  }

  and(other: FloorLocator) {
    const that = other as WebKitLocator;
    return this.narrow(`and(${that.description})`, async (found) => {
      const also = new Set((await that.find()).map(idOf));
      return found.filter((element) => also.has(idOf(element)));
    });
  }

  nth(index: number) {
    return this.narrow(`nth(${index})`, async (found) => {
      const element = found.at(index);
      return element ? [element] : [];
    });
  }

  count() {
    return retryingStale(async () => (await this.find()).length);
  }

  isVisible() {
    return retryingStale(async () => {
      const element = this.strict(await this.find());
      return element ? this.page.isVisible(element) : false;
    });
  }

  getAttribute(name: string) {
    // In the page: WebDriver's own command answers for a boolean attribute as the property.
    return this.act('read', (element) =>
      this.page.run<string | null>('return arguments[0].getAttribute(arguments[1])', element, name),
    );
  }

  textContent() {
    return this.act('read', (element) =>
      this.page.run<string | null>('return arguments[0].textContent', element),
    );
  }

  inputValue() {
    return this.act('read', (element) =>
      this.page.run<string>('return arguments[0].value', element),
    );
  }

  /**
   * As Playwright's: once the element is ready and steady, a press, held back in the page if
   * it lands elsewhere (scripts/harness/browsers/press-guard.ts), and then tried again.
   */
  async click(options: { timeout?: number } = {}) {
    for (let attempt = 1; ; attempt++) {
      const landed = await this.act(
        'press',
        (element) => this.page.press(element),
        this.steadilyPressable(),
        options.timeout,
      );
      if (landed) return;
      if (attempt === 3) {
        throw new Error(`press ${this.description}: it landed elsewhere three times, held back`);
      }
    }
  }

  /** WebKitGTK has no touch events, even for a touch pointer: a tap is a press. */
  tap() {
    return this.click();
  }

  fill(value: string) {
    return this.act(
      'fill',
      async (element) => {
        await this.page.client.elementClear(idOf(element));
        await this.page.client.elementSendKeys(idOf(element), value);
      },
      this.steadilyPressable(),
    );
  }

  /**
   * Whether the element can be pressed and stays where it was at the previous look, as
   * Playwright's actions wait for an element to be "stable": not pressed while the page
   * scrolls it away. A move that starts after both looks (WebKit ends a fragment link's
   * scroll 100–250 ms after the address changed) is the press guard's to catch (press()).
   */
  private steadilyPressable() {
    let previous: string | null = null;
    return async (element: WebElement) => {
      const box = await this.page.pressableBox(element);
      const where = box === null ? null : `${idOf(element)} ${box}`;
      const steady = where !== null && where === previous;
      previous = where;
      return steady;
    };
  }

  /** Playwright's strictness: an action on a locator meaning several elements is an error. */
  private strict(found: WebElement[]) {
    if (found.length > 1) {
      throw new Error(
        `strict mode violation: ${this.description} resolved to ${found.length} elements`,
      );
    }
    return found[0];
  }

  /**
   * Waits, as Playwright's actions do (up to the expect timeout), until the locator means one
   * element and it is `ready`, then acts on it; found again if it left the page meanwhile
   * (hydration replaces the dashboard's links by tabs).
   */
  private act<T>(
    what: string,
    action: (element: WebElement) => Promise<T>,
    ready: (element: WebElement) => Promise<boolean> = async () => true,
    timeout?: number,
  ): Promise<T> {
    return retryingStale(async () => {
      let element: WebElement | undefined;
      await expect
        .poll(
          async () => {
            try {
              element = this.strict(await this.find());
              return element !== undefined && (await ready(element));
            } catch (error) {
              if (isStaleElement(error)) return false;
              throw error;
            }
          },
          // Every 50 ms rather than at expect.poll's widening steps: a press looks twice.
          { message: `${what} ${this.description}`, timeout, intervals: [50] },
        )
        .toBe(true);
      return action(element!);
    });
  }
}

/**
 * A page of WebKit, driven through WebDriver, as far as the browser floor's spec drives a page
 * (FloorPage: Playwright's calls, the same answers) and what only WebDriver does its own way
 * (FloorEngine). Elements are found as a person names them, by role and accessible name as
 * WebKit itself computes them; pressed with the pointer; read in the page.
 */
export class WebKitPage implements FloorPage, FloorEngine {
  readonly name = 'webkit';
  readonly clock = null;
  private readonly allowed: RegExp[] = [];
  private holding = false;

  constructor(
    readonly client: Client,
    readonly baseURL: string,
    readonly version: string,
  ) {}

  /** Runs a script in the page, the watch first (it installs itself once per document). */
  run<T>(script: string, ...args: Serializable[]): Promise<T> {
    return this.client.executeScript(`${WATCH}\n${script}`, args) as Promise<T>;
  }

  async goto(path: string) {
    const url = new URL(path, this.baseURL).href;
    await this.client.navigateTo(url);
    if (this.holding) await this.run(HOLD_NOTICES, noticeDurationMs);
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

  evaluate<R, Arg>(pageFunction: (arg: Arg) => R | Promise<R>, arg?: Arg): Promise<R> {
    return this.run<R>(
      `return (${pageFunction.toString()}).apply(null, arguments)`,
      ...(arg === undefined ? [] : [arg as Serializable]),
    );
  }

  getByRole(role: AriaRole, by: ByRole = {}) {
    return new WebKitLocator(this, () => this.byRole(role, by, null), describeRole(role, by));
  }

  /** As Playwright's: the innermost elements whose text contains this (any case), hidden or not. */
  getByText(text: string) {
    return new WebKitLocator(
      this,
      () =>
        this.run<WebElement[]>(
          `const text = arguments[0];
           const has = (element) => element.textContent.replace(/\\s+/g, ' ').toLowerCase().includes(text);
           return [...document.body.querySelectorAll('*')].filter((element) =>
             !['SCRIPT', 'STYLE', 'TEMPLATE'].includes(element.tagName) && has(element) &&
             ![...element.children].some(has));`,
          normalize(text).toLowerCase(),
        ),
      `getByText(« ${text} »)`,
    );
  }

  locator(selector: string) {
    return new WebKitLocator(
      this,
      () => this.run<WebElement[]>('return [...document.querySelectorAll(arguments[0])]', selector),
      `locator(${selector})`,
    );
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
    const candidates = await retryingStale(() =>
      this.run<WebElement[]>(
        `const [scope, css] = arguments;
         return [...(scope || document).querySelectorAll(css)].filter((element) => element.checkVisibility());`,
        within,
        css,
      ),
    );
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

  isVisible(element: WebElement) {
    return this.run<boolean>('return arguments[0].checkVisibility()', element);
  }

  /**
   * Where the element lies in the window, if a press would land on the element itself, not on
   * something over it (a notice, a menu), as Playwright's actions wait for; null if not. An
   * element near the edge of the window cannot be pressed by WebDriver ("not interactable"),
   * so one not wholly in view is first scrolled to the middle, at once.
   */
  pressableBox(element: WebElement) {
    return this.run<string | null>(
      `const element = arguments[0];
       let box = element.getBoundingClientRect();
       if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) {
         element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
         box = element.getBoundingClientRect();
       }
       const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
       const pressable = element.checkVisibility() && hit !== null && (hit === element || element.contains(hit));
       return pressable ? [box.left, box.top, box.width, box.height].join(' ') : null;`,
      element,
    );
  }

  /**
   * Presses an element with the pointer, as a person does: WebKitGTK delivers pointer and
   * mouse events. Says whether the press landed on it; if not, the page heard none of it.
   */
  async press(element: WebElement) {
    await this.run(
      `return (${guardPress})(arguments[0], arguments[1], arguments[2])`,
      element,
      PRESS_GUARD_KEY,
      [...PRESS_EVENTS],
    );
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
      landed = await this.run<boolean>(`return (${pressLanded})(arguments[0])`, PRESS_GUARD_KEY);
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

  /** What the current document requested, as the browser lists it (and WATCH saw it sent). */
  requests() {
    return this.run<PageRequest[]>(REQUESTS);
  }

  async holdNotices() {
    this.holding = true;
  }

  /**
   * No error, CSP violation, request to another origin or send in any page of the test (read
   * in the last: the tab's sessionStorage holds what WATCH noted in each).
   */
  async expectNoProblems() {
    const problems = await this.run<string[]>(
      `return JSON.parse(sessionStorage.getItem('${PROBLEMS_KEY}') || '[]')`,
    );
    const unexpected = problems.filter(
      (problem) => !this.allowed.some((pattern) => pattern.test(problem)),
    );
    expect(unexpected, 'errors, CSP violations, foreign requests, sends in the page').toEqual([]);
  }

  /** axe-core, run inside the page as for the other engines (./axe-scan.ts). */
  async expectNoA11yViolations(label: string) {
    const violations = await this.client.executeAsyncScript(
      `${AXE_SOURCE}
       const done = arguments[arguments.length - 1];
       (${axeViolationsInPage})().then(done, (error) =>
         done([{ rule: 'axe-core failed', help: String(error) }]),
       );`,
      [],
    );
    expect(violations, `axe-core violations on ${label}`).toEqual([]);
  }
}
