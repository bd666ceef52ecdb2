'use client';

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import clsx from 'clsx';
import { useEffect, useState, type ReactNode } from 'react';
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

/**
 * The dashboard's tabs, the page's only client island. Headless UI gives the ARIA
 * contract and the keyboard (arrows, Home, End, automatic activation); this component
 * only keeps the selection in step with the address fragment.
 *
 * The export is static, so the HTML always shows the first tab: the tab a fragment names
 * is selected once the page has hydrated. Switching tabs replaces the fragment instead of
 * adding a history entry, so Back still leaves the dashboard.
 */
export function DashboardTabs({ label, tabs }: DashboardTabsProps) {
  const [selectedIndex, setSelectedIndex] = useState(0);
  const slugKey = tabs.map((tab) => tab.slug).join(' ');

  useEffect(() => {
    const slugs = slugKey.split(' ');
    // A fragment that names no tab (the skip link's #contenu…) leaves the selection alone.
    const selectFromHash = () => {
      const index = tabIndexFromHash(window.location.hash, slugs);
      if (index !== null) setSelectedIndex(index);
    };
    selectFromHash();
    window.addEventListener('hashchange', selectFromHash);
    return () => window.removeEventListener('hashchange', selectFromHash);
  }, [slugKey]);

  const selectTab = (index: number) => {
    setSelectedIndex(index);
    const tab = tabs[index];
    if (tab) window.history.replaceState(null, '', hashForSlug(tab.slug));
  };

  return (
    <TabGroup selectedIndex={selectedIndex} onChange={selectTab}>
      <TabList
        aria-label={label}
        className="grid grid-cols-2 gap-1 rounded-2xl bg-ink-100 p-1 ring-1 ring-ink-200/70 ring-inset sm:inline-grid sm:grid-flow-col sm:grid-cols-none"
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.slug}
            className={clsx(
              'flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 text-[0.9375rem] font-semibold whitespace-nowrap text-ink-700 transition-colors duration-150 not-data-selected:hover:bg-white/60 not-data-selected:hover:text-ink-950 data-selected:bg-white data-selected:text-ink-950 data-selected:shadow-sm data-selected:ring-1 data-selected:ring-ink-200 sm:justify-start',
            )}
          >
            {tab.icon}
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-8">
        {tabs.map((tab) => (
          // Hidden panels stay in the HTML: the server renders every tab once.
          <TabPanel
            key={tab.slug}
            unmount={false}
            className="rounded-card focus-visible:outline-offset-4"
          >
            {tab.panel}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
