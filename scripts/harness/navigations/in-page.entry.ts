/**
 * What the link bench's navigations (./runs.ts) read in the visitor's page, as
 * `window.__navigation`, defined once per document: where the visitor presses on the first
 * page, and the next page's own record of its arrival.
 */
import type { PageTiming, Target } from './arrival';

declare global {
  interface PerformanceNavigationTiming {
    /** When a prerendered page was shown (Chromium 108+); 0 or undefined otherwise. */
    readonly activationStart?: number;
  }
}

/** The next page's own record of its arrival (its entries are buffered: read after the click). */
function pageTiming(): PageTiming {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!navigation) throw new Error('No navigation entry');
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return {
    path: location.pathname,
    timeOrigin: performance.timeOrigin,
    activationStart: navigation.activationStart || 0,
    firstContentfulPaint: paint ? paint.startTime : null,
    responseStart: navigation.responseStart,
    responseEnd: navigation.responseEnd,
    domContentLoaded: navigation.domContentLoadedEventStart,
    documentBytes: navigation.transferSize,
    files: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      (entry) => ({
        name: new URL(entry.name).pathname,
        startTime: entry.startTime,
        bytes: entry.transferSize,
      }),
    ),
  };
}

function centre(element: Element) {
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2, box };
}

/** Whether a person sees `element` and can press it: in the window, not covered. */
function pressable(element: Element) {
  const { x, y, box } = centre(element);
  if (!box.width || !box.height || box.top < 0 || box.bottom > innerHeight) return false;
  const hit = document.elementFromPoint(x, y);
  return Boolean(hit && (hit === element || element.contains(hit)));
}

const at = (element: Element) => {
  const { x, y } = centre(element);
  return { x, y };
};

/**
 * Whether the page has loaded, and the centre of the first link to `to` that a person sees
 * and can press; else, where the phone menu holds one, the menu button's and the link's, the
 * menu opened an instant to read it.
 */
function pressTarget(to: string): Target {
  const links = () =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].filter(
      (link) => new URL(link.href).pathname === to && new URL(link.href).hash === '',
    );
  const ready = document.readyState === 'complete';
  const path = location.pathname;
  const seen = links().find(pressable);
  if (seen) return { path, ready, link: at(seen), menu: null };
  const button = [...document.querySelectorAll('button[popovertarget]')].find(
    (candidate) => candidate.textContent?.trim() === 'Menu' && pressable(candidate),
  );
  const panel = button && document.getElementById(button.getAttribute('popovertarget') ?? '');
  if (!button || !panel) return { path, ready, link: null, menu: null };
  panel.showPopover();
  const inMenu = links().find((link) => panel.contains(link) && pressable(link));
  const found = {
    path,
    ready,
    link: inMenu ? at(inMenu) : null,
    menu: inMenu ? at(button) : null,
  };
  panel.hidePopover();
  return found;
}

const page = window as unknown as { __navigation?: object };
page.__navigation ??= { pageTiming, pressTarget };
