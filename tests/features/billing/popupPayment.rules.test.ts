/**
 * Behaviour tests of the /payment page's spec rules (billing-payments-admin.md §2 "Payment page", §4 "Popup payment
 * flow" and "/payment page", §8). Kept apart from popupPayment.machine.test.ts (the billing issue is changing that
 * file at the same time). Real actors through providePopupPayment; no model-path replay.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { PaymentProblem } from '../../../src/features/billing/errors';
import { paymentFailedReason, paymentValidationFailed } from '../../../src/features/billing/messages';
import { CHECKOUT_TIMEOUT_MS, providePopupPayment } from '../../../src/features/billing/popupPayment.machine';
import { toPopupPaymentView } from '../../../src/features/billing/popupPayment.view';
import { flush } from '../../support/modelHarness';
import { fakeCheckout, pays } from './fakeCheckout';

const checkout = {
  publicKey: 'pk_test_x',
  email: 'demo@example.com',
  amount: 10000,
  currency: 'GHS' as const,
  reference: 'SKY-1-ABCDEF',
  accessCode: 'abc',
};
const input = { email: 'demo@example.com', planIds: ['skylink-student', 'skylink-home', 'skylink-business'] };
const failureLine = 'Payment was cancelled or failed. Please try again.';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function deps(over: Partial<Parameters<typeof providePopupPayment>[0]> = {}) {
  return {
    acquireLock: vi.fn(async () => {}),
    releaseLock: vi.fn(),
    loadScript: vi.fn(async () => {}),
    initialize: vi.fn(async () => checkout),
    openPopup: fakeCheckout(pays('SKY-1-ABCDEF')).open,
    verifyPayment: vi.fn(async () => ({ paid: true, reason: null })),
    track: vi.fn(),
    amountOf: () => 100,
    goToDashboard: vi.fn(),
    goToLogin: vi.fn(),
    ...over,
  };
}

async function settle() {
  for (let i = 0; i < 4; i += 1) await flush();
}

describe('/payment: one payment at a time, the lock cleared on success, cancel or error', () => {
  it('Pay while a payment is under way starts nothing more', async () => {
    const d = deps({ openPopup: fakeCheckout().open });
    const actor = createActor(providePopupPayment(d), { input }).start();
    actor.send({ type: 'pay.start' });
    await settle();
    actor.send({ type: 'pay.start' });
    actor.send({ type: 'plan.select', planId: 'skylink-business' });
    await settle();
    expect(d.acquireLock).toHaveBeenCalledTimes(1);
    expect(d.initialize).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.planId).toBe('skylink-student');
  });

  it('a cancelled popup releases the lock; Try again returns to the packages and can pay again', async () => {
    const { open } = fakeCheckout((on, n) => (n === 0 ? on.closed() : pays('SKY-2-XYZ')(on)));
    const d = deps({ openPopup: open });
    const actor = createActor(providePopupPayment(d), { input }).start();
    actor.send({ type: 'pay.start' });
    await settle();
    expect(toPopupPaymentView(actor.getSnapshot())).toMatchObject({ status: 'failed', line: failureLine });
    expect(d.releaseLock).toHaveBeenCalledTimes(1);
    // no redirect from a failure
    await vi.advanceTimersByTimeAsync(5000);
    expect(d.goToDashboard).not.toHaveBeenCalled();
    actor.send({ type: 'pay.retry' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'pay.start' });
    await settle();
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.reference).toBe('SKY-2-XYZ');
    expect(d.releaseLock).toHaveBeenCalledTimes(2);
  });

  it('a technical error (the server refuses to initialise) releases the lock and shows the failure line', async () => {
    const d = deps({ initialize: vi.fn(async () => Promise.reject(new Error('Plan not found'))) });
    const actor = createActor(providePopupPayment(d), { input }).start();
    actor.send({ type: 'pay.start' });
    await settle();
    expect(toPopupPaymentView(actor.getSnapshot())).toMatchObject({
      status: 'failed',
      line: failureLine,
      reason: 'Plan not found',
    });
    expect(d.releaseLock).toHaveBeenCalledTimes(1);
    expect(d.openPopup).not.toHaveBeenCalled();
    expect(d.track).toHaveBeenLastCalledWith(
      'payment_failed',
      expect.objectContaining({ error_code: 'TECHNICAL_ERROR' }),
    );
  });

  it('a payment the provider does not confirm is failed, not success', async () => {
    const d = deps({ verifyPayment: vi.fn(async () => ({ paid: false, reason: null })) });
    const actor = createActor(providePopupPayment(d), { input }).start();
    actor.send({ type: 'pay.start' });
    await settle();
    expect(d.verifyPayment).toHaveBeenCalledWith('SKY-1-ABCDEF');
    expect(toPopupPaymentView(actor.getSnapshot())).toMatchObject({ status: 'failed', line: failureLine });
    await vi.advanceTimersByTimeAsync(3000);
    expect(d.goToDashboard).not.toHaveBeenCalled();
  });
});

describe("/payment: the spec's payment failure texts (§8)", () => {
  it("a payment the provider failed shows 'Payment failed: {reason}' under the failure line", async () => {
    const reason = paymentFailedReason('Insufficient funds');
    const d = deps({ verifyPayment: vi.fn(async () => ({ paid: false, reason })) });
    const actor = createActor(providePopupPayment(d), { input }).start();
    actor.send({ type: 'pay.start' });
    await settle();
    expect(toPopupPaymentView(actor.getSnapshot())).toMatchObject({ status: 'failed', line: failureLine, reason });
  });

  it('an unconfirmed payment (no reason) says Paystack payment verification failed', async () => {
    const d = deps({ verifyPayment: vi.fn(async () => ({ paid: false, reason: null })) });
    const actor = createActor(providePopupPayment(d), { input }).start();
    actor.send({ type: 'pay.start' });
    await settle();
    expect(actor.getSnapshot().context.reason).toBe('Paystack payment verification failed');
  });

  it("a request the server refuses for its input shows 'Payment validation failed: {reason}' as the server says it", async () => {
    const message = paymentValidationFailed('callback_url must be a path on this site');
    const refused = new PaymentProblem(
      { user_friendly_message: message, retry_suggested: false, support_contact: '0302 123 456' },
      'validation_failed',
      { status: 400, text: message },
    );
    const d = deps({ initialize: vi.fn(async () => Promise.reject(refused)) });
    const actor = createActor(providePopupPayment(d), { input }).start();
    actor.send({ type: 'pay.start' });
    await settle();
    expect(toPopupPaymentView(actor.getSnapshot())).toMatchObject({ status: 'failed', reason: message });
    expect(d.openPopup).not.toHaveBeenCalled();
  });
});

describe('/payment: timers', () => {
  it('the checkout has CHECKOUT_TIMEOUT_MS to call onLoad, not less; once loaded it stays open', async () => {
    const silent = fakeCheckout();
    const d = deps({ openPopup: silent.open });
    const actor = createActor(providePopupPayment(d), { input }).start();
    actor.send({ type: 'pay.start' });
    await settle();
    await vi.advanceTimersByTimeAsync(CHECKOUT_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().matches({ processing: { paying: 'opening' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().context.reason).toBe(
      'Payment popup was blocked by your browser. Please disable popup blocker for this site and try again.',
    );
    expect(silent.cancel).toHaveBeenCalledTimes(1);

    const loaded = fakeCheckout((on) => on.loaded());
    const shown = createActor(providePopupPayment(deps({ openPopup: loaded.open })), { input }).start();
    shown.send({ type: 'pay.start' });
    await settle();
    await vi.advanceTimersByTimeAsync(CHECKOUT_TIMEOUT_MS * 4);
    expect(shown.getSnapshot().matches({ processing: { paying: 'open' } })).toBe(true);
    expect(loaded.cancel).not.toHaveBeenCalled();
  });

  it('the script times out at 15 s, not before', async () => {
    const d = deps({ loadScript: vi.fn(() => new Promise<void>(() => {})) });
    const actor = createActor(providePopupPayment(d), { input }).start();
    actor.send({ type: 'pay.start' });
    await settle();
    await vi.advanceTimersByTimeAsync(14_999);
    expect(actor.getSnapshot().matches({ processing: 'loadingScript' })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(d.releaseLock).toHaveBeenCalledTimes(1);
  });

  it('without an email: /login after 3 s, not before, and Pay does nothing', async () => {
    const d = deps();
    const actor = createActor(providePopupPayment(d), { input: { ...input, email: '  ' } }).start();
    actor.send({ type: 'pay.start' });
    await vi.advanceTimersByTimeAsync(2999);
    expect(d.goToLogin).not.toHaveBeenCalled();
    expect(d.acquireLock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(d.goToLogin).toHaveBeenCalledTimes(1);
  });
});

describe('/payment: choosing a package', () => {
  it('only one of the offered packages can be chosen', async () => {
    const d = deps();
    const actor = createActor(providePopupPayment(d), { input }).start();
    actor.send({ type: 'plan.select', planId: 'skylink-gold' });
    expect(actor.getSnapshot().context.planId).toBe('skylink-student');
    actor.send({ type: 'plan.select', planId: 'skylink-business' });
    actor.send({ type: 'pay.start' });
    await settle();
    expect(d.initialize).toHaveBeenCalledWith('skylink-business');
  });
});

describe('/payment: what the popup gets, each failure shown, analytics (§7)', () => {
  it('the popup opens with what the server priced', async () => {
    const d = deps({ openPopup: fakeCheckout((on) => on.loaded()).open });
    const actor = createActor(providePopupPayment(d), { input }).start();
    actor.send({ type: 'pay.start' });
    await settle();
    expect(d.openPopup).toHaveBeenCalledWith(checkout, expect.anything());
    expect(actor.getSnapshot().matches({ processing: { paying: 'open' } })).toBe(true);
  });

  it('a script that fails to load, a popup that fails to open and a failed verification each show their reason', async () => {
    const cases = [
      deps({ loadScript: vi.fn(async () => Promise.reject(new Error('Script blocked'))) }),
      deps({ openPopup: fakeCheckout((on) => on.failed('Transaction not found')).open }),
      deps({ verifyPayment: vi.fn(async () => Promise.reject(new Error('Verification unavailable'))) }),
    ];
    const reasons: (string | null)[] = [];
    for (const d of cases) {
      const actor = createActor(providePopupPayment(d), { input }).start();
      actor.send({ type: 'pay.start' });
      await settle();
      expect(actor.getSnapshot().value).toBe('failed');
      reasons.push(actor.getSnapshot().context.reason);
      expect(d.track).toHaveBeenLastCalledWith(
        'payment_failed',
        expect.objectContaining({ error_code: 'TECHNICAL_ERROR' }),
      );
      // Try again starts clean: no reason from the last attempt while the next one runs
      actor.send({ type: 'pay.retry' });
      actor.send({ type: 'pay.start' });
      expect(actor.getSnapshot().context.reason).toBeNull();
      actor.stop();
    }
    expect(reasons[0]).toBe('Script blocked');
    expect(reasons[1]).toBe('Failed to open payment popup. Please ensure popups are enabled for this site.');
    expect(reasons[2]).toBe('Verification unavailable');
  });

  it('tracks payment_initiated and payment_completed with the spec properties', async () => {
    const d = deps();
    const actor = createActor(providePopupPayment(d), { input }).start();
    actor.send({ type: 'pay.start' });
    await settle();
    expect(actor.getSnapshot().value).toBe('success');
    expect(vi.mocked(d.track).mock.calls).toEqual([
      [
        'payment_initiated',
        { package_id: 'skylink-student', amount: 100, currency: 'GHS', payment_method: 'mobile_money' },
      ],
      [
        'payment_completed',
        {
          transaction_id: 'SKY-1-ABCDEF',
          package_id: 'skylink-student',
          amount: 100,
          currency: 'GHS',
          payment_method: 'mobile_money',
          duration_seconds: 720 * 3600,
        },
      ],
    ]);
  });
});
