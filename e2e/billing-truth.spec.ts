/**
 * One billing truth: what the server keeps about a customer's money (paid-until, standing, a plan
 * change to come, what is owed) reads the same on every screen, and a payment that failed or came late
 * leaves the books right. Each journey uses a customer of its own; payments are made through the API
 * (the payment screens have journeys of their own) and the screens are read as a customer and an
 * administrator see them; one pays on the phone's payment page, for what that page says before and after.
 * Longer than 300 lines: every journey here shares the same helpers and the same customer-per-journey set-up.
 */
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { formatDate } from '../src/domain/format/date';
import { type Account, freshCustomer, signInAt } from './support/accounts';
import { openBell } from './support/bell';

const admin = { email: 'ops@example.com', password: 'Admin#Pass2026' };
const APPROVES = '0551234987';
const DECLINES = '0551234000';

interface Subscription {
  plan_id: string;
  next_billing_date: number | null;
  standing: string | null;
  scheduled_change: { plan_id: string; plan_name: string; starts_at: number } | null;
}

async function tokenOf(request: APIRequestContext, account: Account): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  return { Authorization: `Bearer ${token}` };
}

/** One mobile money payment through the API, followed until it is final; answers its status and reference. */
async function payByMobileMoney(
  request: APIRequestContext,
  headers: Record<string, string>,
  planId: string,
  number = APPROVES,
): Promise<{ status: string; reference: string }> {
  const pay = await request.post('/api/billing/mobile-money/pay-with-retry', {
    headers,
    data: { plan_id: planId, billing_cycle: 'monthly', mobile_number: number, mobile_network: 'MTN' },
  });
  expect(pay.status(), await pay.text()).toBe(201);
  const { id, reference } = ((await pay.json()) as { data: { payment: { id: string; reference: string } } }).data
    .payment;
  let status = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/billing/mobile-money/payments/${id}/poll-status`, { headers });
        status = ((await res.json()) as { data: { payment: { status: string } } }).data.payment.status;
        return status === 'pending' || status === 'processing' ? 'open' : 'final';
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe('final');
  return { status, reference };
}

async function subscriptionOf(request: APIRequestContext, headers: Record<string, string>): Promise<Subscription> {
  const res = await request.get('/api/billing/subscriptions', { headers });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { subscription: Subscription } }).data.subscription;
}

/** The administrator's view of one customer: the detail dialog of /admin's customer list. */
async function adminDetail(browser: Browser, customer: Account) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAt(page, '/admin?tab=customers', admin);
  const customers = page.getByRole('region', { name: 'Customers' });
  await customers.getByRole('searchbox', { name: 'Search customers' }).fill(customer.email);
  await customers.getByRole('searchbox', { name: 'Search customers' }).press('Enter');
  await expect(customers.getByText('Page 1 of 1 (1 account)')).toBeVisible();
  await customers.getByRole('button', { name: `Open ${customer.name}` }).click();
  return { page, detail: page.getByRole('dialog', { name: customer.name }), close: () => context.close() };
}

const definition = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('one billing truth', () => {
  test('a customer who prepays twice sees one next billing date on /dashboard, /user-dashboard and in the admin detail', {
    tag: '@servers',
  }, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const customer = await freshCustomer(page.request, 'Akua Prepaid');
    const headers = await tokenOf(page.request, customer);
    const before = Date.now();
    expect((await payByMobileMoney(page.request, headers, 'plan_standard_monthly')).status).toBe('succeeded');
    const first = (await subscriptionOf(page.request, headers)).next_billing_date ?? 0;
    expect((await payByMobileMoney(page.request, headers, 'plan_standard_monthly')).status).toBe('succeeded');
    const sub = await subscriptionOf(page.request, headers);
    // the second month starts where the first ends: about two months from today, active
    expect(sub.standing).toBe('active');
    expect(sub.next_billing_date).toBeGreaterThan(first);
    const days = ((sub.next_billing_date ?? 0) * 1000 - before) / 86_400_000;
    expect(days).toBeGreaterThan(58);
    expect(days).toBeLessThan(63);
    const shown = formatDate((sub.next_billing_date ?? 0) * 1000);

    await signInAt(page, '/dashboard', customer);
    const current = page.getByRole('region', { name: 'Current Subscription' });
    await expect(definition(page, 'Next billing date').and(current.locator('dd'))).toHaveText(shown);
    await expect(current.getByText('Active')).toBeVisible();

    await page.goto('/user-dashboard');
    await expect(definition(page, 'Next billing date')).toHaveText(shown);

    const { detail, close } = await adminDetail(browser, customer);
    await expect(definition(detail.page(), 'Next billing date').and(detail.locator('dd'))).toHaveText(shown);
    await close();
  });

  test('paying for another plan while active keeps the current plan and schedules the change for when its paid time ends', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const customer = await freshCustomer(page.request, 'Kofi Upgrade');
    const headers = await tokenOf(page.request, customer);
    expect((await payByMobileMoney(page.request, headers, 'plan_basic_monthly')).status).toBe('succeeded');
    const paidUntil = (await subscriptionOf(page.request, headers)).next_billing_date ?? 0;
    expect((await payByMobileMoney(page.request, headers, 'plan_premium_monthly')).status).toBe('succeeded');
    const sub = await subscriptionOf(page.request, headers);
    expect(sub.plan_id).toBe('plan_basic_monthly');
    expect(sub.scheduled_change).toMatchObject({ plan_id: 'plan_premium_monthly', starts_at: paidUntil });
    // the premium month follows the basic one
    expect(sub.next_billing_date).toBeGreaterThan(paidUntil + 27 * 86_400);

    await signInAt(page, '/dashboard', customer);
    const current = page.getByRole('region', { name: 'Current Subscription' });
    await expect(
      current.getByText(`Changes to ${sub.scheduled_change?.plan_name} on ${formatDate(paidUntil * 1000)}`),
    ).toBeVisible();
    await expect(definition(page, 'Next billing date').and(current.locator('dd'))).toHaveText(
      formatDate((sub.next_billing_date ?? 0) * 1000),
    );
  });

  test('on a phone, the payment page for another plan says the change is scheduled first; cancelling it keeps its cost as credit', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const customer = await freshCustomer(page.request, 'Abena Changes');
    const headers = await tokenOf(page.request, customer);
    expect((await payByMobileMoney(page.request, headers, 'plan_basic_monthly')).status).toBe('succeeded');
    const basicEnd = (await subscriptionOf(page.request, headers)).next_billing_date ?? 0;
    expect((await payByMobileMoney(page.request, headers, 'plan_premium_monthly')).status).toBe('succeeded');
    const starts = formatDate(basicEnd * 1000);

    await signInAt(page, '/payment/mobile-money/plan_business_monthly', customer);
    const main = page.getByRole('main');
    await expect(
      main.getByText(
        `Your plan changes to Premium Internet (monthly) on ${starts}. Pay for Premium Internet (monthly), or cancel the change to pay for another plan.`,
      ),
    ).toBeVisible();
    // no number is asked for until the customer chooses
    await expect(main.getByRole('textbox', { name: /Mobile money number/ })).toHaveCount(0);
    await main.getByRole('button', { name: 'Cancel the change' }).click();
    const question = main.getByRole('region', { name: 'Cancel your change to Premium Internet (monthly)?' });
    await expect(question).toBeFocused();
    await expect(question).toBeInViewport();
    await expect(question).toContainText(/GH₵\s?200\.00 paid for it is kept as credit/);
    await question.getByRole('button', { name: 'Yes, cancel the change' }).click();
    const said = main.getByRole('status').filter({ hasText: 'is cancelled' });
    await expect(said).toContainText(
      /Your change to Premium Internet \(monthly\) is cancelled\. GH₵\s?200\.00 is kept as credit/,
    );
    await expect(said.locator('xpath=ancestor::*[@tabindex="-1"][1]')).toBeFocused();
    await expect(said).toBeInViewport();

    const sub = (await (await page.request.get('/api/billing/subscriptions', { headers })).json()) as {
      data: { subscription: Subscription & { credit: number } };
    };
    expect(sub.data.subscription).toMatchObject({
      plan_id: 'plan_basic_monthly',
      scheduled_change: null,
      credit: 20_000,
    });
    expect(sub.data.subscription.next_billing_date).toBe(basicEnd);

    await page.goto('/dashboard');
    const current = page.getByRole('region', { name: 'Current Subscription' });
    await expect(
      current.getByText(/You have GH₵\s?200\.00 of credit: your next payment adds it to your plan as extra days\./),
    ).toBeVisible();
    await expect(current.getByText(/Changes to/)).toHaveCount(0);

    // now another plan: the page says before Pay that it starts when Basic ends, and the success says so too
    await page.goto('/payment/mobile-money/plan_business_monthly');
    await expect(
      main.getByText(
        `Your current plan is paid until ${starts}. Business Internet starts then: this payment schedules the change, and your service stays as it is until that day.`,
      ),
    ).toBeVisible();
    await main.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(
      main.getByText(`Business Internet starts on ${starts}, when your current plan ends, with SMS confirmation.`),
    ).toBeVisible();
    await expect(main.getByText(/Service activates immediately/)).toHaveCount(0);
    await main.getByRole('textbox', { name: /Mobile money number/ }).fill('0241234987');
    await main.getByRole('button', { name: /^Pay GH₵/ }).click();
    const success = main.getByText(
      `Payment Successful! Business Internet starts on ${starts}, when your current plan ends.`,
    );
    await expect(success).toBeVisible({ timeout: 30_000 });
    await expect(success).toBeInViewport();
    await expect(main.getByText(/has been activated/)).toHaveCount(0);
    const after = await subscriptionOf(page.request, headers);
    expect(after).toMatchObject({
      plan_id: 'plan_basic_monthly',
      scheduled_change: { plan_id: 'plan_business_monthly', starts_at: basicEnd },
    });
  });

  test('a declined first payment leaves no bill: the dashboards offer the plans, nothing is shown as owed', {
    tag: '@servers',
  }, async ({ page }) => {
    test.setTimeout(90_000);
    const customer = await freshCustomer(page.request, 'Esi Declined');
    const headers = await tokenOf(page.request, customer);
    expect((await payByMobileMoney(page.request, headers, 'plan_basic_monthly', DECLINES)).status).toBe('failed');
    const invoices = await page.request.get('/api/billing/invoices', { headers });
    const listed = ((await invoices.json()) as { data: { invoices: { status: string }[] } }).data.invoices;
    expect(listed.filter((i) => i.status === 'unpaid' || i.status === 'overdue')).toEqual([]);
    expect((await page.request.get('/api/billing/subscriptions', { headers })).status()).toBe(404);

    await signInAt(page, '/user-dashboard', customer);
    await expect(page.getByText('You have no subscription yet')).toBeVisible();
    await expect(page.getByText('Unpaid', { exact: true })).toHaveCount(0);
    await expect(page.getByText(/^Nothing to pay yet/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);

    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Current Subscription' })).toBeVisible();
    await expect(page.getByText('Terminated')).toHaveCount(0);
  });

  test('a card checkout given up for mobile money and then paid at the provider is credited, once, as a late success and a second payment', {
    tag: '@servers',
  }, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const customer = await freshCustomer(page.request, 'Yaw Latecomer');
    const headers = await tokenOf(page.request, customer);
    const init = await page.request.post('/api/billing/paystack/initialize', {
      headers,
      data: { plan_id: 'plan_standard_monthly' },
    });
    expect(init.status()).toBe(201);
    const checkout = ((await init.json()) as { data: { access_code: string; reference: string } }).data;
    // a mobile money payment gives the untouched checkout up (abandoned) and is paid
    const momo = await payByMobileMoney(page.request, headers, 'plan_standard_monthly');
    expect(momo.status).toBe('succeeded');
    const oneMonth = (await subscriptionOf(page.request, headers)).next_billing_date ?? 0;
    // ... but the checkout tab was still open, and the customer pays it
    const paid = await page.request.post(`/sandbox/paystack/checkout/${checkout.access_code}/pay`, {
      data: { method: 'card', card_number: '4084084084084081', cvv: '408' },
    });
    expect(paid.status()).toBe(200);
    await expect
      .poll(
        async () => {
          const list = await page.request.get('/api/billing/payments', { headers });
          const payments = (
            (await list.json()) as {
              data: {
                payments: { reference: string; status: string; late_success: boolean; duplicate_of: string | null }[];
              };
            }
          ).data.payments;
          return payments.find((p) => p.reference === checkout.reference);
        },
        { timeout: 20_000, intervals: [500] },
      )
      // the period was paid already, by the mobile money payment: a second payment, flagged
      .toMatchObject({ status: 'succeeded', late_success: true, duplicate_of: momo.reference });
    // the money bought a month of service: paid-until moved by one month, not two
    const sub = await subscriptionOf(page.request, headers);
    const added = ((sub.next_billing_date ?? 0) - oneMonth) / 86_400;
    expect(added).toBeGreaterThanOrEqual(28);
    expect(added).toBeLessThanOrEqual(31);

    await signInAt(page, '/dashboard', customer);
    const row = page.getByRole('region', { name: 'Payment History' }).getByRole('row').filter({
      hasText: checkout.reference,
    });
    await expect(row.getByText('Paid twice')).toBeVisible();
    // the bell says it came twice, and what it bought
    const bell = await openBell(page);
    await expect(bell.getByText('Paid twice: Second payment for the same period')).toBeVisible();

    // the administrator sees it badged in the customer's detail, and can list the late successes alone
    const { detail, close } = await adminDetail(browser, customer);
    const payments = detail.getByRole('table', { name: 'Payments' });
    const late = payments.getByRole('row').filter({ hasText: checkout.reference });
    await expect(late.getByText('Late success')).toBeVisible();
    await expect(late.getByText(`Paid twice: ${momo.reference} had already paid this period`)).toBeVisible();
    await detail.getByText('Late successes only').click();
    await expect(payments.getByRole('row')).toHaveCount(2); // the header and the late success
    await close();
  });

  test('the callback page opened signed out shows the outcome of a paid reference and leads to the dashboard through sign-in', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const customer = await freshCustomer(page.request, 'Abena Newtab');
    const headers = await tokenOf(page.request, customer);
    const { reference } = await payByMobileMoney(page.request, headers, 'plan_standard_monthly');

    const context = await browser.newContext();
    const stranger = await context.newPage();
    await stranger.goto(`/payment/callback?reference=${reference}`);
    await expect(stranger.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 15_000 });
    await expect(stranger.getByText(reference)).toBeVisible();
    await expect(stranger.getByText('GH₵ 100.00')).toBeVisible();
    // the reference shows the outcome and nothing about who paid
    await expect(stranger.getByText(customer.email)).toHaveCount(0);
    await expect(stranger.getByText(customer.name)).toHaveCount(0);
    await expect(stranger.getByRole('button', { name: 'Try Payment Again' })).toHaveCount(0);
    await stranger
      .getByRole('link', { name: 'Continue to Dashboard' })
      .or(stranger.getByRole('button', { name: 'Continue to Dashboard' }))
      .click();
    await expect(stranger).toHaveURL(/\/login/);
    await context.close();
  });
});
