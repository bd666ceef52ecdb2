import { noticeDurationMs } from '@/content/constants';
import { contactEmail, contactPage } from '@/content/contact';
import { noticeTitles } from '@/content/notices';
import { backgroundOf, cssContrast } from './support/contrast';
import { expect, test, visit } from './support/fixtures';
import { settledTransitions } from './support/axe';
import { expectNotice, notice } from './support/notices';
import { expectHydrated } from './support/page-state';

/**
 * The contact form's behaviour: the browser's validation, each refused field told in words
 * (before and after the page's scripts have hydrated it), the « Formulaire non connecté »
 * notice, nothing sent, with and without JavaScript. Its fields and the contact details are
 * checked in Node (scripts/gates/export/pages.export.test.ts); what a screen reader says of
 * it, in app/(site)/contact/contact-form.jsdom.test.tsx.
 */

const field = (page: import('@playwright/test').Page, label: string) => page.getByLabel(label);
const submit = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: contactPage.form.submit });

test('the browser blocks an incomplete form or an invalid e-mail', async ({ page }) => {
  await visit(page, '/contact');
  await submit(page).click();
  expect(
    await field(page, 'Nom').evaluate((input: HTMLInputElement) => input.validity.valueMissing),
  ).toBe(true);
  await expect(notice(page, noticeTitles.formNotConnected)).toBeHidden();

  await field(page, 'Nom').fill('Camille Martin');
  await field(page, 'Adresse e-mail').fill('camille-sans-arobase');
  await field(page, 'Sujet').fill('Question');
  await field(page, 'Message').fill('Bonjour');
  await submit(page).click();
  expect(
    await field(page, 'Adresse e-mail').evaluate(
      (input: HTMLInputElement) => input.validity.typeMismatch,
    ),
  ).toBe(true);
  await expect(notice(page, noticeTitles.formNotConnected)).toBeHidden();
});

const { fields } = contactPage.form;

/** Each field's state as a visitor meets it: refused or not, what it says, whether shown. */
async function fieldStates(page: import('@playwright/test').Page) {
  const states: Record<string, { invalid: string | null; says: string; shown: boolean }> = {};
  for (const { label } of Object.values(fields)) {
    const input = field(page, label);
    const described = await input.getAttribute('aria-describedby');
    states[label] = {
      invalid: await input.getAttribute('aria-invalid'),
      // What shows: its other messages, hidden, wait for other refusals (innerText skips them).
      says: described ? (await page.locator(`[id="${described}"]`).innerText()).trim() : '',
      shown: described ? await page.locator(`[id="${described}"]`).isVisible() : false,
    };
  }
  return states;
}

for (const when of ['as the page first answers', 'once the page has hydrated'] as const) {
  test(`a refused submit, ${when}: each field to fix says what to write under it, tied to it, the first focused, until it is fixed (RGAA 11.10, 3.1)`, async ({
    page,
  }) => {
    await visit(page, '/contact');
    if (when === 'once the page has hydrated') {
      await page.keyboard.press('Tab');
      await expectHydrated(page);
    }
    await field(page, fields.email.label).fill('camille-sans-arobase');
    await field(page, fields.subject.label).fill('Question');
    await submit(page).click();

    await expect(field(page, fields.name.label)).toBeFocused();
    expect(await fieldStates(page)).toEqual({
      [fields.name.label]: { invalid: 'true', says: fields.name.errors.valueMissing, shown: true },
      [fields.email.label]: {
        invalid: 'true',
        says: fields.email.errors.typeMismatch,
        shown: true,
      },
      [fields.subject.label]: { invalid: null, says: '', shown: false },
      [fields.message.label]: {
        invalid: 'true',
        says: fields.message.errors.valueMissing,
        shown: true,
      },
    });
    await expect(field(page, fields.name.label)).toHaveAccessibleDescription(
      fields.name.errors.valueMissing,
    );
    await expect(notice(page, noticeTitles.formNotConnected)).toBeHidden();

    // A message stays while its field is wrong, says what is still wrong, and goes once fixed.
    await field(page, fields.email.label).fill('');
    await expect(field(page, fields.email.label)).toHaveAccessibleDescription(
      fields.email.errors.valueMissing,
    );
    await field(page, fields.email.label).fill('camille@example.com');
    await field(page, fields.name.label).fill('Camille Martin');
    const fixed = await fieldStates(page);
    expect(fixed[fields.email.label]).toEqual({ invalid: null, says: '', shown: false });
    expect(fixed[fields.name.label]).toEqual({ invalid: null, says: '', shown: false });
    expect(fixed[fields.message.label]).toMatchObject({ invalid: 'true', shown: true });
  });
}

test('each field’s border contrasts at least 3:1 with the card it lies on, refused or not (RGAA 3.3)', async ({
  page,
}) => {
  await visit(page, '/contact');
  /** Each field's border on each side: drawn (1 px at least), and at 3:1 at least on the card. */
  const borders = async () => {
    const found: { label: string; drawn: boolean; atLeast3: boolean; ratio: number }[] = [];
    // The colours as they end (a refused field's border eases to its own), not half-way.
    await settledTransitions(page);
    for (const { label } of Object.values(fields)) {
      const input = field(page, label);
      const sides = await input.evaluate((node) => {
        const style = getComputedStyle(node);
        return ['top', 'right', 'bottom', 'left'].map((side) => ({
          width: parseFloat(style.getPropertyValue(`border-${side}-width`)),
          color: style.getPropertyValue(`border-${side}-color`),
        }));
      });
      const around = await backgroundOf(input.locator('xpath=..'));
      const ratio = Math.min(...sides.map((side) => cssContrast(side.color, around)));
      found.push({
        label,
        drawn: sides.every((side) => side.width >= 1),
        atLeast3: ratio >= 3,
        ratio: Math.round(ratio * 100) / 100,
      });
    }
    return found;
  };
  const expected = (found: Awaited<ReturnType<typeof borders>>) =>
    found.map(({ label, ratio }) => ({ label, drawn: true, atLeast3: true, ratio }));
  const before = await borders();
  expect(before).toEqual(expected(before));
  await submit(page).click();
  await expect(field(page, fields.name.label)).toHaveAttribute('aria-invalid', 'true');
  const refused = await borders();
  expect(refused).toEqual(expected(refused));
});

test(
  'a valid submit shows « Formulaire non connecté », keeps the values, sends nothing, and says in the form, once the notice has gone, that nothing was sent and where to write',
  { tag: '@smoke' },
  async ({ page }) => {
    await page.clock.install();
    await visit(page, '/contact');
    const values = {
      Nom: 'Camille Martin',
      'Adresse e-mail': 'camille@example.com',
      Sujet: 'Offre Business',
      Message: 'Bonjour,\nje voudrais savoir si l’offre Business convient à une association.',
    };
    // Next prefetches the pages that visible links lead to: those requests are the page's
    // own. What must never happen is a request that sends something, or carries a value typed.
    const sending: string[] = [];
    page.on('request', (request) => {
      const sent = `${decodeURIComponent(request.url())} ${request.postData() ?? ''}`;
      const carriesValue = Object.values(values).some((value) =>
        sent.includes(value.split('\n')[0]!),
      );
      if (!['GET', 'HEAD'].includes(request.method()) || carriesValue) {
        sending.push(`${request.method()} ${request.url()}`);
      }
    });
    for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);

    await submit(page).click();
    const shown = await expectNotice(page, noticeTitles.formNotConnected);
    const note = page.getByRole('main').getByText(contactPage.form.notSent.title).locator('..');
    await expect(note).toBeVisible();
    for (const [label, value] of Object.entries(values))
      await expect(field(page, label)).toHaveValue(value);
    await expect(page).toHaveURL('/contact');
    // A second submit, once the page is surely interactive, must not send anything either.
    await expectHydrated(page);
    await submit(page).click();
    await expectNotice(page, noticeTitles.formNotConnected);
    expect(sending, 'requests sending form data').toEqual([]);

    // The visitor moves on (the focus leaves the button): the notice goes after its time,
    // and the note stays, with the address to write to.
    await field(page, 'Message').focus();
    await page.clock.runFor(noticeDurationMs * 2);
    await expect(shown).toBeHidden();
    await expect(note).toBeVisible();
    await expect(note).toContainText(contactPage.form.notSent.beforeAddress.trim());
    await expect(note.getByRole('link', { name: contactEmail })).toHaveAttribute(
      'href',
      `mailto:${contactEmail}`,
    );
  },
);

// @chromium: only Chromium turns JavaScript off for one context (Firefox's BiDi cannot).
test.describe('without JavaScript', { tag: '@chromium' }, () => {
  test.use({ javaScriptEnabled: false });

  test('the form validates, sends nothing, keeps the values and says why', async ({ page }) => {
    await visit(page, '/contact');
    await expect(page.getByRole('note')).toContainText(contactPage.form.withoutJavaScript.title);

    await submit(page).click();
    expect(
      await field(page, 'Nom').evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);

    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
    const values = {
      Nom: 'Camille Martin',
      'Adresse e-mail': 'camille@example.com',
      Sujet: 'Offre Business',
      Message: 'Bonjour, une question sur l’offre Business.',
    };
    for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
    await submit(page).click();
    await field(page, 'Message').press('Control+Enter');
    await field(page, 'Nom').press('Enter');

    await expect(page).toHaveURL('/contact');
    for (const [label, value] of Object.entries(values))
      await expect(field(page, label)).toHaveValue(value);
    expect(requests, 'requests after the submit').toEqual([]);
  });
});
