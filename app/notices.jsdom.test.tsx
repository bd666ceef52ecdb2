import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast/headless';
import { startNoticeArea } from '@/components/notice-area-loader';
import { listen, said, stopListening } from '@/jest/screen-reader';
import ContactPage from './(site)/contact/page';
import TemplatesPage from './(site)/modeles/page';
import DashboardLayout from './dashboard/layout';
import DashboardPage from './dashboard/page';

/**
 * A notice of each source, heard by a screen reader (virtual screen reader): a template's
 * button on /modeles, a dashboard button, the contact form sent. Each page is the real one,
 * its notice area started as its first notice starts it: from then on, every notice of the
 * page is added to the area's status message, which a screen reader says whole. (The very
 * first notice shows as a popover, which CSS alone opens: the virtual screen reader hears
 * DOM changes only, so that one is checked by its role, components/notices.jsdom.test.tsx.)
 */

async function openPage(page: ReactNode) {
  const user = userEvent.setup();
  const { container } = render(page);
  await act(async () => {
    await startNoticeArea();
  });
  await listen(container);
  return user;
}

describe('a notice of each source, as a screen reader says it (virtual screen reader)', () => {
  afterEach(async () => {
    await stopListening();
    // The notices' store is the module's, shared by the pages of this file.
    act(() => toast.remove());
  });

  it('a template’s button, on /modeles', async () => {
    const user = await openPage(<TemplatesPage />);
    const preview = screen.getByRole('button', { name: 'Aperçu du modèle Classique' });
    expect(await said(() => user.click(preview))).toEqual([
      'button, Aperçu du modèle Classique',
      'polite: Aperçu non disponible L’aperçu du modèle « Classique » n’est pas encore implémenté. Fermer la notification',
    ]);
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
    expect((await said(() => user.click(action))).at(-1)).toBe(
      'polite: Fonctionnalité en développement La fonctionnalité « Rechercher des entreprises » n’est pas encore implémentée dans cette démonstration. Fermer la notification',
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
    expect(await said(() => user.click(send))).toEqual([
      'button, Envoyer le message',
      'polite: Formulaire non connecté L’envoi de ce formulaire n’est pas encore implémenté : votre message n’a pas été transmis. Vos saisies restent dans le formulaire. Fermer la notification',
    ]);
  }, 30_000);
});
