/**
 * jsdom computes no style for ::before and ::after: it logs « Not implemented » for each
 * element whose name the virtual screen reader computes (accname reads their `content`).
 * jsdom draws no pseudo-element, so each has none here: `content: none`.
 */
const computedStyle = window.getComputedStyle;
window.getComputedStyle = function (element: Element, pseudo?: string | null) {
  if (!pseudo) return computedStyle.call(window, element);
  return new Proxy(computedStyle.call(window, element), {
    get: (target, property) =>
      property === 'content' ? 'none' : Reflect.get(target, property, target),
  });
};

export {};
