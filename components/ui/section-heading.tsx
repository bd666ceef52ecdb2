import clsx from 'clsx';
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'start' | 'center';
  /** Heading level: h2 for page sections, h1 on a page's first section. */
  level?: 1 | 2;
  tone?: 'default' | 'inverse';
  className?: string;
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'start',
  level = 2,
  tone = 'default',
  className,
}: SectionHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const inverse = tone === 'inverse';
  return (
    <div className={clsx('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && (
        <p
          className={clsx(
            'mb-3 text-sm font-bold tracking-wide uppercase',
            inverse ? 'text-brand-200' : 'text-brand-700',
          )}
        >
          {eyebrow}
        </p>
      )}
      <Heading
        id={id}
        className={clsx(
          'font-extrabold text-balance',
          level === 1 ? 'text-display' : 'text-title',
          inverse ? 'text-white' : 'text-ink-950',
        )}
      >
        {title}
      </Heading>
      {lead && (
        <p
          className={clsx('mt-4 text-lead text-pretty', inverse ? 'text-brand-50' : 'text-ink-600')}
        >
          {lead}
        </p>
      )}
    </div>
  );
}
