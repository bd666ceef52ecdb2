/**
 * jsdom has no user-agent style sheet for <details>: the content of a closed one (all but
 * its summary) stays in its layout and in what reads computed styles. Browsers render none
 * of it, and leave it out of the accessibility tree. Here, as there, it is display: none to
 * whatever reads computed styles: Testing Library's queries and the virtual screen reader
 * (jest/screen-reader.ts). The open state is the element's own, untouched.
 */
const computedStyle = window.getComputedStyle;
window.getComputedStyle = function (element: Element, pseudo?: string | null) {
  const style = computedStyle.call(window, element, pseudo);
  const details = element.parentElement;
  if (
    !(details instanceof HTMLDetailsElement) ||
    details.open ||
    element === details.querySelector(':scope > summary')
  )
    return style;
  return new Proxy(style, {
    get: (target, property) =>
      property === 'display' ? 'none' : Reflect.get(target, property, target),
  });
};

export {};
