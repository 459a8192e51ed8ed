import { expect, test } from '@playwright/test';
import { POLL_INTERVAL_MS } from '../src/features/billing/rules';
import { freshCustomer, signInAt } from './support/accounts';

/**
 * Drill: the browser goes offline on the processing step of a mobile money payment, the phone approves
 * meanwhile, and the browser comes back. The page says the connection is lost (and does not give up or
 * show a payment error), resumes polling when back online, and reaches the success screen; the account
 * holds exactly one payment, succeeded.
 *
 * The customer is a fresh one (registered through the API, as e2e/support/accounts.ts asks of every
 * journey that pays), so the per-customer payment limit and other specs' payments do not decide it.
 *
 * The page polls every 3 s (POLL_INTERVAL_MS): Playwright's clock moves each wait on, one poll at a time,
 * instead of the test sitting through them.
 */
const MANUAL_NUMBER = '0244000111'; // the sandbox's phone that waits for an explicit approve/decline
const REFERENCE = /^[A-Z]+-\d+-[A-Z0-9]+$/;
const CONNECTION_LOST =
  'Network error. Please check your connection. Your payment is safe: we keep checking it and continue as soon as you are back online.';

test('offline on the processing step, approved meanwhile: announced, resumed, paid once', { tag: '@servers' }, async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await freshCustomer(request, 'Kofi Offline');
  await page.clock.install();
  await signInAt(page, '/payment/mobile-money/plan_standard_monthly', account);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('textbox', { name: /Mobile money number/ }).fill(MANUAL_NUMBER);
  await page.getByRole('button', { name: 'Pay GH₵ 100.00' }).click();
  await expect(page.getByRole('heading', { name: 'Waiting for your approval' })).toBeVisible();
  const reference = (await page.locator('dl').getByText(REFERENCE).textContent())?.trim() ?? '';
  expect(reference).toMatch(REFERENCE);

  // Offline: the next poll fails; the page announces it and stays on the processing step.
  let failedPolls = 0;
  page.on('requestfailed', (req) => {
    if (req.url().includes('/poll-status')) failedPolls += 1;
  });
  /** The next poll happens now (the page is waiting POLL_INTERVAL_MS for it), and fails while offline. */
  const nextPollFails = async () => {
    const before = failedPolls;
    await page.clock.runFor(POLL_INTERVAL_MS);
    await expect.poll(() => failedPolls).toBeGreaterThan(before);
  };
  const offlineAt = Date.now();
  await context.setOffline(true);
  await nextPollFails();
  const lost = page.getByRole('alert').filter({ hasText: 'Connection lost' });
  await expect(lost).toBeVisible();
  await expect(lost).toContainText(CONNECTION_LOST);

  // The customer approves on the phone while the browser is offline (the test's own request context
  // is not the browser's network, so it still reaches the sandbox).
  const approve = await request.post(`/sandbox/paystack/phone/${reference}/approve`);
  expect(approve.status()).toBe(200);

  // A few more polls fail (3 s apart): still waiting, still announced, no payment error.
  await nextPollFails();
  await nextPollFails();
  await expect(page.getByRole('heading', { name: 'Waiting for your approval' })).toBeVisible();
  await expect(lost).toBeVisible();
  await expect(page.getByText('Payment Error')).toHaveCount(0);

  // Back online: the next poll answers, the announcement goes, the payment is complete.
  await context.setOffline(false);
  const onlineAt = Date.now();
  await page.clock.runFor(POLL_INTERVAL_MS);
  await expect(page.getByText('Payment Successful! Your subscription has been activated.')).toBeVisible();
  const successAfterMs = Date.now() - onlineAt;
  expect(failedPolls).toBeGreaterThanOrEqual(3);
  await expect(lost).toHaveCount(0);
  await expect(page.locator('dl').getByText(reference)).toBeVisible();

  // The account holds one payment, succeeded, and one paid invoice.
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  const headers = { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const payments = (await (await request.get('/api/billing/payments', { headers })).json()) as {
    data: { payments: { reference: string; status: string; amount: number }[] };
  };
  expect(payments.data.payments).toEqual([expect.objectContaining({ reference, status: 'succeeded', amount: 10000 })]);
  const invoices = (await (await request.get('/api/billing/invoices', { headers })).json()) as {
    data: { invoices: { status: string }[] };
  };
  expect(invoices.data.invoices.map((i) => i.status)).toEqual(['paid']);
  console.info(
    `[drill] browser offline: ${JSON.stringify({ offlineMs: onlineAt - offlineAt, failedPolls, successAfterMs, payments: 1 })}`,
  );
});
