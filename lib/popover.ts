/**
 * Popover, where the browser has it: natively (Chrome 114, Firefox 125, Safari 17) or once
 * the polyfill that lib/browser/head.ts loads for the rest of the floor has run. Elsewhere
 * `:popover-open` is an unknown selector, and matches() throws on it: islands ask here.
 */
export function popoverAvailable(): boolean {
  return (
    typeof HTMLElement !== 'undefined' &&
    Object.prototype.hasOwnProperty.call(HTMLElement.prototype, 'popover')
  );
}

/** Whether this popover is open; never, where popovers do not work. */
export function isPopoverOpen(element: Element | null | undefined): boolean {
  return Boolean(element) && popoverAvailable() && element!.matches(':popover-open');
}

/** Closes this popover if it is open. */
export function closePopover(element: Element | null | undefined) {
  if (isPopoverOpen(element)) (element as HTMLElement).hidePopover();
}

/** Opens this popover if it is closed, where popovers work. */
export function openPopover(element: Element | null | undefined) {
  if (element && popoverAvailable() && !isPopoverOpen(element))
    (element as HTMLElement).showPopover();
}
