import clsx from 'clsx';
import { NoticeButton } from '@/components/notices/notice-button';
import { buttonClasses } from '@/components/ui/button-styles';
import type { campaignsSection as CampaignsSection } from '@/content/dashboard';
import { notices } from '@/content/notices';
import type { DemoCampaign } from '@/content/types';
import { formatCount, formatNumber } from '@/lib/format';
import { CampaignStatusBadge } from './campaign-status-badge';
import { DashboardCard } from './dashboard-card';

interface CampaignsTableProps {
  section: typeof CampaignsSection;
  campaigns: readonly DemoCampaign[];
  /** Whether the page's first window ends with the table (FIRST_SCREEN_ATTRIBUTE). */
  endsFirstWindow?: boolean;
}

/**
 * The recent campaigns as a real table. On a phone it scrolls inside its own box, which
 * keyboard users can focus to scroll, while the campaign names stay pinned on the left.
 */
export function CampaignsTable({ section, campaigns, endsFirstWindow }: CampaignsTableProps) {
  const { columns, rowAction } = section;
  return (
    <DashboardCard
      titleId="campagnes-recentes"
      title={section.title}
      meta={<p className="text-sm text-ink-600">{formatCount(campaigns.length, 'campagne')}</p>}
      flush
      endsFirstWindow={endsFirstWindow}
    >
      {/* A labelled, focusable region: keyboard users can scroll the table on a phone. */}
      <section
        aria-label={section.scrollAreaLabel}
        tabIndex={0}
        className="overflow-x-auto rounded-b-card focus-visible:outline-offset-[-3px]"
      >
        <table className="w-full min-w-[38rem] border-collapse text-left text-sm">
          <caption className="sr-only">{section.caption}</caption>
          <thead>
            <tr className="border-b border-ink-200 bg-ink-50">
              {columns.map((column, index) => (
                <th
                  key={column.label}
                  scope="col"
                  className={clsx(
                    'px-4 py-3 text-xs font-semibold whitespace-nowrap text-ink-600 first:pl-5 last:pr-5 sm:first:pl-6 sm:last:pr-6',
                    column.numeric ? 'text-right' : 'text-left',
                    index === 0 &&
                      'sticky left-0 bg-ink-50 after:absolute after:inset-y-0 after:right-0 after:w-px after:bg-ink-200 md:after:hidden',
                    index === columns.length - 1 && 'text-right',
                  )}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {campaigns.map((campaign) => (
              <tr key={campaign.id} className="group">
                <th
                  scope="row"
                  className="sticky left-0 min-w-40 bg-white py-3.5 pr-4 pl-5 text-left font-semibold text-ink-950 group-hover:bg-ink-50 after:absolute after:inset-y-0 after:right-0 after:w-px after:bg-ink-200 sm:pl-6 sm:whitespace-nowrap md:after:hidden"
                >
                  {campaign.name}
                </th>
                <td className="px-4 py-3.5 group-hover:bg-ink-50">
                  <CampaignStatusBadge status={campaign.status} />
                </td>
                {[campaign.sent, campaign.opened, campaign.replies].map((count, index) => (
                  <td
                    key={index}
                    className={clsx(
                      'px-4 py-3.5 text-right tabular-nums group-hover:bg-ink-50',
                      count === 0 ? 'text-ink-500' : 'text-ink-800',
                    )}
                  >
                    {formatNumber(count)}
                  </td>
                ))}
                <td className="py-3 pr-5 pl-4 text-right group-hover:bg-ink-50 sm:pr-6">
                  <NoticeButton
                    notice={notices.featureInDevelopment(rowAction.feature(campaign.name))}
                    aria-label={rowAction.accessibleLabel(campaign.name)}
                    className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                  >
                    {rowAction.label}
                  </NoticeButton>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </DashboardCard>
  );
}
