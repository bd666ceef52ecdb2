import { expect, test } from './support/fixtures';
import { webFontLoaded } from './support/page-state';

test('the body font is self-hosted, fetched once, after the first paint, and swapped in', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  const response = await page.goto('/');
  // Nothing in the document fetches it: it would compete with the document and its paint.
  expect(await response!.text()).not.toMatch(/<link[^>]*\bas="?font/);
  await expect.poll(() => webFontLoaded(page)).toBe(true);
  expect(fonts).toEqual([expect.stringMatching(/^\/_next\/static\/media\/.+\.woff2$/)]);
  // The head script preloads it once the page has painted, for the loader's FontFace, which
  // takes that response (one request above).
  const [painted, fetched] = await page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    performance.getEntriesByType('resource').find(({ name }) => name.endsWith('.woff2'))!.startTime,
  ]);
  expect(fetched).toBeGreaterThan(painted!);
  await expect(page.locator('link[rel="preload"][as="font"][crossorigin]')).toHaveCount(1);
});
