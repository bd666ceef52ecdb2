/**
 * A locator over WebDriver, as Playwright's: what it means is found again at each use (a chain
 * of lookups, each within the elements the previous one found), never kept; strict, and its
 * actions wait as Playwright's do. Its page (./page.ts) finds elements by role and presses them.
 */
import { expect } from '@playwright/test';
import type { Client } from 'webdriver';
import type { AriaRole, ByRole, FloorLocator } from '../floor-page';
import { idOf, retryingStale, isStaleElement, type CallInPage, type WebElement } from './wire';

/** What a locator needs of its page. */
export interface LocatorPage {
  readonly client: Client;
  call: CallInPage;
  /** The elements exposed with this role (and name), within `scope` or the document. */
  byRole(role: AriaRole, by: ByRole, scope: WebElement | null): Promise<WebElement[]>;
  /** Presses the element; whether the press landed on it (../webkit/press-guard.ts). */
  press(element: WebElement): Promise<boolean>;
}

export const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether an accessible name is the one asked for, as Playwright's getByRole matches it. */
export function nameMatches(label: string, { name, exact = false }: ByRole) {
  if (name === undefined) return true;
  return exact
    ? normalize(label) === normalize(name)
    : normalize(label).toLowerCase().includes(normalize(name).toLowerCase());
}

export const describeRole = (role: string, { name, exact, level }: ByRole) =>
  `getByRole('${role}'${name === undefined ? '' : `, « ${name} »${exact ? ' exactly' : ''}`}${
    level ? `, level ${level}` : ''
  })`;

export class WebKitLocator implements FloorLocator {
  constructor(
    private readonly page: LocatorPage,
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
      const kept = await this.page.call(
        'kept',
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
      return element ? this.page.call('isVisible', element) : false;
    });
  }

  getAttribute(name: string) {
    return this.act('read', (element) => this.page.call('attribute', element, name));
  }

  textContent() {
    return this.act('read', (element) => this.page.call('textContent', element));
  }

  inputValue() {
    return this.act('read', (element) => this.page.call('value', element));
  }

  /**
   * As Playwright's: once the element is ready and steady, a press, held back in the page if
   * it lands elsewhere (./press-guard.ts), and then tried again.
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
   * scroll a little after the address changed) is the press guard's to catch (press()).
   */
  private steadilyPressable() {
    let previous: string | null = null;
    return async (element: WebElement) => {
      const box = await this.page.call('pressableBox', element);
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
