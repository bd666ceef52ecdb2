import { FIRST_SCREEN_ATTRIBUTE, LATER_ATTRIBUTE } from '@/lib/browser/contract';
import { COMMON_VIEWPORTS } from './support/viewports';
import { expect, test } from './support/fixtures';
import { PAGES_AND_404 } from './support/pages';

/**
 * The first screen fills the window. A page paints from its document alone: its first
 * screen, with the CSS it needs inlined; what follows it stays hidden until the full sheet
 * comes (docs/performance.md, "How a page paints"). So nothing after the first screen may
 * start within the window, at the sizes of common phones, a tablet and a laptop: else a strip
 * of the window stays blank until the sheet has come, a round trip later.
 *
 * Measured as the page first paints: the full sheet withheld (every request for a style
 * sheet fails), JavaScript off, the text in its local fallback. The place where the first
 * screen ends depends on the first screen alone, styled in full by the CSS of the page.
 *
 * @chromium: what is measured is the build's choice of where the first screen ends, which no
 * engine changes. The desktop project only: the test sets its own viewports.
 */

/**
 * The pages whose first screen ends with their header: the CSS of what follows (the cards
 * and their notices, a legal text's table of contents and first section) does not fit the
 * first round trip with them (docs/performance.md). Below their header, the window waits for
 * the full sheet.
 */
const FIRST_SCREEN_ENDS_WITH_HEADER = ['/modeles', '/cgu', '/confidentialite'];

test.use({ javaScriptEnabled: false });

for (const path of PAGES_AND_404) {
  test(
    `${path}: the first screen fills the window`,
    { tag: '@chromium' },
    async ({ page, guard }) => {
      // The browser reports the 404 status of the 404 page, and the withheld sheet.
      guard.allowConsoleError(/status of 404|net::ERR_FAILED/);
      await page.route(/\.css(\?|$)/, (route) => route.abort());
      await page.goto(path);
      const firstScreen = () =>
        page.evaluate(
          ({ first, later }) => {
            const marked = document.querySelector(`[${first}]`);
            const next = document.querySelector(`[${later}]`);
            return {
              end: marked
                ? `${marked.tagName.toLowerCase()} in ${marked.parentElement!.tagName.toLowerCase()}`
                : null,
              laterTop: next ? next.getBoundingClientRect().top + scrollY : null,
            };
          },
          { first: FIRST_SCREEN_ATTRIBUTE, later: LATER_ATTRIBUTE },
        );
      if (FIRST_SCREEN_ENDS_WITH_HEADER.includes(path)) {
        const { end } = await firstScreen();
        expect(end, `${path}: where its first screen ends`).toMatch(/^header in (main|article)$/);
        return;
      }
      // One load, laid out again at each size: without scripts or web font, nothing but the
      // window's size changes the layout.
      const short: string[] = [];
      for (const viewport of COMMON_VIEWPORTS) {
        await page.setViewportSize(viewport);
        const { laterTop } = await firstScreen();
        // A page without a first screen of its own (the dashboard, the 404 page) has all its
        // CSS inlined: nothing waits.
        if (laterTop !== null && laterTop < viewport.height)
          short.push(`${viewport.width}×${viewport.height}: ${Math.round(laterTop)} px`);
      }
      expect(
        short,
        `${path}: where what waits for the full sheet starts, within the window`,
      ).toEqual([]);
    },
  );
}
