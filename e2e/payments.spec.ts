/**
 * Longer than 300 lines: the popup payment's journeys (pay, close, script and checkout time-outs, two servers)
 * share sign-in, page-clock and sandbox helpers, and run in one serial block because each pays as the same
 * customer.
 */
import { expect, type Page, test } from '@playwright/test';
import { CHECKOUT_TIMEOUT_MS, SCRIPT_TIMEOUT_MS } from '../src/features/billing/popupPayment.machine';
import { customerAddress, freshCustomer, seededAdmin, signInAt as signInOwnAt } from './support/accounts';
import { openBell } from './support/bell';
import { expectFocusShown } from './support/focus';

/** The seeded customer (server/seed). */
const customer = { email: 'demo@example.com', password: 'Demo#Pass2026' };
const REFERENCE = /^[A-Z]+-\d+-[A-Z0-9]+$/;

async function signIn(page: Page) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(customer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function apiToken(page: Page): Promise<string> {
  const response = await page.request.post('/api/auth/login', { data: customer });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function signInAt(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await signIn(page);
  await expect(page).toHaveURL(new RegExp(path.replace(/[?]/g, '\\?')));
}

const references: { paid?: string; declined?: string } = {};

test.describe('prerendered payment pages', () => {
  for (const [path, heading, keepsHeading] of [
    ['/packages', 'Internet Packages', true],
    ['/payment/callback?status=cancelled&tx_ref=SKY-0-X', 'Payment Cancelled', false],
  ] as const) {
    test(`${path} is served prerendered and hydrates without errors or warnings`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
      });
      page.on('pageerror', (err) => problems.push(err.message));
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const serverHeading = await page.locator('h1').elementHandle();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // /packages keeps the server's heading node; the callback replaces 'Verifying...' once it knows the query
      if (keepsHeading) expect(await serverHeading?.evaluate((node) => node.isConnected)).toBe(true);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
      expect(problems).toEqual([]);
    });
  }
});

test.describe.configure({ mode: 'serial' });

test.describe('payments', () => {
  test('signed out on /packages -> Login -> pay Standard monthly by MTN mobile money -> complete, bell, transactions', {
    tag: '@servers',
  }, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/packages');
    await expect(page.getByText('Save up to 17%')).toBeVisible();
    const standard = page.getByRole('article', { name: 'Standard Internet' });
    await expect(standard.getByRole('button', { name: 'Login to Subscribe' })).toBeDisabled();
    await standard.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login\?from=/);
    await signIn(page);
    await expect(page).toHaveURL(/\/payment\/mobile-money\/plan_standard_monthly$/);

    await expect(page.getByText('Standard Internet')).toBeVisible();
    await expect(page.getByText(/^Total:/)).toHaveText('Total: GH₵ 100.00/month');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    // ours: the phone approves after a few seconds (Paystack's 0551234987 would be paid at once)
    await page.getByRole('textbox', { name: /Mobile money number/ }).fill('0241234987');
    await expect(page.getByText('Auto-detected: MTN | 024 123 4987')).toBeVisible();
    await page.getByRole('button', { name: 'Pay GH₵ 100.00' }).click();
    await expect(page.getByRole('heading', { name: 'Waiting for your approval' })).toBeVisible();
    await expect(page.getByText(/Dial \*170# if no prompt appears/)).toBeVisible();
    await expect(page.getByText('Payment Successful! Your subscription has been activated.')).toBeVisible({
      timeout: 30_000,
    });
    const reference = (await page.locator('dl').getByText(REFERENCE).textContent())?.trim() ?? '';
    expect(reference).toMatch(REFERENCE);
    references.paid = reference;

    // the bell of the signed-in header shows the new notifications
    await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible({ timeout: 10_000 });

    // the provider lookup lists it as paid GH₵ 100.00
    const token = await apiToken(page);
    const response = await page.request.get(
      `/api/billing/paystack/transactions?customer=${encodeURIComponent(customer.email)}&limit=50`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {
      transactions: { reference: string; status: string; amount: number; currency: string }[];
    };
    expect(body.transactions.find((t) => t.reference === reference)).toMatchObject({
      status: 'success',
      amount: 10000,
      currency: 'GHS',
    });
  });

  test('a declined number ends on the payment step with the error', async ({ page }) => {
    test.setTimeout(60_000);
    await signInAt(page, '/payment/mobile-money/plan_basic_monthly');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('textbox', { name: /Mobile money number/ }).fill('0551234000');
    await page.getByRole('button', { name: 'Pay GH₵ 50.00' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Payment Error' });
    await expect(alert).toBeVisible({ timeout: 30_000 });
    // the spec's 'Payment failed: {reason}' (§8) with the provider's reason
    await expect(alert).toContainText('Payment failed: Declined by customer');
    await expect(page.getByRole('button', { name: 'Pay GH₵ 50.00' })).toBeVisible();
    const token = await apiToken(page);
    const list = await page.request.get('/api/billing/payments', { headers: { Authorization: `Bearer ${token}` } });
    const { data } = (await list.json()) as {
      data: { payments: { reference: string; status: string; plan_id: string }[] };
    };
    references.declined = data.payments.find(
      (p) => p.plan_id === 'plan_basic_monthly' && p.status === 'failed',
    )?.reference;
  });

  test('the callback page: success, failed, cancelled, invalid parameters', async ({ page }) => {
    await signInAt(page, '/payment');
    await page.goto(`/payment/callback?trxref=${references.paid}&reference=${references.paid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByText('GH₵ 100.00')).toBeVisible();
    await page.getByRole('link', { name: 'Continue to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\/billing$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    if (references.declined) {
      await page.goto(`/payment/callback?reference=${references.declined}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
      await expect(page.getByText('Payment failed: Declined by customer')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Try Payment Again' })).toHaveAttribute('href', '/payment');
    }
    await page.goto('/payment/callback?status=cancelled&tx_ref=SKY-0-CANCEL');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Cancelled' })).toBeVisible();
    await page.goto('/payment/callback');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
    await expect(page.getByText('Invalid payment parameters')).toBeVisible();
  });

  test('the popup pays by sandbox card and lands on /dashboard?payment=success', { tag: '@servers' }, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInAt(page, '/payment');
    await expect(page.getByText(`Paying as ${customer.email}`)).toBeVisible();
    await page.getByRole('radio', { name: /^Student/ }).check();
    await page.getByRole('button', { name: 'Pay with Mobile Money' }).click();
    const checkout = page.frameLocator('iframe[title="Sandbox Paystack checkout"]');
    await checkout.getByRole('textbox', { name: 'Card number' }).fill('4084084084084081');
    await checkout.getByRole('textbox', { name: 'CVV' }).fill('408');
    await checkout.getByRole('button', { name: 'Pay with card' }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(REFERENCE)).toBeVisible();
    // the dashboard reads ?payment=success once (its success message), then drops it from the address. This
    // customer paid Standard earlier in the run, so Student starts when Standard ends: the message says so
    await expect(
      page.getByText(
        /^Payment Successful! Student starts on \d{1,2} [A-Z][a-z]{2} \d{4}, when your current plan ends\.$/,
      ),
    ).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('Your subscription has been activated.')).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the inline script failing to load shows the spec message', async ({ page }) => {
    await page.route('**/sandbox/paystack/inline.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await signInAt(page, '/payment');
    await page.getByRole('button', { name: 'Pay with Mobile Money' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      'Failed to load Paystack payment system. Please check your internet connection and try again.',
    );
    await expect(alert).toContainText('Failed to load Paystack script.');
  });

  test('a checkout that never loads is reported blocked after the checkout time-out', async ({ page }) => {
    // a provider script whose checkout never calls onLoad or onError (what a blocked checkout frame leaves),
    // though it adds an iframe at once as Paystack's does
    await page.addInitScript(() => {
      (window as unknown as { PaystackPop: unknown }).PaystackPop = class {
        constructor() {
          const frame = document.createElement('iframe');
          frame.src = 'about:blank#checkout.paystack.com/popup';
          frame.hidden = true;
          document.body.appendChild(frame);
        }
        resumeTransaction() {
          return { id: null };
        }
        cancelTransaction() {}
      };
    });
    // Playwright's clock moves the page's timers on: the test does not sit through the time-out
    await page.clock.install();
    await signInAt(page, '/payment');
    // from here the page's clock stands still but for runFor, however long a busy machine takes
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
    await page.getByRole('button', { name: 'Pay with Mobile Money' }).click();
    await expect(page.getByText('Complete the payment in the payment window.')).toBeVisible();
    await page.clock.runFor(CHECKOUT_TIMEOUT_MS - 1_000);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.clock.runFor(1_000);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Payment was cancelled or failed. Please try again.');
    await expect(alert).toContainText(
      'Payment popup was blocked by your browser. Please disable popup blocker for this site and try again.',
    );
  });

  test('a reload while processing resumes the payment; a second payment meanwhile is refused', {
    tag: '@servers',
  }, async ({ page, context }) => {
    test.setTimeout(60_000);
    // a customer of its own: the demo customer's plan may already have a change scheduled by another journey
    const own = await freshCustomer(page.request, 'Adwoa Reload');
    // a sandbox number that never answers keeps this payment processing
    await signInOwnAt(page, '/payment/mobile-money/plan_basic_monthly', own);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('textbox', { name: /Mobile money number/ }).fill('0551234999');
    await page.getByRole('button', { name: 'Pay GH₵ 50.00' }).click();
    await expect(page.getByRole('heading', { name: 'Waiting for your approval' })).toBeVisible();
    const reference = (await page.locator('dl').getByText(REFERENCE).textContent())?.trim();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Waiting for your approval' })).toBeVisible();
    await expect(page.locator('dl').getByText(REFERENCE)).toHaveText(reference ?? '');

    // another tab (its own session storage: it signs in too) tries to pay by popup meanwhile
    // (a third mobile money payment within 60 s would meet the spec's rate limit first)
    const second = await context.newPage();
    await signInOwnAt(second, '/payment', own);
    await second.getByRole('button', { name: 'Pay with Mobile Money' }).click();
    await expect(second.getByRole('alert')).toContainText(
      'Another payment is already in progress. Please wait or refresh the page.',
    );
  });
});

test.describe('paying on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });

  test('each step, the outcome and an error take focus and are in view; Pay waits for a valid number', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const account = await freshCustomer(page.request, 'Akua Asante');
    await signInOwnAt(page, '/payment/mobile-money/plan_basic_monthly', account);
    await page.getByRole('button', { name: 'Continue to Payment' }).tap();
    await expectFocusShown(page, 'Pay with Mobile Money');

    // Pay is disabled until the number is valid, and says why beside it
    const pay = page.getByRole('button', { name: 'Pay GH₵ 50.00' });
    await expect(pay).toBeDisabled();
    await expect(page.getByText('Please enter mobile number and select network')).toBeVisible();
    const number = page.getByRole('textbox', { name: /Mobile money number/ });
    await number.fill('05512');
    await expect(pay).toBeDisabled();
    await expect(page.getByText('Please enter a valid 10-digit mobile number starting with 0')).toBeVisible();

    // a declined prompt: the Payment Error box takes focus, in view
    await number.fill('0551234000');
    await expect(pay).toBeEnabled();
    await pay.tap();
    await expectFocusShown(page, 'Waiting for your approval');
    await expect(page.getByRole('alert').filter({ hasText: 'Payment Error' })).toBeVisible({ timeout: 30_000 });
    await expectFocusShown(page, 'Payment failed: Declined by customer');

    // then a number that approves: processing, then complete, each in view
    await number.fill('0241234987');
    await pay.tap();
    await expectFocusShown(page, 'Waiting for your approval');
    await expect(page.getByText('Payment Successful! Your subscription has been activated.')).toBeVisible({
      timeout: 30_000,
    });
    await expectFocusShown(page, 'Payment complete');
    // what the payment bought, from the server's books, and its receipt one tap away
    const complete = page.getByRole('region', { name: 'Payment complete' });
    await expect(complete.getByText('Basic Internet (monthly)')).toBeVisible();
    const paidUntil = (await complete.locator('dd').nth(1).textContent())?.trim() ?? '';
    expect(paidUntil).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    const reference = (await complete.getByText(REFERENCE).textContent())?.trim() ?? '';
    await complete.getByRole('link', { name: 'View Receipt' }).tap();
    const receipt = page.getByRole('dialog');
    await expect(receipt).toContainText(reference, { timeout: 15_000 });
    await expect(receipt).toContainText(paidUntil);
    await expect(page).toHaveURL(/\/dashboard\/billing$/);
  });

  test('while waiting for approval, Use another number cancels it and a new number pays', async ({ page }) => {
    test.setTimeout(90_000);
    const account = await freshCustomer(page.request, 'Kojo Mensah');
    await signInOwnAt(page, '/payment/mobile-money/plan_basic_monthly', account);
    await page.getByRole('button', { name: 'Continue to Payment' }).tap();
    const number = page.getByRole('textbox', { name: /Mobile money number/ });
    // a number whose phone never answers by itself
    await number.fill('0244000111');
    await page.getByRole('button', { name: 'Pay GH₵ 50.00' }).tap();
    await expectFocusShown(page, 'Waiting for your approval');
    const reference = (await page.getByText(/^SKY-\d+-[0-9A-F]+$/).textContent()) ?? '';
    expect(reference).toMatch(/^SKY-/);
    await page.getByRole('button', { name: 'Use another number' }).tap();
    await expectFocusShown(page, 'Pay with Mobile Money');
    await expect(number).toHaveValue('');
    // the first prompt may still ring: the page says to decline it, and so does an SMS to that number
    const warning = page
      .getByRole('status')
      .filter({ hasText: 'If a prompt still arrives on 024 XXX 0111, decline it.' });
    await expect(warning).toBeVisible();
    await expect(warning).toBeInViewport();
    const staff = await page.request.post('/api/auth/login', {
      data: { email: seededAdmin.email, password: seededAdmin.password },
      headers: customerAddress(),
    });
    const { access_token: staffToken } = (await staff.json()) as { access_token: string };
    const outbox = await page.request.get('/api/admin/sms-outbox?to=0244000111', {
      headers: { Authorization: `Bearer ${staffToken}` },
    });
    const { messages } = (await outbox.json()) as { messages: { text: string }[] };
    expect(messages.filter((m) => m.text.endsWith(`Ref ${reference}`)).map((m) => m.text)).toEqual([
      `SkyLink Ghana: your GHS 50.00 payment was cancelled. If a prompt still arrives on 024 XXX 0111, decline it. Ref ${reference}`,
    ]);
    // the lock is released: the next number pays at once
    await number.fill('0551234987');
    await page.getByRole('button', { name: 'Pay GH₵ 50.00' }).tap();
    await expect(page.getByText('Payment Successful! Your subscription has been activated.')).toBeVisible({
      timeout: 30_000,
    });
    const login = await page.request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const list = await page.request.get('/api/billing/payments', { headers: { Authorization: `Bearer ${token}` } });
    const { data } = (await list.json()) as { data: { payments: { status: string; failure_code: string | null }[] } };
    expect(data.payments.map((p) => [p.status, p.failure_code])).toEqual([
      ['succeeded', null],
      ['cancelled', 'cancelled'],
    ]);

    // the customer approves the first prompt after all: the money is credited as time, and said to be a second
    // payment for the period (the history, the bell), not silent
    expect((await page.request.post(`/sandbox/paystack/phone/${reference}/approve`)).status()).toBe(200);
    await page.goto('/dashboard/billing');
    const twice = page.getByRole('region', { name: 'Payment History' }).getByRole('row').filter({ hasText: reference });
    await expect(async () => {
      await page.reload();
      await expect(twice.getByText('Paid twice')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const bell = await openBell(page, 'tap');
    await expect(bell.getByText('Paid twice: Second payment for the same period')).toBeVisible();
    await expect(bell.getByText('Paid twice: Second payment for the same period')).toBeInViewport();
  });

  test("an invalid or expired access code: the spec's popup error, focused and in view", async ({ page }) => {
    const account = await freshCustomer(page.request, 'Efua Expired');
    // our server answers an access code the provider no longer knows (expired): its checkout calls onError
    await page.route('**/api/billing/paystack/initialize', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { access_code: string } };
      body.data.access_code = 'expired0000000x';
      await route.fulfill({ response, json: body });
    });
    await signInOwnAt(page, '/payment', account);
    await page.getByRole('button', { name: 'Pay with Mobile Money' }).tap();
    await expect(page.getByRole('alert')).toContainText('Payment was cancelled or failed. Please try again.');
    await expectFocusShown(page, 'Failed to open payment popup. Please ensure popups are enabled for this site.');
    // the checkout overlay has gone; Try Again starts over
    await expect(page.locator('[data-sandbox-paystack="overlay"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  test('the payment script never loads: after the 15 s time-out the page says so, focused and in view', async ({
    page,
  }) => {
    const account = await freshCustomer(page.request, 'Kwabena Offline');
    // the script's request never answers (a network that swallows it)
    await page.route('**/sandbox/paystack/inline.js', () => {});
    await page.clock.install();
    await signInOwnAt(page, '/payment', account);
    await page.getByRole('button', { name: 'Pay with Mobile Money' }).tap();
    await expect(page.getByText('Loading the payment system...')).toBeVisible();
    // the page's clock also runs in real time: 5 s of margin for a busy machine on each side of the time-out
    await page.clock.runFor(SCRIPT_TIMEOUT_MS - 5_000);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.clock.runFor(5_000);
    await expect(page.getByRole('alert')).toContainText(
      'Failed to load Paystack payment system. Please check your internet connection and try again.',
    );
    await expectFocusShown(page, 'Paystack script loading timed out. Please check your internet connection.');
  });

  test('the payment script aborted: Failed to load Paystack script. at once, focused', async ({ page }) => {
    const account = await freshCustomer(page.request, 'Ama Blocked');
    await page.route('**/sandbox/paystack/inline.js', (route) => route.abort('blockedbyclient'));
    await signInOwnAt(page, '/payment', account);
    await page.getByRole('button', { name: 'Pay with Mobile Money' }).tap();
    await expectFocusShown(page, 'Failed to load Paystack script.');
  });
});
