'use client';

import './globals.css';

/**
 * The last resort, if the root layout itself fails in the browser: a French page with a
 * way back, instead of Next's English error screen. The islands contain their own errors
 * (components/island.tsx), so a visitor should never see it. It replaces the root layout,
 * hence its own <html> and <body>.
 *
 * Every page ships it, so it imports no content module: content/site.ts would bring every
 * route's title and description, and the formatters, to every page's shared code.
 * The way back is the site's root, where the specification mounts the home page. Its look
 * is the `last-resort` class of app/globals.css, and its buttons carry the `btn` classes as
 * they are, rather than through components/ui/button-styles.ts, which the header's menu
 * ships already: every page carries this code, and class lists written here would weigh on
 * each one.
 */
export default function GlobalError() {
  return (
    <html lang="fr">
      <body className="last-resort">
        <main>
          <h1>Cette page n’a pas pu s’afficher</h1>
          <p>
            Un problème est survenu dans votre navigateur. Rechargez la page : son contenu
            reviendra.
          </p>
          <p>
            <button
              type="button"
              onClick={() => window.location.reload()}
              className="btn btn-lg btn-primary"
            >
              Recharger la page
            </button>
            {/* A page load, not a client navigation: the root layout that failed starts anew. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" className="btn btn-lg btn-secondary">
              Revenir à l’accueil
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
