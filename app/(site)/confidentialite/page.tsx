import { LegalDocumentView } from '@/components/legal/legal-document';
import { privacy } from '@/content/legal/privacy';
import { pageMetadata } from '@/content/seo/metadata';

export const metadata = pageMetadata('privacy');

export default function PrivacyPage() {
  return <LegalDocumentView document={privacy} />;
}
