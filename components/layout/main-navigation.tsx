'use client';

import clsx from 'clsx';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import type { NavLink } from '@/content/types';
import { buttonClasses } from '@/components/ui/button-styles';

interface MainNavigationProps {
  links: readonly NavLink[];
  accountLinks: { signIn: NavLink; signUp: NavLink };
}

const currentProps = (pathname: string, href: string) =>
  pathname === href ? ({ 'aria-current': 'page' } as const) : {};

/**
 * The header's navigation: a plain list from the md breakpoint up, a menu button below
 * it. The client side knows the current path (aria-current) and opens the menu.
 *
 * The menu is the WAI-ARIA disclosure pattern written out, not a Headless UI
 * component: this island ships on every page, and Headless UI's Disclosure with its
 * focus and press helpers weighs about 12 KB gzipped, most of the site's JavaScript
 * budget (see perf/budgets.json). The accordion and the tabs, which need more than
 * a toggle, use Headless UI.
 */
export function MainNavigation({ links, accountLinks }: MainNavigationProps) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  const close = () => setOpen(false);

  return (
    // One navigation landmark for both layouts: the links are listed once for each.
    <nav
      aria-label="Navigation principale"
      className="flex flex-1 items-center justify-end md:justify-between"
    >
      <ul className="hidden items-center gap-1 md:flex">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              {...currentProps(pathname, link.href)}
              className="rounded-full px-3.5 py-2 text-[0.9375rem] font-medium text-ink-700 transition-colors hover:bg-ink-100 hover:text-ink-950 aria-[current=page]:bg-brand-50 aria-[current=page]:font-bold aria-[current=page]:text-brand-800 aria-[current=page]:ring-1 aria-[current=page]:ring-brand-200"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>

      <div className="hidden items-center gap-2 md:flex">
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

      <div className="md:hidden">
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((isOpen) => !isOpen)}
          className={clsx(buttonClasses({ variant: 'secondary', size: 'sm' }), 'gap-1.5 pr-3 pl-4')}
        >
          Menu
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.5}
            className="size-5"
          >
            <path
              strokeLinecap="round"
              strokeLinejoin="round"
              d={open ? 'M6 18 18 6M6 6l12 12' : 'M3.75 6.75h16.5M3.75 12h16.5m-16.5 5.25h16.5'}
            />
          </svg>
        </button>
        {open && (
          // A pointer user closes the menu by clicking beside it; keyboard users have Escape.
          <div
            aria-hidden="true"
            onClick={close}
            className="absolute inset-x-0 top-full h-dvh bg-ink-950/30"
          />
        )}
        {/* Kept in the DOM while closed, so the button's aria-controls always points to it. */}
        <div
          id={panelId}
          hidden={!open}
          className="absolute inset-x-0 top-full border-b border-ink-200 bg-white px-5 pt-2 pb-6 shadow-lift"
        >
          <ul className="divide-y divide-ink-100">
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  {...currentProps(pathname, link.href)}
                  onClick={close}
                  className="flex items-center justify-between rounded-lg px-2 py-3.5 text-lg font-medium text-ink-800 aria-[current=page]:font-bold aria-[current=page]:text-brand-800"
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
