import { LegalDocumentView } from '@/components/legal/legal-document';
import { terms } from '@/content/legal/terms';
import { pageMetadata } from '@/content/seo/metadata';

export const metadata = pageMetadata('terms');

export default function TermsPage() {
  return <LegalDocumentView document={terms} />;
}
