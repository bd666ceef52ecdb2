import clsx, { type ClassValue } from 'clsx';
import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';

export type CardTone =
  'raised' | 'lifted' | 'featured' | 'flat' | 'paper' | 'brand' | 'outline' | 'inverse';

/**
 * Each tone keeps a border, of its own colour or transparent: a contrast theme
 * (forced-colors) drops shadows and backgrounds and draws borders in the user's colour, so
 * that a card stays a box there.
 */
const tones: Record<CardTone, string> = {
  /** White on the page, a light shadow: most cards. */
  raised: 'border border-ink-200 bg-white shadow-card',
  /** Held higher: a picture's card. */
  lifted: 'border border-ink-200 bg-white shadow-lift',
  /** The one to look at first (the most popular plan). */
  featured: 'border-2 border-brand-700 bg-white shadow-lift',
  /** White, no shadow: inside a card or on a white section. */
  flat: 'border border-ink-200 bg-white',
  /** The page's paper colour, on a white section. */
  paper: 'border border-ink-200 bg-paper',
  /** Tinted with the brand's colour: a way out of the page (contact). */
  brand: 'border border-brand-200 bg-brand-50',
  /** The border alone: a box of rows or cells, whose own background shows. */
  outline: 'border border-ink-200',
  /** On a dark section. */
  inverse: 'border border-white/10 bg-white/5',
};

/** The classes of a card, for an element that another component renders. */
export const cardClasses = (tone: CardTone = 'raised', ...className: ClassValue[]) =>
  clsx('rounded-card', tones[tone], className);

type CardProps<T extends ElementType> = {
  as?: T;
  tone?: CardTone;
} & ComponentPropsWithoutRef<T>;

/** A rounded, bordered box of the site: a step, a feature, a plan, a template, an article. */
export function Card<T extends ElementType = 'div'>({
  as,
  tone,
  className,
  ...props
}: CardProps<T>) {
  const Component = as ?? 'div';
  return <Component className={cardClasses(tone, className)} {...props} />;
}

/** A card of a grid: its tone, its classes, its id if it has one. */
interface CardOptions {
  tone?: CardTone;
  className?: string;
  id?: string;
}

interface CardGridProps<Item> {
  /** A list, or an ordered one where the order means something (steps). */
  as?: 'ul' | 'ol';
  items: readonly Item[];
  /** The list's own classes: its columns and gaps. */
  className?: string;
  /** Each card's options: the same for all, or by item. */
  card?: CardOptions | ((item: Item) => CardOptions);
  /** What a card holds. */
  children: (item: Item, index: number) => ReactNode;
}

/**
 * A grid of cards, one an item: a list whose items are the cards. The lists are content,
 * fixed at build time and never reordered: the index is the key.
 */
export function CardGrid<Item>({
  as: List = 'ul',
  items,
  className,
  card = {},
  children,
}: CardGridProps<Item>) {
  return (
    <List className={clsx('grid', className)}>
      {items.map((item, index) => (
        <Card as="li" key={index} {...(typeof card === 'function' ? card(item) : card)}>
          {children(item, index)}
        </Card>
      ))}
    </List>
  );
}
