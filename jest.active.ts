/**
 * jsdom matches :active on the focused element. In a browser it is the element under a
 * pointer being pressed, which jsdom never has: here no element is :active, and a test of
 * a press stands it in itself (app/dashboard/dashboard-tabs.test.tsx).
 */
const querySelector = Element.prototype.querySelector;
Element.prototype.querySelector = function (this: Element, selectors: string) {
  if (selectors === ':active') return null;
  return querySelector.call(this, selectors);
} as typeof Element.prototype.querySelector;

export {};
