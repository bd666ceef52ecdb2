import localFont from 'next/font/local';

/**
 * Plus Jakarta Sans, self-hosted from its npm package: no request leaves the site.
 * One variable file (latin subset: French accents, œ, €, « », no-break spaces) covers
 * every weight. Text never waits for it (swap): it paints at once in a local fallback
 * sized to take the same room, declared in app/globals.css for the fonts that phones and
 * computers actually have (Next's own fallback knows only Arial, absent from Android and
 * most Linux). Line by line the two still differ by 1 to 2 %, which the layout takes up:
 * nothing moves at the swap (docs/performance.md, "How a page paints";
 * e2e/font-swap.spec.ts).
 *
 * No preload: the font comes right after the first paint (scripts/site-build/optimize-export.ts),
 * never ahead of it. A preload hint would also reach React through the page's payload and
 * be inserted at hydration, after the font had loaded: Firefox then fetched it again.
 */
export const sansFont = localFont({
  src: '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  weight: '200 800',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-sans',
  adjustFontFallback: false,
  fallback: ['Jakarta Fallback Arial', 'Jakarta Fallback Roboto'],
});
