import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';

/**
 * The admin console (/admin-dashboard) as ops@example.com: the Overview's live numbers, the audit log
 * holding the sign-in just made (filter, search, CSV export), a system setting saved and shown after a
 * reload, and Logout. A customer never gets the console, and every console API answers them 403.
 */
const admin = { email: 'ops@example.com', password: 'Admin#Pass2026' };
const customer = { email: 'demo@example.com', password: 'Demo#Pass2026' };

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(who.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe.configure({ mode: 'serial' });

test('an admin reads the stats and the audit log, exports it, saves a setting and logs out', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, admin);
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const stats = page.getByRole('group', { name: 'Admin stats' });
  await expect(stats.getByText('Total users')).toBeVisible();
  await expect(stats.getByText('Live sessions')).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await nav.getByRole('button', { name: 'Audit Logs' }).click();
  await page.getByRole('combobox', { name: 'Category' }).selectOption('auth');
  await page.getByRole('searchbox', { name: /Search/ }).fill('sign_in');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('cell', { name: 'auth.sign_in', exact: true }).first()).toBeVisible();
  await expect(table.getByRole('cell', { name: admin.email }).first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^skylink-audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'Timestamp,Level,Category,Action,User ID,User email,Actor ID,IP address,User agent,Details',
  );
  expect(csv).toContain('auth.sign_in');
  await expect(page.getByRole('status').filter({ hasText: 'Audit log exported' })).toBeVisible();

  await nav.getByRole('button', { name: 'System Settings' }).click();
  const backup = page.getByRole('combobox', { name: /Backup frequency/ });
  const before = await backup.inputValue();
  const next = before === 'weekly' ? 'monthly' : 'weekly';
  await backup.selectOption(next);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'System settings saved' })).toBeVisible();
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: 'System Settings' })
    .click();
  await expect(page.getByRole('combobox', { name: /Backup frequency/ })).toHaveValue(next);
  // the change is on the record, with before and after
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name: 'Audit Logs' }).click();
  await page.getByRole('combobox', { name: 'Category' }).selectOption('system');
  await expect(page.getByRole('table').getByRole('cell', { name: 'system.settings_changed' }).first()).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).not.toHaveURL(/\/admin-dashboard$/);
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test('a customer is sent to /dashboard and every console API answers 403', async ({ page }) => {
  await signIn(page, customer);
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  const login = await page.request.post('/api/auth/login', { data: customer });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const headers = { Authorization: `Bearer ${token}` };
  for (const path of ['/api/admin/stats', '/api/admin/audit', '/api/admin/audit.csv', '/api/admin/settings']) {
    expect((await page.request.get(path, { headers })).status(), path).toBe(403);
  }
  expect((await page.request.put('/api/admin/settings', { headers, data: {} })).status()).toBe(403);
});
