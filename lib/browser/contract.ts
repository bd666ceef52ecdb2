/**
 * The names shared by the code the browser runs outside React (the head script, its answer to
 * early taps, the page loader), the islands, the CSS and the post-build steps: ids,
 * attributes, paths.
 */

/** The id of the data block that names the page loader and the page's scripts (PageScripts). */
export const PAGE_SCRIPTS_ID = 'page-scripts';

/** What the data block PAGE_SCRIPTS_ID holds (JSON), written by scripts/lib/optimize.ts. */
export interface PageScripts {
  /** The page loader's file. */
  loader: string;
  /** The page's own script: its inline scripts, moved in order; null when it has none. */
  payload: string | null;
  /** Next's scripts, in order. */
  scripts: string[];
  /**
   * The web fonts' files (the first source of each FONT_ATTRIBUTE face), which the head
   * script preloads as it adds the loader, which adds their faces.
   */
  fonts: string[];
}

/** Marks the <noscript> that holds the web fonts' @font-face rules. */
export const FONT_ATTRIBUTE = 'data-web-fonts';

/**
 * Marks a box whose block-end padding is slack for the web font's swap (the page header):
 * the loader keeps its height as the fallback font laid it out while the font swaps in, so
 * that a line more or less in its text moves nothing below it (docs/performance.md, "How a
 * page paints").
 */
export const SLACK_ATTRIBUTE = 'data-font-slack';

/** On <html>: this browser meets the floor, the page's scripts may run. */
export const ENHANCE_ATTRIBUTE = 'data-enhance';

/** On <html>: popovers work here through the polyfill (app/globals.css reads it). */
export const POLYFILLED_ATTRIBUTE = 'data-popover-polyfilled';

/** Where the popover polyfill is served (app/popover-polyfill.js/route.ts). */
export const POPOVER_POLYFILL_PATH = '/popover-polyfill.js';

/** After the page's load, how long the head script waits for a paint report before it adds the loader anyway. */
export const NO_PAINT_REPORTED_DELAY_MS = 1000;

/** On a control: the event its island will answer ("click", or "submit" on a form). */
export const EARLY_INPUT_ATTRIBUTE = 'data-early-input';

/** On a control: set by its island once it listens itself. */
export const LIVE_ATTRIBUTE = 'data-early-input-live';

/** On a control: the id of the popover that answers it until its island is live. */
export const FALLBACK_ATTRIBUTE = 'data-early-input-fallback';

/**
 * Marks the element that ends a page's first screen: what a visitor sees first, before any
 * scroll, on a tall phone as on a laptop (the home page's hero; on an inner page, the section
 * after its header). Only the CSS the first screen needs is in the page's <head>; the rest of
 * the page waits for the full sheet (scripts/lib/optimize.ts). e2e/critical-css.spec.ts
 * fails when anything after it starts within the window, at the widths and heights of common
 * phones, a tablet and a laptop.
 */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/** Set by the build on every element after the first screen: hidden until the full sheet applies. */
export const LATER_ATTRIBUTE = 'data-later';

/**
 * Set by the build on the full sheet's <link> of a page with a first screen: the head script
 * enables it once the page has painted, and sets it to SHEET_SETTLED once the sheet has
 * loaded or failed, which the page loader waits for before any island draws.
 */
export const LATER_SHEET_ATTRIBUTE = 'data-later-sheet';
export const SHEET_SETTLED = 'settled';

/**
 * The animation that shows what follows the first screen a few seconds after the page came,
 * should the full sheet never come (a lost request): the full sheet stops it.
 */
export const LATER_FALLBACK_ANIMATION = 'later-fallback';
