import { headScript } from './head-script';

/**
 * Runs the head script as a page's <head> does, for a unit test; returns what undoes it
 * (its document listeners, its queue and its marks on <html>).
 */
export function runHeadScript() {
  const listen = jest.spyOn(document, 'addEventListener');
  // The script is shipped as text: run exactly that text.
  new Function(headScript)();
  const added = listen.mock.calls.map(([type, listener]) => [type, listener] as const);
  listen.mockRestore();
  return () => {
    for (const [type, listener] of added) document.removeEventListener(type, listener, true);
    delete window.__earlyInput;
    delete window.__enhance;
    for (const name of [...document.documentElement.getAttributeNames()]) {
      if (name.startsWith('data-')) document.documentElement.removeAttribute(name);
    }
  };
}
