/**
 * A page through the whole step (optimizePage), on a page shaped like Next's output
 * (next-page.fixture.ts): the CSS Beasties keeps, and one CSS, the page's own, from the first
 * paint.
 */
import { SHEET, page, optimized, inlineCss } from './next-page.fixture';

describe('optimizePage: the CSS Beasties inlines', () => {
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

  it('keeps at-rules and layers in their order, and Tailwind’s fallback for every browser instead of @property', async () => {
    const style = inlineCss((await optimized()).html);
    expect(style).toContain('@layer popover-polyfill;');
    expect(style).toContain('@layer properties{*,:before,:after{--tw-shadow:0 0 #0000}}');
    expect(style).not.toContain('@property');
    expect(style).toContain('@keyframes fade');
    expect(style.indexOf('@layer popover-polyfill')).toBeLessThan(
      style.indexOf('@layer properties'),
    );
  });

  it('refuses a page it has optimized already, whose sheet has lost its web fonts', async () => {
    const { html } = await optimized();
    await expect(optimized(html)).rejects.toThrow('optimized already');
  });
});

describe('optimizePage: one CSS, the page’s own, from the first paint', () => {
  // A page marking where its first window ends (FIRST_SCREEN_ATTRIBUTE): a mark for the
  // budget on the first round trip (scripts/site-build/budgets.ts), which changes nothing here.
  const marked = page.replace(
    '<article class="prose">',
    '<article class="prose" data-first-screen="">',
  );

  it('inlines the rules of every element of the page, before and after its first window', async () => {
    for (const html of [page, marked]) {
      const style = inlineCss((await optimized(html)).html);
      expect(style).toContain('.prose :is(h2,h3)');
      // Used only after the first window.
      expect(style).toContain('.menu:popover-open');
      expect(style).toContain('.group:hover .group-hover\\:underline');
      expect(style).toContain('-webkit-progress-value');
    }
  });

  it('hides nothing, and loads no sheet of its own: one <style>, the full sheet disabled until the first tap', async () => {
    const { html } = await optimized(marked);
    expect(html).not.toMatch(/visibility:hidden|data-later/);
    expect(html.match(/<style>/g)).toHaveLength(2); // the page's, and the web fonts' <noscript>
    expect(html).not.toContain('<noscript><link');
    expect(html).toMatch(
      new RegExp(
        `<link rel="stylesheet" href="${SHEET}" data-precedence="next" disabled=""\\s*/?>`,
      ),
    );
    expect(html).toMatch(/<article class="prose" data-first-screen(="")?>/);
  });
});
