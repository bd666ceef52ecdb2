import { CampaignsTable } from '@/components/dashboard/campaigns-table';
import { EmptyState } from '@/components/dashboard/empty-state';
import { QuickActions } from '@/components/dashboard/quick-actions';
import { StatCards } from '@/components/dashboard/stat-cards';
import { UsageMeters } from '@/components/dashboard/usage-meters';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import {
  campaignsSection,
  dashboardPage,
  dashboardTabs,
  demoCampaigns,
  emptyStates,
  quickActionsSection,
  statsSection,
  usageSection,
} from '@/content/dashboard';
import type { DashboardTabId } from '@/content/types';
import { pageMetadata } from '@/content/seo/metadata';
import { DashboardTabs } from './dashboard-tabs';

export const metadata = pageMetadata('dashboard');

function Overview() {
  return (
    <div className="grid gap-6">
      <StatCards title={statsSection.title} stats={statsSection.stats} />
      {/* The first window ends with the table: the quick actions start below it, at every size. */}
      <CampaignsTable section={campaignsSection} campaigns={demoCampaigns} endsFirstWindow />
      <div className="grid gap-6 lg:grid-cols-3">
        <QuickActions
          title={quickActionsSection.title}
          actions={quickActionsSection.actions}
          className="lg:col-span-2"
        />
        <UsageMeters section={usageSection} />
      </div>
    </div>
  );
}

function panelOf(id: DashboardTabId) {
  if (id === 'overview') return <Overview />;
  const state = emptyStates.find((candidate) => candidate.tab === id);
  if (!state) throw new Error(`No empty state for the dashboard tab ${id}`);
  return <EmptyState state={state} />;
}

export default function DashboardPage() {
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink-950 sm:text-4xl">
        {dashboardPage.title}
      </h1>
      <p className="mt-2 text-ink-600">{dashboardPage.lead}</p>
      <div className="mt-8">
        <DashboardTabs
          label={dashboardPage.tabListLabel}
          tabs={dashboardTabs.map((tab) => ({
            slug: tab.slug,
            label: tab.label,
            icon: <Icon name={tab.icon} className="size-5 shrink-0" />,
            panel: panelOf(tab.id),
          }))}
        />
      </div>
    </Container>
  );
}
