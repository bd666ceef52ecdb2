/**
 * Adds an element to the document's <head>, each attribute set as written (`setAttribute`):
 * a preload's `as` and `crossorigin` then read the same in every engine and in jsdom, which
 * reflects neither as a property. The head script and the page loader both add their
 * scripts and preloads this way; each ships its own copy (the compiler bundles each entry).
 * ES5 as it stands: the head script runs below the floor too.
 */
export function appendToHead<Name extends keyof HTMLElementTagNameMap>(
  name: Name,
  attributes: Record<string, string>,
): HTMLElementTagNameMap[Name] {
  const element = document.createElement(name);
  for (const key in attributes) element.setAttribute(key, attributes[key]!);
  return document.head.appendChild(element);
}
