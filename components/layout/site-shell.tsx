import type { ReactNode } from 'react';
import { MainContent } from './skip-link';
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
      <MainContent>{children}</MainContent>
      <SiteFooter endsFirstWindow={firstWindowEndsWithFooter} />
    </div>
  );
}
