import { PlaceholderPage } from '@/components/placeholder-page';
import { routes } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('privacy');

export default function Page() {
  return <PlaceholderPage route={routes.privacy} />;
}
