/**
 * The names shared by the code the browser runs outside React (the head script, its answer to
 * early taps, the page loader), the islands, the CSS and the post-build steps: ids,
 * attributes, paths.
 */

/** The id of the data block that names the page loader and the page's scripts (PageScripts). */
export const PAGE_SCRIPTS_ID = 'page-scripts';

/** What the data block PAGE_SCRIPTS_ID holds (JSON), written by scripts/site-build/optimize/. */
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
 * On a form: the id of what its answered submit also shows, and keeps, in the page (the
 * contact form's note that nothing was sent).
 */
export const SHOWS_ATTRIBUTE = 'data-early-input-shows';

/**
 * Marks the element that ends a page's first window: what a visitor sees before any scroll,
 * on a tall phone as on a laptop (the home page's hero; on an inner page, the section after
 * its header). Every page's first round trip, as the hosts compress it and a browser decodes
 * it while it streams in, must hold the page's <head> (all of its CSS) and this element whole
 * (scripts/site-build/budgets.ts, docs/budgets.md): the browser paints the whole window from it.
 * e2e/first-window.spec.ts fails when anything after it starts within the window, at the
 * sizes of common phones, a tablet and a laptop.
 */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/**
 * The type of each page's speculation rules (scripts/site-build/speculation.ts), which the head
 * script takes out of the page of a visitor who asked to save data (./save-data.ts).
 */
export const SPECULATION_RULES_TYPE = 'speculationrules';
