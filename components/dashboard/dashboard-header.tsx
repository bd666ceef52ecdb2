import { Logo } from '@/components/layout/logo';
import { Badge } from '@/components/ui/badge';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { dashboardShell } from '@/content/dashboard';
import { routes } from '@/content/site';

/**
 * Top of the dashboard's application shell: the demo notice first, so nobody takes the
 * sample figures for real ones, then the product's top bar.
 */
export function DashboardHeader() {
  return (
    <header className="border-b border-ink-200 bg-white">
      <div className="border-b border-accent-200 bg-accent-50 text-accent-900">
        <Container className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2.5 text-sm sm:justify-center">
          <p className="flex items-start gap-2 font-medium sm:items-center">
            <Icon name="informationCircle" className="size-5 shrink-0 text-accent-800" />
            {dashboardShell.demoNotice}
          </p>
          <a
            href={routes.home.path}
            className="ml-7 inline-flex items-center gap-1.5 rounded font-semibold underline underline-offset-4 hover:no-underline sm:ml-0"
          >
            <Icon name="arrowLeft" className="size-4" />
            {dashboardShell.backToSite}
          </a>
        </Container>
      </div>
      <Container className="flex h-16 items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <Logo />
          <Badge tone="accent">{dashboardShell.demoBadge}</Badge>
        </div>
        <p className="flex items-center gap-2.5 text-sm font-semibold text-ink-800">
          <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-200">
            <Icon name="userCircle" className="size-6" />
          </span>
          <span className="sr-only sm:not-sr-only">{dashboardShell.demoAccount}</span>
        </p>
      </Container>
    </header>
  );
}
