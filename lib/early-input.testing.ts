import { earlyInputScript } from './early-input';

/**
 * Runs the early-input script as a page's <head> does, for a unit test; returns what
 * undoes it (its document listeners and its queue).
 */
export function runEarlyInputScript() {
  const listen = jest.spyOn(document, 'addEventListener');
  // The script is shipped as text: run exactly that text.
  new Function(earlyInputScript)();
  const added = listen.mock.calls.map(([type, listener]) => [type, listener] as const);
  listen.mockRestore();
  return () => {
    for (const [type, listener] of added) document.removeEventListener(type, listener, true);
    delete window.__earlyInput;
  };
}
