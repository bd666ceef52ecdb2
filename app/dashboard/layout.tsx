import type { ReactNode } from 'react';
import { DashboardFooter } from '@/components/dashboard/dashboard-footer';
import { DashboardHeader } from '@/components/dashboard/dashboard-header';
import { MainContent } from '@/components/layout/skip-link';
import { PageNotices } from '@/components/notices/page-notices';

/**
 * The demo dashboard's own application shell: no marketing header or footer, a top bar
 * and a demo notice instead, and a foot with the accessibility mention. The root layout's
 * skip link leads to its main landmark.
 */
export default function DashboardLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <DashboardHeader />
      <MainContent>{children}</MainContent>
      <DashboardFooter />
      <PageNotices />
    </div>
  );
}
