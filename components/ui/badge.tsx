import clsx from 'clsx';
import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'brand' | 'accent' | 'success' | 'info';

/** Its border and tint: the `badge` classes of app/globals.css. */
const tones: Record<BadgeTone, string> = {
  neutral: 'badge-neutral',
  brand: 'badge-brand',
  accent: 'badge-accent',
  success: 'badge-success',
  info: 'badge-info',
};

/** A short label in a tinted pill. Its text carries the meaning; the colour only echoes it. */
export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return <span className={clsx('badge', tones[tone], className)}>{children}</span>;
}
