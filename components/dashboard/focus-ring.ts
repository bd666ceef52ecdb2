/**
 * Keyboard focus outline of the dashboard's controls. The global `:focus-visible` rule of
 * app/globals.css reads var(--color-brand-600), a variable Tailwind does not emit with a
 * JS `@config`, so that rule draws nothing; these utilities carry the colour themselves.
 */
export const focusRing =
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
