import type { usageSection as UsageSection } from '@/content/dashboard';
import { Icon } from '@/components/ui/icon';
import { formatCount, formatNumber } from '@/lib/format';
import { DashboardCard } from './dashboard-card';

/**
 * Monthly usage against the plan's quotas. A native <progress> draws the bar from its
 * value and maximum, so no inline style is needed, and is exposed as a progress bar
 * whose value text says what is counted.
 */
export function UsageMeters({ section }: { section: typeof UsageSection }) {
  return (
    <DashboardCard titleId="consommation" title={section.title} description={section.text}>
      <ul className="space-y-5">
        {section.meters.map((meter) => {
          const labelId = `consommation-${meter.id}`;
          return (
            <li key={meter.id}>
              <div className="flex items-center justify-between gap-3 text-sm">
                <span id={labelId} className="flex items-center gap-2 font-semibold text-ink-900">
                  <Icon name={meter.icon} className="size-5 text-ink-500" later />
                  {meter.label}
                </span>{' '}
                {/* A space, drawn as nothing between flex items: « E-mails 342 / 500 » without styles. */}
                <span className="text-ink-700 tabular-nums">
                  <span className="font-semibold text-ink-950">{formatNumber(meter.used)}</span> /{' '}
                  {formatNumber(meter.limit)}
                </span>
              </div>
              <progress
                aria-labelledby={labelId}
                aria-valuetext={`${formatCount(meter.used, meter.unit)} sur ${formatNumber(meter.limit)}`}
                value={meter.used}
                max={meter.limit}
                className="mt-2 block h-2 w-full appearance-none overflow-hidden rounded-full bg-ink-100 [&::-moz-progress-bar]:rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-ink-100 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand-600"
              />
            </li>
          );
        })}
      </ul>
    </DashboardCard>
  );
}
