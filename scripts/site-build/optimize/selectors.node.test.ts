/** The selectors Beasties matches against a page, as general as the HTML leaves them. */
import { orTheRoot, selectorForMatching } from './selectors';
import { page, optimized, inlineCss } from './next-page.fixture';

describe('the selectors Beasties matches', () => {
  it('matches a selector as the page may come to match it, whatever the visitor does', () => {
    // States are taken as reached; what the HTML decides stays.
    expect(selectorForMatching('.a:hover > .b:focus-visible')).toBe('.a > .b');
    expect(selectorForMatching('.menu:popover-open')).toBe('.menu');
    expect(selectorForMatching('.dashboard-tab[data-selected]')).toBe('.dashboard-tab');
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

  it('keeps the rules of <html> itself, which Beasties only finds by its classes', async () => {
    // next/font's class on <html> defines the font's custom property: without it the page
    // paints in the system font, and moves when the full sheet comes.
    const root = (html: string) =>
      html.replace('<html lang="fr">', '<html lang="fr" class="font_variable">');
    const style = inlineCss((await optimized(root(page))).html);
    expect(style).toContain('.font_variable{--font-sans:sansFont,Fallback}');
    expect(style).toContain('html:not(.absent){scroll-padding-top:6rem}');
    expect(orTheRoot('.a .b')).toBe('.a .b, :scope:is(.a .b) > *');
    expect(orTheRoot('')).toBe('');
  });
});
