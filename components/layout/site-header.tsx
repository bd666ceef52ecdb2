import { Container } from '@/components/ui/container';
import { accountLinks, mainNavigation } from '@/content/site';
import { Logo } from './logo';
import { MainNavigation } from './main-navigation';

/**
 * Sticky, one row. Where the phone menu cannot open (no popover and no JavaScript: the
 * no-popover variant of app/globals.css), the header stays at the top of the page and
 * wraps, the navigation on rows of its own, every link in sight.
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-ink-200/80 bg-white/90 [backdrop-filter:blur(12px)] supports-[backdrop-filter]:bg-white/80 print:hidden max-lg:no-popover:static">
      <Container className="flex h-16 items-center justify-between gap-6 max-lg:no-popover:h-auto max-lg:no-popover:flex-wrap max-lg:no-popover:gap-y-2 max-lg:no-popover:py-3">
        <Logo />
        <MainNavigation links={mainNavigation} accountLinks={accountLinks} />
      </Container>
    </header>
  );
}
