/**
 * Back and forward come from the browser's memory: a page the visitor leaves is kept in the
 * back/forward cache, whole, its scripts paused, and shown again as it was when they come
 * back (`pageshow` with `persisted`). What was only passing when they left does not come
 * back with it: the phone menu they left through (or were leaving with the browser's back),
 * a notice answering a press. As the page is put away (`pagehide`), every open popover
 * closes (the menu, a notice's popover); a notice's clock, once running, hears that closing
 * and dismisses the notice (components/notices/notice-clock.tsx). What the visitor chose
 * stays as they left it: an FAQ answer open, a dashboard tab, the contact form's fields, the
 * scroll.
 *
 * Nothing here keeps a page out of that cache in any engine: no `unload` listener, nothing
 * held open. ES5 as it stands (the head script's).
 */

/** Closes each open popover of the page as it is left, through `hide` (native or polyfilled). */
export function closeOnLeaving(hide: (popover: HTMLElement) => void): void {
  window.addEventListener('pagehide', () => {
    const popovers = document.querySelectorAll<HTMLElement>('[popover]');
    for (let index = 0; index < popovers.length; index++) hide(popovers[index]!);
  });
}
