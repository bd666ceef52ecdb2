import type { Config } from 'tailwindcss';

/** Colour tokens, also read by code that cannot use classes (theme colour, generated images). */
export const colors = {
  /** Neutrals, slightly cool: text, borders, surfaces. */
  ink: {
    50: '#f6f7f9',
    100: '#eceef2',
    200: '#d5d9e2',
    300: '#b1b8c6',
    400: '#8690a3',
    500: '#677186',
    600: '#525a6d',
    700: '#3f4656',
    800: '#2a2f3a',
    900: '#1a1e26',
    950: '#0f1218',
  },
  /** Deep fir green: the brand, actions and links. */
  brand: {
    50: '#effcf8',
    100: '#cbf5e9',
    200: '#98ead4',
    300: '#5cd7ba',
    400: '#2bbd9d',
    500: '#0fa083',
    600: '#08806a',
    700: '#0a6757',
    800: '#0d5247',
    900: '#0f443c',
    950: '#032823',
  },
  /** Warm apricot: highlights and illustrations, never body text on white. */
  accent: {
    50: '#fff6f0',
    100: '#ffe9da',
    200: '#ffcfb2',
    300: '#ffac80',
    400: '#ff8549',
    500: '#f96422',
    600: '#d94a12',
    700: '#b33a10',
    800: '#8e3114',
    900: '#742b14',
  },
  /** Warm off-white page background. */
  paper: '#fbf9f5',
  /** Campaign statuses of the demo dashboard. */
  success: { 50: '#ecfdf3', 200: '#a6f0c6', 700: '#0f6b3c', 800: '#0d5632' },
  info: { 50: '#eff5ff', 200: '#bcd4fe', 700: '#1d4fc4', 800: '#1e3f99' },
};

/**
 * Design tokens of the site. Tailwind 4 reads this file through `@config` in
 * app/globals.css; components use these names, never raw hex values.
 */
export default {
  theme: {
    extend: {
      colors,
      fontFamily: {
        sans: [
          'var(--font-sans)',
          'ui-sans-serif',
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Roboto',
          'Helvetica Neue',
          'Arial',
          'sans-serif',
        ],
      },
      fontSize: {
        display: [
          'clamp(2.5rem, 1.55rem + 4.2vw, 4.5rem)',
          { lineHeight: '1.03', letterSpacing: '-0.035em' },
        ],
        title: [
          'clamp(1.875rem, 1.45rem + 1.9vw, 2.75rem)',
          { lineHeight: '1.12', letterSpacing: '-0.025em' },
        ],
        lead: ['1.1875rem', { lineHeight: '1.65' }],
      },
      borderRadius: {
        card: '1.25rem',
      },
      boxShadow: {
        card: '0 1px 2px rgb(15 18 24 / 0.04), 0 10px 30px -14px rgb(15 18 24 / 0.16)',
        lift: '0 2px 4px rgb(15 18 24 / 0.05), 0 22px 48px -20px rgb(15 18 24 / 0.28)',
      },
      maxWidth: {
        prose: '68ch',
      },
    },
  },
} satisfies Config;
