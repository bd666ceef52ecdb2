/** The page's fonts: local faces inline, web fonts in a <noscript> and the loader's list. */
import { FONT_ATTRIBUTE } from '../../../lib/browser/contract';
import { splitFontFaces } from './fonts';
import { css, optimized, inlineCss } from './next-page.fixture';

describe('the page’s fonts', () => {
  it('keeps the local fallback faces inline and moves the web font to a <noscript>', async () => {
    const { html } = await optimized();
    expect(inlineCss(html)).toContain("@font-face{font-family:Fallback;src:local('Arial')");
    expect(inlineCss(html)).not.toContain('sans.woff2');
    expect(html).toContain(
      `<noscript ${FONT_ATTRIBUTE}=""><style>@font-face{font-family:sansFont;src:url(/_next/static/media/sans.woff2)format("woff2");font-display:swap}</style></noscript></head>`,
    );
    // Nothing fetches the web font ahead of the first paint: the head script preloads it then.
    expect(html).not.toContain('as="font"');
  });

  it('names each web font’s file, its first source, for the head script to preload', () => {
    expect(
      splitFontFaces(
        '@font-face{font-family:a;src:url(/a.woff2)format("woff2"),url(/a.woff)format("woff")}' +
          "@font-face{font-family:b;src:url('/b.woff2')format('woff2')}",
      ).webFontFiles,
    ).toEqual(['/a.woff2', '/b.woff2']);
    expect(splitFontFaces("@font-face{font-family:c;src:local('Arial')}").webFontFiles).toEqual([]);
  });

  it('sets the @font-face rules apart: downloaded, local, and the rest', () => {
    const { webFonts, localFonts, rest } = splitFontFaces(css);
    expect(webFonts).toContain('sans.woff2');
    expect(localFonts).toContain("local('Arial')");
    expect(rest).not.toContain('@font-face');
    expect(rest).toContain('.flex{display:flex}');
  });
});
