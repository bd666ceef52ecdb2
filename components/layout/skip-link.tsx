import type { ReactNode } from 'react';

/** First focusable element of every page, as the French public design system does it. */
export const MAIN_CONTENT_ID = 'contenu';

export function SkipLink() {
  return (
    <nav aria-label="Accès rapide" className="print:hidden">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only rounded-lg bg-ink-950 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
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
