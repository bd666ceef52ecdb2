import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { accountLinks, mainNavigation } from '@/content/site';
import {
  listen,
  readBackTo,
  readNext,
  readUntil,
  said,
  stopListening,
  virtual,
} from '@/jest/screen-reader';
import { MainNavigation } from './main-navigation';

let mockPathname = '/tarifs';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

const navigation = <MainNavigation links={mainNavigation} accountLinks={accountLinks} />;

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

function menuPanel() {
  const panelId = menuButton().getAttribute('popovertarget');
  expect(panelId).toBeTruthy();
  expect(menuButton()).toHaveAttribute('aria-controls', panelId);
  return document.getElementById(panelId!)!;
}

describe('MainNavigation', () => {
  beforeEach(() => {
    mockPathname = '/tarifs';
  });

  it('marks only the current page’s link with aria-current, in each layout', () => {
    render(navigation);
    const current = screen
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.hasAttribute('aria-current'));
    expect(current).toHaveLength(2);
    for (const link of current) {
      expect(link).toHaveAttribute('aria-current', 'page');
      expect(link).toHaveAttribute('href', '/tarifs');
    }
  });

  it('marks no link on a page outside the navigation', () => {
    mockPathname = '/contact';
    render(navigation);
    const links = screen.getAllByRole('link', { hidden: true });
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(0);
  });

  it('states the menu closed on a page shown again from the back/forward cache, its toggle event lost', async () => {
    const user = userEvent.setup();
    render(navigation);
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    // Closed as the page was put away, the event dropped (Firefox).
    const panel = menuPanel();
    const dispatch = jest.spyOn(panel, 'dispatchEvent').mockReturnValue(true);
    panel.hidePopover();
    dispatch.mockRestore();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the menu natively: a popover button in the static HTML, without aria-expanded', () => {
    const html = renderToString(navigation);
    const container = document.createElement('div');
    container.innerHTML = html;
    const button = within(container).getByRole('button', { name: 'Menu' });
    const panel = container.querySelector(`[id="${button.getAttribute('popovertarget')}"]`);
    expect(panel).toHaveAttribute('popover', 'auto');
    // The browser states whether a popover button is expanded; a written "false" would lie
    // once the visitor opens the menu before the scripts run.
    expect(button).not.toHaveAttribute('aria-expanded');
  });

  it('states aria-expanded once hydrated, and keeps it in step with the popover', async () => {
    const user = userEvent.setup();
    render(navigation);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuPanel()).not.toBeVisible();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuPanel()).toBeVisible();
    expect(within(menuPanel()).getByRole('link', { name: 'FAQ' })).toBeVisible();

    // Closed by the browser (Escape, a tap beside it): the state follows.
    act(() => menuPanel().hidePopover());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('adopts a menu the visitor opened before hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(navigation);
    document.body.append(container);
    const button = within(container).getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(button.getAttribute('popovertarget')!)!;
    panel.showPopover();

    const errors = jest.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, navigation));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
    errors.mockRestore();
  });

  it('closes the menu once a link is followed', async () => {
    const user = userEvent.setup();
    // jsdom cannot load another page: keep the click, drop the page load.
    const stopNavigation = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stopNavigation);
    render(navigation);

    await user.click(menuButton());
    await user.click(within(menuPanel()).getByRole('link', { name: 'Modèles' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuPanel()).not.toBeVisible();
    document.removeEventListener('click', stopNavigation);
  });

  it('leads both account links to the demo dashboard', () => {
    render(navigation);
    for (const name of ['Connexion', 'Créer mon compte']) {
      const links = screen.getAllByRole('link', { name, hidden: true });
      expect(links).toHaveLength(2);
      for (const link of links) expect(link).toHaveAttribute('href', '/dashboard');
    }
  });

  it('hydrates without error where the browser lacks popover (Chrome < 114, Firefox < 125)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(navigation);
    document.body.append(container);
    const errors = jest.spyOn(console, 'error');
    // Such a browser has no `popover` property, and `:popover-open` is a selector it throws on.
    const descriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'popover')!;
    delete (HTMLElement.prototype as { popover?: unknown }).popover;
    const matches = Element.prototype.matches;
    Element.prototype.matches = function (this: Element, selectors: string) {
      if (selectors.includes(':popover-open'))
        throw new SyntaxError(`'${selectors}' is not a valid selector`);
      return matches.call(this, selectors);
    };
    try {
      const root = await act(async () => hydrateRoot(container, navigation));
      expect(errors).not.toHaveBeenCalled();
      expect(within(container).getByRole('button', { name: 'Menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      act(() => root.unmount());
    } finally {
      Element.prototype.matches = matches;
      Object.defineProperty(HTMLElement.prototype, 'popover', descriptor);
      errors.mockRestore();
      container.remove();
    }
  });
});

describe('the phone menu, as a screen reader says it (virtual screen reader)', () => {
  beforeEach(() => {
    mockPathname = '/tarifs';
  });
  afterEach(() => stopListening());

  it('says the menu button collapsed, the menu’s links once opened, and none once closed', async () => {
    const { container } = render(navigation);
    await listen(container);
    // (jsdom has no CSS: the wide screen's list comes first, which a phone does not show.)
    await readUntil('button, Menu, 1 control, not expanded');

    await said(() => virtual.act());
    expect(await readUntil('end of navigation, Navigation principale')).toEqual([
      'list',
      ...mainNavigation.flatMap((link, index) => {
        const item = `listitem, level 1, position ${index + 1}, set size ${mainNavigation.length}`;
        const current = link.href === '/tarifs';
        return [
          item,
          ...(current
            ? [
                `link, ${link.label}, current page`,
                link.label,
                `end of link, ${link.label}, current page`,
              ]
            : [`link, ${link.label}`]),
          `end of ${item}`,
        ];
      }),
      'end of list',
      'link, Créer mon compte',
      'link, Connexion',
      'end of navigation, Navigation principale',
    ]);
    expect(await readBackTo('button, Menu')).toBe('button, Menu, 1 control, expanded');

    await said(() => virtual.act());
    await virtual.previous();
    expect(await readNext(2)).toEqual([
      'button, Menu, 1 control, not expanded',
      'end of navigation, Navigation principale',
    ]);
  });
});
