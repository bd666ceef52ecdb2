export const PAGE_SCRIPTS_ID: string;
export const FONT_ATTRIBUTE: string;
export const SLACK_ATTRIBUTE: string;
export const PAGE_LOADER: string;

/** What the data block PAGE_SCRIPTS_ID holds (JSON). */
export interface PageScripts {
  /** The loader file (PAGE_LOADER, written by the post-build step). */
  loader: string;
  /** The page's own script: its inline scripts, moved in order; null when it has none. */
  payload: string | null;
  /** Next's scripts, in order. */
  scripts: string[];
}
