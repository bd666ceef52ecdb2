import { appendToHead } from './dom';

describe('appendToHead (the head script’s and the page loader’s added elements)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('appends the element to <head> with each attribute as written, and returns it', () => {
    const preload = appendToHead('link', {
      rel: 'preload',
      as: 'font',
      crossorigin: '',
      href: '/_next/static/media/font.woff2',
    });
    expect(preload.parentNode).toBe(document.head);
    expect(document.head.lastElementChild).toBe(preload);
    expect(preload.outerHTML).toBe(
      '<link rel="preload" as="font" crossorigin="" href="/_next/static/media/font.woff2">',
    );
  });

  it('gives back the element itself, on which the caller sets its handlers', () => {
    const script = appendToHead('script', { src: '/popover-polyfill.js' });
    expect(script).toBeInstanceOf(HTMLScriptElement);
    expect(script).toBe(document.head.querySelector('script[src="/popover-polyfill.js"]'));
  });
});
