import { FIRST_SCREEN_ATTRIBUTE } from '@/lib/browser/contract';
import { ICON_SPRITE_PATH } from '@/components/ui/icon';
import { COMMON_VIEWPORTS } from './support/viewports';
import { expect, test } from './support/fixtures';
import { PAGES_AND_404 } from './support/pages';

/**
 * Where each page's first window ends. The build checks that every page's first round trip,
 * as the hosts compress it and a browser decodes it while it streams in, holds its <head>
 * and the element marked FIRST_SCREEN_ATTRIBUTE whole (scripts/site-build/budgets.ts): the browser
 * paints the whole window from it. That holds only if the mark is where the window ends: so
 * nothing after the marked element may start within the window, at the sizes of common
 * phones, a tablet and a laptop; and nothing within it may wait for another request (an
 * icon drawn from the sprite, ICON_SPRITE_PATH).
 *
 * Measured as the page first paints: JavaScript off, the text in its local fallback (the web
 * font, which comes later, is refused). The place where the window ends depends on the
 * window's size alone: one load, laid out again at each size.
 *
 * @chromium: what is measured is the build's choice of where the window ends, which no engine
 * changes. The desktop project only: the test sets its own viewports.
 */
test.use({ javaScriptEnabled: false });

// One test, every page in turn: each costs a load and a few reads, not a worker's start.
test(
  'every page’s first window ends with the element its first round trip holds',
  {
    tag: '@chromium',
  },
  async ({ page, guard }) => {
    // The browser reports the 404 status of the 404 page, and the refused font.
    guard.allowConsoleError(/status of 404|net::ERR_FAILED/);
    await page.route(/\.woff2(\?|$)/, (route) => route.abort());
    const beyond: string[] = [];
    for (const path of PAGES_AND_404) {
      await page.goto(path);
      for (const viewport of COMMON_VIEWPORTS) {
        await page.setViewportSize(viewport);
        const { after, sprites } = await page.evaluate(
          ({ mark, sprite }) => {
            const end = document.querySelector(`[${mark}]`)!;
            const laidOut = (element: Element) =>
              element.checkVisibility() && element.getBoundingClientRect().height > 0;
            // What draws something of its own: text, a control or a picture, a background or
            // a border (an empty box, as a closed notice's status region, does not).
            const draws = (element: Element) => {
              const style = getComputedStyle(element);
              return (
                [...element.childNodes].some(
                  (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim(),
                ) ||
                element.matches('img, svg, input, textarea, select, button, video, canvas, hr') ||
                style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
                style.backgroundImage !== 'none' ||
                ['top', 'right', 'bottom', 'left'].some(
                  (side) =>
                    style.getPropertyValue(`border-${side}-style`) !== 'none' &&
                    parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0,
                )
              );
            };
            // Every element after the marked one in document order, its own content aside.
            const following = [...document.body.querySelectorAll('*')].filter(
              (element) =>
                end.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING &&
                !end.contains(element) &&
                laidOut(element) &&
                draws(element),
            );
            const inWindow = (element: Element) =>
              element.getBoundingClientRect().top < innerHeight;
            return {
              after: following
                .filter(inWindow)
                .slice(0, 3)
                .map(
                  (element) =>
                    `<${element.tagName.toLowerCase()}> at ${Math.round(element.getBoundingClientRect().top)} px`,
                ),
              sprites: [...document.querySelectorAll(`use[href^="${sprite}"]`)]
                .filter((use) => laidOut(use.closest('svg')!) && inWindow(use.closest('svg')!))
                .map((use) => use.getAttribute('href')!),
            };
          },
          { mark: FIRST_SCREEN_ATTRIBUTE, sprite: ICON_SPRITE_PATH },
        );
        const size = `${path} at ${viewport.width}×${viewport.height}`;
        if (after.length) beyond.push(`${size}: after the mark, ${after.join(', ')}`);
        if (sprites.length) beyond.push(`${size}: drawn from the sprite, ${sprites.join(', ')}`);
      }
    }
    expect(beyond, 'within the window but not in the first round trip').toEqual([]);
  },
);
