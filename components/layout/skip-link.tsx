import type { ReactNode } from 'react';

/** The id of every page's main landmark, where the skip link leads. */
export const MAIN_CONTENT_ID = 'contenu';

/**
 * First focusable element of every page, as the French public design system does it, hidden
 * until focused. Its padding is set under focus: not-sr-only resets the padding that
 * sr-only removed, to zero, whatever the element's own.
 */
export function SkipLink() {
  return (
    <nav aria-label="Accès rapide" className="print:hidden">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only rounded-lg bg-ink-950 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-3"
      >
        Aller au contenu
      </a>
    </nav>
  );
}

/**
 * The page's main landmark, where the skip link leads: focusable by the link alone, and
 * without an outline there, since it is no control. It grows to push the footer down.
 */
export function MainContent({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
      {children}
    </main>
  );
}
