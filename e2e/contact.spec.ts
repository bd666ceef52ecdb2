import { contactPage } from '@/content/contact';
import { noticeTitles } from '@/content/notices';
import {
  expect,
  expectNotice,
  notices,
  stopClock,
  test,
  visit,
  waitWhileClockCreeps,
} from './support/fixtures';

/**
 * The contact form's behaviour: the browser's validation, the « Formulaire non connecté »
 * notice, nothing sent, with and without JavaScript. Its fields and the contact details are
 * checked in Node (scripts/gates/export/pages.export.test.ts).
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
  await expect(notices(page)).not.toContainText(noticeTitles.formNotConnected);

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
  await expect(notices(page)).not.toContainText(noticeTitles.formNotConnected);
});

test(
  'a valid submit shows « Formulaire non connecté », keeps the values and sends nothing',
  { tag: '@smoke' },
  async ({ page }) => {
    // The clock held: the first notice cannot run out before the island takes it over.
    await stopClock(page);
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

    await waitWhileClockCreeps(
      page,
      async () => (await notices(page).getByText(noticeTitles.formNotConnected).count()) === 1,
      'the notice in the notice area',
    );
    await expectNotice(page, noticeTitles.formNotConnected);
    for (const [label, value] of Object.entries(values))
      await expect(field(page, label)).toHaveValue(value);
    await expect(page).toHaveURL('/contact');
    // A second submit, once the page is surely interactive, must not send anything either.
    await submit(page).click();
    await expect(notices(page).getByText(noticeTitles.formNotConnected)).toHaveCount(2);
    expect(sending, 'requests sending form data').toEqual([]);
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
