import { describe, expect, it } from 'vitest';
import { createBillingClient } from '../../../src/features/billing/client';
import { failedPaymentError, PaymentProblem } from '../../../src/features/billing/errors';
import { BILLING_MESSAGES } from '../../../src/features/billing/messages';
import { recordingFetch } from '../../support/fakeFetch';

const record = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 'pay_1',
  reference: 'SKY-1-ABCDEF',
  invoice_id: null,
  subscription_id: null,
  plan_id: 'plan_standard_monthly',
  billing_cycle: 'monthly',
  months: 1,
  amount: 10000,
  credit: 0,
  currency: 'GHS',
  channel: 'mobile_money',
  network: 'MTN',
  phone_masked: '055XXXX987',
  status,
  provider: 'sandbox',
  provider_reference: null,
  gateway_response: null,
  display_text: 'Please complete authorization process on your mobile phone',
  failure_reason: null,
  created_at: '2026-11-22T10:00:00.000Z',
  updated_at: '2026-11-22T10:00:00.000Z',
  paid_at: null,
  ...extra,
});

const pay = {
  plan_id: 'plan_standard_monthly',
  billing_cycle: 'monthly' as const,
  mobile_number: '0551234987',
  mobile_network: 'MTN' as const,
  amount: 100,
};

describe('billing client', () => {
  it('pays with the bearer token and reads the payment envelope', async () => {
    const { calls, fetch } = recordingFetch(() => ({
      status: 201,
      body: { success: true, data: { payment: record('processing') }, error: null },
    }));
    const client = createBillingClient({ getToken: () => 'tok', fetch });
    const result = await client.payWithRetry(pay);
    expect(result).toMatchObject({ payment: { id: 'pay_1', status: 'processing', network: 'MTN' }, error: null });
    expect(calls[0]?.url).toBe('/api/billing/mobile-money/pay-with-retry');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(new Headers(calls[0]?.init?.headers).get('Authorization')).toBe('Bearer tok');
    expect(JSON.parse(String(calls[0]?.init?.body))).toMatchObject({
      ...pay,
      subscription_id: 'new',
      currency: 'GHS',
      max_retries: 3,
    });
  });

  it('turns a 409 into the payment error with the server text', async () => {
    const message = 'Another payment is already in progress. Please wait or refresh the page.';
    const { fetch } = recordingFetch(() => ({
      status: 409,
      body: { error: message, message, code: 'payment_in_progress' },
    }));
    const client = createBillingClient({ getToken: () => 'tok', fetch });
    const error = await client.payWithRetry(pay).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProblem);
    expect((error as PaymentProblem).info).toMatchObject({ user_friendly_message: message, retry_suggested: true });
    expect((error as PaymentProblem).code).toBe('payment_in_progress');
  });

  it('refuses a fourth mobile money payment within 60 s without a request', async () => {
    let t = Date.UTC(2026, 10, 22, 12, 0, 0);
    const { calls, fetch } = recordingFetch(() => ({
      status: 201,
      body: { success: true, data: { payment: record('processing') }, error: null },
    }));
    const client = createBillingClient({ getToken: () => 'tok', fetch, now: () => t });
    for (let i = 0; i < 3; i += 1) await client.payWithRetry(pay);
    t += 1000;
    const error = await client.payWithRetry(pay).catch((e: unknown) => e);
    expect((error as PaymentProblem).message).toBe('Rate limit exceeded. Try again at 12:15:01 GMT');
    expect(calls).toHaveLength(3);
  });

  it('finds the open payment of the plan to resume, ignoring others', async () => {
    const { fetch } = recordingFetch(() => ({
      status: 200,
      body: {
        success: true,
        data: {
          payments: [
            record('succeeded', { id: 'old' }),
            record('processing', { id: 'other', plan_id: 'plan_basic_monthly' }),
            record('pending', { id: 'open', billing_cycle: 'yearly' }),
          ],
        },
      },
    }));
    const client = createBillingClient({ getToken: () => 'tok', fetch });
    expect(await client.findPaymentInProgress('plan_standard_monthly')).toMatchObject({
      payment: { id: 'open', status: 'pending' },
      cycle: 'yearly',
    });
    expect(await client.findPaymentInProgress('plan_premium_monthly')).toBeNull();
  });

  it('a voucher payment stopped after too many codes comes back failed, and the page says why', async () => {
    const reason = BILLING_MESSAGES.voucherTooManyAttempts;
    const { calls, fetch } = recordingFetch(() => ({
      status: 200,
      body: {
        success: false,
        data: {
          payment: record('failed', { failure_reason: reason, failure_code: 'too_many_attempts', display_text: null }),
        },
        error: {
          code: 'too_many_attempts',
          user_friendly_message: reason,
          retry_suggested: true,
          support_contact: 'x',
        },
      },
    }));
    const client = createBillingClient({ getToken: () => 'tok', fetch });
    const outcome = await client.submitOtp('pay_1', '654321');
    expect(calls[0]?.url).toBe('/api/billing/payments/pay_1/otp');
    expect(outcome.payment).toMatchObject({ status: 'failed', failure_code: 'too_many_attempts' });
    // what the voucher step shows when its payment ended (mobileMoneyPayment.machine.ts paymentEnded)
    expect(failedPaymentError(outcome.error, outcome.payment).user_friendly_message).toBe(`Payment failed: ${reason}`);
  });

  it('says Authentication required without a token, and makes no request', async () => {
    const { calls, fetch } = recordingFetch(() => ({ status: 200, body: {} }));
    const client = createBillingClient({ getToken: () => null, fetch });
    await expect(client.pollStatus('pay_1')).rejects.toThrow('Authentication required');
    expect(calls).toHaveLength(0);
  });

  it('an unreadable success body is an unexpected error, not a crash', async () => {
    const { fetch } = recordingFetch(() => ({ status: 200, body: { success: true } }));
    const client = createBillingClient({ getToken: () => 'tok', fetch });
    await expect(client.pollStatus('pay_1')).rejects.toThrow('An unexpected error occurred');
  });
});

describe('billing client: receipts', () => {
  it('downloads the PDF receipt as a Blob with the bearer; a 404 is a PaymentProblem with its code', async () => {
    const pdfBytes = new TextEncoder().encode('%PDF-1.4 test');
    const calls: { url: string; init?: RequestInit }[] = [];
    const fetch = async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      if (url.includes('/missing/'))
        return new Response(
          JSON.stringify({ error: 'Payment not found.', message: 'Payment not found.', code: 'payment_not_found' }),
          { status: 404, headers: { 'Content-Type': 'application/json' } },
        );
      return new Response(pdfBytes, { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    };
    const client = createBillingClient({ getToken: () => 'tok', fetch });
    const blob = await client.receiptPdf('pay 1');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(pdfBytes);
    expect(calls[0]?.url).toBe('/api/billing/payments/pay%201/receipt.pdf');
    expect((calls[0]?.init?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer tok');
    const failure = await client.receiptPdf('missing').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PaymentProblem);
    expect((failure as PaymentProblem).code).toBe('payment_not_found');
    const signedOut = createBillingClient({ getToken: () => null, fetch });
    await expect(signedOut.receiptPdf('pay_1')).rejects.toBeInstanceOf(PaymentProblem);
  });

  it('reads a receipt record', async () => {
    const receipt = {
      payment_id: 'pay_1',
      brand_name: 'SkyLink Ghana',
      reference: 'SKY-1-ABCDEF',
      transaction_id: null,
      paid_at: '2026-11-22T10:00:00.000Z',
      amount: 10000,
      currency: 'GHS',
      method: 'MTN Mobile Money',
      description: 'Standard Internet',
      status: 'succeeded',
      customer_name: 'Ama Mensah',
      customer_email: 'ama@example.com',
      billing_cycle: 'monthly',
      paid_until: 1_798_000_000,
    };
    const { calls, fetch } = recordingFetch(() => ({ status: 200, body: { success: true, data: { receipt } } }));
    const client = createBillingClient({ getToken: () => 'tok', fetch });
    // a record without duplicate_of (a server before it) reads as no duplicate
    expect(await client.receipt('pay_1')).toEqual({ ...receipt, duplicate_of: null });
    expect(calls[0]?.url).toBe('/api/billing/payments/pay_1/receipt');
  });
});
