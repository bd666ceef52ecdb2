import clsx from 'clsx';
import type { IconName, TitledText } from '@/content/types';
import { IconBadge } from './icon';

/** Short titled paragraphs, each under its icon, in a grid of no boxes: benefits, values. */
export function IconPoints({
  items,
  className,
}: {
  items: readonly (TitledText & { icon: IconName })[];
  /** The grid's columns and gaps. */
  className?: string;
}) {
  return (
    <ul className={clsx('grid', className)}>
      {items.map((item) => (
        <li key={item.title}>
          <IconBadge name={item.icon} later />
          <h3 className="mt-5 text-lg font-bold text-ink-950">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-ink-700">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
