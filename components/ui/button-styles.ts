import clsx from 'clsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'inverseOutline';
export type ButtonSize = 'sm' | 'md' | 'lg';

/**
 * Class names of every button and button-like link, so an <a> and a
 * <button> that look alike share one definition.
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
  return clsx(
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors duration-150 focus-visible:outline-offset-3 disabled:cursor-not-allowed disabled:opacity-60',
    {
      sm: 'min-h-9 px-4 text-sm',
      md: 'min-h-11 px-5 text-[0.9375rem]',
      lg: 'min-h-13 px-7 text-base',
    }[size],
    {
      primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900',
      secondary:
        'bg-white text-ink-900 shadow-sm ring-1 ring-ink-200 ring-inset hover:bg-ink-50 hover:ring-ink-300',
      ghost: 'text-ink-800 hover:bg-ink-100 hover:text-ink-950',
      inverse: 'bg-white text-brand-800 shadow-sm hover:bg-brand-50',
      inverseOutline: 'text-white ring-1 ring-white/70 ring-inset hover:bg-white/10',
    }[variant],
    className,
  );
}
