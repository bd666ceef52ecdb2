import type { Page } from '@playwright/test';
import { COMMON_VIEWPORTS } from './support/viewports';
import { expect, test } from './support/fixtures';
import { webFontLoaded } from './support/page-state';
import { MISSING_PAGE, PAGES_AND_404 } from './support/pages';

/**
 * Every page paints in a local fallback sized to match the web font, which the page
 * loader swaps in after the first paint (docs/performance.md, "How a page paints"). Nothing may
 * move when it does: on every route, at the widths of common phones, a tablet and a laptop,
 * the layout shifts that Chromium reports (Layout Instability API) from the first paint to
 * the frame after the swap, with no input, add up to at most 0.01 (Core Web Vitals calls a
 * page good up to 0.1; the goal is to be nowhere near it).
 *
 * Deterministic: a layout shift is the geometry of two frames, the last one painted in the
 * fallback and the first one in the web font; the loader only adds the font once the page
 * has painted and is parsed, so there is always a frame of each. What moves before the
 * first frame of the parsed page has painted is not the swap's and is left out: a busy
 * machine's browser may paint a page it has not parsed whole (the parser yields to the
 * painter when it runs late), then the rest of it in the first frame after the parse (once,
 * the menu button before its label had come). Should the font have come by that frame
 * already, that load cannot tell the two apart, and the test loads the page again. The test
 * waits for the font through document.fonts and for frames, never for a time.
 *
 * @chromium: only Chromium reports layout shifts (Firefox's and WebKit's engines have no
 * Layout Instability API). The desktop project only: each test sets its own viewports.
 * Below lg, the site's header may not move at all (it once moved 3 px with the swap), and no
 * page may be wider than its window.
 */

/** The most a route may shift through the swap, per width. */
const LIMIT = 0.01;

interface Shift {
  value: number;
  /** When it happened, on the page's clock. */
  startTime: number;
  /** The elements that moved, as the browser names them (at most five per shift). */
  moved: string[];
  /** Those of the site's header (the banner, not a page header inside <main>). */
  inHeader: string[];
}

/** The first frames painted once the document is parsed (see above). */
interface ParsedFrame {
  /** When the second began: the first frame's shifts came before it. */
  at: number;
  /** Whether the web font was in the document as the first frame began. */
  fontBefore: boolean;
}

declare global {
  interface Window {
    __fontSwapShifts?: Shift[];
    __fontSwapParsedFrame?: ParsedFrame;
  }
}

/** How many times a width's load may be taken again when its parse and swap shared a frame. */
const LOADS_PER_WIDTH = 3;

/** Records every layout shift of the page, from its first paint, as `window.__fontSwapShifts`. */
function recordShifts(page: Page) {
  return page.addInitScript(() => {
    const shifts: Shift[] = (window.__fontSwapShifts = []);
    const describe = (node: Node | null) => {
      const element = node instanceof Element ? node : node?.parentElement;
      if (!element) return '(a node since removed)';
      const classes = [...element.classList].slice(0, 4).join('.');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes ? `.${classes}` : ''}> « ${text} »`;
    };
    const rect = ({ x, y, width, height }: DOMRectReadOnly) =>
      `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: {
          node: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(
          (source) =>
            `${describe(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
        );
        const inHeader = (node: Node | null) => {
          const element = node instanceof Element ? node : node?.parentElement;
          // The site's header, which holds its main navigation (not the dashboard's top bar).
          return Boolean(
            element?.closest('header:has(nav[aria-label="Navigation principale"])') &&
            !element.closest('main'),
          );
        };
        shifts.push({
          value: entry.value,
          startTime: entry.startTime,
          moved,
          inHeader: moved.filter((_, index) => inHeader(entry.sources[index]!.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () =>
      requestAnimationFrame(() => {
        const fontBefore = [...document.fonts].some((face) => face.family === 'sansFont');
        requestAnimationFrame(() => {
          window.__fontSwapParsedFrame = { at: performance.now(), fontBefore };
        });
      }),
    );
  });
}

/**
 * Loads the route at this viewport, waits for the web font and the frame after it, and returns
 * the shifts from the first frame of the parsed page on, or null when that load cannot tell
 * the parse's from the swap's.
 */
async function loadThroughSwap(
  page: Page,
  path: string,
  viewport: (typeof COMMON_VIEWPORTS)[number],
) {
  await page.setViewportSize(viewport);
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(path === MISSING_PAGE ? 404 : 200);
  // Polled every 20 ms rather than at expect.poll's widening intervals (up to 1 s): 91 loads.
  await expect
    .poll(() => webFontLoaded(page), { message: `${path}: the web font is in`, intervals: [20] })
    .toBe(true);
  // The swap's frame, then the next: a shift is reported once its frame is out.
  await page.evaluate(
    () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
  // Nothing sticks out sideways either, at any of these widths.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${path}: width of the page at ${viewport.width} px`,
  ).toBeLessThanOrEqual(viewport.width);
  const parsedFrame = await page.evaluate(() => window.__fontSwapParsedFrame);
  expect(parsedFrame, `${path}: frames painted once parsed`).toBeDefined();
  if (parsedFrame!.fontBefore) return null;
  return page.evaluate(
    (from) => (window.__fontSwapShifts ?? []).filter((shift) => shift.startTime >= from),
    parsedFrame!.at,
  );
}

/** The shifts through the swap at this viewport, loading again while a load cannot tell. */
async function shiftsThroughSwap(
  page: Page,
  path: string,
  viewport: (typeof COMMON_VIEWPORTS)[number],
) {
  for (let load = 1; load <= LOADS_PER_WIDTH; load += 1) {
    const shifts = await loadThroughSwap(page, path, viewport);
    if (shifts) return shifts;
  }
  throw new Error(
    `${path} at ${viewport.width} px: in ${LOADS_PER_WIDTH} loads, the web font always came by the first frame of the parsed page`,
  );
}

for (const path of PAGES_AND_404) {
  test(
    `${path} does not move when the web font swaps in`,
    { tag: '@chromium' },
    async ({ page, guard }) => {
      // The browser reports the 404 status of the document itself as a console error.
      if (path === MISSING_PAGE) guard.allowConsoleError(/status of 404/);
      await recordShifts(page);
      const cases: { width: number; cls: number; moved: string[]; inHeader: string[] }[] = [];
      for (const viewport of COMMON_VIEWPORTS) {
        const shifts = await shiftsThroughSwap(page, path, viewport);
        cases.push({
          width: viewport.width,
          cls: shifts.reduce((sum, shift) => sum + shift.value, 0),
          moved: shifts.flatMap((shift) => shift.moved),
          inHeader: shifts.flatMap((shift) => shift.inHeader),
        });
      }
      test.info().annotations.push({
        type: 'CLS through the swap',
        description: cases.map(({ width, cls }) => `${width} px: ${cls.toFixed(4)}`).join(', '),
      });
      const tooMuch = cases
        .filter(({ cls }) => cls > LIMIT)
        .map(
          ({ width, cls, moved }) =>
            `${width} px: CLS ${cls.toFixed(4)}, moved: ${moved.join('; ')}`,
        );
      expect(tooMuch, `${path}: widths where the swap moves the page past ${LIMIT}`).toEqual([]);
      // Where it holds the menu button (below lg), the site's header does not move at all (it
      // once did, by 3 px, on every page). From lg up its links sit in a row spread by the
      // space their text leaves, and move by a few pixels within the limit above.
      expect(
        cases
          .filter(({ width }) => width < 1024)
          .flatMap(({ width, inHeader }) => inHeader.map((moved) => `${width} px: ${moved}`)),
        `${path}: boxes of the header that moved`,
      ).toEqual([]);
    },
  );
}
