import { PlaceholderPage } from '@/components/placeholder-page';
import { routes } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('faq');

export default function Page() {
  return <PlaceholderPage route={routes.faq} />;
}
