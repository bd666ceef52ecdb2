import clsx from 'clsx';
import type { ComponentPropsWithoutRef, ElementType } from 'react';

type ContainerProps<T extends ElementType> = {
  as?: T;
  size?: 'default' | 'narrow';
} & ComponentPropsWithoutRef<T>;

/** Horizontal page margins and maximum width, shared by every section. */
export function Container<T extends ElementType = 'div'>({
  as,
  size = 'default',
  className,
  ...props
}: ContainerProps<T>) {
  const Component = as ?? 'div';
  return (
    <Component
      className={clsx(
        'mx-auto w-full px-5 sm:px-8',
        size === 'default' ? 'max-w-6xl' : 'max-w-3xl',
        className,
      )}
      {...props}
    />
  );
}
