import { noticeTitles } from '@/content/notices';
import { letterTemplates, templatesPage } from '@/content/templates';
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

/**
 * A mouse's click reaches the element under both its press and its release. At a phone's
 * width, the web font makes the first letter card a line taller (the fallback fits its text
 * on one line fewer), and its « Utiliser » button moves down by that line: swapped between
 * the press and the release, the release would land above the button, and the click on the
 * card (a tap lost). The swap waits for the press to end (lib/browser/presses.ts).
 */
test('a press under way when the web font comes still presses its button; the font comes after', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let releaseFont = () => {};
  const fontHeld = new Promise<void>((resolve) => (releaseFont = resolve));
  await page.route(/\.woff2$/, async (route) => {
    await fontHeld;
    await route.continue();
  });
  await page.goto('/modeles', { waitUntil: 'domcontentloaded' });
  const template = letterTemplates[0]!;
  const button = page.getByRole('button', {
    name: `${templatesPage.useAction.label} ${templatesPage.useAction.context} ${template.name}`,
  });
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // The head script preloads it once the page has painted, as it adds the loader.
  const fontUrl = await page.locator('link[rel="preload"][as="font"]').getAttribute('href');
  releaseFont();
  // The file has come and is decoded (a face of it, loaded here, is), and two frames drawn:
  // time enough for a swap that did not wait.
  await page.evaluate(async (url) => {
    await new FontFace('probe', `url(${url})`).load();
    for (let frame = 0; frame < 2; frame += 1)
      await new Promise((resolve) => requestAnimationFrame(resolve));
  }, fontUrl!);
  expect(await webFontLoaded(page), 'the swap waits for the release').toBe(false);
  await page.mouse.up();
  await expect(
    page.getByRole('group', { name: noticeTitles.downloadUnavailable, exact: true }),
  ).toBeVisible();
  await expect.poll(() => webFontLoaded(page)).toBe(true);
  // It came, and moved the button past where the pointer was: the case this test stands for.
  expect(
    (await button.boundingBox())!.y,
    'the swap moves the button by more than half its height (else choose another card)',
  ).toBeGreaterThan(box.y + box.height / 2);
});
