import { LegalDocumentView } from '@/components/legal/legal-document';
import { legalNotice } from '@/content/legal/legal-notice';
import { pageMetadata } from '@/content/seo/metadata';

export const metadata = pageMetadata('legalNotice');

export default function LegalNoticePage() {
  return <LegalDocumentView document={legalNotice} />;
}
