import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { type CallbackVerifiers, verifyCallback } from '../../../src/features/billing/callbackVerification';
import { paymentCallbackMachine, providePaymentCallback } from '../../../src/features/billing/paymentCallback.machine';
import { toPaymentCallbackView } from '../../../src/features/billing/paymentCallback.view';
import { parseCallbackParams } from '../../../src/features/billing/rules';
import { allStatePaths, controllable, coveredStates, flush, modelPaths, replay } from '../../support/modelHarness';

const paid = {
  paid: true,
  amount: 10000,
  currency: 'GHS',
  transactionId: 'SKY-1-ABCDEF',
  method: 'Mobile Money',
  date: '2026-11-22T10:00:00.000Z',
  reason: null,
};
const notPaid = { ...paid, paid: false, reason: 'Paystack payment verification failed' };
const params = (search: string) => parseCallbackParams(new URLSearchParams(search));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('paymentCallback machine: model-based paths', () => {
  const events = [
    { type: 'xstate.done.actor.verifyPayment', output: paid },
    { type: 'xstate.done.actor.verifyPayment', output: notPaid },
    { type: 'xstate.done.actor.verifyPayment', output: { ...notPaid, outcome: 'pending' } },
    { type: 'xstate.error.actor.verifyPayment', error: new Error('Network error') },
  ];
  const inputs = [
    '?reference=SKY-1-ABCDEF',
    '?status=cancelled&tx_ref=T1',
    '?foo=bar',
    '?status=successful&tx_ref=T1&transaction_id=9',
  ];
  const all = inputs.flatMap((search) =>
    modelPaths(paymentCallbackMachine, events as never, { params: params(search) }).map((path) => ({ search, path })),
  );

  it('reaches every state', () => {
    const covered = new Set(
      inputs.flatMap((search) => [
        ...coveredStates(
          paymentCallbackMachine,
          all.filter((p) => p.search === search).map((p) => p.path),
        ),
      ]),
    );
    expect([...covered].sort()).toEqual(allStatePaths(paymentCallbackMachine).sort());
  });

  it.each(
    all.map(({ search, path }) => [`${search}: ${path.steps.map((s) => s.event.type).join(' > ')}`, search, path]),
  )('live actor follows %s', async (_name, search, path) => {
    const { controls, actors } = controllable(['verifyPayment'], []);
    const input = { params: params(search as string) };
    const actor = await replay(paymentCallbackMachine.provide({ actors } as never), controls, path as never, input);
    const view = toPaymentCallbackView(actor.getSnapshot());
    if (search === '?foo=bar') expect(view).toMatchObject({ status: 'failed', reason: 'Invalid payment parameters' });
    if (search.startsWith('?status=cancelled')) expect(view.status).toBe('cancelled');
    // no verification request for invalid or cancelled returns
    if (search === '?foo=bar' || search.startsWith('?status=cancelled')) expect(controls.calls).toEqual([]);
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
      transactionId: 'SKY-1-ABCDEF',
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

  it('a paid reference shows success with amount, method, date and reference', async () => {
    const view = await run('succeeded');
    expect(view).toMatchObject({
      status: 'success',
      transactionId: 'SKY-1795251600000-A1B2C3D4',
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
