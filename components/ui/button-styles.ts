export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'inverse-outline';
export type ButtonSize = 'sm' | 'md' | 'lg';

/**
 * Class names of every button and button-like link, so an <a> and a <button> that look
 * alike share one definition: the `btn` classes of app/globals.css, short in the markup of
 * every page (a button's utilities written out there weighed on each page's first round
 * trip). Plain strings joined, without clsx: every page ships it with the header's menu.
 */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}) {
  return [`btn btn-${size} btn-${variant}`, className].filter(Boolean).join(' ');
}
