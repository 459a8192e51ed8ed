/**
 * Longer than 300 lines because it holds every test of the /payment page's machine over one set of fakes: the
 * model checks, the machine's behaviour and the spec rules (billing-payments-admin.md §2 "Payment page", §4
 * "Popup payment flow" and "/payment page", §8).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { PaymentProblem } from '../../../src/features/billing/errors';
import { paymentFailedReason, paymentValidationFailed } from '../../../src/features/billing/messages';
import {
  CHECKOUT_TIMEOUT_MS,
  type PopupVerification,
  popupPaymentMachine,
  providePopupPayment,
  REDIRECT_MS,
} from '../../../src/features/billing/popupPayment.machine';
import { toPopupPaymentView } from '../../../src/features/billing/popupPayment.view';
import { flush, modelPaths, reachability, type Visit, violations } from '../../support/modelHarness';
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

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('popupPayment machine: model', () => {
  const events = [
    { type: 'plan.select', planId: 'skylink-home' },
    { type: 'pay.start' },
    { type: 'pay.retry' },
    { type: 'xstate.done.actor.acquireLock' },
    { type: 'xstate.error.actor.acquireLock', error: new Error('locked') },
    { type: 'xstate.done.actor.loadScript' },
    { type: 'xstate.error.actor.loadScript', error: new Error('Failed to load Paystack script.') },
    // the script never answered (did not load)
    { type: 'xstate.after.scriptTimeout.popupPayment.processing.loadingScript' },
    { type: 'xstate.done.actor.initialize', output: checkout },
    { type: 'xstate.error.actor.initialize', error: new Error('Payment failed') },
    { type: 'checkout.loaded' },
    { type: 'checkout.paid', reference: 'SKY-1-ABCDEF' },
    { type: 'checkout.closed' },
    // onError: an invalid or expired access code
    { type: 'checkout.failed', message: 'This checkout link is not valid or has expired.' },
    // no onLoad nor onError in time (blocked)
    { type: 'xstate.after.checkoutTimeout.popupPayment.processing.paying.opening' },
    { type: 'xstate.done.actor.verifyPayment', output: { paid: true, reason: null } },
    { type: 'xstate.done.actor.verifyPayment', output: { paid: false, reason: null } },
    {
      type: 'xstate.done.actor.verifyPayment',
      output: { paid: false, reason: 'Payment failed: Insufficient funds' },
    },
    { type: `xstate.after.${REDIRECT_MS}.popupPayment.success` },
    { type: `xstate.after.${REDIRECT_MS}.popupPayment.noEmail` },
  ];
  const walks = [input, { ...input, email: null }].map((given) => ({
    given,
    paths: modelPaths(popupPaymentMachine, events as never, given),
  }));

  it('reaches every state, and no state is a dead end', () => {
    expect(
      reachability(
        popupPaymentMachine,
        walks.map((w) => w.paths),
        events as never,
      ),
    ).toEqual({ unreached: [], deadEnds: [] });
  });

  it('on every path: the lock is held exactly while paying, success only after our verification, the spec texts', () => {
    const check = ({ state, before, event, log }: Visit) => {
      const out: string[] = [];
      const view = toPopupPaymentView(state as never);
      const top = typeof state.value === 'string' ? state.value : Object.keys(state.value)[0];
      if (view.status !== top) out.push(`view shows ${view.status} in ${top}`);
      // the lock is released exactly as often as a payment ends
      const started = log.filter((a) => a === 'trackInitiated').length;
      const ended = log.filter((a) => a === 'releaseLock').length;
      if (ended !== (state.matches('processing') ? started - 1 : started))
        out.push(`${started} started, ${ended} ended`);
      const entered = (name: string) => state.matches(name) && !before?.matches(name);
      if (entered('success') && !log.includes('trackCompleted')) out.push('success not tracked');
      // only our server's verification makes a payment a success: never onSuccess alone
      if (entered('success') && event.type !== 'xstate.done.actor.verifyPayment') out.push(`success on ${event.type}`);
      if (view.status === 'failed' && !view.reason) out.push('failed without a reason');
      if (entered('failed') && event.type === 'checkout.failed' && state.context.reason !== popupsBlocked) {
        out.push(`checkout.failed reads ${state.context.reason}`);
      }
      if (
        entered('failed') &&
        event.type.startsWith('xstate.after.checkoutTimeout') &&
        state.context.reason !== blocked
      ) {
        out.push(`checkout time-out reads ${state.context.reason}`);
      }
      if (entered('failed') && event.type.startsWith('xstate.after.scriptTimeout')) {
        if (view.status !== 'failed' || view.line !== scriptLine || view.reason !== scriptReason) {
          out.push('script time-out without its texts');
        }
      }
      return out;
    };
    expect(walks.flatMap(({ given, paths }) => violations(popupPaymentMachine, paths, given, check))).toEqual([]);
  });
});

const popupsBlocked = 'Failed to open payment popup. Please ensure popups are enabled for this site.';
const blocked = 'Payment popup was blocked by your browser. Please disable popup blocker for this site and try again.';
const scriptLine = 'Failed to load Paystack payment system. Please check your internet connection and try again.';
const scriptReason = 'Paystack script loading timed out. Please check your internet connection.';

describe('popupPayment machine: behaviour', () => {
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

  it('pays, verifies, shows the reference and redirects after 3 s', async () => {
    const d = deps();
    const actor = createActor(providePopupPayment(d), { input }).start();
    actor.send({ type: 'plan.select', planId: 'skylink-home' });
    actor.send({ type: 'pay.start' });
    await flush();
    await flush();
    expect(d.initialize).toHaveBeenCalledWith('skylink-home');
    expect(toPopupPaymentView(actor.getSnapshot())).toMatchObject({ status: 'success', reference: 'SKY-1-ABCDEF' });
    expect(d.releaseLock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2999);
    expect(d.goToDashboard).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(d.goToDashboard).toHaveBeenCalledTimes(1);
  });

  it('times the script out after 15 s', async () => {
    const d = deps({ loadScript: vi.fn(() => new Promise<void>(() => {})) });
    const actor = createActor(providePopupPayment(d), { input }).start();
    actor.send({ type: 'pay.start' });
    await flush();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(toPopupPaymentView(actor.getSnapshot())).toMatchObject({
      status: 'failed',
      line: 'Failed to load Paystack payment system. Please check your internet connection and try again.',
      reason: 'Paystack script loading timed out. Please check your internet connection.',
    });
  });

  it('a checkout that calls neither onLoad nor onError is reported blocked after the checkout time-out, and cancelled', async () => {
    const silent = fakeCheckout();
    const d = deps({ openPopup: silent.open });
    const actor = createActor(providePopupPayment(d), { input }).start();
    actor.send({ type: 'pay.start' });
    await flush();
    await vi.advanceTimersByTimeAsync(CHECKOUT_TIMEOUT_MS);
    expect(toPopupPaymentView(actor.getSnapshot())).toMatchObject({
      status: 'failed',
      line: 'Payment was cancelled or failed. Please try again.',
      reason: 'Payment popup was blocked by your browser. Please disable popup blocker for this site and try again.',
    });
    expect(silent.cancel).toHaveBeenCalledTimes(1);
    expect(d.releaseLock).toHaveBeenCalledTimes(1);
  });

  it("an invalid or expired access code (onError) ends in the spec's popup error at once", async () => {
    const d = deps({
      openPopup: fakeCheckout((on) => on.failed('This checkout link is not valid or has expired.')).open,
    });
    const actor = createActor(providePopupPayment(d), { input }).start();
    actor.send({ type: 'pay.start' });
    await flush();
    expect(toPopupPaymentView(actor.getSnapshot())).toMatchObject({
      status: 'failed',
      line: 'Payment was cancelled or failed. Please try again.',
      reason: 'Failed to open payment popup. Please ensure popups are enabled for this site.',
    });
    expect(d.verifyPayment).not.toHaveBeenCalled();
  });

  it('onSuccess is not paid until our server verifies it', async () => {
    let verified: (paid: PopupVerification) => void = () => {};
    const d = deps({ verifyPayment: vi.fn(() => new Promise<PopupVerification>((resolve) => (verified = resolve))) });
    const actor = createActor(providePopupPayment(d), { input }).start();
    actor.send({ type: 'pay.start' });
    await flush();
    expect(actor.getSnapshot().matches({ processing: 'verifying' })).toBe(true);
    expect(d.track).not.toHaveBeenCalledWith('payment_completed', expect.anything());
    verified({ paid: true, reason: null });
    await flush();
    expect(actor.getSnapshot().value).toBe('success');
  });

  it('a closed popup is a cancelled payment (USER_CANCELLED)', async () => {
    const d = deps({ openPopup: fakeCheckout((on) => on.closed()).open });
    const actor = createActor(providePopupPayment(d), { input }).start();
    actor.send({ type: 'pay.start' });
    await flush();
    await flush();
    expect(toPopupPaymentView(actor.getSnapshot())).toMatchObject({
      status: 'failed',
      reason: 'Payment was cancelled.',
    });
    expect(d.track).toHaveBeenLastCalledWith(
      'payment_failed',
      expect.objectContaining({ error_code: 'USER_CANCELLED', error_message: 'User cancelled payment' }),
    );
  });

  it('a second payment while one is in progress is refused with the spec text', async () => {
    const d = deps({ acquireLock: vi.fn(async () => Promise.reject(new Error('locked'))) });
    const actor = createActor(providePopupPayment(d), { input }).start();
    actor.send({ type: 'pay.start' });
    await flush();
    expect(toPopupPaymentView(actor.getSnapshot())).toMatchObject({
      status: 'failed',
      reason: 'Another payment is already in progress. Please wait or refresh the page.',
    });
    expect(d.loadScript).not.toHaveBeenCalled();
  });

  it('without an email: Please login to make a payment, then /login after 3 s', async () => {
    const d = deps();
    const actor = createActor(providePopupPayment(d), { input: { ...input, email: '' } }).start();
    expect(toPopupPaymentView(actor.getSnapshot())).toMatchObject({
      status: 'noEmail',
      message: 'Please login to make a payment',
    });
    await vi.advanceTimersByTimeAsync(3000);
    expect(d.goToLogin).toHaveBeenCalledTimes(1);
  });
});

// The spec rules of the /payment page (§2 "Payment page", §4 "Popup payment flow" and "/payment page", §8).
const failureLine = 'Payment was cancelled or failed. Please try again.';

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
