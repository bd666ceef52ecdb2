import { noticeTitles } from '@/content/notices';
import { cvTemplates, letterTemplates, templatesPage } from '@/content/templates';
import { expect, test, visit } from './support/fixtures';
import { expectNotice } from './support/notices';
import { expectHydrated } from './support/page-state';

/**
 * The templates' buttons, which only show a notice. The catalogue itself (6 CV and 10 letter
 * templates, the variables) is checked in Node (scripts/gates/export/pages.export.test.ts); how
 * each notice is heard, reached, kept and closed, at each moment of the page, in
 * e2e/notices.spec.ts; its accessibility, at both widths, in e2e/a11y.spec.ts.
 */

test(
  '« Aperçu » shows « Aperçu non disponible » naming the template, right after its button',
  { tag: '@smoke' },
  async ({ page }) => {
    await visit(page, '/modeles');
    const template = cvTemplates[1]!;
    const button = page.getByRole('button', { name: `Aperçu du modèle ${template.name}` });
    await button.click();
    const shown = await expectNotice(page, noticeTitles.previewUnavailable);
    await expect(shown).toContainText(`«\u00a0${template.name}\u00a0»`);
    // Its status region follows the button, in the order of the page's code.
    expect(
      await button.evaluate(
        (element, popoverId) =>
          element.nextElementSibling?.contains(document.getElementById(popoverId)),
        (await button.getAttribute('popovertarget'))!,
      ),
    ).toBe(true);
    // The page's scripts take the page over around it: it stays, one notice.
    await expectHydrated(page);
    await expectNotice(page, noticeTitles.previewUnavailable, template.name);
  },
);

test('« Utiliser » shows « Téléchargement non disponible » naming the template, closed by its button', async ({
  page,
}) => {
  await visit(page, '/modeles');
  // The first press before the page's scripts, the second once they run.
  for (const template of [cvTemplates[0]!, letterTemplates.at(-1)!]) {
    await page.getByRole('button', { name: `Utiliser le modèle ${template.name}` }).click();
    const shown = await expectNotice(page, noticeTitles.downloadUnavailable, template.name);
    await shown.getByRole('button', { name: 'Fermer la notification' }).click();
    await expect(shown).toBeHidden();
    await expectHydrated(page);
  }
});

// @chromium: only Chromium turns JavaScript off for one context (Firefox's BiDi cannot).
test.describe('without JavaScript', { tag: '@chromium' }, () => {
  test.use({ javaScriptEnabled: false });

  test('« Aperçu » and « Utiliser » show their notices on their own, and Escape closes them', async ({
    page,
  }) => {
    await visit(page, '/modeles');
    const template = letterTemplates[0]!;
    for (const [action, title] of [
      [templatesPage.previewAction, noticeTitles.previewUnavailable],
      [templatesPage.useAction, noticeTitles.downloadUnavailable],
    ] as const) {
      await page
        .getByRole('button', { name: `${action.label} ${action.context} ${template.name}` })
        .click();
      const shown = page.getByRole('group', { name: title, exact: true });
      await expect(shown).toBeVisible();
      await expect(shown).toContainText(`«\u00a0${template.name}\u00a0»`);
      await page.keyboard.press('Escape');
      await expect(shown).toBeHidden();
    }
  });
});
