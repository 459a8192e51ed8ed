import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, type Request, test } from '@playwright/test';
import { customerAddress } from './support/accounts';
import { driveAnalyticsClock, passAnalyticsFlush } from './support/analytics';

/**
 * /profile and /settings with a freshly registered customer (the demo accounts stay as they are for
 * the other specs): profile edit, password change, sign out and in with the new password; settings
 * that survive a reload and a new browser; the theme at once; the data export holding a payment.
 */
const stamp = Date.now();
const user = {
  email: `abena.${stamp}@example.com`,
  username: `abena${stamp}`,
  name: 'Abena Asante',
  password: 'Abena#Pass2026',
  newPassword: 'Abena#Pass2027',
};

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function signInAt(page: Page, path: string, password: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, user.email, password);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

async function apiToken(page: Page, password: string): Promise<string> {
  const response = await page.request.post('/api/auth/login', { data: { email: user.email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

test.describe.configure({ mode: 'serial' });

test.describe('profile and settings', () => {
  test.beforeAll(async ({ request }) => {
    const response = await request.post('/api/auth/register', {
      data: { username: user.username, name: user.name, email: user.email, password: user.password },
      headers: customerAddress(),
    });
    expect(response.status()).toBeLessThan(300);
  });

  test('edit the profile, change the password, sign in again with it; the user menu leads to /settings', {
    tag: '@servers',
  }, async ({ page }) => {
    test.setTimeout(60_000);
    await signInAt(page, '/profile', user.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const tiles = page.getByRole('region', { name: 'Account status' });
    await expect(tiles.getByText('Active')).toBeVisible();
    await expect(tiles.getByText('No plan yet')).toBeVisible();

    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByRole('textbox', { name: /^First name/ }).fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveAccessibleDescription(
      'First name is required',
    );
    await page.getByRole('textbox', { name: /^First name/ }).fill('Abenaa');
    await page.getByRole('textbox', { name: /^Phone number/ }).fill('0241234567');
    await page.getByRole('textbox', { name: /^Address/ }).fill('12 Ring Road, Accra');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const saved = page.getByRole('status').filter({ hasText: 'Profile updated successfully!' });
    await expect(saved).toBeVisible();
    await expect(page.getByText('12 Ring Road, Accra')).toBeVisible();
    // the success message clears after 3 s
    await expect(saved).toBeHidden({ timeout: 5000 });
    await page.reload();
    await expect(page.getByText('12 Ring Road, Accra')).toBeVisible();
    await expect(page.getByText('Abenaa', { exact: true })).toBeVisible();

    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel(/^Current password/).fill(user.password);
    await form.getByLabel(/^New password/).fill(user.newPassword);
    await form.getByLabel(/^Confirm new password/).fill('Different#2027');
    await form.getByRole('button', { name: 'Update password' }).click();
    await expect(form.getByRole('alert')).toHaveText('New passwords do not match');
    await form.getByLabel(/^Confirm new password/).fill(user.newPassword);
    await form.getByRole('button', { name: 'Update password' }).click();
    await expect(form.getByRole('status')).toHaveText('Password updated successfully!');

    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.goto('/login');
    await signIn(page, user.email, user.password);
    await expect(page.getByRole('alert')).toBeVisible();
    await signIn(page, user.email, user.newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
    // the address changes before the dashboard's frame replaces the page's header (whose menu a first press
    // can open just before it goes): press until the menu's Settings item is there
    const settings = page.getByRole('menuitem', { name: 'Settings' });
    await expect(async () => {
      if (!(await settings.isVisible())) await page.getByRole('button', { name: /account menu/ }).click();
      await expect(settings).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await settings.click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('settings save per section, survive a reload and a new browser; the theme applies at once', {
    tag: '@servers',
  }, async ({ page, browser }) => {
    test.setTimeout(60_000);
    await signInAt(page, '/settings', user.newPassword);
    const notifications = page.getByRole('region', { name: 'Notifications' });
    await notifications.getByRole('checkbox', { name: 'Marketing emails' }).click({ force: true });
    await notifications.getByRole('button', { name: 'Save' }).click();
    await expect(notifications.getByRole('status')).toHaveText('Notification preferences saved');

    const billing = page.getByRole('region', { name: 'Billing' });
    await billing.getByRole('textbox', { name: /Default mobile money number/ }).fill('12');
    await billing.getByRole('button', { name: 'Save' }).click();
    await expect(billing.getByRole('textbox', { name: /Default mobile money number/ })).toHaveAccessibleDescription(
      /Please enter a valid 10-digit mobile number starting with 0/,
    );
    await billing.getByRole('textbox', { name: /Default mobile money number/ }).fill('0201234567');
    await billing.getByRole('combobox', { name: 'Default mobile money network' }).selectOption('VODAFONE');
    await billing.getByRole('button', { name: 'Save' }).click();
    await expect(billing.getByRole('status')).toHaveText('Billing preferences saved');

    // two-factor sign-in is its own panel in Security (set up with an authenticator app: tests/server/features/auth/two-factor.test.ts)
    const security = page.getByRole('region', { name: 'Security' });
    await expect(security.getByRole('button', { name: 'Set up two-factor authentication' })).toBeVisible();

    await expect(page.locator('html')).toHaveClass('light');
    const preferences = page.getByRole('region', { name: 'Preferences' });
    await preferences.getByRole('radio', { name: 'Dark' }).click({ force: true });
    // at once, before the save answers
    await expect(page.locator('html')).toHaveClass('dark');
    await expect(preferences.getByRole('status')).toHaveText('Preferences saved');

    await page.reload();
    await expect(page.locator('html')).toHaveClass('dark');
    // later visits: /theme-boot.js alone applies it before the first paint (the app's scripts blocked here)
    await page.route('**/assets/**/*.js', (route) => route.abort());
    await page.goto('/about');
    await expect(page.locator('html')).toHaveClass('dark');
    await page.unroute('**/assets/**/*.js');
    await page.goto('/settings');
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByRole('checkbox', { name: 'Marketing emails' }),
    ).toBeChecked();
    await expect(
      page.getByRole('region', { name: 'Billing' }).getByRole('textbox', { name: /Default mobile money number/ }),
    ).toHaveValue('0201234567');

    // the saved default number and network fill the mobile money form
    await page.goto('/payment/mobile-money/plan_basic_monthly');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('textbox', { name: /Mobile money number/ })).toHaveValue('0201234567');
    await expect(page.getByRole('radio', { name: 'Telecel' })).toBeChecked();

    await inNewBrowser(browser, async (fresh) => {
      await signInAt(fresh, '/settings', user.newPassword);
      await expect(fresh.locator('html')).toHaveClass('dark');
      await expect(
        fresh.getByRole('region', { name: 'Billing' }).getByRole('combobox', { name: 'Default mobile money network' }),
      ).toHaveValue('VODAFONE');
      // back to light for the specs after this one
      await fresh
        .getByRole('region', { name: 'Preferences' })
        .getByRole('radio', { name: 'Light' })
        .click({ force: true });
      await expect(fresh.locator('html')).toHaveClass('light');
      await expect(fresh.getByRole('region', { name: 'Preferences' }).getByRole('status')).toHaveText(
        'Preferences saved',
      );
    });
  });

  test('Data & Export downloads my data as JSON and my payments as CSV, with the payment I made', async ({ page }) => {
    test.setTimeout(60_000);
    const token = await apiToken(page, user.newPassword);
    const paid = await page.request.post('/api/billing/mobile-money/pay-with-retry', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        plan_id: 'plan_standard_monthly',
        billing_cycle: 'monthly',
        mobile_number: '0551234987',
        mobile_network: 'MTN',
        amount: 100,
      },
    });
    expect(paid.status()).toBeLessThan(300);
    const reference = ((await paid.json()) as { data: { payment: { reference: string } } }).data.payment.reference;

    await signInAt(page, '/settings', user.newPassword);
    const data = page.getByRole('region', { name: 'Data & Export' });
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      data.getByRole('button', { name: 'Download all my data (JSON)' }).click(),
    ]);
    expect(json.suggestedFilename()).toMatch(/^skylink-data-\d{4}-\d\d-\d\d\.json$/);
    const exported = JSON.parse(await readFile(await json.path(), 'utf8'));
    expect(exported.account.email).toBe(user.email);
    expect(exported.account.firstName).toBe('Abenaa');
    expect(exported.payments.map((p: { reference: string }) => p.reference)).toEqual([reference]);
    await expect(data.getByRole('status')).toContainText('Downloaded skylink-data-');

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      data.getByRole('button', { name: 'Download my payments (CSV)' }).click(),
    ]);
    const lines = (await readFile(await csv.path(), 'utf8')).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Reference,Description,Amount (GHS),Currency,Status,Channel,Network');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${reference},Standard Internet (monthly),100.00,GHS,`);
  });

  test('a signed-in user who turns analytics off sends no events, even after a reload', async ({ browser }) => {
    test.setTimeout(60_000);
    await inNewBrowser(
      browser,
      async (page) => {
        const sent: string[] = [];
        let inFlight = 0;
        page.on('request', (request) => {
          if (!request.url().endsWith('/api/events')) return;
          sent.push(request.postData() ?? '');
          inFlight += 1;
        });
        const settled = (request: Request) => {
          if (request.url().endsWith('/api/events')) inFlight -= 1;
        };
        page.on('requestfinished', settled);
        page.on('requestfailed', settled);
        await driveAnalyticsClock(page);
        await signInAt(page, '/settings', user.newPassword);
        // analytics accepted and on: events go out (a batch leaves 5 s after its first event, moved on by the clock)
        await passAnalyticsFlush(page);
        await expect.poll(() => sent.length).toBeGreaterThan(0);
        const privacy = page.getByRole('region', { name: 'Privacy' });
        await privacy.getByRole('checkbox', { name: /Share usage analytics/ }).click({ force: true });
        await privacy.getByRole('button', { name: 'Save' }).click();
        await expect(privacy.getByRole('status')).toHaveText('Privacy settings saved');
        await page.clock.runFor(6000); // a batch recorded before the change may still leave
        await expect.poll(() => inFlight).toBe(0);
        sent.length = 0;
        await page.getByRole('button', { name: /account menu/ }).click();
        await page.getByRole('menuitem', { name: 'Profile' }).click();
        await expect(page).toHaveURL(/\/profile$/);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
        await passAnalyticsFlush(page);
        expect(sent).toEqual([]);
        // back on, for a clean state
        await page.goto('/settings');
        const again = page.getByRole('region', { name: 'Privacy' });
        await again.getByRole('checkbox', { name: /Share usage analytics/ }).click({ force: true });
        await again.getByRole('button', { name: 'Save' }).click();
        await expect(again.getByRole('status')).toHaveText('Privacy settings saved');
      },
      true,
    );
  });
});

async function inNewBrowser(browser: Browser, run: (page: Page) => Promise<void>, analytics = false) {
  // a browser that has never seen this user (only the cookie choice, as every spec starts with)
  const origin = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
  const context = await browser.newContext({
    baseURL: origin,
    storageState: {
      cookies: [],
      origins: [{ origin, localStorage: [{ name: 'skylink.cookieConsent', value: JSON.stringify({ analytics }) }] }],
    },
  });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}
