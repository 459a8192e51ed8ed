import { expect, test } from '@playwright/test';
import { freshCustomer, signInAt } from './support/accounts';

/**
 * The session timeout of the security settings (30 min, 1, 2 or 4 hours): after that long without
 * activity the customer is signed out and the login page says why. The page's clock is Playwright's,
 * so an hour passes in a moment; the server keeps real time.
 */
test('signed out after the chosen session timeout without activity, and told why on the login page', async ({
  page,
}) => {
  const account = await freshCustomer(page.request, 'Akosua Mensah');
  // the customer chose 1 hour (saved through the API with a session of their own)
  const login = await page.request.post('/api/auth/login', { data: account });
  const { access_token } = (await login.json()) as { access_token: string };
  const saved = await page.request.put('/api/user/settings/security', {
    headers: { Authorization: `Bearer ${access_token}` },
    data: {
      twoFactorEnabled: false,
      sessionTimeout: 60,
      loginNotifications: true,
      passwordExpiry: 90,
      allowedDevices: 5,
    },
  });
  expect(saved.status()).toBe(200);

  await page.clock.install();
  await signInAt(page, '/dashboard', account);
  // the app has read the customer's settings
  await expect.poll(() => page.evaluate(() => localStorage.getItem('skylink.auth.sessionTimeout'))).toBe('60');

  // 45 minutes without activity: still signed in
  await page.clock.fastForward('45:00');
  await page.clock.runFor(20_000);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing & Payments' })).toBeVisible();

  // past the hour: signed out, on the login page with the reason
  await page.clock.fastForward('16:00');
  await page.clock.runFor(20_000);
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('You were signed out after 1 hour without activity. Please sign in again.'),
  ).toBeVisible();
  // really signed out: a protected page asks to sign in again
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});
