'use client';

import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { Bars3Icon, XMarkIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { KeyboardEvent } from 'react';
import type { NavLink } from '@/content/types';
import { buttonClasses } from '@/components/ui/button-styles';

interface MainNavigationProps {
  links: readonly NavLink[];
  accountLinks: { signIn: NavLink; signUp: NavLink };
}

/**
 * The header's navigation: a plain list from the md breakpoint up, a menu button
 * below it. The client side is needed for two things only: knowing the current
 * path (aria-current) and opening the small-screen menu.
 *
 * The menu is a Headless UI Disclosure rather than a Popover: the Popover brings the
 * floating-ui positioning engine (about 10 KB gzipped on every page) that a full-width
 * panel does not need. Escape and the click outside, which a Disclosure leaves to us,
 * are handled below.
 */
export function MainNavigation({ links, accountLinks }: MainNavigationProps) {
  const pathname = usePathname();
  const currentProps = (href: string) =>
    pathname === href ? ({ 'aria-current': 'page' } as const) : {};

  return (
    <>
      <nav aria-label="Navigation principale" className="hidden md:block">
        <ul className="flex items-center gap-1">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                {...currentProps(link.href)}
                className="rounded-full px-3.5 py-2 text-[0.9375rem] font-medium text-ink-700 transition-colors hover:bg-ink-100 hover:text-ink-950 aria-[current=page]:bg-brand-50 aria-[current=page]:font-bold aria-[current=page]:text-brand-800 aria-[current=page]:ring-1 aria-[current=page]:ring-brand-200"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="hidden items-center gap-2 md:flex">
        <Link
          href={accountLinks.signIn.href}
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
        >
          {accountLinks.signIn.label}
        </Link>
        <Link href={accountLinks.signUp.href} className={buttonClasses({ size: 'sm' })}>
          {accountLinks.signUp.label}
        </Link>
      </div>

      <Disclosure as="div" className="md:hidden">
        {({ open, close }) => {
          const closeOnEscape = (event: KeyboardEvent) => {
            if (event.key !== 'Escape' || !open) return;
            event.preventDefault();
            // Headless UI gives the focus back to the menu button.
            close();
          };
          const linkProps = { onClick: () => close() };
          return (
            <div onKeyDown={closeOnEscape}>
              <DisclosureButton
                className={clsx(
                  buttonClasses({ variant: 'secondary', size: 'sm' }),
                  'gap-1.5 pr-3 pl-4',
                )}
              >
                Menu
                {open ? (
                  <XMarkIcon aria-hidden="true" className="size-5" />
                ) : (
                  <Bars3Icon aria-hidden="true" className="size-5" />
                )}
              </DisclosureButton>
              {open && (
                // A pointer user closes the menu by clicking beside it; keyboard users have Escape.
                <div
                  aria-hidden="true"
                  onClick={() => close()}
                  className="absolute inset-x-0 top-full h-dvh bg-ink-950/30"
                />
              )}
              {/* Kept in the DOM while closed so the button's aria-controls always points to it. */}
              <DisclosurePanel
                unmount={false}
                as="nav"
                aria-label="Navigation principale"
                className="absolute inset-x-0 top-full border-b border-ink-200 bg-white px-5 pt-2 pb-6 shadow-lift"
              >
                <ul className="divide-y divide-ink-100">
                  {links.map((link) => (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        {...currentProps(link.href)}
                        {...linkProps}
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
                      </Link>
                    </li>
                  ))}
                </ul>
                <div className="mt-4 grid gap-3">
                  <Link
                    href={accountLinks.signUp.href}
                    {...linkProps}
                    className={buttonClasses({ size: 'md' })}
                  >
                    {accountLinks.signUp.label}
                  </Link>
                  <Link
                    href={accountLinks.signIn.href}
                    {...linkProps}
                    className={buttonClasses({ variant: 'secondary', size: 'md' })}
                  >
                    {accountLinks.signIn.label}
                  </Link>
                </div>
              </DisclosurePanel>
            </div>
          );
        }}
      </Disclosure>
    </>
  );
}
