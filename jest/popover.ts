/**
 * jsdom has no popover API. This stand-in gives unit tests the few parts of the HTML
 * specification the islands rely on: the `popover` property, showPopover(), hidePopover(), togglePopover(), the
 * :popover-open state, the `toggle` event with its newState, and a `popovertarget`
 * button's default action (skipped when a handler cancels the click). Closed popovers
 * are display: none, as the browser's own style sheet makes them. The real platform is
 * exercised by the end-to-end tests.
 */
const openPopovers = new WeakSet<Element>();

function setOpen(element: HTMLElement, open: boolean) {
  if (!element.hasAttribute('popover') || openPopovers.has(element) === open) return;
  if (open) openPopovers.add(element);
  else openPopovers.delete(element);
  const event = new Event('toggle');
  Object.assign(event, { newState: open ? 'open' : 'closed', oldState: open ? 'closed' : 'open' });
  element.dispatchEvent(event);
}

// The `popover` property reflects its attribute, as in browsers that have popover (the
// islands and the head script look for it before using the rest).
Object.defineProperty(HTMLElement.prototype, 'popover', {
  configurable: true,
  get(this: HTMLElement) {
    return this.getAttribute('popover');
  },
  set(this: HTMLElement, value: string | null) {
    if (value === null) this.removeAttribute('popover');
    else this.setAttribute('popover', value);
  },
});

Object.assign(HTMLElement.prototype, {
  showPopover(this: HTMLElement) {
    setOpen(this, true);
  },
  hidePopover(this: HTMLElement) {
    setOpen(this, false);
  },
  togglePopover(this: HTMLElement) {
    setOpen(this, !openPopovers.has(this));
    return openPopovers.has(this);
  },
});

const matches = Element.prototype.matches;
Element.prototype.matches = function (selectors: string) {
  if (selectors === ':popover-open') return openPopovers.has(this);
  return matches.call(this, selectors);
};

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest?.('button[popovertarget]');
  // No default action where a test took popover away (an older browser).
  if (!button || event.defaultPrevented || !('popover' in HTMLElement.prototype)) return;
  const target = document.getElementById(button.getAttribute('popovertarget')!);
  if (!(target instanceof HTMLElement)) return;
  const action = button.getAttribute('popovertargetaction') ?? 'toggle';
  if (action === 'show') target.showPopover();
  else if (action === 'hide') target.hidePopover();
  else target.togglePopover();
});

// Without touching the element (React would see a changed attribute when it hydrates).
const computedStyle = window.getComputedStyle;
window.getComputedStyle = function (element: Element, pseudo?: string | null) {
  const style = computedStyle.call(window, element, pseudo);
  if (!element.hasAttribute('popover') || openPopovers.has(element)) return style;
  return new Proxy(style, {
    get: (target, property) =>
      property === 'display' ? 'none' : Reflect.get(target, property, target),
  });
};

export {};
