'use client';

import {
  CloseButton,
  Popover,
  PopoverBackdrop,
  PopoverButton,
  PopoverPanel,
} from '@headlessui/react';
import { Bars3Icon, XMarkIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
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

      <Popover className="md:hidden">
        {({ open }) => (
          <>
            <PopoverButton
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
            </PopoverButton>
            <PopoverBackdrop className="absolute inset-x-0 top-full h-dvh bg-ink-950/30" />
            {/* Kept in the DOM while closed so the button's aria-controls always points to it. */}
            <PopoverPanel
              unmount={false}
              as="nav"
              aria-label="Navigation principale"
              className="absolute inset-x-0 top-full border-b border-ink-200 bg-white px-5 pt-2 pb-6 shadow-lift"
            >
              <ul className="divide-y divide-ink-100">
                {links.map((link) => (
                  <li key={link.href}>
                    <CloseButton
                      as={Link}
                      href={link.href}
                      {...currentProps(link.href)}
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
                    </CloseButton>
                  </li>
                ))}
              </ul>
              <div className="mt-4 grid gap-3">
                <CloseButton
                  as={Link}
                  href={accountLinks.signUp.href}
                  className={buttonClasses({ size: 'md' })}
                >
                  {accountLinks.signUp.label}
                </CloseButton>
                <CloseButton
                  as={Link}
                  href={accountLinks.signIn.href}
                  className={buttonClasses({ variant: 'secondary', size: 'md' })}
                >
                  {accountLinks.signIn.label}
                </CloseButton>
              </div>
            </PopoverPanel>
          </>
        )}
      </Popover>
    </>
  );
}
