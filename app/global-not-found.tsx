import type { Metadata } from 'next';
import { SiteShell } from '@/components/layout/site-shell';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { mainNavigation, productName, routes } from '@/content/site';
import { SLACK_ATTRIBUTE } from '@/lib/browser/contract';
import { RootDocument, rootMetadata, rootViewport } from './root-document';

export const metadata: Metadata = {
  ...rootMetadata,
  title: `Page introuvable · ${productName}`,
  description: 'Cette page n’existe pas ou a été déplacée.',
  robots: { index: false, follow: true },
};

const suggestions = [...mainNavigation, { label: routes.contact.label, href: routes.contact.path }];

export const viewport = rootViewport;

/**
 * Exported as out/404.html, which the static host serves with status 404 for unknown paths.
 * A global 404 page (next.config.ts, `experimental.globalNotFound`), not the root layout's
 * not-found.tsx: Next sends that one with every page, with the client code it imports (the
 * site header's menu), the dashboard's too; this one is a page of its own, in its own
 * document, and no other page carries it.
 */
export default function GlobalNotFound() {
  return (
    <RootDocument>
      <SiteShell firstWindowEndsWithFooter>
        {/* Bottom padding as slack for the web font's swap, as the page header's (lib/browser/loader.ts). */}
        <Container
          size="narrow"
          className="py-20 text-center sm:py-28"
          {...{ [SLACK_ATTRIBUTE]: '' }}
        >
          <p className="text-7xl font-extrabold tracking-tighter text-brand-700 sm:text-8xl">404</p>
          <h1 className="mt-6 text-title font-extrabold text-balance text-ink-950">
            Page introuvable
          </h1>
          <p className="mx-auto mt-5 max-w-lg text-lead text-pretty text-ink-700">
            L’adresse demandée n’existe pas ou la page a été déplacée. Vérifiez l’URL, ou repartez
            de l’une des pages ci-dessous.
          </p>
          <ButtonLink href={routes.home.path} size="lg" className="mt-9">
            Revenir à l’accueil
          </ButtonLink>
          {/* A grid, not a centred row that wraps: each link keeps its cell whatever the width
            of the others' text, so nothing moves when the web font swaps in or when the
            browser paints the list before it has all of it (a layout shift either way). */}
          <nav aria-label="Pages principales" className="mt-12">
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {suggestions.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="block rounded-full border border-ink-200 bg-white px-4 py-2 text-center font-medium text-ink-800 transition-colors hover:bg-ink-50 hover:text-ink-950"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </SiteShell>
    </RootDocument>
  );
}
