import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { PageNotices } from '@/components/notices/page-notices';
import { startNoticeClock } from '@/components/notices/notice-clock-loader';
import { contactEmail, contactPage } from '@/content/contact';
import { noticeTitles, notices } from '@/content/notices';
import { runHeadScript } from '@/jest/run-head';
import { listen, readUntil, said, stopListening, virtual } from '@/jest/screen-reader';
import { ContactForm } from './contact-form';

const formAndNotices = (
  <>
    <ContactForm
      text={contactPage.form}
      notice={notices.formNotConnected()}
      contactEmail={contactEmail}
    />
    <PageNotices />
  </>
);

function renderForm() {
  return render(formAndNotices);
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
/** The form's notice, shown or not (a popover, hidden while closed). */
const formNotice = () =>
  screen.getByRole('group', { name: noticeTitles.formNotConnected, hidden: true });
/** The note that stays in the form once a valid submit was answered. */
const notSentNote = () => screen.getByText(contactPage.form.notSent.title).closest('p')!;

describe('ContactForm', () => {
  let fetchSpy: jest.Mock;
  let xhrOpen: jest.SpyInstance;

  beforeEach(() => {
    fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    xhrOpen = jest.spyOn(XMLHttpRequest.prototype, 'open');
  });
  afterEach(() => {
    act(() => toast.remove());
    xhrOpen.mockRestore();
  });

  it('has four required fields with visible labels, an e-mail field and a message box', () => {
    renderForm();
    const name = field('Nom');
    const email = field('Adresse e-mail');
    const subject = field('Sujet');
    const message = field('Message');
    for (const input of [name, email, subject, message]) expect(input).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAttribute('rows', String(contactPage.form.fields.message.input.rows));
  });

  it('says « obligatoire » in each label (RGAA 11.10.2), and the e-mail’s format (11.10.6)', () => {
    renderForm();
    const { fields, requiredMark } = contactPage.form;
    expect(requiredMark).toContain('obligatoire');
    for (const { label, hint } of Object.values(fields)) {
      expect(field(label)).toHaveAccessibleName(`${label} ${requiredMark} ${hint}`);
    }
    expect(fields.email.hint).toContain('exemple@domaine.fr');
  });

  it('does not submit while a field is missing or the e-mail is invalid', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: contactPage.form.submit }));
    expect(formNotice()).not.toBeVisible();

    await user.type(field('Nom'), 'Camille Martin');
    await user.type(field('Adresse e-mail'), 'pas-une-adresse');
    await user.type(field('Sujet'), 'Question');
    await user.type(field('Message'), 'Bonjour');
    expect(field('Adresse e-mail')).toBeInvalid();
    await user.click(screen.getByRole('button', { name: contactPage.form.submit }));
    expect(formNotice()).not.toBeVisible();
    expect(notSentNote()).not.toBeVisible();
  });

  it('after a refused submit, marks each field to fix, says under it what to write, and focuses the first (RGAA 11.10.3, 11.10.4, 3.1)', async () => {
    const user = userEvent.setup();
    renderForm();
    const { fields } = contactPage.form;
    for (const { label } of Object.values(fields)) {
      expect(field(label)).not.toHaveAttribute('aria-invalid');
      expect(field(label)).not.toHaveAccessibleDescription();
    }
    await user.type(field(fields.subject.label), 'Question');
    await user.click(screen.getByRole('button', { name: contactPage.form.submit }));

    expect(field(fields.name.label)).toHaveFocus();
    for (const { label, errors } of [fields.name, fields.email, fields.message]) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(errors.valueMissing);
      // Seen too, under the field, not only heard.
      expect(screen.getByText(errors.valueMissing)).toBeVisible();
    }
    expect(field(fields.subject.label)).not.toHaveAttribute('aria-invalid');
    expect(field(fields.subject.label)).not.toHaveAccessibleDescription();
    expect(formNotice()).not.toBeVisible();
  });

  it('keeps a field’s message until the field is valid, saying what is still wrong', async () => {
    const user = userEvent.setup();
    renderForm();
    const { email } = contactPage.form.fields;
    await user.click(screen.getByRole('button', { name: contactPage.form.submit }));
    expect(field(email.label)).toHaveAccessibleDescription(email.errors.valueMissing);

    await user.type(field(email.label), 'camille');
    expect(field(email.label)).toHaveAttribute('aria-invalid', 'true');
    expect(field(email.label)).toHaveAccessibleDescription(email.errors.typeMismatch);
    await user.type(field(email.label), '@example.com');
    expect(field(email.label)).not.toHaveAttribute('aria-invalid');
    expect(field(email.label)).not.toHaveAccessibleDescription();
    expect(screen.getByText(email.errors.typeMismatch)).not.toBeVisible();
    // The others still say theirs.
    expect(screen.getByText(contactPage.form.fields.name.errors.valueMissing)).toBeVisible();
  });

  it('names the e-mail’s format when it is malformed (RGAA 11.11)', async () => {
    const user = userEvent.setup();
    renderForm();
    const { fields } = contactPage.form;
    await user.type(field(fields.name.label), 'Camille Martin');
    await user.type(field(fields.email.label), 'camille-sans-arobase');
    await user.type(field(fields.subject.label), 'Question');
    await user.type(field(fields.message.label), 'Bonjour');
    await user.click(screen.getByRole('button', { name: contactPage.form.submit }));
    expect(field(fields.email.label)).toHaveFocus();
    expect(field(fields.email.label)).toHaveAccessibleDescription(fields.email.errors.typeMismatch);
    expect(fields.email.errors.typeMismatch).toContain('exemple@domaine.fr');
    // One message shows: the others, in the HTML for the early-input script, stay hidden.
    expect(
      screen.getAllByText(/^Saisissez/).filter((message) => !message.closest('[hidden]')),
    ).toHaveLength(1);
  });

  it('on a valid submit, shows its notice and, in the form, that nothing was sent and where to write; keeps the values and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field('Nom'), 'Camille Martin');
    await user.type(field('Adresse e-mail'), 'camille@example.com');
    await user.type(field('Sujet'), 'Offre Business');
    await user.type(field('Message'), 'Bonjour, je voudrais en savoir plus.');
    await user.click(screen.getByRole('button', { name: contactPage.form.submit }));

    expect(formNotice()).toBeVisible();
    expect(formNotice().textContent).toContain(notices.formNotConnected().message);
    // Right after the button, in a status message read whole.
    const send = screen.getByRole('button', { name: contactPage.form.submit });
    expect(send.nextElementSibling).toHaveAttribute('role', 'status');
    expect(send.nextElementSibling).toContainElement(formNotice());
    // The note, which stays: nothing was sent, and the address to write to, a link.
    expect(notSentNote()).toBeVisible();
    expect(within(notSentNote()).getByRole('link', { name: contactEmail })).toHaveAttribute(
      'href',
      `mailto:${contactEmail}`,
    );
    expect(field('Nom')).toHaveValue('Camille Martin');
    expect(field('Adresse e-mail')).toHaveValue('camille@example.com');
    expect(field('Sujet')).toHaveValue('Offre Business');
    expect(field('Message')).toHaveValue('Bonjour, je voudrais en savoir plus.');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(xhrOpen).not.toHaveBeenCalled();
  });

  it('submits nowhere without JavaScript, and says so', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(formAndNotices);
    const form = container.querySelector('form')!;
    // Outside a <dialog>, a dialog-method form validates, then neither sends nor navigates.
    expect(form).toHaveAttribute('method', 'dialog');
    expect(form).not.toHaveAttribute('action');
    const note = container.querySelector('noscript')!;
    expect(note.innerHTML).toContain(contactPage.form.withoutJavaScript.title);
    expect(note.innerHTML).toContain(contactPage.form.withoutJavaScript.message);
    // The button answers from the first tap: it is never disabled waiting for scripts.
    expect(within(container).getByRole('button', { name: contactPage.form.submit })).toBeEnabled();
  });

  it('tells a refused submit made before hydration per field (the head script), then takes its messages over', async () => {
    const { fields } = contactPage.form;
    const container = document.createElement('div');
    container.innerHTML = renderToString(formAndNotices);
    document.body.append(container);
    const undoScript = runHeadScript();
    const inContainer = within(container);
    const input = (label: string) => inContainer.getByLabelText(new RegExp(`^${label}`));
    // Nothing said before a submit: the messages' boxes are hidden and describe nothing.
    expect(input(fields.name.label)).not.toHaveAccessibleDescription();
    expect(inContainer.getByText(fields.name.errors.valueMissing)).not.toBeVisible();

    (input(fields.email.label) as HTMLInputElement).value = 'camille';
    await act(async () => {
      inContainer.getByRole('button', { name: contactPage.form.submit }).click();
      // The focus moves once the browser is done with the submit: a task later.
      await new Promise((done) => setTimeout(done, 0));
    });
    expect(input(fields.name.label)).toHaveFocus();
    expect(input(fields.name.label)).toHaveAttribute('aria-invalid', 'true');
    expect(input(fields.name.label)).toHaveAccessibleDescription(fields.name.errors.valueMissing);
    expect(input(fields.email.label)).toHaveAccessibleDescription(fields.email.errors.typeMismatch);
    expect(inContainer.getByText(fields.message.errors.valueMissing)).toBeVisible();

    const errors = jest.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, formAndNotices));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // The island's own now: fixed, a field says nothing more.
    expect(input(fields.name.label)).toHaveAccessibleDescription(fields.name.errors.valueMissing);
    await userEvent.setup().type(input(fields.name.label), 'Camille Martin');
    expect(input(fields.name.label)).not.toHaveAttribute('aria-invalid');
    expect(input(fields.name.label)).not.toHaveAccessibleDescription();
    expect(inContainer.getByText(fields.name.errors.valueMissing)).not.toBeVisible();
    expect(input(fields.email.label)).toHaveAccessibleDescription(fields.email.errors.typeMismatch);

    undoScript();
    act(() => root.unmount());
    container.remove();
  });

  it('answers at once a valid submit made before hydration, where the island then shows it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(formAndNotices);
    document.body.append(container);
    const undoScript = runHeadScript();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    const early = within(container).getByRole('group', { name: noticeTitles.formNotConnected });
    expect(early.textContent).toContain(notices.formNotConnected().message);
    expect(notSentNote()).toBeVisible();

    const errors = jest.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, formAndNotices));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // The same notice, where it was; the note kept by the island.
    expect(early).toBeVisible();
    expect(within(container).getAllByRole('group')).toEqual([early]);
    expect(notSentNote()).toBeVisible();
    expect(fetchSpy).not.toHaveBeenCalled();

    undoScript();
    act(() => root.unmount());
    container.remove();
  });
});

describe('ContactForm, as a screen reader says it (virtual screen reader)', () => {
  afterEach(async () => {
    await stopListening();
    act(() => toast.remove());
  });

  const name = 'textbox, Nom (obligatoire) Votre prénom et votre nom';
  const email =
    'textbox, Adresse e-mail (obligatoire) Pour que nous puissions vous répondre, au format exemple@domaine.fr';
  const subject = 'textbox, Sujet (obligatoire) En quelques mots';
  const message = 'textbox, Message (obligatoire) Décrivez votre demande';

  it('says « obligatoire » in each field’s name, its hint, and that it is required', async () => {
    const { container } = renderForm();
    await listen(container);
    const fields = (await readUntil('button, Envoyer le message')).filter((phrase) =>
      phrase.startsWith('textbox'),
    );
    expect(fields).toEqual([
      `${name}, required`,
      `${email}, required`,
      `${subject}, required`,
      `${message}, required`,
    ]);
  });

  it('after a refused submit, says the first field to fix with what to write, then each other as the focus reaches it', async () => {
    const { container } = renderForm();
    await userEvent.setup().type(field('Sujet'), 'Question');
    await listen(container);
    await readUntil('button, Envoyer le message');

    expect(await said(() => virtual.act())).toEqual([
      `${name}, Saisissez votre prénom et votre nom., invalid, required`,
    ]);
    expect(await said(() => virtual.press('Tab'))).toEqual([
      `${email}, Saisissez votre adresse e-mail., invalid, required`,
    ]);
    // Half an address: the message says what is still wrong.
    await said(() => virtual.type('camille'));
    expect(await said(() => virtual.press('Tab'))).toEqual([`${subject}, Question, required`]);
    expect(await said(() => virtual.press('Shift+Tab'))).toEqual([
      `${email}, camille, Saisissez une adresse e-mail complète, au format exemple@domaine.fr., invalid, required`,
    ]);
    // Fixed, it says no error any more.
    await said(() => virtual.type('@example.com'));
    expect(await said(() => virtual.press('Shift+Tab'))).toEqual([
      `${name}, Saisissez votre prénom et votre nom., invalid, required`,
    ]);
    expect(await said(() => virtual.press('Tab'))).toEqual([
      `${email}, camille@example.com, required`,
    ]);
    await said(() => virtual.press('Tab'));
    expect(await said(() => virtual.press('Tab'))).toEqual([
      `${message}, Saisissez votre message., invalid, required`,
    ]);
  }, 20_000);

  it('reads the notice right after the button once a valid submit is answered, then the note', async () => {
    const user = userEvent.setup();
    const { container } = renderForm();
    await act(async () => void (await startNoticeClock()));
    await user.type(field('Nom'), 'Camille Martin');
    await user.type(field('Adresse e-mail'), 'camille@example.com');
    await user.type(field('Sujet'), 'Offre Business');
    await user.type(field('Message'), 'Bonjour');
    await listen(container);
    await readUntil('button, Envoyer le message');
    await said(() => virtual.act());
    const heard = await readUntil(`end of group, ${noticeTitles.formNotConnected}`);
    expect(heard).toContain('status');
    expect(heard).toContain('button, Fermer la notification');
    expect((await readUntil(contactPage.form.notSent.title)).at(-1)).toBe(
      contactPage.form.notSent.title,
    );
  });
});
