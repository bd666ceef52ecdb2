import type { Graph, Thing, WithContext } from 'schema-dts';
import { serializeJsonLd } from '@/content/seo/structured-data';

/** Structured data for search engines, in the page's HTML (a data block, never executed). */
export function JsonLd({ data }: { data: Graph | WithContext<Thing> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
