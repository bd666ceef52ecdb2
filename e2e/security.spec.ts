import { allRoutes } from '@/content/site';
import { PAGE_SCRIPTS_ID, type PageScripts } from '@/lib/browser/contract.mjs';
import { expect, test, visit } from './fixtures';

/** The directives of a policy, by name. */
function directives(policy: string) {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

test('every route is served with a strict Content-Security-Policy and the security headers', async ({
  page,
}) => {
  for (const route of allRoutes) {
    const response = await visit(page, route.path);
    const headers = response.headers();
    const policy = directives(headers['content-security-policy'] ?? '');
    expect(policy.get('default-src'), route.path).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    const scripts = policy.get('script-src')!;
    expect(scripts[0]).toBe("'self'");
    expect(scripts.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+={0,2}'$/.test(source))).toBe(
      true,
    );
    for (const sources of policy.values()) {
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
    }

    // The same policy, without frame-ancestors, travels in the page itself.
    const meta = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    expect(directives(meta!).get('script-src')).toEqual(scripts);
    expect(directives(meta!).has('frame-ancestors')).toBe(false);

    expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-frame-options']).toBe('DENY');
  }
});

test('hashed assets are cached for a year, as immutable', async ({ page, request }) => {
  await visit(page, '/');
  // The page's scripts and its loader are named by its data block (lib/browser/loader.ts).
  const { loader, scripts } = JSON.parse(
    (await page.locator(`script#${PAGE_SCRIPTS_ID}`).textContent())!,
  ) as PageScripts;
  for (const script of [loader, scripts[0]!]) {
    expect(script).toMatch(/^\/_next\/static\//);
    const response = await request.get(script);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
});

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

test('the site keeps nothing in the browser: no cookie, no storage', async ({ page, context }) => {
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
});
