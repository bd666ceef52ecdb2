import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { dashboardTabs } from '@/content/dashboard';
import { press } from '@/jest/active';
import { listen, said, stopListening, virtual } from '@/jest/screen-reader';
import { DashboardTabs } from './dashboard-tabs';

const labels = dashboardTabs.map((tab) => tab.label);

const tabsElement = (
  <DashboardTabs
    label="Sections du tableau de bord"
    tabs={dashboardTabs.map((tab) => ({
      slug: tab.slug,
      label: tab.label,
      panel: (
        <p>
          Contenu de l’onglet {tab.label} <button type="button">Créer</button>
        </p>
      ),
    }))}
  />
);

function renderTabs() {
  return render(tabsElement);
}

/** The static HTML of the export, as the browser has it before any script runs. */
function staticHtml() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tabsElement);
  document.body.append(container);
  return container;
}

function tab(label: string) {
  return screen.getByRole('tab', { name: label });
}

/** Only one tab is selected, and it is the only one in the tab order (roving tabindex). */
function expectSelected(label: string) {
  for (const other of screen.getAllByRole('tab')) {
    const selected = other === tab(label);
    expect(other).toHaveAttribute('aria-selected', String(selected));
    expect(other).toHaveAttribute('tabindex', selected ? '0' : '-1');
  }
  expect(screen.getByRole('tabpanel')).toHaveTextContent(`Contenu de l’onglet ${label}`);
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName(label);
}

/** The tab has the focus, and is the selected one (roving focus selects as it moves). */
function expectFocusedAndSelected(label: string) {
  expect(tab(label)).toHaveFocus();
  expectSelected(label);
}

function setHash(hash: string) {
  window.history.replaceState(null, '', hash ? `/dashboard${hash}` : '/dashboard');
}

/**
 * Clicks a fragment link with its default action taken as a browser takes it, at once (jsdom
 * would take it later, in another test): it follows the fragment. Then the timers the click
 * started run (fake timers).
 */
function clickFollowingFragment(link: HTMLElement, hash: string) {
  link.addEventListener('click', (event) => {
    event.preventDefault();
    setHash(hash);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  act(() => link.click());
  act(() => jest.runOnlyPendingTimers());
}

describe('DashboardTabs', () => {
  let replaceState: jest.SpyInstance;
  let pushState: jest.SpyInstance;

  beforeEach(() => {
    setHash('');
    // The island calls the browser's own method, History.prototype's (see the test below).
    replaceState = jest.spyOn(History.prototype, 'replaceState');
    pushState = jest.spyOn(History.prototype, 'pushState');
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('lists the four tabs in a labelled tab list', () => {
    renderTabs();
    const list = screen.getByRole('tablist', { name: 'Sections du tableau de bord' });
    expect(list).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual(labels);
    expect(labels).toEqual(['Vue d’ensemble', 'Entreprises', 'Campagnes', 'Modèles']);
  });

  it('selects the overview by default and shows only its panel', () => {
    renderTabs();
    expectSelected('Vue d’ensemble');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(tab('Vue d’ensemble')).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('switches tab on click and replaces the fragment without a history entry', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(tab('Campagnes'));
    expectSelected('Campagnes');
    expect(replaceState).toHaveBeenLastCalledWith(null, '', '#campagnes');
    expect(window.location.hash).toBe('#campagnes');

    await user.click(tab('Vue d’ensemble'));
    expectSelected('Vue d’ensemble');
    expect(replaceState).toHaveBeenLastCalledWith(null, '', '#vue-d-ensemble');
    expect(pushState).not.toHaveBeenCalled();
  });

  it('writes the fragment past Next’s router and the page loader, which wrap window.history’s, keeping the entry’s state', async () => {
    const user = userEvent.setup();
    History.prototype.replaceState.call(window.history, { __NA: true }, '', '/dashboard');
    const wrapper = jest.fn();
    Object.assign(window.history, { replaceState: wrapper });
    try {
      renderTabs();
      await user.click(tab('Entreprises'));
      expect(wrapper).not.toHaveBeenCalled();
      expect(window.location.hash).toBe('#entreprises');
      expect(window.history.state).toEqual({ __NA: true });
    } finally {
      delete (window.history as Partial<History>).replaceState;
    }
  });

  it('does not touch the fragment when the selected tab is clicked again', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(tab('Vue d’ensemble'));
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('moves and selects with the arrow keys, wrapping around', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    expect(tab('Vue d’ensemble')).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expectFocusedAndSelected('Entreprises');
    expect(window.location.hash).toBe('#entreprises');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expectSelected('Modèles');
    await user.keyboard('{ArrowRight}');
    expectFocusedAndSelected('Vue d’ensemble');

    await user.keyboard('{ArrowLeft}');
    expectFocusedAndSelected('Modèles');
    await user.keyboard('{ArrowLeft}');
    expectSelected('Campagnes');
    expect(window.location.hash).toBe('#campagnes');
    expect(pushState).not.toHaveBeenCalled();
  });

  it('goes to the first and the last tab with Home and End', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    await user.keyboard('{End}');
    expectFocusedAndSelected('Modèles');
    await user.keyboard('{Home}');
    expectFocusedAndSelected('Vue d’ensemble');
  });

  it('leaves the tab list with Tab, to the selected panel', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(tab('Entreprises'));
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it.each([
    ['#vue-d-ensemble', 'Vue d’ensemble'],
    ['#entreprises', 'Entreprises'],
    ['#campagnes', 'Campagnes'],
    ['#modeles', 'Modèles'],
  ])('opens on the tab that the fragment %s names', (hash, label) => {
    setHash(hash);
    replaceState.mockClear();
    renderTabs();
    expectSelected(label);
    // Reading the fragment never rewrites it.
    expect(replaceState).not.toHaveBeenCalled();
    expect(window.location.hash).toBe(hash);
  });

  it('opens on the overview when the fragment names no tab', () => {
    setHash('#inconnu');
    renderTabs();
    expectSelected('Vue d’ensemble');
    expect(window.location.hash).toBe('#inconnu');
  });

  it('follows the fragment when it changes, as after an in-page link', () => {
    renderTabs();
    act(() => {
      setHash('#modeles');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expectSelected('Modèles');
    act(() => {
      setHash('#entreprises');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expectSelected('Entreprises');
  });

  it('keeps the selection when the fragment changes to one that names no tab', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(tab('Campagnes'));
    act(() => {
      setHash('#contenu');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expectSelected('Campagnes');
  });

  it('stops listening to the fragment once unmounted', () => {
    const removeListener = jest.spyOn(window, 'removeEventListener');
    const { unmount } = renderTabs();
    unmount();
    expect(removeListener).toHaveBeenCalledWith('hashchange', expect.any(Function));
  });

  describe('before JavaScript', () => {
    let container: HTMLElement;
    let root: Root | undefined;
    afterEach(() => {
      if (root) act(() => root!.unmount());
      root = undefined;
      container.remove();
    });

    it('is a labelled list of links to the panels’ fragments, every panel in the HTML', () => {
      container = staticHtml();
      const navigation = within(container).getByRole('navigation', {
        name: 'Sections du tableau de bord',
      });
      const links = within(navigation).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(labels);
      expect(within(container).queryAllByRole('tab')).toHaveLength(0);
      for (const [index, tab] of dashboardTabs.entries()) {
        expect(links[index]).toHaveAttribute('href', `#${tab.slug}`);
        const panel = container.querySelector(`[id="${tab.slug}"]`);
        expect(panel).toHaveTextContent(`Contenu de l’onglet ${tab.label}`);
        expect(panel).toHaveAccessibleName(tab.label);
      }
    });

    it('becomes Headless UI’s tabs once hydrated, on the tab the fragment names, without a mismatch', async () => {
      setHash('#campagnes');
      replaceState.mockClear();
      container = staticHtml();
      const errors = jest.spyOn(console, 'error');
      root = await act(async () => hydrateRoot(container, tabsElement));
      expectSelected('Campagnes');
      expect(tab('Campagnes')).toHaveAttribute('aria-controls', 'campagnes');
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      expect(errors).not.toHaveBeenCalled();
      expect(replaceState).not.toHaveBeenCalled();
      errors.mockRestore();
    });

    it('keeps the very panel elements, and what the visitor did in them, through hydration', async () => {
      container = staticHtml();
      const panels = dashboardTabs.map((item) => container.querySelector(`[id="${item.slug}"]`));
      const button = within(panels[0] as HTMLElement).getByRole('button', { name: 'Créer' });
      button.focus();
      root = await act(async () => hydrateRoot(container, tabsElement));
      for (const [index, item] of dashboardTabs.entries()) {
        expect(container.querySelector(`[id="${item.slug}"]`)).toBe(panels[index]);
      }
      expect(button).toHaveFocus();
      expect(panels[0]).toHaveAttribute('role', 'tabpanel');
    });

    it('waits for the click of a link pressed as it hydrates, then opens that tab', async () => {
      jest.useFakeTimers();
      container = staticHtml();
      const link = within(container).getByRole('link', { name: 'Entreprises' });
      press(link);
      root = await act(async () => hydrateRoot(container, tabsElement));
      // Still the link under the finger: swapping it now would lose its click.
      expect(link).toBeInTheDocument();
      expect(screen.queryByRole('tab')).not.toBeInTheDocument();

      press(null);
      clickFollowingFragment(link, '#entreprises');
      expectSelected('Entreprises');
      jest.useRealTimers();
    });

    // React hydrates at once the part of the page a discrete event lands on: within the
    // event's own listeners, where the browser has not marked the link :active yet
    // (pointerdown), or no longer (pointerup, in WebKit). Swapped there, the link lost its
    // click: Firefox sent the mousedown elsewhere, WebKit sent no click; the address kept the
    // previous tab.
    it.each(['pointerdown', 'pointerup'])(
      'keeps the link a press is on as React hydrates inside its %s',
      (type) => {
        jest.useFakeTimers();
        container = staticHtml();
        const link = within(container).getByRole('link', { name: 'Campagnes' });
        link.addEventListener(
          type,
          () => {
            act(() => {
              root = hydrateRoot(container, tabsElement);
            });
          },
          { once: true },
        );
        link.dispatchEvent(new MouseEvent(type, { bubbles: true }));
        expect(link).toBeInTheDocument();
        expect(screen.queryByRole('tab')).not.toBeInTheDocument();

        clickFollowingFragment(link, '#campagnes');
        expectSelected('Campagnes');
        jest.useRealTimers();
      },
    );

    it('becomes tabs anyway when a press is abandoned without a click', async () => {
      jest.useFakeTimers();
      container = staticHtml();
      press(within(container).getByRole('link', { name: 'Campagnes' }));
      root = await act(async () => hydrateRoot(container, tabsElement));
      press(null);
      act(() => {
        window.dispatchEvent(new Event('pointerup'));
      });
      expect(screen.queryByRole('tab')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(500));
      expectSelected('Vue d’ensemble');
      jest.useRealTimers();
    });

    it('stays tabs when a tab is held down as it changes (a tap on a touch screen)', async () => {
      container = staticHtml();
      root = await act(async () => hydrateRoot(container, tabsElement));
      // Under the finger, the tab re-renders as it is selected: the links must not come back
      // (Chromium 112 and 119 on a phone did, and the tap landed on nothing).
      press(tab('Campagnes'));
      await act(async () => tab('Campagnes').click());
      expectSelected('Campagnes');
      press(null);
      await act(async () => tab('Modèles').click());
      expectSelected('Modèles');
    });

    it('hands the keyboard focus from a link to its tab', async () => {
      container = staticHtml();
      within(container).getByRole('link', { name: 'Entreprises' }).focus();
      root = await act(async () => hydrateRoot(container, tabsElement));
      expect(tab('Entreprises')).toHaveFocus();
      expectSelected('Vue d’ensemble');
    });
  });
});

describe('DashboardTabs, as a screen reader says them (virtual screen reader)', () => {
  beforeEach(() => setHash(''));
  afterEach(() => stopListening());

  it('says the selected tab at Tab, then each tab the arrow keys, Home and End select', async () => {
    const { container } = renderTabs();
    await listen(container);
    const tabPhrase = (label: string, position: number) =>
      `tab, ${label}, selected, 1 control, position ${position}, set size 4`;
    expect(await said(() => virtual.press('Tab'))).toEqual([tabPhrase('Vue d’ensemble', 1)]);
    expect(await said(() => virtual.press('ArrowRight'))).toEqual([tabPhrase('Entreprises', 2)]);
    expect(await said(() => virtual.press('ArrowRight'))).toEqual([tabPhrase('Campagnes', 3)]);
    expect(await said(() => virtual.press('End'))).toEqual([tabPhrase('Modèles', 4)]);
    expect(await said(() => virtual.press('ArrowRight'))).toEqual([tabPhrase('Vue d’ensemble', 1)]);
    expect(await said(() => virtual.press('ArrowLeft'))).toEqual([tabPhrase('Modèles', 4)]);
    expect(await said(() => virtual.press('Home'))).toEqual([tabPhrase('Vue d’ensemble', 1)]);
    // Tab leaves the tab list for the panel of the selected tab, named by it.
    await said(() => virtual.press('ArrowLeft'));
    expect(await said(() => virtual.press('Tab'))).toEqual(['tabpanel, Modèles']);
  }, 20_000);

  it('says which tabs are not selected, moving through the list', async () => {
    const { container } = renderTabs();
    await listen(container);
    expect(
      await said(async () => {
        for (let step = 0; step < 5; step++) await virtual.next();
      }),
    ).toEqual([
      'tab, Vue d’ensemble, selected, 1 control, position 1, set size 4',
      'tab, Entreprises, not selected, 1 control, position 2, set size 4',
      'tab, Campagnes, not selected, 1 control, position 3, set size 4',
      'tab, Modèles, not selected, 1 control, position 4, set size 4',
      'end of tablist, Sections du tableau de bord, orientated horizontally',
    ]);
  });
});
