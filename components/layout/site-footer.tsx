import { Container } from '@/components/ui/container';
import { ENDS_FIRST_SCREEN } from '@/components/ui/first-screen';
import { footerNavigation } from '@/content/footer';
import { productName, site } from '@/content/site';
import { Logo } from './logo';

export function SiteFooter({ endsFirstWindow = false }: { endsFirstWindow?: boolean }) {
  const year = new Date().getFullYear();
  return (
    <footer
      className="border-t border-ink-800 bg-ink-950 text-ink-300 print:hidden"
      {...(endsFirstWindow && ENDS_FIRST_SCREEN)}
    >
      <Container className="grid gap-12 py-14 md:grid-cols-[1.3fr_2fr]">
        <div className="max-w-xs">
          <Logo tone="inverse" />
          <p className="mt-4 text-[0.9375rem] leading-relaxed text-ink-300">{site.tagline}.</p>
        </div>
        <nav aria-label="Pied de page" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {footerNavigation.map((group) => (
            <div key={group.title}>
              <h2 className="text-sm font-bold tracking-wide text-white uppercase">
                {group.title}
              </h2>
              <ul className="mt-4 space-y-1">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} className="footer-link">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </Container>
      <Container className="border-t border-ink-800 py-6 text-sm text-ink-400">
        <p>
          © {year} {productName}. Tous droits réservés.
        </p>
      </Container>
    </footer>
  );
}
