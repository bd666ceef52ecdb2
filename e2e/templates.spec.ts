import { noticeDurationMs } from '@/content/constants';
import { noticeTitles } from '@/content/notices';
import { cvTemplates, letterTemplates, templatesPage } from '@/content/templates';
import { templateVariables, variableToken } from '@/content/variables';
import { expect, expectNoA11yViolations, expectNotice, notices, test, visit } from './fixtures';

test('/modeles shows 6 CV templates and 10 letter templates, each with its two buttons', async ({
  page,
}) => {
  await visit(page, '/modeles');
  const cvSection = page.getByRole('region', { name: templatesPage.cvSection.title });
  const letterSection = page.getByRole('region', { name: templatesPage.letterSection.title });
  await expect(cvSection.getByRole('heading', { level: 3 })).toHaveText(
    cvTemplates.map((template) => template.name),
  );
  await expect(letterSection.getByRole('heading', { level: 3 })).toHaveText(
    letterTemplates.map((template) => template.name),
  );
  await expect(cvSection.getByText('CV', { exact: true })).toHaveCount(6);
  await expect(letterSection.getByText('Lettre', { exact: true })).toHaveCount(10);
  for (const template of [...cvTemplates, ...letterTemplates]) {
    await expect(page.getByText(template.description)).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Aperçu du modèle ${template.name}` }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Utiliser le modèle ${template.name}` }),
    ).toBeVisible();
  }
});

test('/modeles lists the 12 dynamic variables in double braces', async ({ page }) => {
  await visit(page, '/modeles');
  const section = page.getByRole('region', { name: templatesPage.variablesSection.title });
  await expect(section.locator('dt')).toHaveText(
    templateVariables.map((variable) => variableToken(variable.name)),
  );
  for (const variable of templateVariables) {
    await expect(section.getByText(variable.meaning, { exact: true })).toBeVisible();
    await expect(section.getByText(variable.example, { exact: true })).toBeVisible();
  }
  await expect(section.getByText('{{reference_locale}}')).toBeVisible();
});

test('the preview button shows « Aperçu non disponible » naming the template, for about 5 s', async ({
  page,
}) => {
  await visit(page, '/modeles');
  const template = cvTemplates[1]!;
  const clickedAt = Date.now();
  await page.getByRole('button', { name: `Aperçu du modèle ${template.name}` }).click();
  const shown = await expectNotice(page, noticeTitles.previewUnavailable, template.name);
  await expect(shown).toContainText(`«\u00a0${template.name}\u00a0»`);
  // Wherever it shows (the page's popover answers the tap, the notice area takes it over),
  // the notice's time counts from the tap.
  await expect(
    page.getByRole('group', { name: noticeTitles.previewUnavailable }).filter({ visible: true }),
  ).toHaveCount(0, { timeout: noticeDurationMs + 3000 });
  const visibleFor = Date.now() - clickedAt;
  expect(visibleFor).toBeGreaterThan(noticeDurationMs - 1000);
  expect(visibleFor).toBeLessThan(noticeDurationMs + 3000);
  await expect(notices(page)).not.toContainText(noticeTitles.previewUnavailable);
});

// @crashes-firefox-esr: this sequence crashes Firefox ESR 153 (e2e/firefox-crashes.spec.ts).
test('/modeles has no accessibility violation with a notice shown @crashes-firefox-esr', async ({
  page,
}) => {
  await visit(page, '/modeles');
  await page.getByRole('button', { name: `Aperçu du modèle ${cvTemplates[0]!.name}` }).click();
  await expectNotice(page, noticeTitles.previewUnavailable);
  await expectNoA11yViolations(page, 'modeles with a notice');
});

test('the use button shows « Téléchargement non disponible » naming the template', async ({
  page,
}) => {
  await visit(page, '/modeles');
  for (const template of [cvTemplates[0], letterTemplates[9]]) {
    await page.getByRole('button', { name: `Utiliser le modèle ${template!.name}` }).click();
    const shown = await expectNotice(page, noticeTitles.downloadUnavailable, template!.name);
    await shown.getByRole('button', { name: 'Fermer la notification' }).click();
    await expect(shown).toBeHidden();
  }
});

test('/modeles has no accessibility violation', async ({ page }) => {
  await visit(page, '/modeles');
  await expectNoA11yViolations(page);
});

// @chromium: only Chromium turns JavaScript off for one context (Firefox's BiDi cannot).
test.describe('without JavaScript', { tag: '@chromium' }, () => {
  test.use({ javaScriptEnabled: false });

  test('« Aperçu » and « Utiliser » show their notices on their own', async ({ page }) => {
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
      // Whole on screen, on a phone as on a laptop.
      const box = (await shown.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, 'right edge of the notice').toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height, 'bottom edge of the notice').toBeLessThanOrEqual(viewport.height);
      await expectNoA11yViolations(page, `/modeles without JavaScript, « ${title} » open`);
      await page.keyboard.press('Escape');
      await expect(shown).toBeHidden();
    }
  });
});
