import { faqItems } from '@/content/faq';
import { expect, expectNoA11yViolations, test, visit } from './fixtures';

const question = (page: import('@playwright/test').Page, text: string) =>
  page.getByRole('button', { name: text, exact: true });

async function expectOnlyOpen(page: import('@playwright/test').Page, openQuestion?: string) {
  for (const item of faqItems) {
    const expected = item.question === openQuestion ? 'true' : 'false';
    await expect(question(page, item.question)).toHaveAttribute('aria-expanded', expected);
  }
}

test('/faq shows eight questions, all closed, answers in the page', async ({ page }) => {
  await visit(page, '/faq');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
    faqItems.map((item) => item.question),
  );
  await expectOnlyOpen(page);
  // Closed answers are in the HTML for search engines, hidden from view.
  await expect(page.getByText(faqItems[0]!.answer[0]!)).toBeHidden();
  await expect(page.locator('main')).toContainText(faqItems[7]!.answer[0]!, {
    useInnerText: false,
  });
});

test('one FAQ item is open at a time with the mouse, and the open one closes on a click', async ({
  page,
}) => {
  await visit(page, '/faq');
  const [first, second] = faqItems;
  await question(page, first!.question).click();
  await expectOnlyOpen(page, first!.question);
  await expect(page.getByText(first!.answer[0]!)).toBeVisible();

  await question(page, second!.question).click();
  await expectOnlyOpen(page, second!.question);
  await expect(page.getByText(first!.answer[0]!)).toBeHidden();
  await expect(page.getByText(second!.answer[0]!)).toBeVisible();
  await expectNoA11yViolations(page, 'faq with an item open');

  await question(page, second!.question).click();
  await expectOnlyOpen(page);
});

test('one FAQ item is open at a time with the keyboard', async ({ page }) => {
  await visit(page, '/faq');
  const [first, second, third] = faqItems;
  await question(page, first!.question).focus();
  await page.keyboard.press('Enter');
  await expectOnlyOpen(page, first!.question);

  // The first answer has no link: Tab reaches the next question.
  await page.keyboard.press('Tab');
  await expect(question(page, second!.question)).toBeFocused();
  await page.keyboard.press('Space');
  await expectOnlyOpen(page, second!.question);
  await expect(question(page, second!.question)).toBeFocused();

  // The second answer has a link, then comes the third question.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: second!.link!.label })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expectOnlyOpen(page, third!.question);

  await page.keyboard.press('Enter');
  await expectOnlyOpen(page);
});
