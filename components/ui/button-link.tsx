import type { ComponentPropsWithoutRef } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-styles';

type ButtonLinkProps = ComponentPropsWithoutRef<'a'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/**
 * A link that looks like a button: it goes somewhere, so it stays a link. The site
 * uses plain links rather than next/link: every page is a small static document, and
 * the client router's prefetching would cost more JavaScript than it saves.
 */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <a className={buttonClasses({ variant, size, className })} {...props} />;
}
