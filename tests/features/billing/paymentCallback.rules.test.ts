/**
 * Behaviour tests of the callback page's spec rules (billing-payments-admin.md §2 "Payment callback", §4 "Callback
 * page"). Kept apart from paymentCallback.machine.test.ts (the billing issue is changing that file at the same
 * time). Real actors; no model-path replay.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { popupVerification } from '../../../src/features/billing/callbackVerification';
import type { PaymentRecord, PaystackVerifyResponse } from '../../../src/features/billing/contract';
import { providePaymentCallback } from '../../../src/features/billing/paymentCallback.machine';
import { toPaymentCallbackView } from '../../../src/features/billing/paymentCallback.view';
import { parseCallbackParams } from '../../../src/features/billing/rules';
import { flush } from '../../support/modelHarness';

const paid = {
  paid: true,
  amount: 10000,
  currency: 'GHS',
  transactionId: 'SKY-1-ABCDEF',
  method: 'Mobile Money',
  date: '2026-11-22T10:00:00.000Z',
  reason: null,
};
const params = (search: string) => parseCallbackParams(new URLSearchParams(search));

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
      transactionId: 'SKY-1-ABCDEF',
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
