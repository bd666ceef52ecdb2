'use client';

import { Tab, TabGroup, TabList } from '@headlessui/react';
import { Fragment, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { island } from '@/components/island';
import { useHydrated } from '@/lib/use-hydrated';
import { hashForSlug, tabIndexFromHash } from './tab-hash';

export interface DashboardTabItem {
  /** Address fragment of the tab, without '#'. */
  slug: string;
  label: string;
  /** Decorative, rendered by the server page. */
  icon?: ReactNode;
  /** The tab's content, rendered by the server page. */
  panel: ReactNode;
}

interface DashboardTabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly DashboardTabItem[];
}

// The classes of the tab list and its tabs, the selected look included, are in
// app/globals.css: it answers to Headless UI's data-selected and, without JavaScript, to the
// panel that is the :target.

/**
 * The static HTML, and what React first hydrates: links to the panels' fragments. With no
 * JavaScript, a link opens its panel through :target (CSS in app/globals.css), and
 * /dashboard#entreprises opens on that panel; the overview shows by default.
 */
function FragmentTabList({ label, tabs }: DashboardTabsProps) {
  return (
    <nav aria-label={label}>
      <ul className="dashboard-tab-list">
        {tabs.map((tab) => (
          <li key={tab.slug} className="flex">
            <a href={hashForSlug(tab.slug)} className="dashboard-tab">
              {tab.icon}
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The real tab list, once hydrated: Headless UI gives the tabs their ARIA states and the
 * keyboard (arrows, Home, End, automatic activation, roving focus).
 */
function InteractiveTabList({
  label,
  tabs,
  selectedIndex,
  onChange,
}: DashboardTabsProps & { selectedIndex: number; onChange: (index: number) => void }) {
  // A keyboard user may be on one of the links this replaces: the matching tab takes the
  // focus over (read while the links are still in the page).
  const [focusedIndex] = useState(() => {
    const focused = document.activeElement?.getAttribute('href');
    return tabs.findIndex((tab) => focused === hashForSlug(tab.slug));
  });
  return (
    <TabGroup selectedIndex={selectedIndex} onChange={onChange}>
      <TabList aria-label={label} className="dashboard-tab-list">
        {tabs.map((tab, index) => (
          // As a Fragment, the tab is our own button: it keeps the aria-controls we give it,
          // since the panels are ours rather than Headless UI's TabPanel (see below).
          <Tab key={tab.slug} as={Fragment} autoFocus={index === focusedIndex}>
            <button type="button" aria-controls={tab.slug} className="dashboard-tab">
              {tab.icon}
              {tab.label}
            </button>
          </Tab>
        ))}
      </TabList>
    </TabGroup>
  );
}

/**
 * Whether the event being dispatched right now is part of a press on these links. A link is
 * :active only once its pointerdown's and mousedown's listeners have run, and no longer in
 * its pointerup's in WebKit; React may hydrate inside those very listeners: it hydrates at
 * once the part of the page a discrete event lands on (loading this module only then), and
 * renders the tabs' first hydrated state in the same task. Swapped there, under the pointer,
 * the link lost its click: in Firefox the mousedown went to what lay beneath, in WebKit the
 * click never came (CI's floor tests caught both under load, the address kept the previous
 * tab; traced as the <nav> removed during the pointerdown, or the pointerup). The event under
 * way is the browser's `window.event`, which every engine of the floor sets.
 */
function pressUnderWayOn(links: HTMLElement) {
  const event = window.event;
  return (
    event != null &&
    /^(pointerdown|mousedown|touchstart|pointerup|mouseup|touchend)$/.test(event.type) &&
    event.target instanceof Node &&
    links.contains(event.target)
  );
}

/**
 * Whether the links may give way to the tabs: once hydrated, but not while a link is being
 * pressed. The page's scripts start at the visitor's first pointer down (see
 * scripts/site-build/optimize-export.ts) and may hydrate before the press ends, or as the next
 * press starts; swapping the link for a tab under the finger would lose its click, and with
 * it the tab the visitor chose. So the swap waits for that click (its fragment is then in
 * the address), or for the press to be abandoned. Once swapped, the tabs stay: a tab held
 * down as it re-renders is :active too.
 */
function useTabsReady(links: RefObject<HTMLElement | null>) {
  const hydrated = useHydrated();
  const [swapped, setSwapped] = useState(false);
  // Read in the browser only (hydrated), on the links still in the page: a press under way
  // (:active), or one whose events are being dispatched (not :active then).
  const pressing =
    hydrated &&
    !swapped &&
    links.current != null &&
    (links.current.querySelector(':active') != null || pressUnderWayOn(links.current));
  const ready = swapped || (hydrated && !pressing);

  // Remembered at once, during this render (React's pattern for state that follows state).
  if (ready && !swapped) setSwapped(true);

  useEffect(() => {
    if (!pressing) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the click's own default action, which sets the fragment.
    const over = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setSwapped(true), 0);
    };
    // A press abandoned (dragged away) has no click: give up waiting for one.
    const released = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setSwapped(true), 500);
    };
    window.addEventListener('click', over, true);
    window.addEventListener('pointercancel', over, true);
    window.addEventListener('pointerup', released, true);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('click', over, true);
      window.removeEventListener('pointercancel', over, true);
      window.removeEventListener('pointerup', released, true);
    };
  }, [pressing]);

  return ready;
}

/**
 * The panels in the order of the HTML: the default one (the first tab's) last. Without
 * JavaScript, CSS shows the panel that is the :target, and the last one when no earlier
 * panel is (`:target ~ :last-child`, app/globals.css): this needs no :has(), which Firefox
 * lacks before 121. Only one panel shows at a time, so their order is not read.
 */
function panelOrder<Tab>(tabs: readonly Tab[]) {
  const indexed = tabs.map((tab, index) => ({ tab, index }));
  return [...indexed.slice(1), ...indexed.slice(0, 1)];
}

/**
 * The dashboard's tabs. The HTML works on its own (links and :target). Once React has
 * hydrated it, the links give way to Headless UI's tabs, which look the same and select
 * the panel the fragment names, so the visitor sees no change.
 *
 * The panels are the same <section> elements in both states, only their attributes
 * change: swapping them for Headless UI's TabPanel would rebuild them at hydration and
 * undo what the visitor did there already (a table scrolled sideways, a button being
 * pressed). So this island states the panel side of the tabs pattern itself (role,
 * label, hidden, focusable) and leaves the tab side to Headless UI.
 *
 * The selection follows the address fragment; switching tabs replaces the fragment
 * instead of adding a history entry, so Back still leaves the dashboard.
 */
function Tabs({ label, tabs }: DashboardTabsProps) {
  const root = useRef<HTMLDivElement>(null);
  const interactive = useTabsReady(root);
  const slugKey = tabs.map((tab) => tab.slug).join(' ');
  // Read only once interactive, in the browser, where the static HTML already shows the
  // panel the fragment names.
  const [selectedIndex, setSelectedIndex] = useState<number | null>(null);
  const selected =
    selectedIndex ??
    (interactive ? (tabIndexFromHash(window.location.hash, slugKey.split(' ')) ?? 0) : 0);

  useEffect(() => {
    const slugs = slugKey.split(' ');
    // A fragment that names no tab (the skip link's #contenu…) leaves the selection alone.
    const selectFromHash = () => {
      const index = tabIndexFromHash(window.location.hash, slugs);
      if (index !== null) setSelectedIndex(index);
    };
    window.addEventListener('hashchange', selectFromHash);
    return () => window.removeEventListener('hashchange', selectFromHash);
  }, [slugKey]);

  const selectTab = (index: number) => {
    setSelectedIndex(index);
    const tab = tabs[index];
    // The browser's own replaceState, past Next's router and the page loader's guard of the
    // fragment (lib/browser/loader.ts, keepFollowedFragment), keeping the entry's state.
    if (tab)
      History.prototype.replaceState.call(
        window.history,
        window.history.state,
        '',
        hashForSlug(tab.slug),
      );
  };

  return (
    <div ref={root} data-fragment-tabs={interactive ? undefined : ''}>
      {interactive ? (
        <InteractiveTabList
          label={label}
          tabs={tabs}
          selectedIndex={selected}
          onChange={selectTab}
        />
      ) : (
        <FragmentTabList label={label} tabs={tabs} />
      )}
      <div data-fragment-panels={interactive ? undefined : ''} className="mt-8">
        {panelOrder(tabs).map(({ tab, index }) => (
          <section
            key={tab.slug}
            id={tab.slug}
            aria-label={tab.label}
            {...(interactive
              ? {
                  role: 'tabpanel',
                  hidden: index !== selected,
                  tabIndex: index === selected ? 0 : -1,
                }
              : {})}
            className="rounded-card focus-visible:outline-offset-4"
          >
            {tab.panel}
          </section>
        ))}
      </div>
    </div>
  );
}

export const DashboardTabs = island(Tabs);
