import { contactEmail, contactPage } from '@/content/contact';
import { support } from '@/content/constants';
import { noticeTitles } from '@/content/notices';
import { formatDuration } from '@/lib/format';
import { expect, expectNoA11yViolations, expectNotice, notices, test, visit } from './fixtures';

const field = (page: import('@playwright/test').Page, label: string) => page.getByLabel(label);
const submit = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: contactPage.form.submit });

// @crashes-firefox-esr: this sequence crashes Firefox ESR 153 (e2e/firefox-crashes.spec.ts).
test('the contact form has four required, labelled fields @crashes-firefox-esr', async ({
  page,
}) => {
  await visit(page, '/contact');
  const name = field(page, 'Nom');
  const email = field(page, 'Adresse e-mail');
  const subject = field(page, 'Sujet');
  const message = field(page, 'Message');
  for (const input of [name, email, subject, message]) {
    await expect(input).toBeVisible();
    await expect(input).toHaveAttribute('required', '');
  }
  await expect(email).toHaveAttribute('type', 'email');
  await expect(message).toHaveJSProperty('tagName', 'TEXTAREA');
  await expect(message).toHaveAttribute('rows', '6');
  await expect(page.getByText('Tous les champs sont obligatoires.')).toBeVisible();
});

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

// @crashes-firefox-esr: this sequence crashes Firefox ESR 153 (e2e/firefox-crashes.spec.ts).
test('a valid submit shows « Formulaire non connecté », keeps the values and sends nothing @crashes-firefox-esr', async ({
  page,
}) => {
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

  await expectNotice(page, noticeTitles.formNotConnected);
  for (const [label, value] of Object.entries(values))
    await expect(field(page, label)).toHaveValue(value);
  await expect(page).toHaveURL('/contact');
  // A second submit, once the page is surely interactive, must not send anything either.
  await submit(page).click();
  await expect(notices(page).getByText(noticeTitles.formNotConnected)).toHaveCount(2);
  expect(sending, 'requests sending form data').toEqual([]);
  await expectNoA11yViolations(page, 'contact with a notice');
});

test('the contact information gives the address and the reply time', async ({ page }) => {
  await visit(page, '/contact');
  const details = page.getByRole('complementary', { name: contactPage.details.title });
  await expect(details.getByRole('link', { name: contactEmail })).toHaveAttribute(
    'href',
    `mailto:${contactEmail}`,
  );
  await expect(details).toContainText(
    `${formatDuration(support.replyWithinBusinessHours, 'hour')} ouvrées`,
  );
  await expectNoA11yViolations(page);
});

// @chromium: only Chromium turns JavaScript off for one context (Firefox's BiDi cannot).
test.describe('without JavaScript', { tag: '@chromium' }, () => {
  test.use({ javaScriptEnabled: false });

  test('the form validates, sends nothing, keeps the values and says why', async ({ page }) => {
    await visit(page, '/contact');
    const note = page.getByRole('note');
    await expect(note).toContainText(contactPage.form.withoutJavaScript.title);
    await expect(note).toContainText(contactEmail);

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
    await expectNoA11yViolations(page, 'contact without JavaScript');
  });
});
