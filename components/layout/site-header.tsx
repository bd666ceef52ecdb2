import { Container } from '@/components/ui/container';
import { accountLinks, mainNavigation } from '@/content/site';
import { Logo } from './logo';
import { MainNavigation } from './main-navigation';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-ink-200/80 bg-white/90 backdrop-blur-md supports-[backdrop-filter]:bg-white/80 print:hidden">
      <Container className="flex h-16 items-center justify-between gap-6">
        <Logo />
        <MainNavigation links={mainNavigation} accountLinks={accountLinks} />
      </Container>
    </header>
  );
}
