/**
 * Playwright's hit-target check, for the presses the browser floor makes over WebDriver
 * (./locator.ts). An element may move between the moment it is found
 * ready and the press: in WebKit, a fragment link's smooth scroll ends a few hundred
 * milliseconds after the address changed, and the dashboard's next tab, pressed then, had
 * moved 64 px up; the press landed on the panel beneath. Playwright holds such a press back
 * in the page and tries again; so does this.
 *
 * Both functions run in the page, compiled into the in-page scripts of WebDriver
 * (./in-page.ts).
 */

/** The window property that holds the press being guarded. */
export const PRESS_GUARD_KEY = '__floorPressGuard';

/** A press being guarded: whether its first event landed on the element, once known. */
export interface GuardedPress {
  landed: boolean | undefined;
  controller: AbortController;
}

type GuardedWindow = Record<string, GuardedPress | undefined>;

/** The events of a press, in the order they come. */
export const PRESS_EVENTS = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'] as const;

/**
 * Before a press on `element`: its first event decides. On the element (or inside it), the
 * press goes on as it is, whatever moves after (a page that swaps the element under the
 * pointer must answer for it). Anywhere else, each of its events is stopped before the page
 * hears it, and its default action (focus, a link followed) cancelled.
 */
export function guardPress(element: Element, key: string, events: readonly string[]) {
  const press: GuardedPress = { landed: undefined, controller: new AbortController() };
  (window as unknown as GuardedWindow)[key] = press;
  for (const type of events) {
    addEventListener(
      type,
      (event) => {
        press.landed ??= event.target instanceof Node && element.contains(event.target);
        if (press.landed) return;
        event.preventDefault();
        event.stopImmediatePropagation();
      },
      { capture: true, signal: press.controller.signal },
    );
  }
}

/**
 * After the press: ends the guard, and says whether the press landed on its element. A press
 * that led to another document (its guard gone with the page) landed.
 */
export function pressLanded(key: string) {
  const guarded = window as unknown as GuardedWindow;
  const press = guarded[key];
  if (!press) return true;
  press.controller.abort();
  delete guarded[key];
  return press.landed !== false;
}
