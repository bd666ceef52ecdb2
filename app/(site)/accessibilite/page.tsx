import { LegalDocumentView } from '@/components/legal/legal-document';
import { accessibilityStatement } from '@/content/legal/accessibility';
import { pageMetadata } from '@/content/seo/metadata';

export const metadata = pageMetadata('accessibility');

export default function AccessibilityPage() {
  return <LegalDocumentView document={accessibilityStatement} />;
}
