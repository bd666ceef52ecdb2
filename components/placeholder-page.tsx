import { WrenchScrewdriverIcon } from '@heroicons/react/24/outline';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import type { SiteRoute } from '@/content/types';

/**
 * Temporary page for a route whose issue has not landed yet, so that navigation
 * never leads to a 404. Clearly marked as such for visitors and testers.
 */
export function PlaceholderPage({ route }: { route: SiteRoute }) {
  return (
    <Container size="narrow" className="py-24 text-center">
      <WrenchScrewdriverIcon aria-hidden="true" className="mx-auto size-12 text-brand-700" />
      <p className="mt-6 text-sm font-bold tracking-wide text-brand-700 uppercase">
        Page en préparation
      </p>
      <h1 className="mt-3 text-title font-extrabold text-ink-950">{route.title}</h1>
      <p className="mt-5 text-lead text-ink-700">
        Cette page est en cours de rédaction et sera bientôt disponible.
      </p>
      <ButtonLink href="/" variant="secondary" className="mt-9">
        Revenir à l’accueil
      </ButtonLink>
    </Container>
  );
}
