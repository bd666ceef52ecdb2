import {
  ENHANCE_ATTRIBUTE,
  NO_PAINT_REPORTED_DELAY_MS,
  PAGE_SCRIPTS_ID,
  POLYFILLED_ATTRIBUTE,
  POPOVER_POLYFILL_PATH,
} from './contract';
import { activate, forgetPrerendering, setPrerendering } from '@/jest/prerendering';
import { runHeadScript } from '@/jest/run-head';

const html = document.documentElement;
const polyfillScript = () =>
  document.head.querySelector<HTMLScriptElement>(`script[src="${POPOVER_POLYFILL_PATH}"]`);

/** Runs the test with this property of a prototype taken away, as an older browser lacks it. */
function without(prototype: object, property: string, test: () => void) {
  const descriptor = Object.getOwnPropertyDescriptor(prototype, property);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  delete (prototype as any)[property];
  try {
    test();
  } finally {
    if (descriptor) Object.defineProperty(prototype, property, descriptor);
  }
}

describe('head script', () => {
  let undo = () => {};
  afterEach(() => {
    undo();
    polyfillScript()?.remove();
    document.body.innerHTML = '';
  });

  it('marks a browser of the floor, and asks for no polyfill where popover is native', () => {
    undo = runHeadScript();
    expect(html).toHaveAttribute(ENHANCE_ATTRIBUTE);
    expect(polyfillScript()).toBeNull();
    expect(window.__earlyNotice).toBeNull();
    // Popover works: the loader may start the page's scripts at once.
    const start = jest.fn();
    window.__enhance!.ready(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts no enhancement below the floor: the page stays plain HTML (the web fonts still come)', () => {
    without(Array.prototype, 'findLast', () => {
      undo = runHeadScript();
    });
    expect(html).not.toHaveAttribute(ENHANCE_ATTRIBUTE);
    expect(polyfillScript()).toBeNull();
    expect(window.__earlyNotice).toBeUndefined();
    // The loader finds no way to start the page's scripts.
    expect(window.__enhance).toBeUndefined();
  });

  it('starts no enhancement where lookbehind is missing (Safari before 16.4)', () => {
    const real = window.RegExp;
    const withoutLookbehind = function (pattern: string) {
      if (pattern.includes('(?<=')) throw new SyntaxError('Invalid regular expression');
      return new real(pattern);
    };
    Object.assign(window, { RegExp: withoutLookbehind });
    try {
      undo = runHeadScript();
    } finally {
      Object.assign(window, { RegExp: real });
    }
    expect(html).not.toHaveAttribute(ENHANCE_ATTRIBUTE);
    expect(window.__enhance).toBeUndefined();
  });

  it('fetches the popover polyfill where popover is missing, and replays the taps that came first', () => {
    document.body.innerHTML = `
      <button type="button" popovertarget="menu">Menu</button><div id="menu" popover="auto">Liens</div>
      <form data-early-input="submit" data-early-input-fallback="avis"><button>Envoyer</button></form>
      <div id="avis" popover="auto">Formulaire non connecté</div>`;
    const menuButton = document.querySelector('button')!;
    const clicks = jest.fn();
    const start = jest.fn();
    const descriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'popover')!;
    without(HTMLElement.prototype, 'popover', () => {
      undo = runHeadScript();
      expect(polyfillScript()).not.toBeNull();
      expect(html).not.toHaveAttribute(POLYFILLED_ATTRIBUTE);
      window.__enhance!.ready(start);

      // Tapped before the polyfill has run: kept for it.
      menuButton.click();
      document.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
      expect(document.getElementById('avis')).not.toBeVisible();

      // The polyfill arrives (the test's popover stand-in plays its part).
      Object.defineProperty(HTMLElement.prototype, 'popover', descriptor);
      menuButton.addEventListener('click', clicks);
      // The page's scripts wait for it.
      expect(start).not.toHaveBeenCalled();
      polyfillScript()!.dispatchEvent(new Event('load'));
    });
    expect(start).toHaveBeenCalledTimes(1);
    expect(html).toHaveAttribute(POLYFILLED_ATTRIBUTE);
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(document.getElementById('menu')).toBeVisible();
    expect(document.getElementById('avis')).toBeVisible();
  });

  it('keeps one FAQ answer open at a time where <details name> is not exclusive yet', async () => {
    expect('name' in HTMLDetailsElement.prototype).toBe(false);
    document.body.innerHTML = ['a', 'b', 'c']
      .map((id) => `<details name="faq" id="${id}"><summary>${id}</summary>…</details>`)
      .join('');
    undo = runHeadScript();
    const details = (id: string) => document.getElementById(id) as HTMLDetailsElement;
    details('a').open = true;
    await new Promise((resolve) => setTimeout(resolve, 0));
    details('b').open = true;
    // jsdom fires `toggle` in a task, as browsers do.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(['a', 'b', 'c'].filter((id) => details(id).open)).toEqual(['b']);
  });

  describe('adds the page loader once the page has painted and is parsed', () => {
    const loaderScript = () => document.head.querySelector('script[src="/l.js"]');
    /** The web font's preload, as the loader's FontFace fetches it (CORS, no credentials). */
    const fontPreloads = () =>
      document.head.querySelectorAll(
        'link[rel="preload"][as="font"][href="/f.woff2"][crossorigin=""]',
      );
    let report: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
    const real = window.PerformanceObserver;
    /** A browser that reports paints (`reports`), or one that reports none (headless Firefox). */
    function observer(reports: boolean) {
      class FakeObserver {
        static supportedEntryTypes = ['paint'];
        constructor(callback: typeof report) {
          if (reports) report = callback;
        }
        observe() {}
        disconnect() {}
      }
      Object.assign(window, { PerformanceObserver: FakeObserver });
    }
    const firstContentfulPaint = () =>
      report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    const readyState = (value: DocumentReadyState) =>
      Object.defineProperty(document, 'readyState', { value, configurable: true });

    /** The page's load, once it is parsed whole. */
    const loaded = () => {
      readyState('complete');
      window.dispatchEvent(new Event('load'));
    };

    // Timers the test moves: the fallback where no paint is reported counts from the load.
    beforeEach(() => {
      jest.useFakeTimers();
      document.body.innerHTML = `<script type="application/json" id="${PAGE_SCRIPTS_ID}">{"loader":"/l.js","payload":null,"scripts":[],"fonts":["/f.woff2"]}</script>`;
      readyState('loading');
    });
    afterEach(() => {
      jest.useRealTimers();
      Object.assign(window, { PerformanceObserver: real });
      delete (document as { readyState?: unknown }).readyState;
      loaderScript()?.remove();
      fontPreloads().forEach((preload) => preload.remove());
      report = undefined;
    });

    it('after the first contentful paint, once the document is parsed, with the web font it adds', () => {
      observer(true);
      undo = runHeadScript();
      expect(loaderScript()).toBeNull();
      firstContentfulPaint();
      // Painted, but the end of the page (its data block) is still to come.
      expect(loaderScript()).toBeNull();
      expect(fontPreloads()).toHaveLength(0);
      readyState('interactive');
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(loaderScript()).not.toBeNull();
      expect(fontPreloads()).toHaveLength(1);
      window.dispatchEvent(new Event('load'));
      expect(document.head.querySelectorAll('script[src="/l.js"]')).toHaveLength(1);
      expect(fontPreloads()).toHaveLength(1);
    });

    it('a second after the page’s load where no paint is reported (headless Firefox), below the floor too', () => {
      observer(false);
      without(Array.prototype, 'findLast', () => {
        undo = runHeadScript();
      });
      expect(html).not.toHaveAttribute(ENHANCE_ATTRIBUTE);
      loaded();
      // The load can come long before the paint is shown (a busy phone): not yet.
      jest.advanceTimersByTime(NO_PAINT_REPORTED_DELAY_MS - 10);
      expect(loaderScript()).toBeNull();
      jest.advanceTimersByTime(10);
      expect(loaderScript()).not.toBeNull();
      expect(fontPreloads()).toHaveLength(1);
    });

    it('once only, when the paint is reported after all', () => {
      observer(true);
      undo = runHeadScript();
      loaded();
      firstContentfulPaint();
      expect(loaderScript()).not.toBeNull();
      jest.advanceTimersByTime(NO_PAINT_REPORTED_DELAY_MS);
      expect(document.head.querySelectorAll('script[src="/l.js"]')).toHaveLength(1);
    });

    it('leaves the full sheet disabled: the page is styled once before the first tap', () => {
      observer(true);
      document.head.insertAdjacentHTML(
        'beforeend',
        '<link rel="stylesheet" href="/s.css" disabled="">',
      );
      const sheet = document.head.querySelector('link[rel=stylesheet]')!;
      try {
        undo = runHeadScript();
        readyState('interactive');
        firstContentfulPaint();
        expect(loaderScript()).not.toBeNull();
        expect(sheet).toHaveAttribute('disabled');
      } finally {
        sheet.remove();
      }
    });

    describe('in a page prerendered on the visitor’s intent (speculation rules)', () => {
      afterEach(forgetPrerendering);

      it('neither the loader nor the web font before the page is shown, whatever its load says; once, when it is', () => {
        observer(true);
        setPrerendering(true);
        undo = runHeadScript();
        loaded();
        jest.advanceTimersByTime(NO_PAINT_REPORTED_DELAY_MS * 10);
        // Chromium reports no paint of a page it has not shown: nothing watches for one yet.
        expect(report).toBeUndefined();
        expect(loaderScript()).toBeNull();
        expect(fontPreloads()).toHaveLength(0);

        activate();
        // Shown: the loader comes once its first paint is reported, as on any page.
        expect(loaderScript()).toBeNull();
        firstContentfulPaint();
        expect(loaderScript()).not.toBeNull();
        expect(fontPreloads()).toHaveLength(1);
        document.dispatchEvent(new Event('prerenderingchange'));
        firstContentfulPaint();
        jest.advanceTimersByTime(NO_PAINT_REPORTED_DELAY_MS);
        expect(document.head.querySelectorAll('script[src="/l.js"]')).toHaveLength(1);
        expect(fontPreloads()).toHaveLength(1);
      });

      it('where no paint is reported, a second after its activation, not after its load', () => {
        observer(false);
        setPrerendering(true);
        undo = runHeadScript();
        loaded();
        jest.advanceTimersByTime(NO_PAINT_REPORTED_DELAY_MS * 10);
        expect(loaderScript()).toBeNull();
        activate();
        jest.advanceTimersByTime(NO_PAINT_REPORTED_DELAY_MS - 10);
        expect(loaderScript()).toBeNull();
        jest.advanceTimersByTime(10);
        expect(loaderScript()).not.toBeNull();
      });
    });

    it('not on a page without scripts', () => {
      document.body.innerHTML = '';
      readyState('complete');
      undo = runHeadScript();
      jest.advanceTimersByTime(NO_PAINT_REPORTED_DELAY_MS);
      expect(document.head.querySelector('script[src]')).toBeNull();
    });
  });

  it('closes what is open of the page’s popovers as it is left for the back/forward cache, and only that', () => {
    document.body.innerHTML = `
      <button type="button" popovertarget="menu">Menu</button><div id="menu" popover="auto">Liens</div>
      <div id="avis" popover="manual">Aperçu non disponible</div><div id="autre" popover="manual">Autre</div>
      <details open><summary>Question</summary>Réponse</details>`;
    undo = runHeadScript();
    const popover = (id: string) => document.getElementById(id)!;
    popover('menu').showPopover();
    popover('avis').showPopover();
    const closing = jest.fn();
    popover('autre').addEventListener('toggle', closing);
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    expect(popover('menu')).not.toBeVisible();
    expect(popover('avis')).not.toBeVisible();
    // A closed popover is left alone; what the visitor opened of the page itself stays.
    expect(closing).not.toHaveBeenCalled();
    expect(document.querySelector('details')).toHaveAttribute('open');
  });

  it('keeps the taps, keys and fragment changes for the loader until it comes', () => {
    undo = runHeadScript();
    document.body.innerHTML = '<button type="button">Voir</button>';
    const button = document.querySelector('button')!;
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.click();
    window.dispatchEvent(new Event('hashchange'));
    window.dispatchEvent(new Event('scroll'));
    const kept = window.__enhance!.q as Event[];
    expect(kept.map((event) => event.type)).toEqual(['pointerdown', 'click', 'hashchange']);
    expect(kept[1]!.target).toBe(button);
  });
});
