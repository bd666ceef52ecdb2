import localFont from 'next/font/local';

/**
 * Plus Jakarta Sans, self-hosted from its npm package: no request leaves the site.
 * One variable file (latin subset: French accents, œ, €, « », no-break spaces) covers
 * every weight; Next preloads it and sizes an Arial fallback to match, so the swap
 * shifts nothing.
 */
export const sansFont = localFont({
  src: '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  weight: '200 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-sans',
  adjustFontFallback: 'Arial',
});
