/**
 * The pieces of the post-build step, on small pages shaped like Next's output. The step's
 * result on the real export (every page, every flight chunk, the CSS kept, hydration) is
 * checked after the build by e2e/export.desktop.spec.ts.
 */
import {
  FLIGHT_BOOTSTRAP,
  FONT_ATTRIBUTE,
  LOADER,
  absoluteUrls,
  flightChunk,
  optimizePage,
  selectorForMatching,
  splitFontFaces,
  withoutUnusedProperties,
} from './optimize-export.mjs';

const SHEET = '/_next/static/chunks/site.css';
const css = [
  '@layer popover-polyfill;',
  '@layer properties{@supports (not (margin-trim:block)){*,:before,:after{--tw-shadow:0 0 #0000}}}',
  '@font-face{font-family:sansFont;src:url(../media/sans.woff2)format("woff2");font-display:swap}',
  "@font-face{font-family:Fallback;src:local('Arial');size-adjust:105%}",
  ':root{--font-sans:sansFont,Fallback}',
  '@property --tw-shadow{syntax:"*";inherits:false}',
  'body{margin:0;font-family:var(--font-sans)}',
  '.flex{display:flex}',
  '.shadow{box-shadow:var(--tw-shadow)}',
  '.grid{display:grid}',
  '.prose :is(h2,h3){margin-top:2em}',
  '.menu:popover-open{display:block}',
  '.group:hover .group-hover\\:underline{text-decoration:underline}',
  '@media (min-width:48rem){.md\\:flex{display:flex}.md\\:grid{display:grid}}',
  '.animate-in{animation:fade .2s}@keyframes fade{0%{opacity:0}to{opacity:1}}',
  '.\\[\\&\\:\\:-webkit-progress-value\\]\\:bg-brand-600::-webkit-progress-value{background:teal}',
].join('');

// As Next writes a page: the sheet, preloads, async scripts, a nomodule polyfill, and the
// flight data as inline pushes (text chunks, and a binary one).
const page = `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><link rel="preload" href="/_next/static/media/sans.woff2" as="font" crossorigin="" type="font/woff2"/><link rel="stylesheet" href="${SHEET}" data-precedence="next"/><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/><script src="/_next/static/chunks/main.js" async=""></script><script>(function(){var head=1})();</script><script src="/_next/static/chunks/legacy.js" noModule=""></script></head><body><div class="flex shadow md:flex"><article class="prose"><h2>Titre</h2></article><div class="group"><a class="group-hover:underline" href="/">Accueil</a></div><div class="menu" popover="auto">Menu</div><progress class="[&amp;::-webkit-progress-value]:bg-brand-600" value="1" max="2"></progress></div><script type="application/ld+json">{"@type":"FAQPage"}</script><script src="/_next/static/chunks/page.js" async=""></script><script>${FLIGHT_BOOTSTRAP}</script><script>self.__next_f.push([1,"0:{\\"a\\":\\"b\\"}\\n"])</script><script>self.__next_f.push([3,"AAEC"])</script><script>self.__next_f.push([1,"1:\\"fin\\"\\n"])</script></body></html>`;

async function optimized(html = page) {
  const written: { dir: string; extension: string; text: string }[] = [];
  const result = await optimizePage(html, {
    readAsset: (url) => {
      if (url !== SHEET) throw new Error(`unexpected read of ${url}`);
      return css;
    },
    writeAsset: (dir, extension, text) => {
      written.push({ dir, extension, text });
      return `${dir}/payload.${extension}`;
    },
  });
  return { html: result, written };
}

const inlineCss = (html: string) => html.match(/<style>(.*?)<\/style>/s)![1]!;

describe('optimize-export: CSS (Beasties)', () => {
  it('inlines the rules the page’s elements can use, pseudo-classes set aside', async () => {
    const style = inlineCss((await optimized()).html);
    expect(style).toContain('.flex{display:flex}');
    expect(style).toContain('.md\\:flex{display:flex}');
    // A page with an h2 only keeps `:is(h2,h3)`; states a visitor reaches keep theirs.
    expect(style).toContain('.prose :is(h2,h3)');
    expect(style).toContain('.menu:popover-open');
    expect(style).toContain('.group:hover .group-hover\\:underline');
    // A Tailwind class holding `&`, which React writes `&amp;` in the attribute.
    expect(style).toContain('::-webkit-progress-value{background:teal}');
    expect(style).not.toContain('.grid');
    expect(style).not.toContain('md\\:grid');
  });

  it('keeps at-rules, layers in their order and Tailwind’s fallback for browsers without @property', async () => {
    const style = inlineCss((await optimized()).html);
    expect(style).toContain('@layer popover-polyfill;');
    expect(style).toMatch(/@layer properties\{@supports/);
    expect(style).toContain('@property --tw-shadow');
    expect(style).toContain('@keyframes fade');
    expect(style.indexOf('@layer popover-polyfill')).toBeLessThan(
      style.indexOf('@layer properties'),
    );
  });

  it('keeps the local fallback faces inline and moves the web font to a <noscript>', async () => {
    const { html } = await optimized();
    expect(inlineCss(html)).toContain("@font-face{font-family:Fallback;src:local('Arial')");
    expect(inlineCss(html)).not.toContain('sans.woff2');
    expect(html).toContain(
      `<noscript ${FONT_ATTRIBUTE}=""><style>@font-face{font-family:sansFont;src:url(/_next/static/media/sans.woff2)format("woff2");font-display:swap}</style></noscript></head>`,
    );
    expect(html).not.toContain('as="font"');
  });

  it('keeps the sheet’s link, disabled, for React to adopt and the loader to enable', async () => {
    const { html } = await optimized();
    expect(html).toMatch(
      new RegExp(
        `<link rel="stylesheet" href="${SHEET}" data-precedence="next" disabled=""\\s*/?>`,
      ),
    );
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(html).not.toContain('data-beasties-container');
  });
});

describe('optimize-export: scripts and payload', () => {
  it('hands Next’s scripts to the loader, in order, and drops the nomodule one and the preloads', async () => {
    const { html } = await optimized();
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).not.toMatch(/rel="preload"[^>]*as="script"/);
    expect(html).not.toContain('legacy.js');
    expect(html).toContain(
      `<script data-loads="/_next/static/chunks/main.js /_next/static/chunks/page.js" data-payload="/_next/static/payload/payload.js">${LOADER}</script></body>`,
    );
    // Other inline scripts and data blocks stay where they are.
    expect(html).toContain('<script>(function(){var head=1})();</script>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"FAQPage"}</script>');
  });

  it('moves every flight chunk, text and binary, into one script file, in order; the bootstrap stays', async () => {
    const { html, written } = await optimized();
    expect(written).toEqual([
      {
        dir: '/_next/static/payload',
        extension: 'js',
        text: 'self.__next_f.push([1,"0:{\\"a\\":\\"b\\"}\\n"]);\nself.__next_f.push([3,"AAEC"]);\nself.__next_f.push([1,"1:\\"fin\\"\\n"]);\n',
      },
    ]);
    expect(html).not.toContain('self.__next_f.push([');
    expect(html).toContain(`<script>${FLIGHT_BOOTSTRAP}</script>`);
    // Run in order after the bootstrap, the file gives Next the chunks as its inline scripts did.
    const next = { __next_f: [] as unknown[] };
    new Function('self', `(self.__next_f=self.__next_f||[]).push([0]);${written[0]!.text}`)(next);
    expect(next.__next_f).toEqual([[0], [1, '0:{"a":"b"}\n'], [3, 'AAEC'], [1, '1:"fin"\n']]);
  });

  it('fails the build on a flight script it does not know, rather than leave it behind', async () => {
    expect(flightChunk(FLIGHT_BOOTSTRAP)).toBeNull();
    expect(flightChunk('self.__next_f.push([2,{"state":1}])')).toBe(
      'self.__next_f.push([2,{"state":1}])',
    );
    expect(() => flightChunk('self.__next_f.push([7,"x"])')).toThrow(/does not know/);
    expect(() => flightChunk('self.__next_f.push(data)')).toThrow(/does not know/);
    await expect(
      optimized(page.replace('</body>', '<script>self.__next_f.unshift([1,"x"])</script></body>')),
    ).rejects.toThrow(/does not know/);
  });

  it('leaves a page without scripts without a loader', async () => {
    const plain = `<!DOCTYPE html><html><head><link rel="stylesheet" href="${SHEET}"/></head><body><p class="flex">Texte</p></body></html>`;
    const { html, written } = await optimized(plain);
    expect(html).not.toContain('data-loads');
    expect(written).toEqual([]);
  });
});

describe('optimize-export: CSS helpers', () => {
  it('matches a selector as the page may come to match it, whatever the visitor does', () => {
    // States are taken as reached; what the HTML decides stays.
    expect(selectorForMatching('.a:hover > .b:focus-visible')).toBe('.a > .b');
    expect(selectorForMatching('.menu:popover-open')).toBe('.menu');
    expect(selectorForMatching('.x:not(:focus)')).toBe('.x');
    expect(selectorForMatching('.y:not(:last-child)')).toBe('.y:not(:last-child)');
    // :is() and :where() keep their static part (Beasties would drop them whole).
    expect(selectorForMatching(':where(.space-y-1>:not(:last-child))')).toBe(
      ':where(.space-y-1 > :not(:last-child))',
    );
    expect(selectorForMatching('.group-hover\\:underline:is(:where(.group):hover *)')).toBe(
      '.group-hover\\:underline:is(:where(.group) *)',
    );
    // A pseudo-element stands for the elements that can have it.
    expect(selectorForMatching('::placeholder')).toBe(':is(input, textarea)');
    expect(selectorForMatching('::backdrop')).toBe(':is(dialog, [popover])');
    expect(selectorForMatching('.a::before')).toBe('.a');
    expect(selectorForMatching('::selection')).toBe('*');
    // Tailwind's arbitrary classes, escaped as CSS wants them.
    // Tailwind's arbitrary classes, with `&` and `>` as React writes them in the HTML, which
    // Beasties reads without decoding.
    expect(selectorForMatching('.print\\:\\[\\&\\>header\\]\\:py-6>header')).toBe(
      '.print\\:\\[\\&amp\\;\\&gt\\;header\\]\\:py-6 > header',
    );
  });

  it('drops the custom properties nothing on the page uses: their @property rule and their fallback line', () => {
    const sheet =
      '@layer properties{@supports (not (margin-trim:block)){*,:before{--tw-used:0;--tw-style:0;--tw-set:0;--tw-unused:0}}}' +
      '@property --tw-used{syntax:"*";inherits:false}@property --tw-style{syntax:"*";inherits:false}@property --tw-set{syntax:"*";inherits:false}@property --tw-unused{syntax:"*";inherits:false}' +
      '.a{box-shadow:var(--tw-used)}.b{--tw-set:1px}';
    const kept = withoutUnusedProperties(sheet, ['width: var(--tw-style)']);
    for (const name of ['--tw-used', '--tw-style', '--tw-set']) {
      expect(kept).toContain(`@property ${name}{`);
      expect(kept).toContain(`${name}:0`);
    }
    expect(kept).not.toContain('--tw-unused');
    expect(kept).toContain('@layer properties{@supports (not (margin-trim:block)){*,:before{');
    // Nothing used: no empty rule left, the layer kept for the order of layers.
    expect(withoutUnusedProperties(sheet.replace(/\.a\{.*$/, ''), [])).toBe('@layer properties{}');
  });

  it('resolves a sheet’s relative url() against the sheet', () => {
    expect(absoluteUrls('a{b:url(../media/x.woff2)}', '/_next/static/chunks/s.css')).toBe(
      'a{b:url(/_next/static/media/x.woff2)}',
    );
    expect(absoluteUrls('a{b:url(data:x)}', '/s.css')).toBe('a{b:url(data:x)}');
  });

  it('sets the @font-face rules apart: downloaded, local, and the rest', () => {
    const { webFonts, localFonts, rest } = splitFontFaces(css);
    expect(webFonts).toContain('sans.woff2');
    expect(localFonts).toContain("local('Arial')");
    expect(rest).not.toContain('@font-face');
    expect(rest).toContain('.flex{display:flex}');
  });
});

describe('the loader', () => {
  const SCRIPTS = ['/a.js', '/b.js'];
  // Every listener the loaders of a test add to the one window of jsdom, to unplug after it.
  let windowListeners: jest.SpyInstance;

  /** The page the loader runs in: its sheet (disabled), its web fonts, its own element. */
  function setUp({ payload = '/p.js', enhance = true } = {}) {
    document.head.innerHTML = `<link rel="stylesheet" href="/s.css" disabled=""><noscript ${FONT_ATTRIBUTE}=""><style>@font-face{font-family:x}</style></noscript>`;
    document.body.innerHTML = '';
    const script = document.createElement('script');
    script.setAttribute('data-loads', SCRIPTS.join(' '));
    if (payload) script.setAttribute('data-payload', payload);
    document.body.append(script);
    if (enhance) window.__enhance = { ready: (start) => start() };
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    new Function(LOADER)();
    Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
  }

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
  const fire = (type: string, target: EventTarget = window) =>
    target.dispatchEvent(new Event(type, { bubbles: true }));
  /** The frame after the event, then the task after its paint. */
  const nextPaint = () => jest.advanceTimersByTime(50);

  beforeEach(() => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/');
    windowListeners = jest.spyOn(window, 'addEventListener');
  });
  afterEach(() => {
    for (const [type, listener] of windowListeners.mock.calls) {
      window.removeEventListener(type, listener, true);
      window.removeEventListener(type, listener);
    }
    windowListeners.mockRestore();
    delete window.__enhance;
    jest.useRealTimers();
  });

  it('fetches and runs nothing before the first tap or key', () => {
    setUp();
    fire('load');
    fire('scroll');
    fire('pointermove');
    jest.runOnlyPendingTimers();
    expect(preloads()).toEqual([]);
    expect(added()).toEqual([]);
    expect(sheet().hasAttribute('disabled')).toBe(true);
  });

  it('starts only once the tap’s click has been answered and painted, then in order: sheet, payload, scripts', () => {
    setUp();
    fire('pointerdown');
    nextPaint();
    // The finger is still down: nothing yet.
    expect(sheet().hasAttribute('disabled')).toBe(true);
    fire('click');
    expect(sheet().hasAttribute('disabled')).toBe(true);
    nextPaint();
    expect(sheet().hasAttribute('disabled')).toBe(false);
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

  it('starts after focus comes to a control, in the next frame', () => {
    setUp();
    fire('focusin');
    expect(sheet().hasAttribute('disabled')).toBe(true);
    nextPaint();
    expect(sheet().hasAttribute('disabled')).toBe(false);
  });

  it('starts after a key once it is released, and after a press abandoned without a click', () => {
    setUp();
    fire('keydown');
    nextPaint();
    expect(sheet().hasAttribute('disabled')).toBe(true);
    fire('keyup');
    nextPaint();
    expect(sheet().hasAttribute('disabled')).toBe(false);

    setUp();
    fire('pointerdown');
    fire('pointerup');
    nextPaint();
    expect(sheet().hasAttribute('disabled')).toBe(true);
    jest.advanceTimersByTime(400);
    expect(sheet().hasAttribute('disabled')).toBe(false);
  });

  it('starts nothing while a form is filled, and starts at its submit, after the next frame', () => {
    setUp();
    const form = document.body.appendChild(document.createElement('form'));
    const field = form.appendChild(document.createElement('textarea'));
    for (const type of ['pointerdown', 'pointerup', 'click', 'focusin', 'keydown', 'keyup']) {
      fire(type, field);
    }
    jest.advanceTimersByTime(400);
    expect(sheet().hasAttribute('disabled')).toBe(true);
    fire('submit', form);
    expect(sheet().hasAttribute('disabled')).toBe(true);
    nextPaint();
    expect(sheet().hasAttribute('disabled')).toBe(false);
  });

  /** The page as the loader finds it: still loading (jsdom's document has loaded). */
  function stillLoading() {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  }
  afterEach(() => {
    delete (document as { readyState?: unknown }).readyState;
  });

  it('adds the web fonts after the first contentful paint', () => {
    let report: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    }
    const real = window.PerformanceObserver;
    Object.assign(window, { PerformanceObserver: FakeObserver });
    stillLoading();
    setUp();
    Object.assign(window, { PerformanceObserver: real });
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
    report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    expect(document.head.querySelector('style')!.textContent).toBe('@font-face{font-family:x}');
    fire('load');
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
  });

  it('adds the web fonts at the page’s load where no paint is reported (headless Firefox)', () => {
    class SilentObserver {
      static supportedEntryTypes = ['paint'];
      observe() {}
      disconnect() {}
    }
    const real = window.PerformanceObserver;
    Object.assign(window, { PerformanceObserver: SilentObserver });
    stillLoading();
    setUp();
    Object.assign(window, { PerformanceObserver: real });
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
    fire('load');
    expect(document.head.querySelector('style')!.textContent).toBe('@font-face{font-family:x}');
  });

  it('runs nothing below the browser floor (no __enhance)', () => {
    setUp({ enhance: false });
    fire('pointerdown');
    fire('click');
    jest.runOnlyPendingTimers();
    expect(preloads()).toEqual([]);
    expect(sheet().hasAttribute('disabled')).toBe(true);
    expect(added()).toEqual([]);
  });

  it('starts nothing when the payload cannot be loaded', () => {
    setUp();
    window.history.replaceState(null, '', '/dashboard#entreprises');
    fire('hashchange');
    nextPaint();
    fire('error', sheet());
    fire('error', document.body.querySelector('script[src="/p.js"]')!);
    expect(added()).toEqual([{ src: '/p.js', async: true }]);
  });
});
