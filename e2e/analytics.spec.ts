import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { freshCustomer, signInAt } from './support/accounts';

const admin = { email: 'ops@example.com', password: 'Admin#Pass2026' };

/** A new customer pays Standard monthly (GH₵ 100) by MTN in the sandbox, through the API. */
async function customerPays(request: APIRequestContext) {
  const account = await freshCustomer(request, 'Kwesi Appiah');
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const pay = await request.post('/api/billing/mobile-money/pay-with-retry', {
    headers,
    data: {
      plan_id: 'plan_standard_monthly',
      billing_cycle: 'monthly',
      mobile_number: '0551234987',
      mobile_network: 'MTN',
      amount: 100,
    },
  });
  expect(pay.status()).toBe(201);
  const { id } = ((await pay.json()) as { data: { payment: { id: string } } }).data.payment;
  // the sandbox's MTN test number approves after a few seconds
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/billing/mobile-money/payments/${id}/poll-status`, { headers });
        return ((await res.json()) as { data: { payment: { status: string } } }).data.payment.status;
      },
      { timeout: 20_000, intervals: [1000] },
    )
    .toBe('succeeded');
}

const revenueTile = (page: Page) =>
  page
    .getByRole('group', { name: 'Key figures' })
    .locator('div', { has: page.getByText('Revenue', { exact: true }) })
    .locator('dd')
    .first();

const cedis = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('the analytics tab shows a new payment in revenue after a refresh, refreshes itself, and exports CSV', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await signInAt(page, '/admin', admin);
  const analytics = page.getByRole('region', { name: 'Analytics' });
  await expect(analytics.getByRole('status')).toHaveText(/^Last updated /, { timeout: 15_000 });
  const before = cedis((await revenueTile(page).textContent()) ?? '');

  await customerPays(page.request);
  await analytics.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(async () => cedis((await revenueTile(page).textContent()) ?? '')).toBe(before + 100);
  const table = analytics.getByRole('figure', { name: 'Revenue by plan' });
  await table.getByText('Show the data of revenue by plan').click();
  await expect(table.getByRole('row', { name: /Standard Internet GH₵/ })).toBeVisible();

  // 30 s later the dashboard asks again by itself
  const again = page.waitForRequest((req) => req.url().includes('/api/analytics/dashboard'));
  await page.clock.runFor(30_000);
  await again;

  const download = page.waitForEvent('download');
  await analytics.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^skylink-analytics-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Section,Item,Metric,Value');
  expect(csv).toContain(`Summary,Revenue,GHS,${(before + 100).toFixed(2)}`);
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
