import type { Page } from '@playwright/test';
import { faqItems } from '@/content/faq';
import { noticeTitles } from '@/content/notices';
import { contactSubmit, contactValues, tabPanels } from '../scripts/harness/cases/floor-cases';
import { expect, test } from './support/fixtures';
import { PAGES_AND_404 } from './support/pages';

/**
 * Nothing a visitor reads waits on a second request. Whatever fails or stalls after the HTML
 * (the style sheet, the scripts, the web font), every page shows all of its text at its first
 * paint, styled as it will stay, and its controls answer: the page is the same page, only
 * plainer where a script would have added to it. No timer stands in for what did not come.
 *
 * "At its first paint": the first frame once the document is parsed, recorded by the page
 * itself (an init script reads it in that frame's requestAnimationFrame, before the frame
 * paints). What it holds is compared with the same page loaded without any fault, settled.
 *
 * @chromium: the faults are the network's, whatever the engine, and the floor spec runs the
 * controls in every engine already. The desktop project only: the menu test sets a phone's
 * width itself.
 */

const FAULTS: Record<string, (page: Page) => Promise<unknown>> = {
  'every style sheet fails': (page) => page.route(/\.css(\?|$)/, (route) => route.abort()),
  // A request left unanswered for the whole test, as a stalled connection would be.
  'every style sheet stalls': (page) => page.route(/\.css(\?|$)/, () => {}),
  'every script file fails': (page) => page.route(/\.js(\?|$)/, (route) => route.abort()),
  'the web font fails': (page) => page.route(/\.woff2(\?|$)/, (route) => route.abort()),
};

interface Painted {
  /** What the page shows of its text (innerText leaves out what is hidden). */
  text: string;
  /** Each element's computed look, in document order. */
  looks: string[];
}

declare global {
  interface Window {
    __firstPaint?: Painted;
  }
}

/** Records, in the page, what its first frame once parsed shows (window.__firstPaint). */
function recordFirstPaint() {
  const snapshot = (): Painted => ({
    text: document.body.innerText,
    looks: [...document.body.querySelectorAll('*')].map((element) => {
      const style = getComputedStyle(element);
      return [
        element.tagName.toLowerCase(),
        ...[
          'display',
          'visibility',
          'opacity',
          'position',
          'color',
          'background-color',
          'font-size',
          'font-weight',
          'line-height',
          'padding',
          'margin',
          'border-width',
          'grid-template-columns',
        ].map((property) => style.getPropertyValue(property)),
      ].join(' | ');
    }),
  });
  document.addEventListener(
    'DOMContentLoaded',
    () => requestAnimationFrame(() => (window.__firstPaint = snapshot())),
    { once: true },
  );
  // For the settled page, read on demand.
  (window as unknown as { __snapshot: () => Painted }).__snapshot = snapshot;
}

/** The first elements whose look differs, for a readable failure. */
function differences(expected: Painted, actual: Painted) {
  const found: string[] = [];
  if (actual.text !== expected.text) {
    const shown = new Set(actual.text.split('\n'));
    const missing = expected.text.split('\n').filter((line) => line.trim() && !shown.has(line));
    found.push(
      `text not shown: ${missing.slice(0, 3).join(' / ') || '(the same lines, elsewhere)'}`,
    );
  }
  if (actual.looks.length !== expected.looks.length)
    found.push(`${actual.looks.length} elements, not ${expected.looks.length}`);
  else
    actual.looks.forEach((look, index) => {
      if (look !== expected.looks[index] && found.length < 4)
        found.push(`element ${index + 1}: ${look}, not ${expected.looks[index]}`);
    });
  return found;
}

/** Visits `path` and returns what its first frame once parsed showed. */
async function firstPaintOf(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__firstPaint !== undefined);
  return (await page.evaluate(() => window.__firstPaint))!;
}

/** Each page's controls, pressed at once, as a visitor does: they answer whatever failed. */
const CONTROLS: Record<string, (page: Page) => Promise<void>> = {
  '/': async (page) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const button = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    const pricing = page.getByRole('banner').getByRole('link', { name: 'Tarifs', exact: true });
    await button.click();
    await expect(pricing).toBeVisible();
    await button.click();
    await expect(pricing).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
  },
  '/faq': async (page) => {
    const [first] = faqItems;
    const answer = page.getByText(first!.answer[0]!);
    await page.getByRole('heading', { level: 2, name: first!.question, exact: true }).click();
    await expect(answer).toBeVisible();
  },
  '/dashboard': async (page) => {
    const campaigns = tabPanels[2]!;
    await page.getByRole('main').getByText(campaigns.label, { exact: true }).click();
    await expect(
      page.getByRole(campaigns.shows.role, { name: campaigns.shows.name, exact: true }),
    ).toBeVisible();
  },
  '/contact': async (page) => {
    for (const [label, value] of Object.entries(contactValues))
      await page.getByRole('textbox', { name: label }).fill(value);
    await page.getByRole('button', { name: contactSubmit, exact: true }).click();
    await expect(
      page.getByRole('group', { name: noticeTitles.formNotConnected, exact: true }).last(),
    ).toBeVisible();
  },
};

for (const path of PAGES_AND_404) {
  test(
    `${path}: every text shows at the first paint, and the controls answer, whatever fails`,
    {
      tag: '@chromium',
    },
    async ({ page, guard }) => {
      // The 404 page's status, and each refused request, are reported in the console.
      guard.allowConsoleError(/status of 404|net::ERR_FAILED/);
      await page.addInitScript(recordFirstPaint);
      // Without any fault, as it paints and once everything has come.
      const firstPaint = await firstPaintOf(page, path);
      await page.waitForLoadState('load');
      await page.evaluate(() => document.fonts.ready);
      const settled = await page.evaluate(() =>
        (window as unknown as { __snapshot: () => Painted }).__snapshot(),
      );
      expect(
        settled.text === firstPaint.text ? [] : differences(settled, firstPaint),
        `${path}: what the page shows at its first paint, against once settled`,
      ).toEqual([]);
      for (const [fault, plant] of Object.entries(FAULTS)) {
        await plant(page);
        const painted = await firstPaintOf(page, path);
        expect(differences(firstPaint, painted), `${path}, ${fault}: at the first paint`).toEqual(
          [],
        );
        await CONTROLS[path]?.(page);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      }
    },
  );
}
