/**
 * A page prerendered, then shown, as Chromium tells it (`document.prerendering`, then
 * `prerenderingchange`), which jsdom has no notion of: for the tests of the head script's
 * wait for activation (lib/browser/activation.ts).
 */

/** Says whether the page is being prerendered, until `forgetPrerendering`. */
export const setPrerendering = (value: boolean) =>
  Object.defineProperty(document, 'prerendering', { value, configurable: true });

/** The page shown: no longer prerendered, and the event Chromium fires then. */
export function activate() {
  setPrerendering(false);
  document.dispatchEvent(new Event('prerenderingchange'));
}

/** Back to jsdom's document, which never prerenders. */
export const forgetPrerendering = () => {
  delete (document as { prerendering?: unknown }).prerendering;
};
