import type { Metadata } from 'next';
import { routes, type RouteId } from '@/content/site';

/** Title, description and canonical URL of a route, from content/site.ts. */
export function pageMetadata(id: RouteId): Metadata {
  const route = routes[id];
  return {
    title: route.title,
    description: route.description,
    alternates: { canonical: route.path },
    robots: route.indexable ? undefined : { index: false, follow: true },
  };
}
