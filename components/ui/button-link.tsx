import Link from 'next/link';
import type { ComponentPropsWithoutRef } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-styles';

type ButtonLinkProps = ComponentPropsWithoutRef<typeof Link> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/** A link that looks like a button: it goes somewhere, so it stays a link. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />;
}
