/**
 * WCAG's contrast ratio between two colours (relative luminance, sRGB), as RGAA criteria 3.2
 * and 3.3 measure it: from 1 (the same colour) to 21 (black on white). What the tests of
 * contrast read from a page (a computed colour, a pixel) comes here as red, green and blue
 * from 0 to 255.
 */
export type Rgb = readonly [red: number, green: number, blue: number];

/** A colour as CSS computes it (`rgb(…)`, `rgba(…)`, `#rrggbb`), without its alpha. */
export function parseColor(css: string): Rgb {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(css.trim());
  if (hex) return [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16), parseInt(hex[3]!, 16)];
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(css.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`Not a colour in rgb() or #rrggbb: ${css}`);
}

/** WCAG 2's relative luminance, from 0 (black) to 1 (white). */
export function relativeLuminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The contrast ratio of two colours, whichever is the lighter. */
export function contrastRatio(one: Rgb, other: Rgb): number {
  const [light, dark] = [relativeLuminance(one), relativeLuminance(other)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}
