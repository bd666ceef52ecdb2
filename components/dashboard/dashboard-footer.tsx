import { Container } from '@/components/ui/container';
import { accessibilityLink } from '@/content/footer';
import { productName } from '@/content/site';

/**
 * Foot of the dashboard's application shell: the mention of the accessibility statement,
 * which every page shows and leads to (RGAA, « Mentions et pages obligatoires »), as the
 * site's footer does.
 */
export function DashboardFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-ink-200 bg-white print:hidden">
      <Container className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-5 text-sm text-ink-600">
        <p>
          © {year} {productName}
        </p>
        <a
          href={accessibilityLink.href}
          className="font-semibold text-ink-800 underline underline-offset-4 hover:no-underline"
        >
          {accessibilityLink.label}
        </a>
      </Container>
    </footer>
  );
}
