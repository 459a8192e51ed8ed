import { expect, test } from '@playwright/test';
import { pdfLines } from '../tests/support/pdfText';
import { type Account, freshCustomer, signInAt } from './support/accounts';

// one customer of the file's own: the payment's notification is the only one, and the PDF test reads its receipt
let customer: Account;

test.describe.configure({ mode: 'serial' });

test('a payment in one tab reaches the bell of another signed-in tab without a reload; mark read; clear', {
  tag: '@servers',
}, async ({ browser, request }) => {
  test.setTimeout(90_000);
  customer = await freshCustomer(request, 'Kojo Asare');
  // Two tabs of the same customer (two sign-ins: two sessions of one account).
  const watcherContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  await signInAt(watcher, '/notifications', customer);
  await expect(watcher.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(watcher.getByText(/Live: new notifications appear here/)).toBeVisible({ timeout: 10_000 });
  const streams: string[] = [];
  watcher.on('request', (r) => {
    if (r.url().includes('/api/notifications/stream?')) streams.push(r.url());
  });
  const navigations: string[] = [];
  watcher.on('framenavigated', (f) => {
    if (f === watcher.mainFrame()) navigations.push(f.url());
  });
  const bell = watcher.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  const payerContext = await browser.newContext();
  const payer = await payerContext.newPage();
  await signInAt(payer, '/payment/mobile-money/plan_standard_monthly', customer);
  await payer.getByRole('button', { name: 'Continue to Payment' }).click();
  await payer.getByRole('textbox', { name: /Mobile money number/ }).fill('0551234987');
  await payer.getByRole('button', { name: 'Pay GH₵ 100.00' }).click();
  await expect(payer.getByText('Payment Successful! Your subscription has been activated.')).toBeVisible({
    timeout: 30_000,
  });

  // The watcher's bell and page update by themselves (no reload, no navigation).
  await expect(bell).toHaveAccessibleName(/^Notifications, [1-9]\d* unread$/, { timeout: 10_000 });
  await expect(watcher.getByRole('heading', { level: 2, name: /Payment received/ })).toBeVisible();
  await expect(
    watcher
      .locator('[aria-live="polite"]')
      .filter({ hasText: /New notification|new notifications/ })
      .first(),
  ).toBeAttached();
  expect(navigations).toEqual([]);

  await bell.click();
  const dropdown = watcher.getByRole('dialog', { name: 'Notifications' });
  await expect(dropdown.getByText('We received GH₵ 100.00 for Standard Internet.')).toBeVisible();
  await expect(dropdown.getByRole('link', { name: /^View all notifications \(\d+\)$/ })).toHaveAttribute(
    'href',
    '/notifications',
  );
  await dropdown.getByRole('button', { name: 'Mark read: Payment received' }).click();
  await expect(dropdown.getByRole('button', { name: 'Mark read: Payment received' })).toHaveCount(0);
  await dropdown.getByRole('button', { name: 'Clear all' }).click();
  await expect(dropdown.getByText('No notifications')).toBeVisible();
  await watcher.keyboard.press('Escape');
  // The server kept the clear: a fresh load shows nothing.
  await watcher.reload();
  await expect(watcher.getByRole('heading', { name: 'No notifications' })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
  // The stream is opened with a single-use ticket, never with the access token.
  await expect.poll(() => streams.length).toBeGreaterThan(0);
  for (const url of streams) expect(url).toMatch(/\/api\/notifications\/stream\?ticket=[A-Za-z0-9_-]{43}$/);

  await payerContext.close();
  await watcherContext.close();
});

test('the PDF receipt of the payment downloads with the bearer and reads as the receipt', async ({ request }) => {
  const login = await request.post('/api/auth/login', { data: customer });
  const { access_token } = (await login.json()) as { access_token: string };
  const auth = { Authorization: `Bearer ${access_token}` };
  const payments = (await (await request.get('/api/billing/payments', { headers: auth })).json()) as {
    data: { payments: { id: string; reference: string; status: string }[] };
  };
  const paid = payments.data.payments.find((p) => p.status === 'succeeded');
  expect(paid).toBeDefined();
  const pdf = await request.get(`/api/billing/payments/${paid?.id}/receipt.pdf`, { headers: auth });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const lines = await pdfLines(new Uint8Array(await pdf.body()));
  expect(lines[0]).toBe('SkyLink Ghana');
  expect(lines).toContain(`Reference: ${paid?.reference}`);
  expect(lines).toContain('Amount: GH₵ 100.00');
  expect(lines).toContain('Payment method: MTN Mobile Money');
  expect(lines).toContain('Status: Paid');
  // Without the bearer: refused.
  expect((await request.get(`/api/billing/payments/${paid?.id}/receipt.pdf`)).status()).toBe(401);
});
