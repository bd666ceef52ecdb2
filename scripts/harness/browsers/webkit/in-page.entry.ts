/**
 * The script every WebDriver call sends first (./in-page.ts): once per document, the page
 * guard's watch (../page-guard.ts), then the floor's in-page functions as `window.__floor`.
 */
import { watchPage } from '../page-guard';
import { floorScripts } from './in-page';

const page = window as unknown as { __floor?: typeof floorScripts };
if (!page.__floor) {
  watchPage();
  page.__floor = floorScripts;
}
