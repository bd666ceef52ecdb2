import { expect, type Page } from '@playwright/test';

/**
 * A notice that shows, named by its title: a popover right after the control that showed it
 * (components/notices/notice-popover.tsx). Hidden ones are left out.
 */
export function notice(page: Page, title: string) {
  return page.getByRole('group', { name: title, exact: true });
}

/**
 * Checks that one notice with exactly this title shows, with a message containing each of
 * `messageParts`, and returns it.
 */
export async function expectNotice(page: Page, title: string, ...messageParts: string[]) {
  const shown = notice(page, title);
  await expect(shown).toHaveCount(1);
  await expect(shown).toBeVisible();
  await expect(shown.getByText(title, { exact: true })).toBeVisible();
  for (const part of messageParts) await expect(shown).toContainText(part);
  return shown;
}
