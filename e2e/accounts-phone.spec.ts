import { expect, type Page, test } from '@playwright/test';
import { customerAddress } from './support/accounts';

/**
 * Accounts on a phone (390 x 844): two people of one name, the verification link in a new tab and a second
 * time, a used reset link, and deleting the account.
 */
test.use({ viewport: { width: 390, height: 844 } });

const admin = { email: 'ops@example.com', password: 'Admin#Pass2026' };

/** The newest link to `path` mailed to `to` (the outbox, read as the seeded admin), as a same-origin path. */
async function mailedLink(page: Page, to: string, path: '/verify-email' | '/reset-password'): Promise<string> {
  const login = await page.request.post('/api/auth/login', { data: admin });
  const { access_token: token } = (await login.json()) as { access_token: string };
  let found = '';
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const { messages } = (await res.json()) as { messages: { text: string }[] };
      found = messages.map((m) => new RegExp(`${path}\\?[^\\s"'<>]+`).exec(m.text)?.[0]).find(Boolean) ?? '';
      return found !== '';
    })
    .toBe(true);
  return found.replace(/&amp;/g, '&');
}

/** Sign up through the form (each from an address of its own: registrations are limited per address). */
async function signUp(page: Page, name: string, email: string, password: string, phone = '') {
  await page.setExtraHTTPHeaders(customerAddress());
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  if (phone) await page.getByRole('textbox', { name: 'Phone number (optional)' }).fill(phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // 'Registration successful! Signing you in...' shows only until the automatic sign-in ends, which on a quick
  // server is sooner than a check can see it (the Signup story 'Success' shows it); the dashboard is what stays
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Letters only, so the name derives a username of its own per run. */
const runTag = () =>
  Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x');

test.describe('accounts on a phone', () => {
  test('two people of the same name both sign up; the second signs in by the username the profile shows', async ({
    browser,
  }) => {
    test.slow(); // three sign-ups and a sign-in
    const name = `Efua Mensah ${runTag()}`;
    const base = name.toLowerCase().replace(/\s+/g, '');
    const password = 'Efua#Pass2026';
    const first = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signUp(first, name, `efua.a.${Date.now()}@example.com`, password);
    await first.close();

    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signUp(page, name, `efua.b.${Date.now()}@example.com`, password);
    await expect(page.getByText('Username already exists')).toHaveCount(0);
    await page.goto('/profile');
    const status = page.getByRole('region', { name: 'Account status' });
    await expect(status.getByText(`${base}2`, { exact: true })).toBeVisible();

    // a name too short for a username signs up too
    const al = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signUp(al, 'Al', `al.${Date.now()}@example.com`, password);
    await expect(al.getByText('Username must be at least 3 characters long')).toHaveCount(0);
    await al.close();

    // sign in by that username in a fresh browser
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const fresh = await context.newPage();
    await fresh.goto('/login');
    await fresh.getByRole('textbox', { name: 'Email', exact: true }).fill(`${base}2`);
    await fresh.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await fresh.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await expect(fresh).toHaveURL(/\/dashboard$/);
    await context.close();
  });

  test('a phone number given at sign-up is the profile phone SMS go to; a wrong one is said under its field', async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders(customerAddress());
    await page.goto('/signup');
    const phone = page.getByRole('textbox', { name: 'Phone number (optional)' });
    await phone.fill('12345');
    await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Kwesi Texts');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`kwesi.${Date.now()}@example.com`);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Kwesi#Pass2026');
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Kwesi#Pass2026');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(phone).toHaveAccessibleDescription(/Please enter a valid phone number/);
    await expect(page).toHaveURL(/\/signup$/);

    const email = `kwesi.ok.${Date.now()}@example.com`;
    await signUp(page, 'Kwesi Texts', email, 'Kwesi#Pass2026', '024 123 4567');
    const login = await page.request.post('/api/auth/login', { data: { email, password: 'Kwesi#Pass2026' } });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const me = await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(((await me.json()) as { phoneNumber: string | null }).phoneNumber).toBe('0241234567');
  });

  test('the verification link opened in a new tab keeps the customer signed in; opened again it says verified', async ({
    page,
    context,
  }) => {
    const email = `adwoa.${Date.now()}@example.com`;
    await signUp(page, 'Adwoa Asare', email, 'Adwoa#Pass2026');
    const link = await mailedLink(page, email, '/verify-email');

    const tab = await context.newPage();
    // 'verified' shows for 3 s, then /dashboard: watch from the first byte, not from the load event
    await tab.goto(link, { waitUntil: 'commit' });
    await expect(
      tab.getByText('Your email has been successfully verified! You can now access all features.'),
    ).toBeVisible();
    // 3 s, then the move, once the lazy route's chunk has loaded (slower on a loaded machine)
    await expect(tab).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    // still signed in in the first tab too
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);

    const again = await context.newPage();
    await again.goto(link);
    await expect(again.getByText('Your email address is already verified.')).toBeVisible();
    await expect(again.getByText('Email verification failed')).toHaveCount(0);
    await again.getByRole('link', { name: 'Continue to your dashboard' }).click();
    await expect(again).toHaveURL(/\/dashboard$/);
  });

  test("a used reset link says 'Failed to reset password' with the reason below it", async ({ page }) => {
    const email = `kojo.${Date.now()}@example.com`;
    const register = await page.request.post('/api/auth/register', {
      data: { name: 'Kojo Mensah', email, password: 'Kojo#Pass2026' },
      headers: customerAddress(),
    });
    expect(register.ok()).toBe(true);
    await page.request.post('/api/auth/forgot-password', { data: { username: email }, headers: customerAddress() });
    const link = await mailedLink(page, email, '/reset-password');
    const token = new URL(link, 'http://x').searchParams.get('token');
    const used = await page.request.post('/api/auth/reset-password', {
      data: { reset_token: token, new_password: 'Fresh#Pass2027' },
    });
    expect(used.ok()).toBe(true);

    await page.goto(link);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Other#Pass2028');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Other#Pass2028');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to reset password. Please try again.' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Invalid or expired reset token');
  });

  test("deleting the account ends on / with 'Account deleted successfully'", async ({ page }) => {
    const email = `yaw.${Date.now()}@example.com`;
    await signUp(page, 'Yaw Delete', email, 'Yaw#Pass20266');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('form', { name: 'Delete your account?' });
    await dialog.getByLabel(/^Password/).fill('Yaw#Pass20266');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('Account deleted successfully')).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByText('Session expired')).toHaveCount(0);
  });
});
