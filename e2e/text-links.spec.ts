import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { PAGES_AND_404 } from './support/pages';

/**
 * RGAA 10.6 (WCAG 1.4.1): a link must not be told from the text around it by its colour alone.
 * Every link outside the header and the navigation menus (there, its place tells what it is)
 * is underlined, drawn as a button (a background, a border or a ring) or marked by an icon, on
 * every page, the FAQ's answers open. That is more than test 10.6.1 asks (a link told by its
 * colour alone passes there if it contrasts 3:1 with the text and changes by more than its
 * colour when hovered and focused): no link of the site relies on its colour, so what it then
 * does hovered or focused does not matter (an underline that goes on hover is such a change).
 * The colours themselves are the contrast tests' (e2e/hover-contrast.spec.ts).
 */

/** In the page: how a link shows what it is, or why not. */
function howItShows(link: Element) {
  const style = getComputedStyle(link);
  const shown = (colour: string) => !/rgba\([^)]*, 0\)|transparent/.test(colour);
  if (style.textDecorationLine.includes('underline')) return 'underlined';
  if (
    shown(style.backgroundColor) ||
    (parseFloat(style.borderBottomWidth) > 0 && shown(style.borderBottomColor)) ||
    style.boxShadow !== 'none'
  )
    return 'drawn as a button';
  if (link.querySelector('svg')) return 'marked by an icon';
  return `by its colour alone: « ${link.textContent!.trim().slice(0, 40)} »`;
}

const isShown = (how: string) =>
  ['underlined', 'drawn as a button', 'marked by an icon'].includes(how);

/** The links a visitor meets in the page's content, outside the header and the menus. */
async function contentLinks(page: Page) {
  const all = await page.locator('a[href]').filter({ visible: true }).all();
  const outside = await Promise.all(
    all.map((link) => link.evaluate((element) => !element.closest('header, nav'))),
  );
  return all.filter((_, index) => outside[index]);
}

// One test, every page in turn: each costs a load and a few reads, not a worker's start.
test('on every page, every link outside the menus is told from the text around it by more than its colour (RGAA 10.6)', async ({
  page,
  guard,
}) => {
  guard.allowConsoleError(/status of 404/);
  const byColourAlone: string[] = [];
  for (const path of PAGES_AND_404) {
    await page.goto(path);
    // Every answer of the FAQ open at once: the accordion's name, which keeps one open, goes.
    await page.evaluate(() => {
      for (const details of document.querySelectorAll('details')) {
        details.removeAttribute('name');
        details.open = true;
      }
    });
    const links = await contentLinks(page);
    // The footer's logo at least.
    expect(links.length, `links of ${path}`).toBeGreaterThan(0);
    const shown = await Promise.all(links.map((link) => link.evaluate(howItShows)));
    byColourAlone.push(...shown.filter((how) => !isShown(how)).map((how) => `${path}: ${how}`));
  }
  expect(byColourAlone).toEqual([]);
});
