import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from './skip-link';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Header, main landmark and footer of the marketing pages and of the 404 page.
 * `firstWindowEndsWithFooter`: on a page short enough for its footer to show in the first
 * window (the 404 page), the footer ends it (FIRST_SCREEN_ATTRIBUTE).
 */
export function SiteShell({
  children,
  firstWindowEndsWithFooter = false,
}: {
  children: ReactNode;
  firstWindowEndsWithFooter?: boolean;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter endsFirstWindow={firstWindowEndsWithFooter} />
    </div>
  );
}
