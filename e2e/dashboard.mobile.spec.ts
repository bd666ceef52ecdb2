import { campaignsSection } from '@/content/dashboard';
import { expect, test, visit } from './support/fixtures';

test(
  'on a phone, the campaigns table scrolls inside its own focusable box, not the page',
  { tag: '@dashboard' },
  async ({ page }) => {
    await visit(page, '/dashboard');
    const box = page.getByRole('region', { name: campaignsSection.scrollAreaLabel });
    await expect(box).toHaveAttribute('tabindex', '0');
    const { scrollWidth, clientWidth } = await box.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await box.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  },
);
