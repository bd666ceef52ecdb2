import type { MetadataRoute } from 'next';
import { allRoutes } from '@/content/site';
import { absoluteUrl } from '@/content/seo/metadata';

export const dynamic = 'force-static';

/** Every public, indexable route: the demo dashboard (noindex) and the 404 page are left out. */
export default function sitemap(): MetadataRoute.Sitemap {
  return allRoutes
    .filter((route) => route.indexable)
    .map((route) => ({
      url: absoluteUrl(route.path),
      changeFrequency: 'monthly',
      priority: route.path === '/' ? 1 : 0.7,
    }));
}
