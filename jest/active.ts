/**
 * jsdom matches :active on the focused element. In a browser it is the element under a
 * pointer being pressed, which jsdom never has: here nothing is :active unless a test
 * presses an element with `press()` (app/dashboard/dashboard-tabs.jsdom.test.tsx).
 */
let pressed: Element | null = null;

/** Stands in for a pointer held down on `element`, until `press(null)` releases it. */
export function press(element: Element | null) {
  pressed = element;
}

const querySelector = Element.prototype.querySelector;
Element.prototype.querySelector = function (this: Element, selectors: string) {
  if (selectors === ':active') return pressed && this.contains(pressed) ? pressed : null;
  return querySelector.call(this, selectors);
} as typeof Element.prototype.querySelector;

afterEach(() => press(null));
