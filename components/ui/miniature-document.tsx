import clsx from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { cardClasses } from './card';

/**
 * A document in miniature, drawn with CSS: a sheet, bordered (a contrast theme draws it) and
 * raised, whose text is drawn as bars. Decorative: the page says in words what it shows, and
 * hides the drawing from assistive technology.
 */
const sheets = {
  /** An A4 page: a template's thumbnail (app/(site)/modeles/template-thumbnail.tsx). */
  page: 'flex aspect-[210/297] w-full flex-col gap-2 overflow-hidden rounded-md border border-ink-200 bg-white p-[calc(--spacing(3)-1px)] shadow-card',
  /** A letter on a screen, tilted: the home page's hero (app/(site)/hero-illustration.tsx). */
  letter: cardClasses('lifted', 'relative rotate-[-1.5deg] p-6 sm:p-7'),
};

export function MiniatureDocument({
  sheet,
  className,
  ...props
}: { sheet: keyof typeof sheets } & ComponentPropsWithoutRef<'div'>) {
  return <div className={clsx(sheets[sheet], className)} {...props} />;
}

/**
 * The bars of a paragraph, by the size of its sheet: a thumbnail's lines, thin and close (the
 * `thumbnail-line` class of app/globals.css, full width: they are many on a page), or a
 * letter's.
 */
const lineSizes = {
  small: { paragraph: 'flex flex-col gap-1', line: 'thumbnail-line', full: undefined },
  large: { paragraph: 'flex flex-col gap-2', line: 'h-2 rounded-full bg-ink-100', full: 'w-full' },
};

/** A paragraph of `count` lines: full ones, then its `ending`, the widths of its last lines. */
export function TextLines({
  count,
  ending = ['w-2/3'],
  size = 'small',
  className,
}: {
  count: number;
  ending?: readonly string[];
  size?: keyof typeof lineSizes;
  className?: string;
}) {
  const { paragraph, line, full } = lineSizes[size];
  const short = count - ending.length;
  return (
    <span className={clsx(paragraph, className)}>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={clsx(line, index < short ? full : ending[index - short])} />
      ))}
    </span>
  );
}
