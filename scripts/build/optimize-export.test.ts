import {
  FONT_ATTRIBUTE,
  LOADER,
  classCandidatesOfScript,
  classesOfHtml,
  classesOfSelector,
  deferScripts,
  elementsPresent,
  extractPayload,
  optimizePage,
  pruneCss,
  tagsOfHtml,
} from './optimize-export.mjs';

const SHEET = '/_next/static/chunks/site.css';
const css = [
  '@layer properties{@supports (not (margin-trim:block)){*,:before{--tw-shadow:0 0 #0000}}}',
  '@font-face{font-family:sansFont;src:url(../media/sans.woff2)format("woff2");font-display:swap}',
  "@font-face{font-family:Fallback;src:local('Arial')}",
  ':root{--color-brand:#0a6757;--color-unused:#f00;--tw-ring:0 0 0 1px}',
  '@property --tw-shadow{syntax:"*";inherits:false}',
  '@property --tw-unused{syntax:"*";inherits:false}',
  'body{margin:0}',
  '.flex{display:flex}',
  '.grid{display:grid}',
  '.text-brand{color:var(--color-brand)}',
  '.shadow{box-shadow:var(--tw-shadow)}',
  '@media (min-width:48rem){.md\\:flex{display:flex}.md\\:grid{display:grid}}',
  '.aria-\\[current\\=page\\]\\:font-bold[aria-current=page]{font-weight:700}',
  '.animate-in{animation:fade .2s}@keyframes fade{0%{opacity:0}to{opacity:1}}',
].join('');

const page = `<!DOCTYPE html><html lang="fr"><head><link rel="preload" href="/_next/static/media/sans.woff2" as="font" crossorigin="" type="font/woff2"/><link rel="stylesheet" href="${SHEET}" data-precedence="next"/><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/><script src="/_next/static/chunks/main.js" async=""></script><script src="/_next/static/chunks/legacy.js" noModule=""></script></head><body><div class="flex md:flex text-brand shadow"><a class="aria-[current=page]:font-bold" aria-current="page" href="/">Accueil</a></div><script src="/_next/static/chunks/page.js" async=""></script><script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:{\\"a\\":\\"b\\"}\\n"])</script><script>self.__next_f.push([1,"1:\\"fin\\"\\n"])</script></body></html>`;

const assets: Record<string, string> = {
  [SHEET]: css,
  '/_next/static/chunks/main.js': 'x.className="animate-in "+y',
  '/_next/static/chunks/page.js': 'render()',
};

function optimized() {
  const payloads: string[] = [];
  const html = optimizePage(page, {
    readAsset: (url) => assets[url]!,
    writePayload: (text) => {
      payloads.push(text);
      return '/_next/static/payload/p.txt';
    },
  });
  return { html, payloads };
}

describe('optimize-export', () => {
  it('reads class names from the markup and from selectors, escapes undone', () => {
    expect(classesOfHtml('<p class="a  md:flex">x</p><svg class="b"></svg>')).toEqual(
      new Set(['a', 'md:flex', 'b']),
    );
    expect(classesOfSelector('.md\\:flex>.a')).toEqual(['md:flex', 'a']);
    expect(classesOfSelector('.aria-\\[current\\=page\\]\\:font-bold[aria-current=page]')).toEqual([
      'aria-[current=page]:font-bold',
    ]);
    expect(classesOfSelector('.\\32 xl\\:p-4')).toEqual(['2xl:p-4']);
    expect(classCandidatesOfScript('a="flex gap-2";b=`x`')).toContain('gap-2');
  });

  it('prunes the rules the page cannot use, and the custom properties left unused', () => {
    const pruned = pruneCss(css, new Set(['flex', 'md:flex', 'text-brand', 'shadow']));
    expect(pruned).toContain('.flex{display:flex}');
    expect(pruned).toContain('.md\\:flex{display:flex}');
    expect(pruned).not.toContain('.grid');
    expect(pruned).not.toContain('md\\:grid');
    expect(pruned).toContain('body{margin:0}');
    expect(pruned).toContain('--color-brand:#0a6757');
    expect(pruned).not.toContain('--color-unused');
    expect(pruned).toContain('@property --tw-shadow');
    // The fallback for browsers without @property, which the site does not support.
    expect(pruned).not.toContain('@layer properties');
    expect(pruned).not.toContain('--tw-unused');
    // Kept whole: keyframes are not selectors.
    expect(pruned).toContain('@keyframes fade{0%{opacity:0}to{opacity:1}}');
  });

  it('drops the rules of elements the page does not have, form fields’ parts included', () => {
    const tags = tagsOfHtml(
      '<html><body><p>Texte</p><button>Envoyer</button><svg></svg></body></html>',
    );
    expect(tags).toEqual(new Set(['html', 'body', 'p', 'button', 'svg']));
    expect(elementsPresent('button', tags)).toBe(true);
    expect(elementsPresent('input:where([type=button])', tags)).toBe(false);
    expect(elementsPresent(':where(select:is([multiple],[size])) optgroup', tags)).toBe(false);
    expect(elementsPresent('::placeholder', tags)).toBe(false);
    expect(elementsPresent('::-webkit-datetime-edit', tags)).toBe(false);
    // A :not() requires nothing; attribute values and classes are not elements.
    expect(elementsPresent(':-moz-focusring:where(:not(iframe))', tags)).toBe(true);
    expect(elementsPresent('[type=button].md\\:flex', tags)).toBe(true);
    expect(elementsPresent('.bg-\\[radial-gradient\\(5\\%\\,theme\\(x\\)\\)\\]', tags)).toBe(true);
    expect(elementsPresent('[data-x="a b"] > p', tags)).toBe(true);
    const pruned = pruneCss(
      'code,kbd{font-family:mono}button,input,::file-selector-button{font:inherit}textarea{resize:vertical}@keyframes x{from{opacity:0}to{opacity:1}}',
      new Set(),
      tags,
    );
    expect(pruned).toBe('button{font:inherit}@keyframes x{from{opacity:0}to{opacity:1}}');
    expect(pruneCss('textarea{resize:vertical}', new Set())).toBe('textarea{resize:vertical}');
  });

  it('inlines the page’s sheet, pruned to its classes and its scripts’ ones', () => {
    const { html } = optimized();
    const style = html.match(/<style>(.*?)<\/style>/)![1]!;
    expect(style).toContain('.flex{display:flex}');
    expect(style).toContain('.aria-\\[current\\=page\\]\\:font-bold');
    // Rendered later by an island: its rule stays.
    expect(style).toContain('.animate-in');
    expect(style).not.toContain('.grid');
    // The font is not in the sheet any more; its fallback is.
    expect(style).not.toContain('sans.woff2');
    expect(style).toContain("local('Arial')");
  });

  it('keeps the sheet’s link, disabled, so that React adopts the inlined sheet', () => {
    const { html } = optimized();
    expect(html).toContain(
      `<link rel="stylesheet" href="${SHEET}" data-precedence="next" disabled=""/>`,
    );
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('moves the web fonts into a <noscript> and drops their preload', () => {
    const { html } = optimized();
    expect(html).toContain(
      `<noscript ${FONT_ATTRIBUTE}=""><style>@font-face{font-family:sansFont;src:url(/_next/static/media/sans.woff2)format("woff2");font-display:swap}</style></noscript></head>`,
    );
    expect(html).not.toContain('as="font"');
  });

  it('hands every script to the loader, in order, and drops the nomodule one', () => {
    const { html } = optimized();
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).not.toContain('legacy.js');
    expect(html).toContain(
      `<script data-loads="/_next/static/chunks/main.js /_next/static/chunks/page.js" data-payload="/_next/static/payload/p.txt">${LOADER}</script></body>`,
    );
  });

  it('moves the payload out of the page, joined exactly as Next would read it', () => {
    const { html, payloads } = optimized();
    expect(payloads).toEqual(['0:{"a":"b"}\n1:"fin"\n']);
    expect(html).not.toContain('self.__next_f.push([1,');
    // The bootstrap that creates the queue stays.
    expect(html).toContain('(self.__next_f=self.__next_f||[]).push([0])');
    expect(extractPayload('<p>sans données</p>')).toEqual({
      page: '<p>sans données</p>',
      payload: null,
    });
  });

  it('leaves a page without scripts alone', () => {
    const html = '<html><head></head><body><p>Texte</p></body></html>';
    expect(deferScripts(html)).toBe(html);
  });
});

describe('the loader', () => {
  const loaderElement = (payload: string | null) => {
    document.head.innerHTML = `<noscript ${FONT_ATTRIBUTE}=""><style>@font-face{font-family:x}</style></noscript>`;
    document.body.innerHTML = '';
    const script = document.createElement('script');
    script.setAttribute('data-loads', '/a.js /b.js');
    if (payload) script.setAttribute('data-payload', payload);
    document.body.append(script);
    return script;
  };

  let listeners: [string, EventListenerOrEventListenerObject, unknown][] = [];

  /** Runs the loader's text as the page would, with its <script> as currentScript. */
  function runLoader(script: HTMLScriptElement) {
    const listen = jest.spyOn(window, 'addEventListener');
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    new Function(LOADER)();
    Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
    listeners = listen.mock.calls.map(([type, listener, options]) => [type, listener, options]);
    listen.mockRestore();
  }

  const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.src);
  const prefetches = () =>
    [...document.head.querySelectorAll('link[rel=prefetch]')].map((l) => l.getAttribute('href'));

  beforeEach(() => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/');
    delete (self as { __next_f?: unknown }).__next_f;
  });
  afterEach(() => {
    // Each test's loader listens on the one window of jsdom: unplug it.
    for (const [type, listener] of listeners) {
      window.removeEventListener(type, listener, true);
      window.removeEventListener(type, listener);
    }
    jest.useRealTimers();
  });

  it('after the first contentful paint, adds the web fonts, then prefetches; runs nothing', () => {
    // The browser's paint timing, stood in for: the test says when the paint is reported.
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
    runLoader(loaderElement('/p.txt'));
    Object.assign(window, { PerformanceObserver: real });

    jest.runOnlyPendingTimers();
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
    report!({ getEntriesByName: () => [] });
    expect(document.head.querySelectorAll('style')).toHaveLength(0);

    report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    expect(document.head.querySelector('style')!.textContent).toBe('@font-face{font-family:x}');
    expect(prefetches()).toEqual([]);
    // The page has loaded (jsdom's document is complete): prefetched when the browser idles.
    jest.runOnlyPendingTimers();
    expect(prefetches()).toEqual(['/p.txt', '/a.js', '/b.js']);
    expect(scripts()).toEqual([]);
  });

  it('waits for the load event where paint timing is missing', () => {
    const real = window.PerformanceObserver;
    Object.assign(window, { PerformanceObserver: undefined });
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    runLoader(loaderElement(null));
    Object.assign(window, { PerformanceObserver: real });
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    window.dispatchEvent(new Event('load'));
    expect(document.head.querySelector('style')!.textContent).toBe('@font-face{font-family:x}');
    jest.runOnlyPendingTimers();
    expect(prefetches()).toEqual(['/a.js', '/b.js']);
    expect(scripts()).toEqual([]);
  });

  it('on the first interaction, hands the payload to Next, then adds the scripts once', async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, text: async () => '0:"données"\n' }));
    global.fetch = fetchMock as unknown as typeof fetch;
    runLoader(loaderElement('/p.txt'));
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((self as { __next_f?: unknown }).__next_f).toEqual([[1, '0:"données"\n']]);
    expect(scripts()).toEqual(['http://localhost/a.js', 'http://localhost/b.js']);
  });

  it('starts nothing when the payload cannot be fetched', async () => {
    global.fetch = jest.fn(async () => ({ ok: false })) as unknown as typeof fetch;
    runLoader(loaderElement('/p.txt'));
    window.dispatchEvent(new Event('touchstart'));
    for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
    expect(scripts()).toEqual([]);
  });

  it('starts at once when the address names a fragment', async () => {
    window.history.replaceState(null, '', '/dashboard#entreprises');
    runLoader(loaderElement(null));
    await Promise.resolve();
    expect(scripts()).toEqual(['http://localhost/a.js', 'http://localhost/b.js']);
  });
});
