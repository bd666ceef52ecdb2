import { expect, test, visit, webFontLoaded } from './support/fixtures';

test('the body font is self-hosted, fetched once, and swapped in after the first paint', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await visit(page, '/');
  // Nothing fetches it ahead of the page: it would compete with the document.
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  await expect.poll(() => webFontLoaded(page)).toBe(true);
  expect(fonts).toEqual([expect.stringMatching(/^\/_next\/static\/media\/.+\.woff2$/)]);
});
