import { noticeTitles } from '@/content/notices';
import { cvTemplates, letterTemplates, templatesPage } from '@/content/templates';
import { expect, test, visit } from './support/fixtures';
import { stopClock, waitWhileClockCreeps } from '../scripts/harness/browsers/clock-hold';
import { expectNotice, expectTimedFromTheTap, notices } from './support/notices';

/**
 * The templates' buttons, which only show a notice. The catalogue itself (6 CV and 10 letter
 * templates, the variables) is checked in Node (scripts/gates/export/pages.export.test.ts); each
 * notice's accessibility, at both widths, in e2e/a11y.spec.ts.
 */

test(
  '« Aperçu » shows « Aperçu non disponible » naming the template, for 5 s from the tap',
  { tag: '@smoke' },
  async ({ page }) => {
    // The page's own clock, held and moved by the test; the tap's time is read in the page.
    await stopClock(page);
    await page.addInitScript(() =>
      addEventListener('click', () => Object.assign(window, { __tappedAt: performance.now() }), {
        capture: true,
      }),
    );
    await visit(page, '/modeles');
    const template = cvTemplates[1]!;
    await page.getByRole('button', { name: `Aperçu du modèle ${template.name}` }).click();
    // The page's popover answers the tap; the notice area takes it over once hydrated.
    const shown = notices(page).getByRole('group', { name: noticeTitles.previewUnavailable });
    await waitWhileClockCreeps(page, async () => (await shown.count()) === 1, 'taken over');
    await expect(shown).toContainText(`«\u00a0${template.name}\u00a0»`);
    // Its time counts from the tap, wherever it shows.
    await expectTimedFromTheTap(page, shown);
    await expect(
      page.getByRole('group', { name: noticeTitles.previewUnavailable }).filter({ visible: true }),
    ).toHaveCount(0);
  },
);

test('« Utiliser » shows « Téléchargement non disponible » naming the template, closed by its button', async ({
  page,
}) => {
  // The clock held until the island has taken the first notice over, so that it cannot run
  // out on a busy machine; the island answers the second one itself.
  await stopClock(page);
  await visit(page, '/modeles');
  const press = (name: string) =>
    page.getByRole('button', { name: `Utiliser le modèle ${name}` }).click();
  await press(cvTemplates[0]!.name);
  await waitWhileClockCreeps(
    page,
    async () =>
      (await notices(page)
        .getByRole('group', { name: noticeTitles.downloadUnavailable })
        .count()) === 1,
    'the notice in the notice area',
  );
  await page.clock.resume();
  for (const [index, template] of [cvTemplates[0]!, letterTemplates.at(-1)!].entries()) {
    if (index > 0) await press(template.name);
    const shown = await expectNotice(page, noticeTitles.downloadUnavailable, template.name);
    await shown.getByRole('button', { name: 'Fermer la notification' }).click();
    await expect(shown).toBeHidden();
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
