import { SiteShell } from '@/components/layout/site-shell';
import { PlaceholderPage } from '@/components/placeholder-page';
import { routes } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('dashboard');

export default function Page() {
  return (
    <SiteShell>
      <PlaceholderPage route={routes.dashboard} />
    </SiteShell>
  );
}
