import { expect, test } from '@playwright/test';

// every test here reads the built site on its own: they spread over the workers rather than wait in one
test.describe.configure({ mode: 'parallel' });

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
        // the header's account slot shows Sign In (with JavaScript it waits for the session)
        await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
      });
    }
  });

  test.describe('a form sent without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('posts, so nothing typed reaches the URL, and the page says the form needs JavaScript', async ({ page }) => {
      await page.goto('/login');
      // (getByText skips <noscript>; with scripting off its content is real, visible markup)
      const note = page.locator('main form noscript [data-tone="warning"]');
      await expect(note).toHaveText('This form needs JavaScript. Turn it on in your browser to send it.');
      await expect(note).toBeVisible();
      await page.getByRole('textbox', { name: /Email/ }).fill('demo@example.com');
      await page
        .getByLabel(/Password/)
        .first()
        .fill('not-in-any-url');
      const sent = page.waitForRequest((request) => request.method() === 'POST');
      await page.locator('main button[type="submit"]').click();
      expect((await sent).url()).toMatch(/\/login$/);
      await expect(page).toHaveURL(/\/login$/); // 303 back to the page: a reload will not post again
      expect(page.url()).not.toContain('not-in-any-url');
      await expect(note).toBeVisible();
    });
  });

  /** A fingerprint of how the page's main area is styled: a few computed properties of every element. */
  const styleOfMain = (page: import('@playwright/test').Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .map((el) => {
          const s = getComputedStyle(el);
          return [
            el.tagName,
            s.display,
            s.color,
            s.backgroundColor,
            s.fontSize,
            s.fontWeight,
            s.padding,
            s.margin,
            s.borderRadius,
          ].join(' ');
        })
        .join('\n'),
    );

  test('a prerendered page fetches no stylesheet, and a page reached later brings only its own, in the right order', async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // everything the home page renders is styled by its inline <style>, the lazily loaded sections too
    expect(stylesheets).toEqual([]);
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // only what /login adds, never again a file the home page had inlined
    const inlined = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="stylesheet"][disabled]')].map((l) => l.getAttribute('href')),
    );
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const file of stylesheets) expect(inlined).not.toContain(file);
    // and the cascade comes out as on a direct visit
    const reached = await styleOfMain(page);
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    expect(await styleOfMain(page)).toBe(reached);
  });

  /** Sum of the layout shifts the page has recorded (the CLS of a single page view). */
  const layoutShift = (page: import('@playwright/test').Page) =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<
              PerformanceEntry & { value: number; hadRecentInput: boolean }
            >) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );

  test('a signed-out visit to a protected page shifts nothing on its way to the login form', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
  });

  test('a reset link without its token says so without moving the form', async ({ page }) => {
    // the page is prerendered with the form (the query string is not known at build time); the error comes
    // when the form's machine starts, in the place of the line under the form
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/reset-password');
    await expect(page.getByRole('alert')).toContainText('Request a new one');
    await expect(page.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
  });

  test('restoring a session moves nothing in the header', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
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
      // React says nothing in production when an attribute differs from the server's, and keeps the server's:
      // the ids it generated (useId: labels, field descriptions, headings that name a section) must be the
      // ones in the document, or every reference rendered after hydration points at nothing. (React keeps
      // each element's props under a `__reactProps$…` key; 11 elements disagreed on /signup, 24 on /.)
      const disagreeing = await page.evaluate(() =>
        Array.from(document.querySelectorAll('[id]')).flatMap((element) => {
          const key = Object.keys(element).find((k) => k.startsWith('__reactProps$'));
          const id = key ? (element as unknown as Record<string, { id?: unknown }>)[key]?.id : undefined;
          return typeof id === 'string' && id !== element.id ? [`<${element.localName}> ${element.id} ≠ ${id}`] : [];
        }),
      );
      expect(disagreeing).toEqual([]);
      // every file the page loads was preloaded by its markup: Vite's loader (its links say as="script") linked
      // none from script, a main-thread cost on a phone (70 ms on the home page when its sections were missed)
      expect(await page.locator('link[rel="modulepreload"][as="script"]').count()).toBe(0);
    });
  }

  // Pages whose first screen runs a machine or fetches after load. A page that keeps rendering in slices
  // shows no long task and no error, only a busy CPU and a draining battery. What it would run is counted,
  // not timed: every timer, interval, animation frame and idle callback the page's code gets, and every
  // message it posts to itself (React's scheduler renders in slices through a MessageChannel). A time
  // measure counted the fake clock's own work, and grew with the machine's load.
  for (const path of ['/', '/packages', '/ai-coverage', '/support', '/login']) {
    test(`${path} runs no script once loaded while nobody touches it`, async ({ page }) => {
      test.slow(); // the page loads at a quarter of the machine's speed
      // a phone's CPU: the app's start then overtakes /theme-boot.js adding the preloads, as it does on one
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.clock.install();
      // after the clock's own script, so the page's code gets these wrappers around the clock's fakes
      await page.addInitScript(() => {
        const ran: string[] = [];
        (window as unknown as { __ran: string[] }).__ran = ran;
        const counted =
          (kind: string, fn: unknown) =>
          (...args: unknown[]) => {
            ran.push(kind);
            return typeof fn === 'function' ? fn(...args) : undefined;
          };
        const wrap = <K extends 'setTimeout' | 'setInterval' | 'requestAnimationFrame' | 'requestIdleCallback'>(
          name: K,
        ) => {
          const original = window[name] as unknown as (fn: unknown, ...rest: unknown[]) => number;
          (window as unknown as Record<K, unknown>)[name] = (fn: unknown, ...rest: unknown[]) =>
            original.call(window, counted(name, fn), ...rest);
        };
        wrap('setTimeout');
        wrap('setInterval');
        wrap('requestAnimationFrame');
        wrap('requestIdleCallback');
        const post = MessagePort.prototype.postMessage;
        MessagePort.prototype.postMessage = function (this: MessagePort, ...args: Parameters<typeof post>) {
          ran.push('postMessage');
          return post.apply(this, args);
        } as typeof post;
      });
      await page.goto(path);
      // hydration at a quarter of a busy 2-core machine's speed can take longer than the usual wait; this
      // test counts what runs after it, not how fast it comes
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible({ timeout: 20_000 });
      // the deferred machines start at the first idle moment (1 s at the latest), the plan catalogue by 3 s:
      // on Playwright's clock those time-outs pass at once, then what they load arrives
      await page.clock.runFor(3_500);
      await page.waitForLoadState('networkidle');
      const ran = () => page.evaluate(() => [...(window as unknown as { __ran: string[] }).__ran]);
      // React renders what arrived in slices it posts through a MessageChannel, in real time (the fake clock
      // does not hold them back): on a loaded machine it was still rendering the catalogue when the idle second
      // began. Wait until the count stops growing for half a second; a page that never stops never gets there.
      let last = -1;
      await expect
        .poll(
          async () => {
            const count = (await ran()).length;
            const still = count === last;
            last = count;
            return still;
          },
          { intervals: [500], timeout: 20_000 },
        )
        .toBe(true);
      const loading = await ran();
      // the counting works: loading the page ran timers or slices of its own
      expect(loading.length).toBeGreaterThan(0);
      // a second of the page's time at once: every timer, interval and animation frame due in it runs now
      // (the clock fakes them all), so what a quiet page would still run shows up without sitting through it
      await page.clock.runFor(1_000);
      await page.waitForLoadState('networkidle');
      expect((await ran()).slice(loading.length)).toEqual([]);
      expect(await page.locator('link[rel="modulepreload"][as="script"]').count()).toBe(0);
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
