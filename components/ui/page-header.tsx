import clsx from 'clsx';
import type { ReactNode } from 'react';
import { SLACK_ATTRIBUTE } from '@/lib/browser/contract';
import { Container } from './container';

interface PageHeaderProps {
  /** Its words, as a page's content module gives them: the h1's title, its eyebrow and lead. */
  heading: { eyebrow?: string; title: ReactNode; lead?: ReactNode };
  /** Extra content under the lead: actions, meta information… */
  children?: ReactNode;
  align?: 'start' | 'center';
}

/** The first section of an inner page: its h1 and what the page is for. */
export function PageHeader({ heading, children, align = 'start' }: PageHeaderProps) {
  const { eyebrow, title, lead } = heading;
  return (
    // Part of the first window, which ends after it: the page marks the section that follows
    // (ENDS_FIRST_SCREEN), which fills the rest of a tall phone's window.
    <header className="border-b border-ink-200/70 bg-[radial-gradient(50%_80%_at_90%_0%,theme(colors.brand.50),transparent)]">
      {/*
       * Its bottom padding is slack for the web font's swap: the page loader keeps this box's
       * height while the font swaps in, so that a line more or less in the title or the lead
       * (their breaks differ now and then between the fallback and the web font) moves
       * nothing below (lib/browser/loader.ts).
       */}
      <Container
        className={clsx('py-14 sm:py-20', align === 'center' && 'text-center')}
        {...{ [SLACK_ATTRIBUTE]: '' }}
      >
        <div className={clsx('max-w-3xl', align === 'center' && 'mx-auto')}>
          {eyebrow && (
            <p className="mb-3 text-sm font-bold tracking-wide text-brand-700 uppercase">
              {eyebrow}
            </p>
          )}
          <h1 className="text-title font-extrabold text-balance text-ink-950">{title}</h1>
          {lead && <p className="mt-5 text-lead text-pretty text-ink-700">{lead}</p>}
          {children}
        </div>
      </Container>
    </header>
  );
}
