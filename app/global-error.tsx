'use client';

import { buttonClasses } from '@/components/ui/button-styles';
import { routes } from '@/content/site';
import './globals.css';

/**
 * The last resort, if the root layout itself fails in the browser: a French page with a
 * way back, instead of Next's English error screen. The islands contain their own errors
 * (components/island.tsx), so a visitor should never see it. It replaces the root layout,
 * hence its own <html> and <body>.
 */
export default function GlobalError() {
  return (
    <html lang="fr">
      <body className="grid min-h-dvh place-items-center bg-paper p-6 text-center">
        <main>
          <h1 className="text-title font-extrabold text-balance text-ink-950">
            Cette page n’a pas pu s’afficher
          </h1>
          <p className="mx-auto mt-5 max-w-lg text-lead text-pretty text-ink-700">
            Un problème est survenu dans votre navigateur. Rechargez la page : son contenu
            reviendra.
          </p>
          <p className="mt-9 flex flex-wrap justify-center gap-3">
            <button
              type="button"
              onClick={() => window.location.reload()}
              className={buttonClasses({ size: 'lg' })}
            >
              Recharger la page
            </button>
            <a
              href={routes.home.path}
              className={buttonClasses({ variant: 'secondary', size: 'lg' })}
            >
              Revenir à l’accueil
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
