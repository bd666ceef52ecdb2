import { PlaceholderPage } from '@/components/placeholder-page';
import { routes } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('templates');

export default function Page() {
  return <PlaceholderPage route={routes.templates} />;
}
