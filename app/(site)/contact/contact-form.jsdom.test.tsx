import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { Notices } from '@/components/notices';
import { contactPage } from '@/content/contact';
import { noticeTitles, notices } from '@/content/notices';
import { runHeadScript } from '@/jest/run-head';
import { ContactForm } from './contact-form';

const formAndNotices = (
  <>
    <ContactForm text={contactPage.form} notice={notices.formNotConnected()} />
    <Notices />
  </>
);

function renderForm() {
  return render(formAndNotices);
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const noticeArea = () => screen.getByRole('region', { name: 'Notifications' });

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
    expect(message).toHaveAttribute('rows', String(contactPage.form.fields.message.rows));
    expect(screen.getByText(contactPage.form.requiredNote)).toBeVisible();
  });

  it('does not submit while a field is missing or the e-mail is invalid', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: contactPage.form.submit }));
    expect(noticeArea()).not.toHaveTextContent(noticeTitles.formNotConnected);

    await user.type(field('Nom'), 'Camille Martin');
    await user.type(field('Adresse e-mail'), 'pas-une-adresse');
    await user.type(field('Sujet'), 'Question');
    await user.type(field('Message'), 'Bonjour');
    expect(field('Adresse e-mail')).toBeInvalid();
    await user.click(screen.getByRole('button', { name: contactPage.form.submit }));
    expect(noticeArea()).not.toHaveTextContent(noticeTitles.formNotConnected);
  });

  it('on a valid submit, shows its notice, keeps the values and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field('Nom'), 'Camille Martin');
    await user.type(field('Adresse e-mail'), 'camille@example.com');
    await user.type(field('Sujet'), 'Offre Business');
    await user.type(field('Message'), 'Bonjour, je voudrais en savoir plus.');
    await user.click(screen.getByRole('button', { name: contactPage.form.submit }));

    expect(noticeArea()).toHaveTextContent(noticeTitles.formNotConnected);
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

  it('answers at once a valid submit made before hydration, then takes its notice over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(formAndNotices);
    document.body.append(container);
    const undoScript = runHeadScript();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    const early = within(container).getByRole('group', { name: noticeTitles.formNotConnected });
    expect(early.textContent).toContain(notices.formNotConnected().message);

    const root = await act(async () => hydrateRoot(container, formAndNotices));
    expect(early).not.toBeVisible();
    expect(
      within(noticeArea()).getAllByRole('group', { name: noticeTitles.formNotConnected }),
    ).toHaveLength(1);
    expect(fetchSpy).not.toHaveBeenCalled();

    undoScript();
    act(() => root.unmount());
    container.remove();
  });
});
