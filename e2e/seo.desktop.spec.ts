import { faqItems } from '@/content/faq';
import { articles } from '@/content/articles';
import { plans } from '@/content/plans';
import { allRoutes, productName, site } from '@/content/site';
import { absoluteUrl, OG_IMAGE_SIZE, ogImagePath } from '@/lib/metadata';
import { expect, test, visit } from './fixtures';

type Page = import('@playwright/test').Page;

const meta = (page: Page, selector: string) =>
  page.locator(selector).first().getAttribute('content');

/** The JSON-LD blocks of a page, parsed. */
async function structuredData(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block));
}

/** Width and height of a PNG, read from its IHDR chunk. */
function pngSize(buffer: Buffer) {
  expect(buffer.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

// One test per route: thirteen routes in one test took most of a minute over Firefox's BiDi.
for (const route of allRoutes) {
  test(`${route.path} has its title, description, canonical URL, Open Graph and Twitter tags`, async ({
    page,
    request,
  }) => {
    await visit(page, route.path);
    const title = await page.title();
    expect(title).toBe(`${route.title} · ${productName}`);

    const description = await meta(page, 'meta[name="description"]');
    expect(description).toBe(route.description);
    expect(description!.length).toBeLessThanOrEqual(180);

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      absoluteUrl(route.path),
    );
    expect(await meta(page, 'meta[property="og:title"]')).toBe(title);
    expect(await meta(page, 'meta[property="og:description"]')).toBe(route.description);
    expect(await meta(page, 'meta[property="og:url"]')).toBe(absoluteUrl(route.path));
    expect(await meta(page, 'meta[property="og:locale"]')).toBe('fr_FR');
    expect(await meta(page, 'meta[property="og:site_name"]')).toBe(productName);
    expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await meta(page, 'meta[name="twitter:title"]')).toBe(title);

    const image = await meta(page, 'meta[property="og:image"]');
    expect(image).toBe(absoluteUrl(ogImagePath(route)));
    expect(await meta(page, 'meta[name="twitter:image"]')).toBe(image);
    // The image was generated at build time: fetch it from the local export.
    const response = await request.get(ogImagePath(route));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(pngSize(await response.body())).toEqual(OG_IMAGE_SIZE);

    const robots = await meta(page, 'meta[name="robots"]');
    expect(robots).toBe(route.indexable ? 'index, follow' : 'noindex, follow');
  });
}

test('no two routes share a title or a description', () => {
  // Each page shows its route's own (above), so the routes' data decides.
  expect(new Set(allRoutes.map((route) => route.title)).size).toBe(allRoutes.length);
  expect(new Set(allRoutes.map((route) => route.description)).size).toBe(allRoutes.length);
});

test('sitemap.xml lists exactly the public routes, and robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  const expected = allRoutes
    .filter((route) => route.indexable)
    .map((route) => absoluteUrl(route.path));
  expect(listed.sort()).toEqual(expected.sort());
  expect(listed).not.toContain(absoluteUrl('/dashboard'));
  expect(listed.some((url) => url.includes('404'))).toBe(false);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-Agent: *');
  expect(robots).toContain('Allow: /');
  expect(robots).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
});

test('the web app manifest names the product and its icons', async ({ page, request }) => {
  await visit(page, '/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.short_name).toBe(productName);
  expect(manifest.lang).toBe('fr');
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    const [width] = icon.sizes.split('x').map(Number);
    expect(pngSize(await response.body()).width).toBe(width);
  }
});

test('the home page describes the organisation and the website', async ({ page }) => {
  await visit(page, '/');
  const [data] = await structuredData(page);
  expect(data['@context']).toBe('https://schema.org');
  const types = data['@graph'].map((node: { '@type': string }) => node['@type']);
  expect(types).toEqual(['Organization', 'WebSite']);
  const [organization, website] = data['@graph'];
  expect(organization.name).toBe(productName);
  expect(organization.url).toBe(site.origin);
  expect(website.inLanguage).toBe('fr-FR');
  expect(website.publisher['@id']).toBe(organization['@id']);
});

test('/faq describes its eight questions as an FAQPage', async ({ page }) => {
  await visit(page, '/faq');
  const [data] = await structuredData(page);
  expect(data['@type']).toBe('FAQPage');
  expect(data.mainEntity).toHaveLength(8);
  data.mainEntity.forEach(
    (question: { name: string; acceptedAnswer: { text: string } }, index: number) => {
      expect(question.name).toBe(faqItems[index]!.question);
      expect(question.acceptedAnswer.text).toBe(faqItems[index]!.answer.join(' '));
    },
  );
});

test('/tarifs describes the service with one offer per plan, in euros, and no rating', async ({
  page,
}) => {
  await visit(page, '/tarifs');
  const [data] = await structuredData(page);
  expect(data['@type']).toBe('SoftwareApplication');
  expect(data.offers).toHaveLength(3);
  expect(
    data.offers.map((offer: { name: string; price: number; priceCurrency: string }) => [
      offer.name,
      offer.price,
      offer.priceCurrency,
    ]),
  ).toEqual(plans.map((plan) => [plan.name, plan.monthlyPriceEur, 'EUR']));
  expect(data.aggregateRating).toBeUndefined();
  expect(data.review).toBeUndefined();
});

test('/blog describes its articles as BlogPosting entries of a Blog', async ({ page }) => {
  await visit(page, '/blog');
  const [data] = await structuredData(page);
  expect(data['@type']).toBe('Blog');
  expect(data.blogPost).toHaveLength(6);
  data.blogPost.forEach((post: Record<string, string>, index: number) => {
    const article = articles[index]!;
    expect(post['@type']).toBe('BlogPosting');
    expect(post.headline).toBe(article.title);
    expect(post.datePublished).toBe(article.date);
    expect(post.articleSection).toBe(article.category);
    expect(post.url).toBe(`${absoluteUrl('/blog')}#${article.id}`);
  });
  // Each article's URL leads to it.
  await expect(page.locator(`#${articles[0]!.id}`)).toBeVisible();
});

test('pages without structured data of their own carry none', async ({ page }) => {
  for (const path of ['/fonctionnalites', '/contact', '/dashboard']) {
    await visit(page, path);
    expect(await structuredData(page)).toEqual([]);
  }
});
