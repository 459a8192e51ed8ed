import { expect, test } from '@playwright/test';

test.describe('app shell', () => {
  test('home page renders in the page frame with a working skip link', async ({ page }) => {
    const cspViolations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    expect(cspViolations).toEqual([]);
  });

  test('an unknown path shows the 404 page with its links, and Go Back returns', async ({ page }) => {
    await page.goto('/');
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await main.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('client-side navigation to a new route scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 400 });
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(0);
    await page.getByRole('main').getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a page whose code does not arrive shows the error screen in the site's frame, and the visitor can go on", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('SkyLink Ghana — Satellite internet for students, homes and businesses');
    // hydrated (a click before would be the browser's own navigation, to the prerendered page)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    const nav = page.getByRole('banner').getByRole('navigation').first();
    // the About page's own chunk fails (a dropped connection, or a deploy that replaced it)
    const aboutChunk = /\/assets\/about-[\w-]+\.js$/;
    await page.route(aboutChunk, (route) => route.abort());
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // another page replaces the error screen, with its own title
    await nav.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page).toHaveTitle('Services — SkyLink Ghana');
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toHaveCount(0);
    // and the failed page loads on the next visit, once its chunk arrives
    await page.unroute(aboutChunk);
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveTitle('About Us — SkyLink Ghana');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Oops! Something went wrong');
  });

  test('pages and the API carry the security headers', async ({ request }) => {
    for (const path of ['/', '/api/health', '/some/deep/link']) {
      const res = await request.get(path);
      const h = res.headers();
      const csp = h['content-security-policy'] ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(h['strict-transport-security'], path).toMatch(/max-age=\d+/);
      expect(h['x-content-type-options'], path).toBe('nosniff');
      expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(h['cross-origin-opener-policy'], path).toBe('same-origin');
    }
  });

  test('health reports the database the server runs on', { tag: '@servers' }, async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    // npm start: the embedded PGlite; the cluster run (E2E_CLUSTER=1): the servers' shared PostgreSQL
    const kind = process.env.E2E_CLUSTER === '1' ? 'postgres' : 'pglite';
    expect(await res.json()).toMatchObject({ status: 'ok', database: { kind, ok: true } });
  });

  test('unknown API paths answer JSON 404, not the SPA', async ({ request }) => {
    const res = await request.get('/api/nope');
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'Not found' });
  });
});

test.describe('what the server hands out', () => {
  test('the built scripts are production builds and carry no source map; asking for one is a 404, not the app', async ({
    page,
    request,
  }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (/\/assets\/.+\.js$/.test(new URL(response.url()).pathname)) scripts.push(response.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // a prerendered page's scripts start after its first paint
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    for (const url of scripts) {
      const body = await (await request.get(url)).text();
      expect(body, url).not.toContain('sourceMappingURL');
      // production builds of our dependencies: React DOM's development build checks DOM nesting, and React
      // Router's package map points at a build with its developer warnings on (scripts/build.ts swaps it)
      expect(body, url).not.toContain('cannot be a descendant of');
      expect(body, url).not.toContain('You rendered descendant <Routes>');
      const map = await request.get(`${url}.map`);
      expect(map.status(), `${url}.map`).toBe(404);
    }
  });

  test('the mail outbox is not readable without an administrator', async ({ request }) => {
    expect((await request.get('/api/dev/outbox')).status()).toBe(404);
    expect((await request.get('/api/admin/outbox')).status()).toBe(401);
  });
});
