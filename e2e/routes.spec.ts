import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Account, customerPays, seededAdmin, signInAt } from './support/accounts';

/**
 * Every route of the route table (app/router.tsx, as the build summarised it in dist/html/routes.json:
 * the prerendered paths and the client-rendered ones, patterns included) answers 200 and loads without a
 * page error or a console error, signed out, as a customer and (the admin routes) as an administrator;
 * a path of no route answers 404.
 */
interface RoutesFile {
  prerendered: Record<string, string>;
  client: string[];
}
const table = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'dist', 'html', 'routes.json'), 'utf8'),
) as RoutesFile;

/** A valid value for each route parameter. */
const parameters: Record<string, string> = { planId: 'plan_standard_monthly' };
const toPath = (pattern: string) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = parameters[name];
    if (!value) throw new Error(`no e2e value for the route parameter :${name} (${pattern})`);
    return value;
  });

/**
 * Client-rendered pages that are not behind sign-in: one page per token, so nothing to prerender. A made-up
 * token is answered 404 (the browser logs it as a console error), so the renewal journey opens a real one
 * (clock-renewal.spec.ts) instead of this crawl.
 */
const signedOutClientPatterns = ['/renew/:token'];

const publicPaths = Object.keys(table.prerendered);
const signedInPaths = table.client.filter((pattern) => !signedOutClientPatterns.includes(pattern)).map(toPath);
const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin-') || path.startsWith('/admin/');
const customerPaths = signedInPaths.filter((path) => !isAdminPath(path));
const adminPaths = signedInPaths.filter(isAdminPath);

/** Where a signed-in visitor lands from a page meant for the signed out. */
const signedInRedirects: Record<string, string> = { '/login': '/dashboard' };

/** Load each path afresh and return what went wrong: the status, where it ended, page and console errors. */
async function crawl(page: Page, list: string[], landsOn: (path: string) => string) {
  const problems: Record<string, string[]> = {};
  let current: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') current.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (error) => current.push(`page error: ${error.message}`));
  for (const path of list) {
    current = [];
    const response = await page.goto(path);
    if (response?.status() !== 200) current.push(`status ${response?.status()}`);
    await page.waitForLoadState('networkidle');
    const expected = landsOn(path);
    // a guard's redirect follows the session's start after hydration, which a busy machine can delay past
    // the quiet network: give it time to land before judging where the page ended
    await page.waitForURL((url) => url.pathname === expected, { timeout: 10_000 }).catch(() => undefined);
    if (new URL(page.url()).pathname !== expected) current.push(`landed on ${page.url()}, not ${expected}`);
    await expect(page.locator('h1').first()).toBeVisible();
    if (current.length > 0) problems[path] = current;
  }
  return problems;
}

test.describe('every route', () => {
  // each crawl signs in a visitor of its own: the long crawls run on different workers side by side
  test.describe.configure({ mode: 'parallel' });
  test.setTimeout(180_000);

  test('the table has every kind of route this crawl checks', () => {
    expect(publicPaths).toContain('/');
    expect(table.client).toContain('/payment/mobile-money/:planId');
    expect(table.client).toEqual(expect.arrayContaining(signedOutClientPatterns));
    expect(adminPaths.sort()).toEqual(['/admin', '/admin-dashboard']);
  });

  test('answers 200 signed out, each protected page leading to the login page, without errors', async ({ page }) => {
    const problems = await crawl(page, [...publicPaths, ...signedInPaths], (path) =>
      publicPaths.includes(path) ? path : '/login',
    );
    expect(problems).toEqual({});
  });

  // A customer who pays (one without a subscription is answered 404 by GET /api/billing/subscriptions, which
  // the browser logs); each test signs in a customer of its own, as every page load asks for a notification
  // stream ticket and a customer may ask for 20 a minute.
  // The administrator signs in where the crawl starts (an admin page): the customer dashboard would ask
  // for a subscription the administrator does not have, and that 404 could still be logged on the next page.
  const signedIn: Array<[string, string[], (request: APIRequestContext) => Promise<Account>, string]> = [
    ['the public pages to a customer', publicPaths, (request) => customerPays(request, 'Abena Owusu'), '/dashboard'],
    ['the account pages to a customer', customerPaths, (request) => customerPays(request, 'Kojo Asante'), '/dashboard'],
    ['the admin pages to an administrator', adminPaths, async () => seededAdmin, adminPaths[0] ?? '/admin'],
  ];
  for (const [title, list, account, start] of signedIn) {
    test(`answers 200 on ${title}, without errors`, async ({ page, request }) => {
      await signInAt(page, start, await account(request));
      const problems = await crawl(page, list, (path) => signedInRedirects[path] ?? path);
      expect(problems).toEqual({});
    });
  }

  test('a path of no route answers 404 with the not-found page', async ({ request }) => {
    for (const path of ['/no-such-page', '/payment/mobile-money', '/payment/mobile-money/a/b', '/admin/x']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('Page Not Found');
    }
  });
});
