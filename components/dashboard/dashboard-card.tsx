import clsx from 'clsx';
import type { ReactNode } from 'react';
import { cardClasses } from '@/components/ui/card';
import { ENDS_FIRST_SCREEN } from '@/components/ui/first-screen';

interface DashboardCardProps {
  /** Id of the heading, which names the section. */
  titleId: string;
  title: string;
  /** A line under the title. */
  description?: string;
  /** Shown at the end of the title row: a count, a link… */
  meta?: ReactNode;
  /** Content that runs to the card's edges, such as a table. */
  flush?: boolean;
  className?: string;
  /** Whether the page's first window ends with this card (FIRST_SCREEN_ATTRIBUTE). */
  endsFirstWindow?: boolean;
  children: ReactNode;
}

/** A titled white card of the dashboard, announced as a region named by its title. */
export function DashboardCard({
  titleId,
  title,
  description,
  meta,
  flush = false,
  className,
  endsFirstWindow = false,
  children,
}: DashboardCardProps) {
  return (
    <section
      aria-labelledby={titleId}
      className={cardClasses('raised', 'min-w-0', className)}
      {...(endsFirstWindow && ENDS_FIRST_SCREEN)}
    >
      {/*
       * On a phone the meta goes under the title: beside it, it fitted or wrapped depending on
       * a few pixels, which the local fallback font and the web font did not agree on (at
       * 375 px the table below moved when the font swapped in).
       */}
      <div
        className={clsx(
          'flex flex-col gap-y-1 px-5 pt-5 sm:flex-row sm:flex-wrap sm:items-baseline sm:justify-between sm:gap-x-4 sm:px-6',
          flush ? 'border-b border-ink-200 pb-4' : 'pb-1',
        )}
      >
        <div>
          <h2 id={titleId} className="text-lg font-bold text-ink-950">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-ink-600">{description}</p>}
        </div>
        {meta}
      </div>
      <div className={clsx(!flush && 'px-5 pt-4 pb-5 sm:px-6 sm:pb-6')}>{children}</div>
    </section>
  );
}
