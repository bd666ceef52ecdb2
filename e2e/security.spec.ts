import { expect, test, visit } from './support/fixtures';

/**
 * What browsers do with the site's protections. The policies and headers themselves, for
 * every page, are checked in Node (scripts/gates/export/headers.export.test.ts), and as served in e2e/hosts.spec.ts.
 */

test('an inline script that is not part of the build is refused', async ({ page, guard }) => {
  guard.expectCspViolations();
  // The browser reports the refusal in its own words: Chromium names the Content Security
  // Policy, Firefox "the page’s settings".
  guard.allowConsoleError(/Content Security Policy|The page’s settings blocked an inline script/);
  // The page as the server sends it, headers included, with one script planted in it.
  await page.route('**/tarifs', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      '</body>',
      '<script>window.planted = true;</script></body>',
    );
    await route.fulfill({ response, body });
  });
  await visit(page, '/tarifs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { planted?: boolean }).planted)).toBeUndefined();
  await expect.poll(() => guard.cspViolations.length).toBeGreaterThan(0);
  expect(guard.cspViolations.join('\n')).toContain('script-src');
});

test(
  'the site keeps nothing in the browser: no cookie, no storage',
  { tag: '@smoke' },
  async ({ page, context }) => {
    for (const path of ['/', '/faq', '/modeles', '/contact', '/dashboard']) {
      await visit(page, path);
      // Use what each page offers before looking: the FAQ's questions are native
      // disclosures (their summary holds the question's heading), the others are buttons.
      const control =
        path === '/faq'
          ? page.getByRole('main').getByRole('heading', { level: 2 }).first()
          : page.getByRole('main').getByRole('button').first();
      await expect(control, path).toBeVisible();
      await control.click();
      const storage = await page.evaluate(() => ({
        cookie: document.cookie,
        local: window.localStorage.length,
        session: window.sessionStorage.length,
      }));
      expect(storage, path).toEqual({ cookie: '', local: 0, session: 0 });
    }
    expect(await context.cookies()).toEqual([]);
  },
);
