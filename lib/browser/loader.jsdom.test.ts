/**
 * The page loader, run as a page runs it: the head script first (it keeps the taps and keys
 * in `__enhance.q`), then the loader once it has come. The real export is checked by the
 * end-to-end tests (e2e/floor.spec.ts hydrates every page after a first key).
 */
import { FONT_ATTRIBUTE, PAGE_SCRIPTS_ID, SLACK_ATTRIBUTE } from './contract';
import { runHeadScript } from '@/jest/run-head';
import { runLoader } from './loader';
import { CLICK_AFTER_RELEASE_MS } from './presses';

const SCRIPTS = ['/a.js', '/b.js'];

let undoHead = () => {};

/**
 * The page as the loader finds it: its sheet (disabled), its web fonts, its data block,
 * and the head script run (unless `floor` is false: a browser below the floor).
 */
function pageWith({ payload = '/p.js' as string | null, floor = true } = {}) {
  document.head.innerHTML = `<link rel="stylesheet" href="/s.css" disabled=""><noscript ${FONT_ATTRIBUTE}=""><style>@font-face{font-family:x}</style></noscript>`;
  document.body.innerHTML = `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${JSON.stringify({ loader: '/l.js', payload, scripts: SCRIPTS, fonts: [] })}</script>`;
  undoHead();
  undoHead = floor ? runHeadScript() : () => {};
  // The head script adds the loader's <script src> once the page has painted; jsdom does not
  // fetch it.
  document.head.querySelector('script[src="/l.js"]')?.remove();
}

/** The loader's file, come and run. */
const loaderRuns = () => runLoader();

const sheet = () => document.head.querySelector<HTMLLinkElement>('link[rel=stylesheet]')!;
const added = () =>
  [...document.body.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => ({
    src: s.getAttribute('src'),
    async: s.async,
  }));
const preloads = () =>
  [...document.head.querySelectorAll('link[rel=preload]')].map(
    (link) =>
      `${link.getAttribute('as')} ${link.getAttribute('href')} ${link.getAttribute('fetchpriority')}`,
  );
const fire = (type: string, target: EventTarget = document.body) =>
  target.dispatchEvent(new Event(type, { bubbles: true }));
/** The frame after the event, then the task after its paint. */
const nextPaint = () => jest.advanceTimersByTime(50);
const started = () => !sheet().hasAttribute('disabled');

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  // The loader's guard of the address (keepFollowedFragment) stays on the page it ran in.
  delete (window.history as Partial<History>).replaceState;
  // A test's fonts of the document, faked (fakeWebFonts).
  delete (document as { fonts?: unknown }).fonts;
  undoHead();
  undoHead = () => {};
  jest.useRealTimers();
});

/**
 * What the browser gives the loader for its web fonts, faked: a constructed sheet that parses
 * the <noscript>'s rules, FontFace, whose load resolves at once, and the document's fonts.
 * `restore` puts the window's own back once the loader has run; the document's go after each
 * test. `onAdd` sees the document as each face joins it.
 */
function fakeWebFonts(onAdd = () => {}) {
  const faces: { family: string; source: string; descriptors: FontFaceDescriptors }[] = [];
  const added: unknown[] = [];
  class FakeSheet {
    cssRules: { style: { getPropertyValue(name: string): string } }[] = [];
    replaceSync(css: string) {
      expect(css).toBe('@font-face{font-family:x}');
      const values: Record<string, string> = {
        'font-family': '"sansFont"',
        src: 'url("/f.woff2") format("woff2")',
        'font-weight': '200 800',
        'font-display': 'swap',
      };
      this.cssRules = [{ style: { getPropertyValue: (name) => values[name] ?? '' } }];
    }
  }
  class FakeFontFace {
    constructor(family: string, source: string, descriptors: FontFaceDescriptors) {
      faces.push({ family, source, descriptors });
    }
    load() {
      return Promise.resolve(this);
    }
  }
  const real = { CSSStyleSheet: window.CSSStyleSheet, FontFace: window.FontFace };
  Object.assign(window, { CSSStyleSheet: FakeSheet, FontFace: FakeFontFace });
  Object.defineProperty(document, 'fonts', {
    value: {
      add: (face: unknown) => {
        onAdd();
        added.push(face);
      },
    },
    configurable: true,
  });
  return {
    faces,
    added,
    restore: () => Object.assign(window, real),
  };
}

/**
 * The page with its web fonts faked, and the loader run; `before`, what the visitor does
 * before it comes.
 */
function loaderRunsOverFakeFonts(before = () => {}) {
  const fonts = fakeWebFonts();
  try {
    pageWith();
    before();
    loaderRuns();
  } finally {
    fonts.restore();
  }
  return fonts;
}

/** The microtasks in which a loaded face is handed on. */
async function faceLoaded() {
  for (let i = 0; i < 3; i += 1) await Promise.resolve();
}

describe('the page loader', () => {
  it('fetches and runs nothing before the first tap or key', () => {
    pageWith();
    loaderRuns();
    fire('load', window);
    fire('scroll');
    fire('pointermove');
    jest.runOnlyPendingTimers();
    expect(preloads()).toEqual([]);
    expect(added()).toEqual([]);
    expect(started()).toBe(false);
  });

  it('starts only once the tap’s click has been answered and painted, then in order: sheet, payload, scripts', () => {
    pageWith();
    loaderRuns();
    fire('pointerdown');
    nextPaint();
    // The finger is still down: nothing yet.
    expect(started()).toBe(false);
    fire('click');
    expect(started()).toBe(false);
    nextPaint();
    expect(started()).toBe(true);
    // Everything is on its way at once; nothing runs before the full sheet applies.
    expect(preloads()).toEqual([
      'script /p.js low',
      'script /a.js low',
      'script /b.js low',
      'style /s.css low',
    ]);
    expect(added()).toEqual([]);
    fire('load', sheet());
    expect(added()).toEqual([{ src: '/p.js', async: true }]);
    fire('load', document.body.querySelector('script[src="/p.js"]')!);
    expect(added()).toEqual([
      { src: '/p.js', async: true },
      { src: '/a.js', async: true },
      { src: '/b.js', async: true },
    ]);
    // Started once, whatever comes next.
    fire('keydown');
    fire('keyup');
    jest.runOnlyPendingTimers();
    expect(preloads().filter((line) => line.includes('/a.js'))).toHaveLength(1);
    expect(added()).toHaveLength(3);
  });

  it('reads the taps kept before it came: a tap already answered starts it in the next frame', () => {
    pageWith();
    fire('pointerdown');
    fire('pointerup');
    fire('click');
    jest.runOnlyPendingTimers();
    expect(started()).toBe(false);
    loaderRuns();
    expect(started()).toBe(false);
    nextPaint();
    expect(started()).toBe(true);
  });

  it('waits for the release of a finger still down when it comes', () => {
    pageWith();
    fire('pointerdown');
    loaderRuns();
    nextPaint();
    expect(started()).toBe(false);
    fire('click');
    nextPaint();
    expect(started()).toBe(true);
  });

  it('starts after focus comes to a control, in the next frame', () => {
    pageWith();
    loaderRuns();
    fire('focusin');
    expect(started()).toBe(false);
    nextPaint();
    expect(started()).toBe(true);
  });

  it('starts after a key once it is released, and after a press abandoned without a click', () => {
    pageWith();
    loaderRuns();
    fire('keydown');
    nextPaint();
    expect(started()).toBe(false);
    fire('keyup');
    nextPaint();
    expect(started()).toBe(true);

    pageWith();
    loaderRuns();
    fire('pointerdown');
    fire('pointerup');
    nextPaint();
    expect(started()).toBe(false);
    jest.advanceTimersByTime(400);
    expect(started()).toBe(true);
  });

  it('starts nothing while a form is filled, and starts at its submit, after the next frame', () => {
    pageWith();
    loaderRuns();
    const form = document.body.appendChild(document.createElement('form'));
    const field = form.appendChild(document.createElement('textarea'));
    for (const type of ['pointerdown', 'pointerup', 'click', 'focusin', 'keydown', 'keyup']) {
      fire(type, field);
    }
    jest.advanceTimersByTime(400);
    expect(started()).toBe(false);
    fire('submit', form);
    expect(started()).toBe(false);
    nextPaint();
    expect(started()).toBe(true);
  });

  it('starts at once when the address names a fragment, and when the fragment changes', () => {
    pageWith();
    window.history.replaceState(null, '', '/dashboard#entreprises');
    loaderRuns();
    nextPaint();
    expect(started()).toBe(true);

    window.history.replaceState(null, '', '/dashboard');
    pageWith();
    loaderRuns();
    fire('hashchange', window);
    nextPaint();
    expect(started()).toBe(true);
  });

  it('loads each web font through the FontFace API and adds it once loaded: the page is laid out again once', async () => {
    const fonts = loaderRunsOverFakeFonts();
    expect(fonts.faces).toEqual([
      {
        family: 'sansFont',
        source: 'url("/f.woff2") format("woff2")',
        descriptors: {
          weight: '200 800',
          style: 'normal',
          stretch: 'normal',
          unicodeRange: 'U+0-10FFFF',
          display: 'swap',
        },
      },
    ]);
    // Not in the document's fonts until loaded; no rule copied into the page.
    expect(fonts.added).toHaveLength(0);
    await faceLoaded();
    expect(fonts.added).toHaveLength(1);
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
  });

  it('swaps the web font in only once a press under way has ended, after its click', async () => {
    // Pressed before the loader came: kept by the head script, read by the loader.
    const fonts = loaderRunsOverFakeFonts(() => fire('pointerdown'));
    await faceLoaded();
    expect(fonts.added).toHaveLength(0);
    fire('pointerup');
    fire('click');
    await faceLoaded();
    // Its click is answered first, in this task; the swap comes in a task of its own.
    expect(fonts.added).toHaveLength(0);
    jest.advanceTimersByTime(0);
    expect(fonts.added).toHaveLength(1);
  });

  it('ends a press released without a click after the finger’s wait for its click', async () => {
    const fonts = loaderRunsOverFakeFonts();
    fire('pointerdown');
    await faceLoaded();
    expect(fonts.added).toHaveLength(0);
    fire('pointerup');
    jest.advanceTimersByTime(CLICK_AFTER_RELEASE_MS - 1);
    expect(fonts.added).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(fonts.added).toHaveLength(0);
    // The swap's own task (a timer set during another is due a millisecond later here).
    jest.advanceTimersByTime(1);
    expect(fonts.added).toHaveLength(1);
  });

  it('keeps the height of a slack box in view through the swap, and gives it back once the box has left the viewport', async () => {
    // A page header (its bottom padding is the slack) in view, another box below the fold,
    // and one whose content would eat its padding in the web font: let go at once.
    const observed: Element[] = [];
    let report: (entries: { target: Element; isIntersecting: boolean }[]) => void = () => {};
    class FakeObserver {
      constructor(callback: typeof report) {
        report = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      unobserve(element: Element) {
        if (observed.includes(element)) observed.splice(observed.indexOf(element), 1);
      }
    }
    const heightsAtSwap: string[] = [];
    const realObserver = window.IntersectionObserver;
    Object.assign(window, { IntersectionObserver: FakeObserver });
    const fonts = fakeWebFonts(() => heightsAtSwap.push(...boxes().map((box) => box.style.height)));
    const rect = (top: number, bottom: number) => () =>
      ({ top, bottom, height: bottom - top }) as DOMRect;
    const boxes = () => [...document.querySelectorAll<HTMLElement>(`[${SLACK_ATTRIBUTE}]`)];
    try {
      pageWith();
      document.body.insertAdjacentHTML(
        'afterbegin',
        `<header ${SLACK_ATTRIBUTE}><p>Lead</p></header><div ${SLACK_ATTRIBUTE}><p>Full</p></div><footer ${SLACK_ATTRIBUTE}><p>Below</p></footer>`,
      );
      const [header, full, below] = boxes() as [HTMLElement, HTMLElement, HTMLElement];
      header.getBoundingClientRect = rect(64, 464);
      header.querySelector('p')!.getBoundingClientRect = rect(120, 440); // 24 px of padding left
      full.getBoundingClientRect = rect(464, 600);
      full.querySelector('p')!.getBoundingClientRect = rect(480, 590); // 10 px left: too few
      below.getBoundingClientRect = rect(2000, 2400);
      loaderRuns();
      await faceLoaded();
    } finally {
      fonts.restore();
      Object.assign(window, { IntersectionObserver: realObserver });
    }
    const [header, full, below] = boxes() as [HTMLElement, HTMLElement, HTMLElement];
    // Held while the font joined the document: the boxes in view, not the one below the fold.
    expect(heightsAtSwap).toEqual(['400px', '136px', '']);
    expect(header.style.height).toBe('400px');
    expect(full.style.height).toBe('');
    expect(observed).toEqual([header]);
    report([{ target: header, isIntersecting: true }]);
    expect(header.style.height).toBe('400px');
    report([{ target: header, isIntersecting: false }]);
    expect(header.style.height).toBe('');
    expect(observed).toEqual([]);
    expect(below.style.height).toBe('');
  });

  it('copies the web fonts’ rules into the page where constructed style sheets are missing, below the floor too', () => {
    const real = window.CSSStyleSheet;
    Object.assign(window, { CSSStyleSheet: undefined });
    try {
      for (const floor of [true, false]) {
        pageWith({ floor });
        expect(document.head.querySelectorAll('style')).toHaveLength(0);
        loaderRuns();
        expect(document.head.querySelector('style')!.textContent).toBe('@font-face{font-family:x}');
      }
    } finally {
      Object.assign(window, { CSSStyleSheet: real });
    }
  });

  it('runs nothing below the browser floor (no __enhance)', () => {
    pageWith({ floor: false });
    loaderRuns();
    fire('pointerdown');
    fire('click');
    jest.runOnlyPendingTimers();
    expect(preloads()).toEqual([]);
    expect(started()).toBe(false);
    expect(added()).toEqual([]);
  });

  it('starts nothing when the payload cannot be loaded', () => {
    pageWith();
    loaderRuns();
    fire('focusin');
    nextPaint();
    fire('error', sheet());
    fire('error', document.body.querySelector('script[src="/p.js"]')!);
    expect(added()).toEqual([{ src: '/p.js', async: true }]);
  });

  it('keeps the address’s fragment in each write of Next’s router that stays on the page', () => {
    window.history.replaceState(null, '', '/dashboard#entreprises');
    pageWith({ payload: null });
    loaderRuns();
    fire('focusin');
    nextPaint();
    fire('load', sheet());
    const routerWrites = (url: string) => window.history.replaceState({ __NA: true }, '', url);
    // The router began with #entreprises; the visitor followed a tab's link meanwhile.
    window.location.hash = '#campagnes';
    routerWrites('/dashboard#entreprises');
    expect(window.location.pathname + window.location.hash).toBe('/dashboard#campagnes');
    expect(window.history.state).toEqual({ __NA: true });
    // Again later, with what it still knows; and without a fragment.
    window.location.hash = '#alertes';
    routerWrites('/dashboard#entreprises');
    routerWrites('/dashboard');
    expect(window.location.pathname + window.location.hash).toBe('/dashboard#alertes');
    // Anything else goes through: another address, and writes that are not the router's.
    routerWrites('/tarifs?x=1');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/tarifs?x=1',
    );
    window.history.replaceState(null, '', '/tarifs#questions');
    expect(window.location.hash).toBe('#questions');
  });

  it('runs Next’s scripts at once on a page without payload', () => {
    pageWith({ payload: null });
    loaderRuns();
    fire('focusin');
    nextPaint();
    fire('load', sheet());
    expect(added()).toEqual([
      { src: '/a.js', async: true },
      { src: '/b.js', async: true },
    ]);
  });
});
