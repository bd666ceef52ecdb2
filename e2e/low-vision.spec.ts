import type { CDPSession, Page } from '@playwright/test';
import { dashboardTabs } from '@/content/dashboard';
import { faqItems } from '@/content/faq';
import { focusables, reachableFocusables, readFocusOutline } from './support/contrast';
import { expect, test } from './support/fixtures';
import { settledStyles, settledTransitions } from './support/axe';
import { expectHydrated, webFontLoaded } from './support/page-state';
import { MISSING_PAGE, PAGES_AND_404 } from './support/pages';

/**
 * What a low-vision visitor changes in the browser, and what axe-core cannot see (issue 34):
 *
 * - a contrast theme (Windows « Thèmes de contraste », `forced-colors: active`): every focus
 *   stop shows an outline, and every button and card keeps a border (a contrast theme drops
 *   backgrounds and shadows, rings included);
 * - reflow (WCAG 1.4.10, RGAA 10.11): no page scrolls sideways at 320 px, nor at 280 px (the
 *   cover screen of folding phones), in the fallback font and in the web font, and no box
 *   that hides its overflow cuts text there; in a window 256 px high (test 10.11.2), at 320
 *   and 1280 px wide, nothing is cut or out of reach either, and what stays pinned on screen
 *   leaves room to read;
 * - text spacing (WCAG 1.4.12) at 320, 390 and 1280 px, and a 32 px default font size: no box
 *   that hides its overflow cuts text, and no page scrolls sideways;
 * - focus not obscured (WCAG 2.4.11): Tab and Shift+Tab through every page at 390 and
 *   1280 px, each focus stop inside the viewport and under no sticky or fixed box (Tab in
 *   the contrast theme, then back with Shift+Tab in the page's colours);
 * - focus contrast (RGAA 3.3 and 10.7, WCAG 1.4.11): every focus outline, as drawn, at 3:1
 *   at least against the pixels on each side of it, at 390 and 1280 px (read in the same
 *   load of each state as the two rounds of Tab).
 *
 * @chromium: forced colours are emulated by Chromium only, and the default font size is set
 * through its DevTools protocol. The desktop project runs this spec (each test sets its own
 * viewport); many pages per test, each test a few seconds of a 2-core machine.
 */

const pages = PAGES_AND_404;
/** The dashboard's other tabs, as the fragment of their panel shows them. */
const dashboardStates = dashboardTabs.slice(1).map((tab) => `/dashboard#${tab.slug}`);

const laptop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
/**
 * The widths no page may scroll sideways at: 640 px, a 1280 px window zoomed to 200 % (RGAA
 * 10.4, where the dashboard's tabs once overflowed by their list's padding); reflow's 320 px
 * (WCAG 1.4.10), and 280 px for the cover screen of folding phones.
 */
const reflow = [
  { width: 640, height: 640 },
  { width: 320, height: 640 },
  { width: 280, height: 640 },
];
const spacingWidths = [{ width: 320, height: 640 }, phone, laptop];

/** WCAG 1.4.12's spacing, as its understanding document's bookmarklet sets it. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(path.startsWith(MISSING_PAGE) ? 404 : 200);
}

/** How far the page scrolls sideways, in CSS pixels (0: it does not). */
function sidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * The texts cut by a box that hides its overflow (overflow hidden or clip): a line of text
 * reaching past the box's padding edge by more than a pixel. Visually hidden text (the
 * sr-only pattern, a 1 px box) is left out: it is cut on purpose.
 */
function clippedTexts(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const clips = (value: string) => value === 'hidden' || value === 'clip';
    for (const box of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(box);
      const clipX = clips(style.overflowX);
      const clipY = clips(style.overflowY);
      if (!clipX && !clipY) continue;
      if (box.clientWidth <= 1 || box.clientHeight <= 1) continue;
      const edge = box.getBoundingClientRect();
      const left = edge.left + box.clientLeft;
      const top = edge.top + box.clientTop;
      const right = left + box.clientWidth;
      const bottom = top + box.clientHeight;
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent!.trim();
        if (!text) continue;
        const parent = node.parentElement!;
        if (parent.closest('.sr-only') || !parent.checkVisibility()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) {
          if (line.width === 0) continue;
          const past = Math.max(
            clipX ? Math.max(left - line.left, line.right - right) : 0,
            clipY ? Math.max(top - line.top, line.bottom - bottom) : 0,
          );
          if (past > 1) {
            const name = `<${box.tagName.toLowerCase()} class="${box.className}">`.slice(0, 80);
            found.push(`${name} cuts « ${text.slice(0, 40)} » by ${past.toFixed(1)} px`);
            break;
          }
        }
      }
    }
    return found;
  });
}

/**
 * The height of the viewport that boxes pinned on screen (sticky or fixed, shown, not the
 * page's own scroller) cover, at the top of the page: what is left to read while scrolling.
 */
function pinnedHeight(page: Page) {
  return page.evaluate(() => {
    let covered = 0;
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const { position } = getComputedStyle(element);
      if (position !== 'sticky' && position !== 'fixed') continue;
      if (!element.checkVisibility() || element.closest('.sr-only')) continue;
      // Sticky inside a scroll container of its own (the campaigns table's first column).
      if (position === 'sticky' && element.parentElement?.closest('[tabindex="0"]')) continue;
      const box = element.getBoundingClientRect();
      const top = Math.max(0, box.top);
      const bottom = Math.min(innerHeight, box.bottom);
      if (bottom > top && box.width > innerWidth / 2) covered += bottom - top;
    }
    return Math.round(covered);
  });
}

/** Loads a page and, on the dashboard's other tabs, waits for the panel the fragment shows. */
async function openState(page: Page, path: string) {
  const hash = new URL(path, 'http://x').hash;
  // A load of its own, not a jump within the page before.
  if (hash) await page.goto('about:blank');
  await open(page, path);
  if (hash) await expect(page.locator(`[id="${hash.slice(1)}"]`)).toBeVisible();
}

/**
 * Waits for the page as it settles: the colour transitions it starts run to their end
 * (settledStyles), the web font unless it is refused, and a frame drawn with them.
 */
async function settle(page: Page, { webFont = true } = {}) {
  await settledStyles(page);
  if (webFont) await expect.poll(() => webFontLoaded(page)).toBe(true);
  await nextFrame(page);
}

/** Once the page has drawn a frame (two animation frames on). */
function nextFrame(page: Page) {
  return page.evaluate(
    () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
}

/** Applies the spacing as a reader's own style sheet would (no <style>: the CSP forbids it). */
function applyTextSpacing(page: Page) {
  return page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, TEXT_SPACING);
}

/** Boxes that draw an edge with a background or a shadow (a ring), in the page's own colours. */
function markEdgedBoxes(page: Page) {
  return page.evaluate(() => {
    const controls = 'button, a, summary, [role="button"], [role="tab"], input, textarea, select';
    let count = 0;
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (!element.checkVisibility() || element.closest('.sr-only')) continue;
      const { width, height } = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // A shadow or a ring that shows: Tailwind composes box-shadow from layers, unused
      // ones transparent (rgba(…, 0)).
      const shadow = style.boxShadow
        .split(/,(?![^(]*\))/)
        .some((layer) => layer.trim() !== 'none' && !/rgba\([^)]*, 0\)/.test(layer));
      const filled = !/rgba\(.*, 0\)|transparent/.test(style.backgroundColor);
      const control = element.matches(controls);
      // A control drawn as a shape (background or ring), or a card: a box of some size
      // drawn by a shadow or a ring, which a contrast theme drops.
      const isButton = control && (shadow || filled);
      // (A box, not a highlight within a line of text.)
      const isCard =
        !control && shadow && style.display !== 'inline' && width >= 64 && height >= 40;
      if (isButton || isCard) {
        element.dataset.edged = isButton ? 'button' : 'card';
        count++;
      }
    }
    return count;
  });
}

/** The marked boxes that have no border on one of their sides, as the page now draws them. */
function unborderedBoxes(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-edged]')]
      .filter((element) => {
        const style = getComputedStyle(element);
        // A box as wide as the window (the phone menu) has the screen's edges for sides: a
        // border above or below draws its boundary.
        if (element.getBoundingClientRect().width >= window.innerWidth - 1) {
          return ['top', 'bottom'].every(
            (side) => parseFloat(style.getPropertyValue(`border-${side}-width`)) === 0,
          );
        }
        return ['top', 'right', 'bottom', 'left'].some(
          (side) =>
            style.getPropertyValue(`border-${side}-style`) === 'none' ||
            parseFloat(style.getPropertyValue(`border-${side}-width`)) === 0 ||
            /rgba\([^)]*, 0\)|transparent/.test(style.getPropertyValue(`border-${side}-color`)),
        );
      })
      .map(
        (element) =>
          `${element.dataset.edged} <${element.tagName.toLowerCase()}> « ${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)} » (border ${getComputedStyle(element).borderStyle} ${getComputedStyle(element).borderWidth})`,
      ),
  );
}

interface Stop {
  name: string;
  /** An outline (on the element, or on the box around it that draws its ring). */
  outline: boolean;
  /** Inside the viewport, whole. */
  inView: boolean;
  /** The sticky or fixed boxes it lies under, if any. */
  under: string[];
  /**
   * Whether this round of the page (focusRound) has been on it already: 'start' for the stop
   * it started on, 'again' for another; null the first time.
   */
  revisit: 'start' | 'again' | null;
}

/** The attribute that marks the stops a round of the page has been on. */
const VISITED = 'data-visited-stop';

/** Where a round of the page stands, as the page records it (startRound). */
interface Round {
  stops: Stop[];
  /** null while it goes on; 'round' once back on its start; otherwise why it went wrong. */
  end: string | null;
}

/**
 * Starts a round of the page: from now on, at each Tab (with Shift or not) and before the
 * browser moves the focus, the page itself reads the focused element as a focus stop (a
 * listener ahead of the page's own), so that the test sends its keys with no reading of its
 * own between them (half the protocol's round trips of a round). The stop is read as the
 * previous key left it: focused, scrolled to, its outline drawn. The round is over when the
 * focus comes back to its first stop, or to another stop it has been on once the start is
 * gone (the phone menu's links, closed as the focus leaves it); back anywhere else, the focus
 * is trapped. From then on, the page keeps the focus where the round ended: the keys the
 * test sent beyond it move nothing.
 */
function startRound(page: Page) {
  return page.evaluate((visited) => {
    for (const element of document.querySelectorAll(`[${visited}]`)) {
      element.removeAttribute(visited);
    }
    // The sticky and fixed boxes, found once a round and again should the page's elements
    // change (an island hydrating): reading every element's position at every stop was a
    // third of a round's time.
    let pinned: { count: number; boxes: HTMLElement[] } | undefined;
    /** The focused element, as a focus stop. Null once the focus has left the page's content. */
    const readStop = (): Stop | null => {
      const focused = document.activeElement as HTMLElement | null;
      if (!focused || focused === document.body || focused === document.documentElement)
        return null;
      const before = focused.getAttribute(visited);
      // The round's first stop is its start.
      if (before === null)
        focused.setAttribute(visited, document.querySelector(`[${visited}]`) ? 'again' : 'start');
      const rect = focused.getBoundingClientRect();
      // A box taller than the viewport (a tab panel) cannot show whole: it is judged by the
      // part of it in view (WCAG 2.4.11: not entirely hidden), across the viewport's middle,
      // which no sticky box covers.
      const tall = rect.height > window.innerHeight;
      const drawsOutline = (element: Element) => {
        const style = getComputedStyle(element);
        return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      };
      // The element itself, or the nearest box around it (a card whose whole surface is the
      // control, which draws the ring with :has(:focus-visible)), three levels up at most.
      let outline = drawsOutline(focused);
      for (let box = focused.parentElement, level = 0; !outline && box && level < 3; level++) {
        outline = drawsOutline(box) && box.matches(':has(:focus-visible)');
        box = box.parentElement;
      }
      const elements = document.querySelectorAll<HTMLElement>('body *');
      if (pinned?.count !== elements.length) {
        pinned = {
          count: elements.length,
          boxes: [...elements].filter((element) =>
            ['sticky', 'fixed'].includes(getComputedStyle(element).position),
          ),
        };
      }
      const under: string[] = [];
      for (const element of tall ? [] : pinned.boxes) {
        // Pinned as found, and still (the skip link is fixed only while it has the focus).
        const position = getComputedStyle(element).position;
        if (position !== 'sticky' && position !== 'fixed') continue;
        if (element.contains(focused) || focused.contains(element)) continue;
        if (!element.checkVisibility()) continue;
        const box = element.getBoundingClientRect();
        // Sticky boxes of the focused element's own scroll container (the pinned first column
        // of the campaigns table) move with it: only those of the viewport can hide it.
        if (position === 'sticky' && element.closest('[tabindex="0"]')) continue;
        const overlapX = Math.min(box.right, rect.right) - Math.max(box.left, rect.left);
        const overlapY = Math.min(box.bottom, rect.bottom) - Math.max(box.top, rect.top);
        if (overlapX <= 0.5 || overlapY <= 0.5) continue;
        // Under it only where it is drawn on top (the skip link, fixed, lies over the header).
        const hit = document.elementFromPoint(
          Math.max(box.left, rect.left) + overlapX / 2,
          Math.max(box.top, rect.top) + overlapY / 2,
        );
        if (hit && element.contains(hit) && !focused.contains(hit))
          under.push(`<${element.tagName.toLowerCase()}>`);
      }
      const name =
        focused.getAttribute('aria-label') ??
        (focused.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return {
        name: `<${focused.tagName.toLowerCase()}> « ${name} »`,
        outline,
        inView:
          rect.left >= -0.5 &&
          rect.right <= window.innerWidth + 0.5 &&
          (tall
            ? rect.top < window.innerHeight / 2 && rect.bottom > window.innerHeight / 2
            : rect.top >= -0.5 && rect.bottom <= window.innerHeight + 0.5),
        under,
        revisit: before as Stop['revisit'],
      };
    };
    const round: Round & { outside: number } = { stops: [], end: null, outside: 0 };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      if (!round.end) {
        const stop = readStop();
        if (stop?.revisit === 'start') round.end = 'round';
        else if (stop?.revisit === 'again') {
          const startGone = !document.querySelector(`[${visited}="start"]`)?.checkVisibility();
          round.end = startGone
            ? 'round'
            : `came back to ${stop.name} before its first stop: the focus is trapped.`;
        } else if (stop) {
          round.stops.push(stop);
          round.outside = 0;
        } else if (++round.outside > 2) {
          round.end = `left the page and did not come back, after ${round.stops.length} stops.`;
        }
        if (!round.end) return;
      }
      event.preventDefault();
    };
    addEventListener('keydown', onKey, true);
    (window as unknown as { __round: unknown }).__round = {
      round,
      stop: () => removeEventListener('keydown', onKey, true),
    };
  }, VISITED);
}

/** Keys sent between two readings of where the round stands: a round is 25 stops on average. */
const KEYS_PER_READING = 10;

/**
 * Each focus stop once, from the focused one round the page with this key (startRound). Out
 * of the page at one end and in again at the other (Chromium sometimes goes round without
 * leaving), whatever the stop it starts on (on a dashboard tab's fragment, the first Tab
 * lands in its panel).
 */
async function focusRound(page: Page, key: 'Tab' | 'Shift+Tab') {
  await startRound(page);
  for (let sent = 0; sent <= 400;) {
    for (let count = 0; count < KEYS_PER_READING; count++, sent++) {
      await page.keyboard.press(key);
    }
    const round = await page.evaluate(() => {
      const { round, stop } = (window as unknown as { __round: { round: Round; stop(): void } })
        .__round;
      if (round.end) stop();
      return { stops: round.stops, end: round.end };
    });
    if (round.end === 'round') return round.stops;
    if (round.end) throw new Error(`${key} ${round.end}`);
  }
  throw new Error('More than 400 focus stops: the focus is trapped.');
}

/**
 * Tab round the page from its first stop. The first key starts the page's scripts: the
 * round begins once they have hydrated the page.
 */
async function tabRound(page: Page) {
  // Scrolled at once to each stop (a smooth scroll would be read half-way).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.keyboard.press('Tab');
  await expectHydrated(page);
  return focusRound(page, 'Tab');
}

/** Files each stop with no outline under `missing`, each out of view or under a sticky box under `hidden`. */
function sortStops(
  state: string,
  stops: Stop[],
  { missing, hidden }: { missing: string[]; hidden: string[] },
) {
  for (const stop of stops) {
    if (!stop.outline) missing.push(`${state}: ${stop.name}`);
    if (!stop.inView || stop.under.length)
      hidden.push(
        `${state}: ${stop.name} ${stop.inView ? '' : 'out of view'} ${stop.under.join(' ')}`,
      );
  }
}

/**
 * Reads the focus outline of each focusable element a visitor can reach in the page's state,
 * one of each look on its backgrounds (reachableFocusables: the same header's links on every
 * page, the same buttons down a grid, are read once, `read` keeps the looks already read),
 * and files each under 3:1, or not drawn in its colour.
 */
async function readOutlinesOf(
  page: Page,
  state: string,
  read: Set<string>,
  found: { low: string[]; unseen: string[]; count: number },
) {
  // The focus a round left on its start drawn in full: read half-way through its outline's
  // transition, the same kind of element was read again, or not, as the machine's speed had
  // it (the count of outlines read varied from run to run).
  await settledTransitions(page);
  for (const { index, look } of await reachableFocusables(page)) {
    if (read.has(look)) continue;
    read.add(look);
    let reading = await readFocusOutline(page, focusables(page).nth(index));
    // Not drawn in its colour: read once more, should the frame have come before it.
    if (reading && !reading.sides.length)
      reading = await readFocusOutline(page, focusables(page).nth(index));
    if (!reading) continue;
    found.count++;
    if (!reading.sides.length) found.unseen.push(`${state}: ${reading.name}`);
    else if (reading.lowest < 3)
      found.low.push(
        `${state}: ${reading.name}, ${reading.color}, ${reading.lowest.toFixed(2)}:1 (${reading.sides
          .map((side) => `${side.side} ${side.inside.toFixed(2)}/${side.outside.toFixed(2)}`)
          .join(', ')})`,
      );
  }
}

/**
 * The states of each page that Tab goes through, at a width, in two halves (a test each, so
 * that the two workers share them): the first half of the pages, then the rest, the
 * dashboard's other tabs, an FAQ answer open and, on a phone, the menu open. Yields each
 * state's name and whether its focus outlines are read for contrast too (the page's own
 * states: the FAQ's and the menu's controls are those of the pages).
 */
const STATE_HALVES = ['first', 'second'] as const;
async function* statesAt(page: Page, width: number, half: (typeof STATE_HALVES)[number]) {
  const all = [...pages, ...dashboardStates];
  const middle = Math.ceil(pages.length / 2);
  for (const path of half === 'first' ? all.slice(0, middle) : all.slice(middle)) {
    await openState(page, path);
    // Its transitions ended: a colour read mid-way would be neither state's.
    await settle(page, { webFont: false });
    yield { state: path, readOutlines: true };
  }
  if (half === 'first') return;
  await open(page, '/faq');
  await page.getByRole('heading', { level: 2, name: faqItems[1]!.question }).click();
  await expect(page.getByText(faqItems[1]!.answer[0]!)).toBeVisible();
  // The pointer away: its hover is no state of the page. Then a frame drawn without it.
  await page.mouse.move(0, 0);
  await settle(page, { webFont: false });
  yield { state: '/faq, an answer open', readOutlines: false };
  if (width < 1024) {
    await open(page, '/tarifs');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Tarifs' })).toBeVisible();
    yield { state: '/tarifs, the phone menu open', readOutlines: false };
  }
}

test.describe('a low-vision visitor', { tag: ['@a11y', '@chromium'] }, () => {
  test.beforeEach(({ guard }) => guard.allowConsoleError(/status of 404/));

  // Each state loaded once for three passes over its focus stops: Tab in a contrast theme,
  // Shift+Tab in the page's colours, then each focusable element's outline, read as drawn.
  for (const viewport of [laptop, phone]) {
    for (const half of STATE_HALVES) {
      test(`at ${viewport.width} px, the ${half} half of the pages: Tab in a contrast theme and Shift+Tab in the page's colours show an outline on every stop, in view and under no sticky box, every button and card keeps a border in the theme, and every focus outline contrasts at least 3:1 with the colours beside it, as drawn`, async ({
        page,
      }) => {
        test.setTimeout(300_000);
        await page.setViewportSize(viewport);
        const theme = { missing: [] as string[], hidden: [] as string[] };
        const back = { missing: [] as string[], hidden: [] as string[] };
        const unbordered: string[] = [];
        let stopCount = 0;
        let backCount = 0;
        const outlines = { low: [] as string[], unseen: [] as string[], count: 0 };
        const read = new Set<string>();
        for await (const { state, readOutlines } of statesAt(page, viewport.width, half)) {
          // In the page's own colours first, to find what draws its edge with a shadow or a fill.
          await page.emulateMedia({ forcedColors: 'none' });
          await markEdgedBoxes(page);
          await page.emulateMedia({ forcedColors: 'active' });
          // The theme in force, and a frame drawn in it, before its styles are read.
          await page.waitForFunction(() => matchMedia('(forced-colors: active)').matches);
          await nextFrame(page);
          unbordered.push(...(await unborderedBoxes(page)).map((box) => `${state}: ${box}`));
          const stops = await tabRound(page);
          stopCount += stops.length;
          sortStops(state, stops, theme);
          // Then back round the page, from the same stop, in the page's own colours.
          await page.emulateMedia({ forcedColors: 'none' });
          await page.waitForFunction(() => !matchMedia('(forced-colors: active)').matches);
          await nextFrame(page);
          const backStops = await focusRound(page, 'Shift+Tab');
          backCount += backStops.length;
          sortStops(state, backStops, back);
          // Hydrated (tabRound's first key), focus shown as from the keyboard, motion reduced.
          if (readOutlines) await readOutlinesOf(page, state, read, outlines);
        }
        test.info().annotations.push(
          {
            type: 'focus stops',
            description: `${stopCount} with Tab in a contrast theme, ${theme.missing.length} without an outline, ${unbordered.length} boxes without a border; ${backCount} with Shift+Tab`,
          },
          {
            type: 'focus outlines',
            description: `${outlines.count} read, ${outlines.low.length} under 3:1, ${outlines.unseen.length} not drawn`,
          },
        );
        expect
          .soft(theme.missing, `focus stops with no outline in a contrast theme, of ${stopCount}`)
          .toEqual([]);
        expect.soft(theme.hidden, 'Tab: focus stops out of view or under a sticky box').toEqual([]);
        expect.soft(unbordered, 'buttons and cards with no border in a contrast theme').toEqual([]);
        expect
          .soft(back.missing, `Shift+Tab: focus stops with no outline, of ${backCount}`)
          .toEqual([]);
        expect
          .soft(back.hidden, 'Shift+Tab: focus stops out of view or under a sticky box')
          .toEqual([]);
        expect
          .soft(outlines.unseen, `focus outlines not drawn in their colour, of ${outlines.count}`)
          .toEqual([]);
        expect(outlines.low, `focus outlines under 3:1 beside them, of ${outlines.count}`).toEqual(
          [],
        );
      });
    }
  }

  // One load of each state per test, read at each width in turn: the layout follows the
  // window's width alone (the page loader lets the header's kept height go when it changes).
  for (const font of ['fallback', 'web'] as const) {
    test(`no page scrolls sideways at 640, 320 or 280 px, in the ${font} font`, async ({
      page,
      guard,
    }) => {
      test.setTimeout(120_000);
      if (font === 'fallback') {
        // The web font's file is refused: the page stays in its sized local fallback.
        await page.route(/\.woff2$/, (route) => route.abort('blockedbyclient'));
        guard.allowConsoleError(/ERR_BLOCKED_BY_CLIENT/);
      }
      const scrolls: string[] = [];
      for (const path of [...pages, ...dashboardStates]) {
        await page.setViewportSize(reflow[1]!);
        await openState(page, path);
        await settle(page, { webFont: font === 'web' });
        for (const viewport of reflow) {
          await page.setViewportSize(viewport);
          const by = await sidewaysScroll(page);
          if (by > 0) scrolls.push(`${path} at ${viewport.width} px: ${by} px`);
          for (const cut of await clippedTexts(page))
            scrolls.push(`${path} at ${viewport.width} px: ${cut}`);
        }
      }
      expect(scrolls, `pages that scroll sideways or cut text, ${font} font`).toEqual([]);
    });
  }

  /**
   * RGAA 10.11.2 (WCAG 1.4.10): in a window 256 px high, a landscape phone or a laptop at
   * 400 %, every page still gives everything: no sideways scroll, no text cut by a box that
   * hides its overflow, what stays pinned on screen (the sticky header, a fixed box) takes
   * half the height at most, and the phone menu, opened, scrolls to its last link.
   */
  test('in a window 256 px high, at 320 and 1280 px wide, nothing is cut, out of reach or covered', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const short = [
      { width: 320, height: 256 },
      { width: 1280, height: 256 },
    ];
    const found: string[] = [];
    for (const path of [...pages, ...dashboardStates]) {
      await page.setViewportSize(short[0]!);
      await openState(page, path);
      await settle(page);
      for (const viewport of short) {
        await page.setViewportSize(viewport);
        const at = `${path} at ${viewport.width} × ${viewport.height} px`;
        const by = await sidewaysScroll(page);
        if (by > 0) found.push(`${at}: scrolls ${by} px sideways`);
        for (const cut of await clippedTexts(page)) found.push(`${at}: ${cut}`);
        const pinned = await pinnedHeight(page);
        if (pinned > viewport.height / 2) found.push(`${at}: ${pinned} px pinned on screen`);
      }
    }
    // The phone menu, open in the short window: its last link can be reached and seen.
    await page.setViewportSize(short[0]!);
    await open(page, '/tarifs');
    await settle(page);
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const menu = page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`);
    const last = menu.getByRole('link').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport({ ratio: 1 });
    expect(found, 'in a window 256 px high').toEqual([]);
  });

  test(`with WCAG 1.4.12 text spacing at ${spacingWidths.map((viewport) => viewport.width).join(', ')} px, no text is cut and no page scrolls sideways`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const found: string[] = [];
    for (const path of [...pages, ...dashboardStates]) {
      await page.setViewportSize(spacingWidths[0]!);
      await openState(page, path);
      await settle(page);
      await applyTextSpacing(page);
      expect(
        await page.evaluate(() => getComputedStyle(document.body).wordSpacing),
        'the spacing applies',
      ).not.toBe('0px');
      for (const viewport of spacingWidths) {
        await page.setViewportSize(viewport);
        const at = `${path} at ${viewport.width} px`;
        for (const cut of await clippedTexts(page)) found.push(`${at}: ${cut}`);
        const by = await sidewaysScroll(page);
        if (by > 0) found.push(`${at}: scrolls ${by} px sideways`);
      }
    }
    expect(found, 'text cut, or pages scrolling sideways, with the spacing').toEqual([]);
  });

  test('with a 32 px default font size at 1280 px, no text is cut and no page scrolls sideways', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const cdp: CDPSession = await page.context().newCDPSession(page);
    await cdp.send('Page.enable');
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
    const found: string[] = [];
    for (const viewport of [laptop]) {
      await page.setViewportSize(viewport);
      for (const path of [...pages, ...dashboardStates]) {
        await openState(page, path);
        await settle(page);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
          '32px',
        );
        for (const cut of await clippedTexts(page))
          found.push(`${path} at ${viewport.width} px: ${cut}`);
        const by = await sidewaysScroll(page);
        if (by > 0) found.push(`${path} at ${viewport.width} px: scrolls ${by} px sideways`);
      }
    }
    expect(found, 'text cut, or pages scrolling sideways, at 32 px').toEqual([]);
  });
});
