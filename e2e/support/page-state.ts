/**
 * What a page has become, read as a test waits for it: hydrated, its web font loaded, a
 * control's expanded state as assistive technology hears it.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { LIVE_ATTRIBUTE } from '@/lib/browser/contract';
import type { FloorPage } from '../../scripts/harness/browsers/floor-page';

/**
 * Whether the web font (app/fonts.ts, which the page loader adds after the first paint) is
 * loaded; poll it to wait for the swap.
 */
export function webFontLoaded(page: Page) {
  return page.evaluate(() =>
    [...document.fonts].some((face) => face.family === 'sansFont' && face.status === 'loaded'),
  );
}

/** Whether React took the page over: its single h1 is one it hydrated (expectHydrated). */
export function isHydrated(page: FloorPage) {
  return page.evaluate(() => {
    const titles = document.querySelectorAll('h1');
    return (
      titles.length === 1 && Object.keys(titles[0]!).some((key) => key.startsWith('__reactFiber$'))
    );
  });
}

/**
 * Whether the notices' clock (components/notices/notice-clock.tsx) runs: it marks the notice
 * buttons it answers itself live, and the head script leaves them alone. It comes after the
 * page's scripts, at the first notice: poll it to wait for it.
 */
export function noticeClockRunning(page: FloorPage) {
  return page.evaluate((live) => document.querySelector(`[${live}]`) !== null, LIVE_ATTRIBUTE);
}

/**
 * The page's scripts ran and React took the page over: its single h1 is one that React
 * hydrated (React keys each element it hydrates with `__reactFiber$…`). Only ever waited for
 * after acting, never before (the scripts start at the first interaction).
 */
export async function expectHydrated(page: FloorPage) {
  await expect
    .poll(
      () => isHydrated(page),
      // Every 50 ms, not at expect.poll's widening steps (up to 1 s): most tests wait here.
      { message: 'the page hydrated, its h1 still in place', timeout: 15_000, intervals: [50] },
    )
    .toBe(true);
  await expect
    .poll(() => page.locator('[data-island-failed]').count(), {
      message: 'islands that failed',
    })
    .toBe(0);
}

/**
 * Whether the browser exposes the control as expanded, as assistive technology hears it
 * (Chromium's accessibility tree). A `popovertarget` button is expanded or collapsed with
 * its popover natively, before any script has written aria-expanded. Chromium only: no
 * other engine lets Playwright read its accessibility tree, so a test using it is @chromium.
 */
export async function expandedState(control: Locator): Promise<boolean | undefined> {
  const page = control.page();
  const engine = page.context().browser()?.browserType().name();
  if (engine !== 'chromium') {
    throw new Error(`expandedState reads Chromium's accessibility tree, not ${engine}'s.`);
  }
  const marker = `expanded-${Math.random().toString(36).slice(2)}`;
  await control.evaluate((element, name) => element.setAttribute('data-probe', name), marker);
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: `[data-probe="${marker}"]`,
    });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      nodeId,
      fetchRelatives: false,
    });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await cdp.detach();
    await control.evaluate((element) => element.removeAttribute('data-probe'));
  }
}
