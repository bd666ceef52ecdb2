/**
 * A page may run before anyone sees it: Chromium prerenders the next page while the visitor
 * points at its link (the speculation rules of scripts/site-build/speculation.ts), runs its
 * head script, and shows it, activated, only if the link is followed. What belongs to the
 * visit waits for that moment (`document.prerendering`, then `prerenderingchange`): the page
 * loader, with the web fonts' swap and the first-tap logic, and so every notice and island it
 * starts. A page that is never shown has fetched nothing but its document, and nothing of a
 * visit happens twice: a page is activated once.
 *
 * ES5 as it stands: the head script runs below the floor too, where `prerendering` is
 * undefined and `start` runs at once.
 */

declare global {
  interface Document {
    /** Whether the page is being prerendered (Chromium 108+); undefined elsewhere. */
    readonly prerendering?: boolean;
  }
}

/** Runs `start` once the page is shown to the visitor: at once, or at its activation. */
export function whenActivated(start: () => void): void {
  if (!document.prerendering) {
    start();
    return;
  }
  let started = false;
  document.addEventListener('prerenderingchange', function activated() {
    document.removeEventListener('prerenderingchange', activated);
    if (started) return;
    started = true;
    start();
  });
}
