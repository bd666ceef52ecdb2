/**
 * What each built page tells browsers, search engines and social networks: its language,
 * title, description, canonical URL, Open Graph and Twitter tags, robots directive, sharing
 * image, structured data (JSON-LD); and the site's sitemap, robots.txt, manifest and icons.
 */
import { articles } from '@/content/articles';
import { currency, planLimits } from '@/content/constants';
import { faqItems } from '@/content/faq';
import { plans } from '@/content/plans';
import { allRoutes, productName, site } from '@/content/site';
import { absoluteUrl, OG_IMAGE_SIZE, ogImagePath } from '@/content/seo/metadata';
import { metaOf, NOT_FOUND, openPage, readOut, structuredDataOf } from './built-page';

/** Width and height of a PNG, read from its IHDR chunk. */
function pngSize(buffer: Buffer) {
  expect(buffer.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

describe.each(allRoutes.map((route) => [route.path, route] as const))('%s', (path, route) => {
  beforeAll(() => openPage(path));

  it('is French, with its title, one h1 and a main landmark', () => {
    expect(document.documentElement.lang).toBe('fr');
    expect(document.title).toBe(`${route.title} · ${productName}`);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelectorAll('main')).toHaveLength(1);
  });

  it('links the favicon alone, no SVG icon (Chromium draws one on the main thread as the page loads)', () => {
    const icons = [...document.querySelectorAll('link[rel~="icon"]')];
    expect(icons.map((icon) => icon.getAttribute('type'))).toEqual(['image/x-icon']);
    expect(icons[0]!.getAttribute('href')).toMatch(/^\/favicon\.ico(\?|$)/);
  });

  it('has its description, canonical URL, Open Graph and Twitter tags, and robots directive', () => {
    const title = document.title;
    expect(metaOf('description')).toBe(route.description);
    expect(route.description.length).toBeLessThanOrEqual(180);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      absoluteUrl(path),
    );
    expect(metaOf('og:title')).toBe(title);
    expect(metaOf('og:description')).toBe(route.description);
    expect(metaOf('og:url')).toBe(absoluteUrl(path));
    expect(metaOf('og:locale')).toBe('fr_FR');
    expect(metaOf('og:site_name')).toBe(productName);
    expect(metaOf('twitter:card')).toBe('summary_large_image');
    expect(metaOf('twitter:title')).toBe(title);
    expect(metaOf('robots')).toBe(route.indexable ? 'index, follow' : 'noindex, follow');
  });

  it('has its sharing image, drawn at build time at the size both networks recommend', () => {
    const image = metaOf('og:image');
    expect(image).toBe(absoluteUrl(ogImagePath(route)));
    expect(metaOf('twitter:image')).toBe(image);
    expect(pngSize(readOut(ogImagePath(route), null))).toEqual(OG_IMAGE_SIZE);
  });
});

test('no two routes share a title or a description', () => {
  // Each page shows its route's own (above), so the routes' data decides.
  expect(new Set(allRoutes.map((route) => route.title)).size).toBe(allRoutes.length);
  expect(new Set(allRoutes.map((route) => route.description)).size).toBe(allRoutes.length);
});

test('the 404 page is French, with one h1, and asks not to be indexed', () => {
  openPage(NOT_FOUND);
  expect(document.documentElement.lang).toBe('fr');
  expect(document.querySelectorAll('h1')).toHaveLength(1);
  expect(metaOf('robots')).toMatch(/\bnoindex\b/);
});

test('sitemap.xml lists exactly the public routes, and robots.txt points to it', () => {
  const sitemap = readOut('sitemap.xml');
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  const expected = allRoutes
    .filter((route) => route.indexable)
    .map((route) => absoluteUrl(route.path));
  expect(listed.sort()).toEqual(expected.sort());
  expect(listed).not.toContain(absoluteUrl('/dashboard'));
  expect(listed.some((url) => url.includes('404'))).toBe(false);

  const robots = readOut('robots.txt');
  expect(robots).toContain('User-Agent: *');
  expect(robots).toContain('Allow: /');
  expect(robots).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
});

test('the web app manifest names the product and its icons, and every page links to it', () => {
  openPage('/');
  expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
    '/manifest.webmanifest',
  );
  const manifest = JSON.parse(readOut('manifest.webmanifest'));
  expect(manifest.short_name).toBe(productName);
  expect(manifest.lang).toBe('fr');
  expect(manifest.icons.length).toBeGreaterThan(0);
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const [width] = icon.sizes.split('x').map(Number);
    expect(pngSize(readOut(icon.src, null)).width).toBe(width);
  }
});

test('the favicon is an icon file', () => {
  const icon = readOut('favicon.ico', null);
  // ICONDIR: reserved 0, type 1 (icon).
  expect([icon.readUInt16LE(0), icon.readUInt16LE(2)]).toEqual([0, 1]);
});

describe('structured data', () => {
  const dataOf = (path: string) => structuredDataOf(openPage(path).html);

  test('the home page describes the organisation and the website', () => {
    const [data] = dataOf('/') as { '@context': string; '@graph': Record<string, never>[] }[];
    expect(data!['@context']).toBe('https://schema.org');
    const graph = data!['@graph'] as Record<string, unknown>[];
    expect(graph.map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
    const [organization, website] = graph as Record<string, unknown>[];
    expect(organization!.name).toBe(productName);
    expect(organization!.url).toBe(site.origin);
    expect(website!.inLanguage).toBe('fr-FR');
    expect((website!.publisher as Record<string, unknown>)['@id']).toBe(organization!['@id']);
  });

  test('/faq describes its questions as an FAQPage', () => {
    const [data] = dataOf('/faq') as {
      '@type': string;
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    }[];
    expect(data!['@type']).toBe('FAQPage');
    expect(data!.mainEntity).toHaveLength(faqItems.length);
    data!.mainEntity.forEach((question, index) => {
      expect(question.name).toBe(faqItems[index]!.question);
      expect(question.acceptedAnswer.text).toBe(faqItems[index]!.answer.join(' '));
    });
  });

  test('/tarifs describes the service with one offer per plan, in euros, and no rating', () => {
    const [data] = dataOf('/tarifs') as {
      '@type': string;
      offers: { name: string; price: number; priceCurrency: string }[];
      aggregateRating?: unknown;
      review?: unknown;
    }[];
    expect(data!['@type']).toBe('SoftwareApplication');
    expect(data!.offers.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual(
      plans.map((plan) => [plan.name, planLimits[plan.id].monthlyPriceEur, currency]),
    );
    expect(data!.aggregateRating).toBeUndefined();
    expect(data!.review).toBeUndefined();
  });

  test('/blog describes its articles as BlogPosting entries of a Blog, each leading to it', () => {
    const [data] = dataOf('/blog') as { '@type': string; blogPost: Record<string, string>[] }[];
    expect(data!['@type']).toBe('Blog');
    expect(data!.blogPost).toHaveLength(articles.length);
    data!.blogPost.forEach((post, index) => {
      const article = articles[index]!;
      expect(post['@type']).toBe('BlogPosting');
      expect(post.headline).toBe(article.title);
      expect(post.datePublished).toBe(article.date);
      expect(post.articleSection).toBe(article.category);
      expect(post.url).toBe(`${absoluteUrl('/blog')}#${article.id}`);
      expect(document.getElementById(article.id)).not.toBeNull();
    });
  });

  test.each(['/fonctionnalites', '/contact', '/dashboard'])(
    '%s, without structured data of its own, carries none',
    (path) => {
      expect(dataOf(path)).toEqual([]);
    },
  );
});
