import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';

/** Every marketing page shares the site's header and footer; the dashboard has its own shell. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>;
}
