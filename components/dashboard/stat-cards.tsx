import { Icon } from '@/components/ui/icon';
import type { DashboardStat } from '@/content/types';
import { Card } from '@/components/ui/card';

/** The overview's key figures, as a description list: each label names its value. */
export function StatCards({ title, stats }: { title: string; stats: readonly DashboardStat[] }) {
  return (
    <section aria-labelledby="chiffres-cles">
      <h2 id="chiffres-cles" className="sr-only">
        {title}
      </h2>
      <dl className="grid gap-3 min-[22.5rem]:grid-cols-2 sm:gap-4 lg:grid-cols-4">
        {stats.map((stat) => (
          <Card key={stat.id} className="flex flex-col justify-between gap-4 p-4 sm:p-5">
            <dt className="flex items-start justify-between gap-3 text-sm leading-snug font-semibold text-ink-600">
              {stat.label}
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <Icon name={stat.icon} className="size-5" />
              </span>
            </dt>
            <dd className="text-[1.75rem] leading-none font-extrabold tracking-tight text-ink-950 tabular-nums sm:text-4xl">
              {stat.value}
            </dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
