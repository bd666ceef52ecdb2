import { NoticeButton } from '@/components/notices/notice-button';
import { Icon, IconBadge } from '@/components/ui/icon';
import { notices } from '@/content/notices';
import type { DashboardQuickAction } from '@/content/types';
import { DashboardCard } from './dashboard-card';

/**
 * Shortcuts to the product's four main actions. The whole row is clickable, but the
 * button's name is only its label; the description is tied to it as a description. The
 * row draws the button's focus, as an outline (.quick-action, app/globals.css).
 */
export function QuickActions({
  title,
  actions,
  className,
}: {
  title: string;
  actions: readonly DashboardQuickAction[];
  className?: string;
}) {
  return (
    <DashboardCard titleId="actions-rapides" title={title} className={className}>
      <ul className="grid gap-2.5 sm:grid-cols-2">
        {actions.map((action) => (
          <li key={action.id} className="quick-action">
            <IconBadge name={action.icon} later />
            <div className="min-w-0 flex-1">
              <NoticeButton
                notice={notices.featureInDevelopment(action.feature)}
                aria-describedby={`action-${action.id}`}
                className="text-left font-semibold text-ink-950 after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
              >
                {action.label}
              </NoticeButton>
              <p id={`action-${action.id}`} className="mt-0.5 text-sm leading-snug text-ink-600">
                {action.description}
              </p>
            </div>
            <Icon name="chevronRight" className="size-5 shrink-0 text-ink-400" later />
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}
