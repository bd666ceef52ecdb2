import clsx from 'clsx';
import { productName, routes } from '@/content/site';
import { colors } from '@/tailwind.config';

/**
 * The product mark: a "C" drawn as an open arc, with the apricot dot of a sent message.
 * Colours are attributes, not classes, so the sharing images (Satori) can draw it too.
 */
export function LogoMark({ className, size }: { className?: string; size?: number }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect width="32" height="32" rx="9" fill={colors.brand[700]} />
      <path
        d="M20.95 11.05A7 7 0 1 0 20.95 20.95"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
      <circle cx="23.6" cy="16" r="2.3" fill={colors.accent[400]} />
    </svg>
  );
}

/** Product name linking home; the name is read from content/site.ts. */
export function Logo({
  tone = 'default',
  className,
}: {
  tone?: 'default' | 'inverse';
  className?: string;
}) {
  return (
    <a
      href={routes.home.path}
      className={clsx(
        'inline-flex items-center gap-2.5 rounded-lg text-xl font-extrabold tracking-tight',
        tone === 'default' ? 'text-ink-950' : 'text-white',
        className,
      )}
    >
      <LogoMark className="size-8" />
      <span>{productName}</span>
    </a>
  );
}
