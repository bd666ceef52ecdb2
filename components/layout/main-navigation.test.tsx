import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountLinks, mainNavigation } from '@/content/site';
import { MainNavigation } from './main-navigation';

let mockPathname = '/tarifs';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

function renderNavigation() {
  return render(
    <header>
      <MainNavigation links={mainNavigation} accountLinks={accountLinks} />
    </header>,
  );
}

function menuPanel() {
  const button = screen.getByRole('button', { name: 'Menu' });
  const panelId = button.getAttribute('aria-controls');
  expect(panelId).toBeTruthy();
  return document.getElementById(panelId!)!;
}

describe('MainNavigation', () => {
  beforeEach(() => {
    mockPathname = '/tarifs';
  });

  it('marks only the current page’s link with aria-current', () => {
    renderNavigation();
    const [desktop] = screen.getAllByRole('navigation', { name: 'Navigation principale' });
    const current = within(desktop!)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current'));
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Tarifs');
    expect(current[0]).toHaveAttribute('aria-current', 'page');
  });

  it('marks no link on a page outside the navigation', () => {
    mockPathname = '/contact';
    renderNavigation();
    const links = screen.getAllByRole('link', { hidden: true });
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(0);
  });

  it('has a closed menu button that controls the menu panel', () => {
    renderNavigation();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menuPanel()).not.toBeVisible();
  });

  it('opens and closes the menu with the button', async () => {
    const user = userEvent.setup();
    renderNavigation();
    const button = screen.getByRole('button', { name: 'Menu' });

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menuPanel()).toBeVisible();
    expect(within(menuPanel()).getByRole('link', { name: 'FAQ' })).toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menuPanel()).not.toBeVisible();
  });

  it('closes the menu on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    renderNavigation();
    const button = screen.getByRole('button', { name: 'Menu' });

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menuPanel()).not.toBeVisible();
    expect(button).toHaveFocus();
  });

  it('closes the menu once a link is followed', async () => {
    const user = userEvent.setup();
    // jsdom cannot load another page: keep the click, drop the page load.
    const stopNavigation = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stopNavigation);
    renderNavigation();
    const button = screen.getByRole('button', { name: 'Menu' });

    await user.click(button);
    await user.click(within(menuPanel()).getByRole('link', { name: 'Modèles' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    document.removeEventListener('click', stopNavigation);
  });

  it('leads both account links to the demo dashboard', async () => {
    const user = userEvent.setup();
    renderNavigation();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    for (const name of ['Connexion', 'Créer mon compte']) {
      for (const link of screen.getAllByRole('link', { name })) {
        expect(link).toHaveAttribute('href', '/dashboard');
      }
    }
  });
});
