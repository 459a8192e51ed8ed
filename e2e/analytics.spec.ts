import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { customerPays, freshCustomer, signInAt } from './support/accounts';

const admin = { email: 'ops@example.com', password: 'Admin#Pass2026' };

const revenueTile = (page: Page) =>
  page
    .getByRole('group', { name: 'Key figures' })
    .locator('div', { has: page.getByText('Revenue', { exact: true }) })
    .locator('dd')
    .first();

const cedis = (text: string) => Number(text.replace(/[^\d.]/g, ''));
const shownRevenue = (page: Page) => async () => cedis((await revenueTile(page).textContent()) ?? '');

test('the analytics tab shows a new payment in revenue after a refresh, refreshes itself, and exports CSV', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await signInAt(page, '/admin?tab=analytics', admin);
  const analytics = page.getByRole('region', { name: 'Analytics' });
  await expect(analytics.getByRole('status')).toHaveText(/^Last updated /, { timeout: 15_000 });
  const before = await shownRevenue(page)();

  // Other journeys running beside this one pay too, so revenue grows by this payment and maybe theirs.
  await customerPays(page.request);
  await analytics.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(shownRevenue(page)).toBeGreaterThanOrEqual(before + 100);
  // revenue by plan, a chart per family
  const table = analytics.getByRole('figure', { name: 'Revenue by plan: City broadband' });
  await table.getByText('Show the data of revenue by plan: city broadband').click();
  await expect(table.getByRole('row', { name: /Standard Internet GH₵/ })).toBeVisible();
  await expect(analytics.getByRole('figure', { name: 'Revenue by family' })).toBeVisible();

  // 30 s later the dashboard asks again by itself, and shows what it was answered
  const again = page.waitForResponse((res) => res.url().includes('/api/analytics/dashboard'));
  await page.clock.runFor(30_000);
  const answered = ((await (await again).json()) as { revenue: { revenuePesewas: number } }).revenue.revenuePesewas;
  expect(answered).toBeGreaterThanOrEqual((before + 100) * 100);
  await expect.poll(shownRevenue(page)).toBe(answered / 100);

  const download = page.waitForEvent('download');
  await analytics.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^skylink-analytics-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Section,Item,Metric,Value');
  // the file holds what the page shows (the clock stands still, so nothing was fetched since)
  expect(csv).toContain(`Summary,Revenue,GHS,${(answered / 100).toFixed(2)}`);
});

test('a customer gets 403 from the analytics API and the reports', async ({ request }) => {
  const account = await freshCustomer(request, 'Abena Osei');
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  const { access_token: token } = (await login.json()) as { access_token: string };
  for (const path of ['/api/analytics/dashboard', '/api/admin/reports?type=customers']) {
    const res = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status(), path).toBe(403);
  }
});
