import type { Metadata } from 'next';
import { productName, routes, site, type RouteId } from '@/content/site';
import type { SiteRoute } from '@/content/types';

/** Size of the sharing images, the one Open Graph and Twitter both recommend. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Slug of a route's sharing image: '/tarifs' → 'tarifs', '/' → 'accueil'. */
export function ogImageSlug(route: SiteRoute): string {
  return route.path === '/' ? 'accueil' : route.path.slice(1);
}

/** Where the build writes a route's sharing image (app/og/[image]/route.tsx). */
export function ogImagePath(route: SiteRoute): string {
  return `/og/${ogImageSlug(route)}.png`;
}

/** An absolute URL on the site's public origin. */
export function absoluteUrl(path: string): string {
  return path === '/' ? site.origin : `${site.origin}${path}`;
}

/**
 * Everything a page tells search engines and social networks, from content/site.ts:
 * title (completed by the root layout's template), description, canonical URL,
 * Open Graph and Twitter card with the route's generated image.
 */
export function pageMetadata(id: RouteId): Metadata {
  const route: SiteRoute = routes[id];
  const image = {
    url: ogImagePath(route),
    ...OG_IMAGE_SIZE,
    alt: `${route.title} · ${productName}`,
    type: 'image/png',
  };
  return {
    title: route.title,
    description: route.description,
    alternates: { canonical: route.path },
    openGraph: {
      type: 'website',
      locale: site.locale,
      siteName: productName,
      url: route.path,
      title: `${route.title} · ${productName}`,
      description: route.description,
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title: `${route.title} · ${productName}`,
      description: route.description,
      images: [image],
    },
    robots: route.indexable ? { index: true, follow: true } : { index: false, follow: true },
  };
}
