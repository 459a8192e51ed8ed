/**
 * Longer than 300 lines because it holds every test of the payment callback page's machine over one set of
 * fakes: the model checks, the verification of each provider's answer, and the spec rules
 * (billing-payments-admin.md §2 "Payment callback", §4 "Callback page").
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  type CallbackVerifiers,
  popupVerification,
  verifyCallback,
} from '../../../src/features/billing/callbackVerification';
import type { PaymentRecord, PaystackVerifyResponse } from '../../../src/features/billing/contract';
import { paymentCallbackMachine, providePaymentCallback } from '../../../src/features/billing/paymentCallback.machine';
import { toPaymentCallbackView } from '../../../src/features/billing/paymentCallback.view';
import { parseCallbackParams } from '../../../src/features/billing/rules';
import { flush, modelPaths, reachability, violations } from '../../support/modelHarness';

const paid = {
  paid: true,
  amount: 10000,
  currency: 'GHS',
  reference: 'SKY-1-ABCDEF',
  transactionId: '4099260516',
  method: 'Mobile Money',
  date: '2026-11-22T10:00:00.000Z',
  reason: null,
};
const notPaid = { ...paid, paid: false, reason: 'Paystack payment verification failed' };
const params = (search: string) => parseCallbackParams(new URLSearchParams(search));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('paymentCallback machine: model', () => {
  const events = [
    { type: 'xstate.done.actor.verifyPayment', output: paid },
    { type: 'xstate.done.actor.verifyPayment', output: notPaid },
    { type: 'xstate.done.actor.verifyPayment', output: { ...notPaid, outcome: 'pending' } },
    { type: 'xstate.done.actor.verifyPayment', output: { ...notPaid, outcome: 'cancelled' } },
    { type: 'xstate.error.actor.verifyPayment', error: new Error('Network error') },
  ];
  const inputs = [
    '?reference=SKY-1-ABCDEF',
    '?status=cancelled&tx_ref=T1',
    '?foo=bar',
    '?status=successful&tx_ref=T1&transaction_id=9',
  ].map((search) => ({ search, input: { params: params(search) } }));
  const walks = inputs.map(({ search, input }) => ({
    search,
    input,
    paths: modelPaths(paymentCallbackMachine, events as never, input),
  }));

  it('reaches every state, and no state is a dead end', () => {
    expect(
      reachability(
        paymentCallbackMachine,
        walks.map((w) => w.paths),
        events as never,
      ),
    ).toEqual({ unreached: [], deadEnds: [] });
  });

  it('on every path: the page shows the state, success only when paid, and only a valid return is verified', () => {
    const failures = walks.flatMap(({ search, input, paths }) =>
      violations(paymentCallbackMachine, paths, input, ({ state, started }) => {
        const view = toPaymentCallbackView(state as never);
        const out: string[] = [];
        if (view.status !== state.value) out.push(`${search}: view shows ${view.status} in ${state.value}`);
        if (view.status === 'success' && !state.context.verified?.paid) out.push(`${search}: success while not paid`);
        if (view.status === 'failed' && !view.reason) out.push(`${search}: a failure without its reason`);
        if (view.status === 'failed' && view.canRetry && state.context.verified?.paid !== false) {
          out.push(`${search}: Try again offered for a payment that did not fail`);
        }
        for (const call of started) {
          if (search === '?foo=bar' || search.startsWith('?status=cancelled')) out.push(`${search}: verified anyway`);
          else if (JSON.stringify(call.input) !== JSON.stringify(input.params))
            out.push(`${search}: verified other params`);
        }
        if (search === '?foo=bar' && state.value !== 'failed') out.push('invalid parameters did not fail');
        if (search === '?foo=bar' && view.status === 'failed' && view.reason !== 'Invalid payment parameters') {
          out.push('invalid parameters without their reason');
        }
        if (search.startsWith('?status=cancelled') && view.status !== 'cancelled')
          out.push('cancelled return not cancelled');
        return out;
      }),
    );
    expect(failures).toEqual([]);
  });
});

describe('callback verification: paid only when the provider says the transaction succeeded', () => {
  const paystackAnswer = (status: string, extra: Record<string, unknown> = {}) => ({
    status: true,
    message: 'Verification successful',
    data: {
      status,
      reference: 'SKY-1-ABCDEF',
      amount: 10000,
      currency: 'GHS',
      channel: 'mobile_money',
      gateway_response: status === 'success' ? 'Approved' : 'Declined',
      paid_at: status === 'success' ? '2026-11-22T10:00:00.000Z' : null,
      ...extra,
    },
  });
  const verifiers = (paystack: unknown, flutterwave: unknown = null): CallbackVerifiers => ({
    paystack: async () => paystack as never,
    flutterwave: async () => flutterwave as never,
  });

  it.each([
    ['success', {}, true],
    ['failed', {}, false],
    ['abandoned', {}, false],
    ['success', { currency: 'NGN' }, false],
    ['success', { reference: 'SKY-OTHER' }, false],
  ])('paystack data.status %s %j -> paid %s', async (status, extra, expected) => {
    const result = await verifyCallback(
      { kind: 'paystack', reference: 'SKY-1-ABCDEF' },
      verifiers(paystackAnswer(status, extra)),
    );
    expect(result.paid).toBe(expected);
    expect(result.reason).toBe(expected ? null : 'Paystack payment verification failed');
  });

  it('a failed Paystack payment answered with status: true is NOT paid (the spec check would say it is)', async () => {
    const answer = paystackAnswer('failed');
    expect(answer.status).toBe(true);
    const machine = providePaymentCallback({ verifyPayment: (p) => verifyCallback(p, verifiers(answer)) });
    const actor = createActor(machine, {
      input: { params: params('?reference=SKY-1-ABCDEF&trxref=SKY-1-ABCDEF') },
    }).start();
    await flush();
    expect(toPaymentCallbackView(actor.getSnapshot())).toMatchObject({
      status: 'failed',
      title: 'Payment Failed',
      reason: 'Paystack payment verification failed',
    });
  });

  const flw = (status: string, extra: Record<string, unknown> = {}) => ({
    status: 'success',
    message: 'Transaction fetched successfully',
    data: {
      id: '9',
      tx_ref: 'T1',
      amount: 100,
      currency: 'GHS',
      status,
      payment_type: 'mobilemoneygh',
      created_at: '2026-11-22T10:00:00.000Z',
      ...extra,
    },
  });
  it.each([
    [flw('successful'), true, null],
    [flw('failed'), false, 'Transaction fetched successfully'],
    [flw('successful', { tx_ref: 'T2' }), false, 'Transaction fetched successfully'],
    [{ status: 'error', message: '', data: null }, false, 'Payment verification failed'],
    [
      { status: 'error', message: 'No transaction was found for this id', data: null },
      false,
      'No transaction was found for this id',
    ],
  ])('flutterwave %j -> paid %s (%s)', async (answer, expected, reason) => {
    const result = await verifyCallback(
      { kind: 'flutterwave', status: 'successful', txRef: 'T1', transactionId: '9' },
      verifiers(null, answer),
    );
    expect(result.paid).toBe(expected);
    expect(result.reason).toBe(reason);
  });

  it('success shows amount, transaction id, method and date', async () => {
    const machine = providePaymentCallback({
      verifyPayment: (p) => verifyCallback(p, verifiers(paystackAnswer('success'))),
    });
    const actor = createActor(machine, { input: { params: params('?trxref=SKY-1-ABCDEF') } }).start();
    await flush();
    expect(toPaymentCallbackView(actor.getSnapshot())).toEqual({
      status: 'success',
      title: 'Payment Successful!',
      text: 'Your bill has been paid successfully. Your service will continue uninterrupted.',
      amount: 'GH₵ 100.00',
      reference: 'SKY-1-ABCDEF',
      // the owned verify names the transaction by our reference only: no provider id to show
      transactionId: '—',
      method: 'Mobile Money',
      date: '22 Nov 2026, 10:00',
    });
  });
});

describe('paymentCallback: the public answer (rule 8, no session needed)', () => {
  const outcomeOf = (status: string) => ({
    reference: 'SKY-1795251600000-A1B2C3D4',
    status: status as 'succeeded',
    amount: 10000,
    currency: 'GHS' as const,
    method: 'mobile_money' as const,
    date: '2026-11-22T10:00:00.000Z',
    transaction_id: status === 'succeeded' ? '4099260516' : null,
    failure_reason: status === 'failed' ? 'The payment was declined on your phone.' : null,
  });
  const unusedPaystack: CallbackVerifiers['paystack'] = async () => {
    throw new Error('the owned verify is not asked when the public answer is there');
  };
  const unusedHosted: CallbackVerifiers['flutterwave'] = async () => {
    throw new Error('not asked');
  };
  async function run(status: string | Error) {
    const machine = providePaymentCallback({
      verifyPayment: (p) =>
        verifyCallback(p, {
          outcome: async () => {
            if (status instanceof Error) throw status;
            return outcomeOf(status);
          },
          paystack: unusedPaystack,
          flutterwave: unusedHosted,
        }),
    });
    const actor = createActor(machine, { input: { params: params('?reference=SKY-1795251600000-A1B2C3D4') } }).start();
    await flush();
    return toPaymentCallbackView(actor.getSnapshot());
  }

  it("a paid reference shows success with amount, method, date, our reference and the provider's transaction id", async () => {
    const view = await run('succeeded');
    expect(view).toMatchObject({
      status: 'success',
      reference: 'SKY-1795251600000-A1B2C3D4',
      transactionId: '4099260516',
      method: 'Mobile Money',
    });
  });

  it('Try Payment Again only for a payment that really failed', async () => {
    expect(await run('failed')).toMatchObject({ status: 'failed', canRetry: true });
    // not found, offline, rate limited: the payment may well be paid; no retry
    expect(await run(new Error('Payment not found'))).toMatchObject({ status: 'failed', canRetry: false });
  });

  it("a failed payment reads 'Payment failed: {reason}' with the provider's reason, once", async () => {
    expect(await run('failed')).toMatchObject({
      status: 'failed',
      reason: 'Payment failed: The payment was declined on your phone.',
    });
  });

  it('a payment still waiting is pending; a given-up one is cancelled', async () => {
    expect((await run('processing')).status).toBe('pending');
    expect((await run('pending')).status).toBe('pending');
    expect((await run('abandoned')).status).toBe('cancelled');
  });
});

// The spec rules of the callback page (§2 "Payment callback", §4 "Callback page").
function start(search: string, verifyPayment: (p: unknown) => Promise<unknown>) {
  const verify = vi.fn(verifyPayment);
  const actor = createActor(providePaymentCallback({ verifyPayment: verify as never }), {
    input: { params: params(search) },
  }).start();
  return { actor, verify };
}

describe('callback page: which parameters lead where', () => {
  it("with neither set of parameters: failed with 'Invalid payment parameters', no verification", async () => {
    const { actor, verify } = start('?foo=bar', async () => paid);
    await flush();
    expect(verify).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(toPaymentCallbackView(actor.getSnapshot())).toMatchObject({
      status: 'failed',
      reason: 'Invalid payment parameters',
    });
  });

  it("status 'cancelled' gives cancelled without verifying", async () => {
    const { actor, verify } = start('?status=cancelled&tx_ref=T1', async () => paid);
    await flush();
    expect(verify).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a reference is verified (verifying first), and a paid answer is success', async () => {
    const { actor, verify } = start('?reference=SKY-1-ABCDEF', async () => paid);
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(toPaymentCallbackView(actor.getSnapshot())).toEqual({ status: 'verifying' });
    await flush();
    expect(verify).toHaveBeenCalledWith({ kind: 'paystack', reference: 'SKY-1-ABCDEF' });
    expect(actor.getSnapshot().value).toBe('success');
    // success shows amount, transaction id, payment method and date (§2)
    expect(toPaymentCallbackView(actor.getSnapshot())).toMatchObject({
      status: 'success',
      amount: 'GH₵ 100.00',
      reference: 'SKY-1-ABCDEF',
      transactionId: '4099260516',
      method: 'Mobile Money',
    });
  });

  it('status, tx_ref and transaction_id are verified by transaction id; an unpaid answer is failed with its reason', async () => {
    const { actor, verify } = start('?status=successful&tx_ref=T1&transaction_id=9', async () => ({
      ...paid,
      paid: false,
      reason: 'No transaction was found for this id',
    }));
    await flush();
    expect(verify).toHaveBeenCalledWith({ kind: 'flutterwave', status: 'successful', txRef: 'T1', transactionId: '9' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.reason).toBe('No transaction was found for this id');
  });

  it("an unpaid answer without a reason says 'Payment verification failed'", async () => {
    const { actor } = start('?reference=SKY-1', async () => ({ ...paid, paid: false, reason: null }));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.reason).toBe('Payment verification failed');
  });

  it('errors give failed with the error message (or the fallback without one)', async () => {
    const withMessage = start('?reference=SKY-1', async () => Promise.reject(new Error('Network error')));
    const without = start('?reference=SKY-1', async () => Promise.reject(undefined));
    await flush();
    expect(withMessage.actor.getSnapshot().value).toBe('failed');
    expect(withMessage.actor.getSnapshot().context.reason).toBe('Network error');
    expect(without.actor.getSnapshot().context.reason).toBe('Payment verification failed');
  });
});

describe("the popup's verification (/payment): 'Payment failed: {reason}' for a payment the provider failed", () => {
  const answer = (
    status: 'success' | 'failed' | 'ongoing',
    paymentStatus: PaymentRecord['status'],
    reason: string | null,
  ) =>
    ({
      success: true,
      status: true,
      message: 'Verification',
      data: {
        status,
        reference: 'SKY-1-ABCDEF',
        amount: 10000,
        currency: 'GHS',
        channel: 'card',
        gateway_response: null,
        paid_at: null,
        payment: { status: paymentStatus, failure_reason: reason } as PaymentRecord,
      },
    }) as PaystackVerifyResponse;

  it.each([
    [answer('success', 'succeeded', null), { paid: true, reason: null }],
    [answer('failed', 'failed', 'Insufficient funds'), { paid: false, reason: 'Payment failed: Insufficient funds' }],
    [answer('failed', 'failed', null), { paid: false, reason: 'Payment failed' }],
    [answer('ongoing', 'processing', null), { paid: false, reason: null }],
  ])('%#: %j', (verified, expected) => expect(popupVerification(verified)).toEqual(expected));
});
