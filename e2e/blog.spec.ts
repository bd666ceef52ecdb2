import { articleCategories, articles, blogPage } from '@/content/articles';
import { formatDate } from '@/lib/format';
import { expect, expectNoA11yViolations, test, visit } from './fixtures';

test('/blog lists the six articles with category, French date and read time', async ({ page }) => {
  await visit(page, '/blog');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(6);
  for (const article of articles) {
    const card = page.getByRole('article', { name: article.title });
    await expect(card.getByRole('heading', { name: article.title })).toBeVisible();
    await expect(card.getByText(article.category, { exact: true })).toBeVisible();
    await expect(card.getByText(article.excerpt)).toBeVisible();
    const time = card.locator('time');
    await expect(time).toHaveAttribute('datetime', article.date);
    await expect(time).toHaveText(formatDate(article.date));
    await expect(card).toContainText(`${article.readTimeMinutes}\u00a0min de lecture`);
  }
});

test('/blog shows the seven category chips, which do not filter', async ({ page }) => {
  await visit(page, '/blog');
  const chips = page.getByRole('list', { name: blogPage.categoriesLabel }).getByRole('listitem');
  await expect(chips).toHaveText([blogPage.allCategoriesLabel, ...articleCategories]);
  await chips.filter({ hasText: 'Légal' }).click();
  await expect(page.getByRole('article')).toHaveCount(6);
  await expect(page).toHaveURL('/blog');
  await expectNoA11yViolations(page);
});
