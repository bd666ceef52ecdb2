import { CheckIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';

type CheckListProps = Omit<ComponentPropsWithoutRef<'ul'>, 'children'> & {
  items: readonly string[];
};

/** A list of what something includes, each item ticked. */
export function CheckList({ items, className, ...props }: CheckListProps) {
  return (
    <ul className={clsx('space-y-3 text-[0.9375rem] text-ink-800', className)} {...props}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}
