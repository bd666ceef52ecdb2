import type { Locator, Page } from '@playwright/test';
import { contrastRatio, parseColor, type Rgb } from '@/lib/contrast';

/**
 * Contrast as a visitor sees it (RGAA 3.3, 10.7; WCAG 1.4.11): the focus outline measured on
 * the pixels the browser drew, against the pixels beside it, wherever it falls (a gradient,
 * a glow, a neighbour's fill), rather than against a colour the styles only declare.
 */

/** What one side of a focus outline shows: its drawn colour, and its contrast with each side of it. */
interface SideReading {
  side: 'top' | 'right' | 'bottom' | 'left';
  /** The outline as drawn there (the median of its pixels). */
  drawn: Rgb;
  /** Its contrast with the pixels just inside it, and just outside it (medians). */
  inside: number;
  outside: number;
}

export interface FocusOutlineReading {
  /** The focused element, for a report. */
  name: string;
  /** Its outline's colour, as computed. */
  color: string;
  /** The sides where the outline shows in its colour (not clipped, not covered). */
  sides: SideReading[];
  /**
   * The lowest contrast of a side that shows with what lies around it, outside: the colours
   * it is drawn on. (Inside, between the outline and the element, lies the same background,
   * or the element's own underline or border, which is the component, not what it sits on.)
   */
  lowest: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const medianColor = (pixels: Rgb[]): Rgb => [
  median(pixels.map((pixel) => pixel[0])),
  median(pixels.map((pixel) => pixel[1])),
  median(pixels.map((pixel) => pixel[2])),
];
const distance = (one: Rgb, other: Rgb) =>
  Math.hypot(one[0] - other[0], one[1] - other[1], one[2] - other[2]);

/**
 * Focuses `element` (from the keyboard's modality: the page has had a key press before) and
 * reads its outline, or that of the box that draws its focus (up to three levels up, a row
 * around its button): along the middle of each side, the pixels of the outline's band, of
 * the band just inside it and of the band just outside it, in a screenshot of the area.
 */
export async function readFocusOutline(
  page: Page,
  element: Locator,
): Promise<FocusOutlineReading | null> {
  // Focused, scrolled to, and a frame drawn with its outline (two animation frames on).
  await element.evaluate(
    (node: HTMLElement) =>
      new Promise((done) => {
        node.focus({ preventScroll: true });
        node.scrollIntoView({ block: 'center', inline: 'center' });
        requestAnimationFrame(() => requestAnimationFrame(() => done(null)));
      }),
  );
  const geometry = await element.evaluate((node: HTMLElement) => {
    if (document.activeElement !== node || !node.matches(':focus-visible')) return null;
    let box: Element | null = node;
    for (let level = 0; box && level < 4; level++, box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) break;
    }
    if (!box) return { name: node.outerHTML.slice(0, 80), outline: null };
    const style = getComputedStyle(box);
    const rect = box.getBoundingClientRect();
    const label = node.getAttribute('aria-label') ?? node.textContent ?? '';
    return {
      name: `<${node.tagName.toLowerCase()}> « ${label.trim().replace(/\s+/g, ' ').slice(0, 40)} »`,
      outline: {
        x: rect.x,
        y: rect.y,
        width: rect.width,
        height: rect.height,
        size: parseFloat(style.outlineWidth),
        offset: parseFloat(style.outlineOffset),
        color: style.outlineColor,
        radius: Math.max(
          parseFloat(style.borderTopLeftRadius) || 0,
          parseFloat(style.borderBottomRightRadius) || 0,
        ),
      },
      viewport: { width: innerWidth, height: innerHeight },
    };
  });
  if (!geometry) return null;
  if (!geometry.outline) return { name: geometry.name, color: 'none', sides: [], lowest: 0 };
  const { outline, viewport } = geometry;
  // The screenshot: the box and its outline, plus a margin, inside the viewport.
  const reach = Math.max(0, outline.offset) + outline.size + 4;
  const clip = {
    x: Math.max(0, Math.floor(outline.x - reach)),
    y: Math.max(0, Math.floor(outline.y - reach)),
    width: 0,
    height: 0,
  };
  clip.width = Math.min(viewport!.width, Math.ceil(outline.x + outline.width + reach)) - clip.x;
  clip.height = Math.min(viewport!.height, Math.ceil(outline.y + outline.height + reach)) - clip.y;
  if (clip.width <= 0 || clip.height <= 0)
    return { name: geometry.name, color: outline.color, sides: [], lowest: 0 };
  const png = (await page.screenshot({ clip, animations: 'disabled', caret: 'hide' })).toString(
    'base64',
  );

  // Points along the middle of each side, at a distance from the box's edge (outwards).
  const inner = outline.offset - 1.5;
  const ring = outline.offset + outline.size / 2;
  const outer = outline.offset + outline.size + 1.5;
  const along = (length: number) => {
    // Clear of the rounded corners, where the outline bends.
    const start = Math.min(length / 2, outline.radius + outline.size + 2);
    const points: number[] = [];
    for (let at = start; at <= length - start; at += Math.max(1, (length - 2 * start) / 12))
      points.push(at);
    return points.length ? points : [length / 2];
  };
  const sides = (['top', 'right', 'bottom', 'left'] as const).map((side) => {
    const horizontal = side === 'top' || side === 'bottom';
    const positions = along(horizontal ? outline.width : outline.height);
    const at = (distanceOut: number) =>
      positions.map((position) => {
        const x = horizontal
          ? outline.x + position
          : side === 'left'
            ? outline.x - distanceOut
            : outline.x + outline.width + distanceOut;
        const y = !horizontal
          ? outline.y + position
          : side === 'top'
            ? outline.y - distanceOut
            : outline.y + outline.height + distanceOut;
        return [Math.floor(x - clip.x), Math.floor(y - clip.y)] as const;
      });
    return { side, inside: at(inner), ring: at(ring), outside: at(outer) };
  });
  const pixels = await page.evaluate(
    async ({ png, sides }) => {
      const image = new Image();
      await new Promise((loaded, failed) => {
        image.onload = loaded;
        image.onerror = failed;
        image.src = `data:image/png;base64,${png}`;
      });
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      context.drawImage(image, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
      const read = (points: readonly (readonly [number, number])[]) =>
        points
          .filter(([x, y]) => x >= 0 && y >= 0 && x < width && y < height)
          .map(([x, y]) => {
            const index = (y * width + x) * 4;
            return [data[index]!, data[index + 1]!, data[index + 2]!] as const;
          });
      return sides.map((side) => ({
        side: side.side,
        inside: read(side.inside),
        ring: read(side.ring),
        outside: read(side.outside),
      }));
    },
    { png, sides },
  );

  const color = parseColor(outline.color);
  const readings: SideReading[] = [];
  for (const side of pixels) {
    if (!side.ring.length || !side.inside.length || !side.outside.length) continue;
    const drawn = medianColor(side.ring as Rgb[]);
    // Clipped by a box that hides its overflow, or under another box: not shown on this side.
    if (distance(drawn, color) > 40) continue;
    const against = (neighbours: readonly Rgb[]) =>
      median(neighbours.map((pixel) => contrastRatio(drawn, pixel)));
    readings.push({
      side: side.side,
      drawn,
      inside: against(side.inside as Rgb[]),
      outside: against(side.outside as Rgb[]),
    });
  }
  return {
    name: geometry.name,
    color: outline.color,
    sides: readings,
    lowest: readings.length ? Math.min(...readings.map((reading) => reading.outside)) : 0,
  };
}

/** The focusable elements of a page. */
export function focusables(page: Page) {
  return page.locator(
    [
      'a[href]',
      'button:not([disabled])',
      'input:not([type="hidden"]):not([disabled])',
      'textarea:not([disabled])',
      'summary',
      '[tabindex="0"]',
    ].join(', '),
  );
}

/**
 * Of the focusable elements a visitor can reach at this width (not the other layout's
 * navigation, nor a closed menu's links; the skip link, which shows as it takes the focus,
 * is), their index among focusables() and what their focus looks like, and on what: their
 * classes, their outline, and the backgrounds of every box around them. Elements alike on
 * the same backgrounds (a header's links on every page, a grid of cards' buttons) draw the
 * same focus: reading one of each is enough.
 */
export function reachableFocusables(page: Page) {
  return focusables(page).evaluateAll((elements) =>
    elements.flatMap((element, index) => {
      if (!element.checkVisibility() || element.getClientRects().length === 0) return [];
      const backgrounds: string[] = [];
      for (let box: Element | null = element.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (
          !/rgba\([^)]*, 0\)|transparent/.test(style.backgroundColor) ||
          style.backgroundImage !== 'none'
        )
          backgrounds.push(`${style.backgroundColor} ${style.backgroundImage}`);
        // A box drawn under this one's ancestors (a glow laid over a card's colour).
        for (const sibling of box.parentElement?.children ?? []) {
          const look = getComputedStyle(sibling);
          if (sibling !== box && look.position === 'absolute' && look.backgroundImage !== 'none')
            backgrounds.push(look.backgroundImage);
        }
      }
      const style = getComputedStyle(element);
      return [
        {
          index,
          look: [
            element.tagName,
            element.className,
            style.outline,
            style.outlineOffset,
            ...backgrounds,
          ].join('|'),
        },
      ];
    }),
  );
}

/** The colour a box is painted on: its own background, or its nearest ancestor's that has one. */
export function backgroundOf(element: Locator) {
  return element.evaluate((node) => {
    for (let box: Element | null = node; box; box = box.parentElement) {
      const color = getComputedStyle(box).backgroundColor;
      if (!/rgba\([^)]*, 0\)|transparent/.test(color)) return color;
    }
    return 'rgb(255, 255, 255)';
  });
}

/** The contrast of two colours as CSS computes them. */
export const cssContrast = (one: string, other: string) =>
  contrastRatio(parseColor(one), parseColor(other));
