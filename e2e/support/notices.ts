import { expect, type Locator, type Page } from '@playwright/test';
import { noticeDurationMs } from '@/content/constants';

/**
 * A notice shown by a tap stays its noticeDurationMs from the tap (which the page records in
 * its own clock as `window.__tappedAt`), wherever it shows, then leaves (inert): read on the
 * page's stopped clock, which runs on again after.
 */
export async function expectTimedFromTheTap(page: Page, shown: Locator) {
  const sinceTap = await page.evaluate(
    () => performance.now() - (window as unknown as { __tappedAt: number }).__tappedAt,
  );
  await page.clock.runFor(noticeDurationMs - sinceTap - 100);
  await expect(shown).not.toHaveAttribute('inert');
  await page.clock.runFor(200);
  await expect(shown).toHaveAttribute('inert', '');
  await page.clock.resume();
}

/** The site's notice area (react-hot-toast), a live region. */
export function notices(page: Page) {
  return page.getByRole('region', { name: 'Notifications' });
}

/** A notice of the notice area, named by its title. */
export function notice(page: Page, title: string) {
  return notices(page).getByRole('group', { name: title, exact: true });
}

/**
 * Checks that a notice with exactly this title is shown, with a message containing
 * each of `messageParts`, and returns it.
 */
export async function expectNotice(page: Page, title: string, ...messageParts: string[]) {
  const shown = notice(page, title).last();
  await expect(shown).toBeVisible();
  await expect(shown.getByText(title, { exact: true })).toBeVisible();
  for (const part of messageParts) await expect(shown).toContainText(part);
  return shown;
}
