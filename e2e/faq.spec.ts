import type { Page } from '@playwright/test';
import { faqItems } from '@/content/faq';
import { expect, test, visit } from './support/fixtures';

/**
 * The FAQ, an exclusive accordion of native <details>: by keyboard, and without JavaScript.
 * By mouse or touch in every engine, and from an address naming a question: e2e/floor.spec.ts.
 */

/** A question is an h2; its <details> is the group around it, open or not. */
const question = (page: Page, text: string) =>
  page.getByRole('main').getByRole('heading', { level: 2, name: text, exact: true });
const item = (page: Page, text: string) =>
  page
    .getByRole('main')
    .getByRole('group')
    .filter({ has: page.getByRole('heading', { level: 2, name: text, exact: true }) });

async function expectOnlyOpen(page: Page, openQuestion?: string) {
  for (const { question: text } of faqItems) {
    await expect(item(page, text)).toHaveJSProperty('open', text === openQuestion);
  }
}

test('one FAQ item is open at a time with the keyboard', { tag: '@smoke' }, async ({ page }) => {
  await visit(page, '/faq');
  const [first, second, third] = faqItems;
  const summary = (text: string) => item(page, text).locator('summary');
  await summary(first!.question).focus();
  await page.keyboard.press('Enter');
  await expectOnlyOpen(page, first!.question);

  // The first answer has no link: Tab reaches the next question.
  await page.keyboard.press('Tab');
  await expect(summary(second!.question)).toBeFocused();
  await page.keyboard.press('Space');
  await expectOnlyOpen(page, second!.question);
  await expect(summary(second!.question)).toBeFocused();

  // The second answer has a link, then comes the third question.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: second!.link!.label })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expectOnlyOpen(page, third!.question);

  await page.keyboard.press('Enter');
  await expectOnlyOpen(page);
});

// @chromium: only Chromium turns JavaScript off for one context (Firefox's BiDi cannot).
test.describe('without JavaScript', { tag: '@chromium' }, () => {
  test.use({ javaScriptEnabled: false });

  test('each question opens its answer, one at a time, by mouse and keyboard', async ({ page }) => {
    await visit(page, '/faq');
    const [first, second] = faqItems;
    await expectOnlyOpen(page);
    await question(page, first!.question).click();
    await expectOnlyOpen(page, first!.question);
    await expect(page.getByText(first!.answer[0]!)).toBeVisible();

    await question(page, second!.question).click();
    await expectOnlyOpen(page, second!.question);
    await expect(page.getByText(first!.answer[0]!)).toBeHidden();

    await item(page, second!.question).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expectOnlyOpen(page);
  });
});
