import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { customerAddress, freshCustomer, seededAdmin, signInAt } from './support/accounts';
import { expectFocusShown } from './support/focus';

/**
 * One mobile money payment per Ghanaian network on a 390 x 844 phone, through the sandbox (a fake Paystack):
 * MTN paid in the charge answer itself (Paystack's 0551234987), MTN approved on the phone after a moment
 * (ours, 0241234987), Telecel by voucher (ours, 0201234110, voucher 123456, a wrong one first), AT approved
 * on the phone (ours, 0271234987). After each success the administrator's SMS outbox holds exactly one
 * confirmation for that payment, to the number that paid.
 */
test.use({ viewport: { width: 390, height: 844 } });

const PAY_PATH = '/payment/mobile-money/plan_standard_monthly';
const PAID = 'Payment Successful! Your subscription has been activated.';
const VOUCHER_TEXT = 'Please dial *110# to generate a voucher code. Then input the voucher';

/** Signed in as a new customer on the payment page's form, the number typed (the network auto-detected). */
async function toPaymentForm(page: Page, request: APIRequestContext, number: string, detected: string) {
  const account = await freshCustomer(request, 'Esi Owusu');
  await signInAt(page, PAY_PATH, account);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('textbox', { name: /Mobile money number/ }).fill(number);
  await expect(page.getByText(`Auto-detected: ${detected}`)).toBeVisible();
}

/** The reference on the complete step. */
async function paidReference(page: Page): Promise<string> {
  await expect(page.getByText(PAID)).toBeVisible({ timeout: 20_000 });
  const reference = (await page.getByText(/^SKY-\d+-[0-9A-F]+$/).textContent()) ?? '';
  expect(reference).toMatch(/^SKY-/);
  return reference;
}

/** Exactly one SMS for the payment, to the number that paid: amount, plan, paid-until, reference, one SMS long. */
async function expectOneSms(request: APIRequestContext, number: string, reference: string) {
  const login = await request.post('/api/auth/login', {
    data: { email: seededAdmin.email, password: seededAdmin.password },
    headers: customerAddress(),
  });
  expect(login.status()).toBe(200);
  const { access_token } = (await login.json()) as { access_token: string };
  // the SMS is queued in the transaction that settled the payment: there by the time the page says paid
  const res = await request.get(`/api/admin/sms-outbox?to=${number}`, {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect(res.status()).toBe(200);
  const { messages } = (await res.json()) as { messages: { to: string; text: string; paymentId: string | null }[] };
  const ours = messages.filter((m) => m.text.includes(reference));
  expect(ours).toHaveLength(1);
  const [sms] = ours;
  expect(sms?.to).toBe(`233${number.slice(1)}`);
  // GHS, not GH₵: '₵' is not in the GSM-7 alphabet and would split the SMS (docs/product-rules.md)
  expect(sms?.text).toMatch(
    new RegExp(
      `^SkyLink Ghana: GHS 100\\.00 received for Standard Internet\\. Service active until \\d{1,2} [A-Z][a-z]{2} \\d{4}\\. Ref ${reference}$`,
    ),
  );
  expect(sms?.text.length).toBeLessThanOrEqual(160);
}

test.describe('mobile money, one journey per network (390 x 844)', () => {
  test("MTN, Paystack's 0551234987: paid in the charge answer, straight to complete without polling", async ({
    page,
    request,
  }) => {
    await toPaymentForm(page, request, '0551234987', 'MTN | 055 123 4987');
    const polls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/poll-status')) polls.push(r.url());
    });
    await page.getByRole('button', { name: 'Pay GH₵ 100.00' }).click();
    const reference = await paidReference(page);
    await expectFocusShown(page, 'Payment complete');
    await expect(page.getByRole('heading', { name: 'Waiting for your approval' })).toHaveCount(0);
    expect(polls).toEqual([]);
    await expectOneSms(request, '0551234987', reference);
  });

  test('MTN, approved on the phone after a moment (ours, 0241234987): waiting, polled, complete', async ({
    page,
    request,
  }) => {
    // The page's clock stands still (but for runFor) on the waiting step, so its first poll (3 s) cannot end the
    // step while a busy machine is still checking it; then time runs again and the poll finds the approval.
    await page.clock.install();
    await toPaymentForm(page, request, '0241234987', 'MTN | 024 123 4987');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.getByRole('button', { name: 'Pay GH₵ 100.00' }).click();
    await expect(page.getByRole('heading', { name: 'Waiting for your approval' })).toBeVisible();
    // the frames in which focus moves to the new step, well short of the poll
    await page.clock.runFor(500);
    await expectFocusShown(page, 'Waiting for your approval');
    await expect(page.getByText(/Dial \*170# if no prompt appears/)).toBeVisible();
    await page.clock.resume();
    const reference = await paidReference(page);
    await expectOneSms(request, '0241234987', reference);
  });

  test('Telecel voucher (ours, 0201234110): the *110# instruction, a wrong voucher at the field, then 123456 pays', async ({
    page,
    request,
  }) => {
    await toPaymentForm(page, request, '0201234110', 'Telecel | 020 123 4110');
    await page.getByRole('button', { name: 'Pay GH₵ 100.00' }).click();
    await expect(page.getByRole('heading', { name: 'Enter your voucher code' })).toBeVisible();
    await expectFocusShown(page, 'Enter your voucher code');
    await expect(page.getByRole('status').filter({ hasText: VOUCHER_TEXT })).toBeVisible();

    // from the keyboard: type in the field, Enter sends it
    const field = page.getByRole('textbox', { name: /Voucher code/ });
    await field.focus();
    await page.keyboard.type('654321');
    await page.keyboard.press('Enter');
    await expect(field).toHaveAccessibleDescription(/That voucher code was not accepted/);
    await expect(field).toBeFocused();
    await expect(field).toBeInViewport({ ratio: 1 });
    // still open: the right voucher pays it
    await field.fill('123456');
    await page.keyboard.press('Enter');
    const reference = await paidReference(page);
    await expectFocusShown(page, 'Payment complete');
    await expectOneSms(request, '0201234110', reference);
  });

  test('AT (ours, 0271234987): approved on the phone, complete', async ({ page, request }) => {
    await toPaymentForm(page, request, '0271234987', 'AT (AirtelTigo) | 027 123 4987');
    await page.getByRole('button', { name: 'Pay GH₵ 100.00' }).click();
    await expect(page.getByRole('heading', { name: 'Waiting for your approval' })).toBeVisible();
    const reference = await paidReference(page);
    await expectOneSms(request, '0271234987', reference);
  });
});
