'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useId, useSyncExternalStore } from 'react';
import type { NavLink } from '@/content/types';
import { buttonClasses } from '@/components/ui/button-styles';
import { island } from '@/components/island';
import { closePopover, isPopoverOpen } from '@/lib/popover';

interface MainNavigationProps {
  links: readonly NavLink[];
  accountLinks: { signIn: NavLink; signUp: NavLink };
}

const currentProps = (pathname: string, href: string) =>
  pathname === href ? ({ 'aria-current': 'page' } as const) : {};

/**
 * Whether the popover is open, for aria-expanded. Undefined in the static HTML: there the
 * browser derives the button's expanded state from `popovertarget` itself, and a written
 * "false" would contradict it once the visitor opens the menu before scripts run. After
 * hydration it reads the popover's actual state, so a menu opened early is adopted as open.
 */
function usePopoverOpen(popoverId: string) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const popover = document.getElementById(popoverId);
      popover?.addEventListener('toggle', onChange);
      // A page shown again from the back/forward cache comes back with its menu closed as it
      // was left (lib/browser/leaving.ts), a closing whose toggle event Firefox drops.
      window.addEventListener('pageshow', onChange);
      return () => {
        popover?.removeEventListener('toggle', onChange);
        window.removeEventListener('pageshow', onChange);
      };
    },
    [popoverId],
  );
  return useSyncExternalStore(
    subscribe,
    () => isPopoverOpen(document.getElementById(popoverId)),
    () => undefined,
  );
}

/**
 * The header's navigation: a plain list from the md breakpoint up, a menu button below it.
 * Where popover works neither natively nor through its polyfill (an old browser without
 * JavaScript), the menu button cannot open anything: it goes, and the list and the account
 * links stay in the header at every width, wrapping under the logo, so that every link is
 * in sight and nothing covers the page (the no-popover variant, app/globals.css).
 *
 * The menu is a native popover (`popovertarget`), so it opens, closes on Escape or a tap
 * beside it, and returns focus to its button with no JavaScript at all, from the first tap.
 * This island adds what HTML cannot: aria-current from the current path (rendered into the
 * static HTML at build time), aria-expanded that every assistive technology reads,
 * closing the menu when a link is followed, so a page restored from the back-forward
 * cache does not come back with its menu open, and when the focus leaves it for the page.
 */
function Navigation({ links, accountLinks }: MainNavigationProps) {
  const pathname = usePathname();
  const panelId = useId();
  const open = usePopoverOpen(panelId);

  const close = () => closePopover(document.getElementById(panelId));

  return (
    // One navigation landmark for both layouts: the links are listed once for each. On a
    // phone it only holds the menu button and is not stretched: stretched, its box began
    // after the logo, whose width changes when the web font swaps in, and moved with it (a
    // layout shift on every page).
    <nav
      aria-label="Navigation principale"
      className="flex items-center justify-end lg:flex-1 lg:justify-between max-lg:no-popover:basis-full max-lg:no-popover:flex-wrap max-lg:no-popover:justify-between max-lg:no-popover:gap-2"
    >
      <ul className="hidden items-center gap-1 lg:flex no-popover:flex max-lg:no-popover:flex-wrap">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} {...currentProps(pathname, link.href)} className="nav-link">
              {link.label}
            </a>
          </li>
        ))}
      </ul>

      <div className="hidden items-center gap-2 lg:flex no-popover:flex">
        <a
          href={accountLinks.signIn.href}
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
        >
          {accountLinks.signIn.label}
        </a>
        <a href={accountLinks.signUp.href} className={buttonClasses({ size: 'sm' })}>
          {accountLinks.signUp.label}
        </a>
      </div>

      <div className="group lg:hidden no-popover:hidden">
        <button
          type="button"
          popoverTarget={panelId}
          aria-expanded={open}
          aria-controls={panelId}
          className={buttonClasses({
            variant: 'secondary',
            size: 'sm',
            className: 'gap-1.5 pr-3 pl-4',
          })}
        >
          Menu
          {/* Both drawings are in the HTML; CSS shows the one that matches the popover. */}
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.5}
            strokeLinecap="round"
            strokeLinejoin="round"
            className="size-5"
          >
            <path
              d="M3.75 6.75h16.5M3.75 12h16.5m-16.5 5.25h16.5"
              className="group-has-[:popover-open]:hidden"
            />
            <path d="M6 18 18 6M6 6l12 12" className="hidden group-has-[:popover-open]:inline" />
          </svg>
        </button>
        <div
          id={panelId}
          popover="auto"
          // The focus leaving the menu for the page closes it: what takes the focus would
          // otherwise lie under the open menu (WCAG 2.4.11). Back to its button, it stays.
          onBlur={(event) => {
            const next = event.relatedTarget;
            const button = event.currentTarget.previousElementSibling;
            if (next && !event.currentTarget.contains(next) && !button?.contains(next)) close();
          }}
          className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-auto max-w-none overflow-y-auto border-0 border-b border-ink-200 bg-white px-5 pt-2 pb-6 text-ink-900 shadow-lift backdrop:top-16 backdrop:bg-ink-950/30 lg:hidden"
        >
          <ul className="divide-y divide-ink-100">
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  {...currentProps(pathname, link.href)}
                  onClick={close}
                  className="menu-link"
                >
                  {link.label}
                  {pathname === link.href && (
                    <span
                      aria-hidden="true"
                      className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200"
                    >
                      Page actuelle
                    </span>
                  )}
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-4 grid gap-3">
            <a
              href={accountLinks.signUp.href}
              onClick={close}
              className={buttonClasses({ size: 'md' })}
            >
              {accountLinks.signUp.label}
            </a>
            <a
              href={accountLinks.signIn.href}
              onClick={close}
              className={buttonClasses({ variant: 'secondary', size: 'md' })}
            >
              {accountLinks.signIn.label}
            </a>
          </div>
        </div>
      </div>
    </nav>
  );
}

export const MainNavigation = island(Navigation);
