import clsx from 'clsx';
import { ButtonLink } from '@/components/ui/button-link';
import { accountLinks, routes } from '@/content/site';

/**
 * What a page ends on, on a dark panel: create an account, or see the prices first (the home
 * page, the features).
 */
export function SignUpActions({
  primary,
  secondary,
  className,
}: {
  primary: string;
  secondary: string;
  className?: string;
}) {
  return (
    <div className={clsx('flex flex-col gap-3 sm:flex-row', className)}>
      <ButtonLink href={accountLinks.signUp.href} variant="inverse" size="lg">
        {primary}
      </ButtonLink>
      <ButtonLink href={routes.pricing.path} variant="inverse-outline" size="lg">
        {secondary}
      </ButtonLink>
    </div>
  );
}
