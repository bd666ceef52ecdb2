import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast/headless';
import ContactPage from '@/app/(site)/contact/page';
import TemplatesPage from '@/app/(site)/modeles/page';
import DashboardLayout from '@/app/dashboard/layout';
import DashboardPage from '@/app/dashboard/page';
import { contactPage } from '@/content/contact';
import { notices } from '@/content/notices';
import type { Notice } from '@/content/types';
import { listen, readNext, readUntil, said, stopListening } from '@/jest/screen-reader';
import { startNoticeClock } from './notice-clock-loader';

/**
 * A notice of each source as a screen reader reads it (virtual screen reader): a template's
 * button on /modeles, a dashboard button, the contact form sent. Each page is the real one,
 * its notices' clock started as its first press starts it. Pressed, a button is followed by
 * its notice, then its notice's close button, in a status message read whole.
 *
 * The virtual screen reader speaks a live region as the DOM changes in it, not as CSS alone
 * shows what was there: a popover opening is no change of the DOM, so what it says as a
 * notice opens is heard in a real browser, through its accessibility tree
 * (e2e/notices.spec.ts), not here.
 */

/** What the reading cursor says of a notice that shows, from its status region on. */
const readAsShown = ({ title, message }: Notice) => [
  `group, ${title}`,
  'paragraph',
  title,
  'end of paragraph',
  'paragraph',
  // The virtual screen reader, as it collapses spaces, makes no-break spaces plain.
  message.replace(/\u00a0/g, ' '),
  'end of paragraph',
  'button, Fermer la notification',
  `end of group, ${title}`,
  'end of status',
];

/** Right after the control just pressed, within its own words: its notice's status region. */
const readToTheNotice = () => readUntil('status', 6);

async function openPage(page: ReactNode) {
  const user = userEvent.setup();
  const { container } = render(page);
  await act(async () => void (await startNoticeClock()));
  await listen(container);
  return user;
}

describe('a notice of each source, as a screen reader reads it after its button (virtual screen reader)', () => {
  afterEach(async () => {
    await stopListening();
    // The notices' store is the module's, shared by the pages of this file.
    act(() => toast.remove());
  });

  it('a template’s button, on /modeles', async () => {
    const user = await openPage(<TemplatesPage />);
    const preview = screen.getByRole('button', { name: 'Aperçu du modèle Classique' });
    expect(await said(() => user.click(preview))).toEqual(['button, Aperçu du modèle Classique']);
    await readToTheNotice();
    expect(await readNext(10)).toEqual(readAsShown(notices.previewUnavailable('Classique')));
  }, 30_000);

  it('a dashboard button', async () => {
    const user = await openPage(
      <DashboardLayout>
        <DashboardPage />
      </DashboardLayout>,
    );
    const action = within(screen.getByRole('region', { name: 'Actions rapides' })).getByRole(
      'button',
      { name: /^Rechercher des entreprises/ },
    );
    await said(() => user.click(action));
    await readToTheNotice();
    expect(await readNext(10)).toEqual(
      readAsShown(notices.featureInDevelopment('Rechercher des entreprises')),
    );
  }, 30_000);

  it('the contact form, sent', async () => {
    const user = await openPage(<ContactPage />);
    for (const [label, value] of [
      ['Nom', 'Camille Martin'],
      ['Adresse e-mail', 'camille@example.com'],
      ['Sujet', 'Offre Business'],
      ['Message', 'Bonjour'],
    ])
      await user.type(screen.getByRole('textbox', { name: new RegExp(`^${label} `) }), value!);
    const send = screen.getByRole('button', { name: 'Envoyer le message' });
    await said(() => user.click(send));
    await readToTheNotice();
    expect(await readNext(10)).toEqual(readAsShown(notices.formNotConnected()));
    // Then, in the form, what stays once the notice has gone: nothing was sent, where to write.
    const { notSent } = contactPage.form;
    expect((await readNext(5)).join(' ')).toContain(notSent.title);
  }, 30_000);
});
