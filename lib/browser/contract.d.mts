export const PAGE_SCRIPTS_ID: 'page-scripts';
export const FONT_ATTRIBUTE: 'data-web-fonts';
export const SLACK_ATTRIBUTE: 'data-font-slack';
export const ENHANCE_ATTRIBUTE: 'data-enhance';
export const POLYFILLED_ATTRIBUTE: 'data-popover-polyfilled';
export const POPOVER_POLYFILL_PATH: '/popover-polyfill.js';
export const NO_PAINT_REPORTED_DELAY_MS: 1000;
export const EARLY_INPUT_ATTRIBUTE: 'data-early-input';
export const LIVE_ATTRIBUTE: 'data-early-input-live';
export const FALLBACK_ATTRIBUTE: 'data-early-input-fallback';

/** What the data block PAGE_SCRIPTS_ID holds (JSON), written by scripts/build/optimize-export.mjs. */
export interface PageScripts {
  /** The page loader's file. */
  loader: string;
  /** The page's own script: its inline scripts, moved in order; null when it has none. */
  payload: string | null;
  /** Next's scripts, in order. */
  scripts: string[];
}
