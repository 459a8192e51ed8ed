import { expect, test } from '@playwright/test';

/** The public pages the build prerenders, with the heading each shows. */
const publicPages: Array<[string, RegExp]> = [
  ['/', /satellite internet across Ghana/],
  ['/services', /Internet services for every need/],
  ['/about', /We believe in data and communication/],
  ['/support', /How can we help you today\?/],
  ['/contact', /Contact Us/],
  ['/login', /./],
  ['/signup', /./],
  ['/forgot-password', /./],
  ['/reset-password', /./],
  ['/verify-email', /./],
];

test.describe('prerendered pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    for (const [path, heading] of publicPages) {
      test(`${path} shows its main heading and metadata`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        expect(response?.headers()['cache-control']).toBe('no-cache');
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /SkyLink Ghana/);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /SkyLink Ghana/);
      });
    }
  });

  for (const [path] of [...publicPages, ['/no-such-page'] as [string]]) {
    test(`${path} hydrates the server markup without errors or warnings`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' || msg.type() === 'warning') {
          // the 404 status of the not-found page itself is expected
          if (!/status of 404/.test(msg.text())) problems.push(msg.text());
        }
      });
      page.on('pageerror', (err) => problems.push(err.message));
      await page.goto(path);
      const serverHeading = await page.locator('h1').elementHandle();
      await page.waitForLoadState('networkidle');
      // the heading node the server sent is still in the document: React hydrated it, not replaced it
      expect(await serverHeading?.evaluate((node) => node.isConnected)).toBe(true);
      await expect(page.locator('#root > *')).toHaveCount(1);
      // hydrated: the account slot (a Sign In link) appears once the session is known
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  test('an unknown path answers 404 with the not-found page; bad file paths too', async ({ page, request }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('/no-such-page')).toBeVisible();
    for (const path of ['/.env', '/package.json', '/logn']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test('client-rendered routes answer 200, and a deep link goes through /login and back', async ({ page, request }) => {
    for (const path of ['/dashboard', '/user-dashboard', '/admin', '/admin-dashboard']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    await page.goto('/user-dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('demo@example.com');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo#Pass2026');
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/user-dashboard$/);
  });

  test('robots.txt and the sitemap list the public pages only', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const [path] of publicPages) expect(sitemap).toContain(`${path}</loc>`);
    expect(sitemap).not.toContain('/dashboard');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap.xml/);
  });
});
