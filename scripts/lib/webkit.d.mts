import type { Client } from 'webdriver';
import type { WebKit } from './browser.mjs';

export interface RunningWebKit {
  /** What runs: MiniBrowser, its driver and display. */
  name: string;
  /** A WebDriver session on a fresh MiniBrowser. */
  newSession(): Promise<Client>;
  /** Ends the driver, the browsers it started and the display. */
  stop(): Promise<void>;
}
export function startWebKit(webkit?: WebKit): Promise<RunningWebKit>;
