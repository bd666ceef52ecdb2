import type { Page } from '@playwright/test';
import { accessibilityStatement } from '@/content/legal/accessibility';
import { legalNotice } from '@/content/legal/legal-notice';
import { privacy } from '@/content/legal/privacy';
import { terms } from '@/content/legal/terms';
import { routes } from '@/content/site';
import type { LegalDocument } from '@/content/types';
import { expect, test, visit } from './support/fixtures';
import { expectHydrated } from './support/page-state';

/**
 * The legal pages in a browser: where their table of contents lands, and how they print.
 * Their text, and that each entry of the table links to its section, are checked in Node
 * (scripts/gates/export/pages.export.test.ts).
 */
const legalPages: { path: string; legal: LegalDocument }[] = [
  { path: routes.legalNotice.path, legal: legalNotice },
  { path: routes.privacy.path, legal: privacy },
  { path: routes.terms.path, legal: terms },
  { path: routes.accessibility.path, legal: accessibilityStatement },
];

const tableOfContents = (page: Page) =>
  page.getByRole('main').getByRole('navigation', { name: 'Sommaire' });

for (const { path, legal } of legalPages) {
  test(`${path}: each entry of the table of contents shows its section below the sticky header`, async ({
    page,
  }) => {
    // Instant jumps: smooth scrolling would only make the test wait, section after section.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visit(page, path);
    // The first entry is followed as a person does; every entry then, in the page itself.
    const [first] = legal.sections;
    await tableOfContents(page).getByRole('link', { name: first!.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${first!.id}$`));
    // That click started the page's scripts: hydrated first, so that no click of the walk
    // below lands while React takes the page over (and holds it, to replay it).
    await expectHydrated(page);
    const misplaced = await page.evaluate(
      async (ids) => {
        const header = document.querySelector('header')!.getBoundingClientRect().height;
        const problems: string[] = [];
        for (const id of ids) {
          document.querySelector<HTMLAnchorElement>(`main nav a[href="#${id}"]`)!.click();
          await new Promise(requestAnimationFrame);
          const { top, bottom } = document.getElementById(id)!.getBoundingClientRect();
          if (location.hash !== `#${id}`) problems.push(`${id}: the address is ${location.hash}`);
          if (top < header) problems.push(`${id}: under the header (${top} < ${header})`);
          if (bottom > innerHeight) problems.push(`${id}: below the screen (${bottom})`);
        }
        return problems;
      },
      legal.sections.map((section) => section.id),
    );
    expect(misplaced).toEqual([]);
  });

  // @chromium: print media emulation and page.pdf() are Chromium's in Playwright.
  test(
    `${path}: prints the text without the site’s navigation`,
    { tag: '@chromium' },
    async ({ page }) => {
      await visit(page, path);
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 }).last()).toBeVisible();
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeHidden();
      await expect(tableOfContents(page)).toBeHidden();
      const pdf = await page.pdf({ format: 'A4' });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    },
  );
}
