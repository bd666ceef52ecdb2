import type { MetadataRoute } from 'next';
import { site } from '@/content/site';
import { absoluteUrl } from '@/content/seo/metadata';

export const dynamic = 'force-static';

/**
 * Everything may be crawled. The demo dashboard is not disallowed here on purpose: a
 * crawler must be able to fetch it to read its noindex.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: absoluteUrl('/sitemap.xml'),
    host: site.origin,
  };
}
