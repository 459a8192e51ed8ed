/**
 * The /payment page's browser adapter (app/paystackInline.ts) with a fake inline script, driving the real
 * popupPayment machine as the route does: what the page shows comes from the script's load event, its
 * callbacks (onLoad, onSuccess, onCancel, onError) and the machine's two time-outs, never from what is in
 * the page. The fake script, like Paystack's, adds its hidden checkout iframe the moment it starts, so a
 * page that looked for an iframe would always think the checkout was shown.
 * The tests run in Node: `window` and `document` are the few pieces the adapter touches.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { loadInlineScript, openCheckout } from '../../app/paystackInline';
import {
  CHECKOUT_TIMEOUT_MS,
  type PopupCheckout,
  type PopupVerification,
  providePopupPayment,
  SCRIPT_TIMEOUT_MS,
} from '../../src/features/billing/popupPayment.machine';
import { toPopupPaymentView } from '../../src/features/billing/popupPayment.view';
import { flush } from '../support/modelHarness';

const checkout: PopupCheckout = {
  publicKey: 'pk_test_x',
  email: 'demo@example.com',
  amount: 10000,
  currency: 'GHS',
  reference: 'SKY-1-ABCDEF',
  accessCode: '3ni8kdavz62431k',
};
const input = { email: 'demo@example.com', planIds: ['skylink-student', 'skylink-home', 'skylink-business'] };
const FAILURE_LINE = 'Payment was cancelled or failed. Please try again.';
const LOAD_FAILED_LINE = 'Failed to load Paystack payment system. Please check your internet connection and try again.';

interface Callbacks {
  onLoad?: (t: { id: number; customer: object; accessCode: string }) => void;
  onSuccess?: (t: { id: number; reference: string; message: string }) => void;
  onCancel?: () => void;
  onError?: (e: { message: string }) => void;
}
/** What the fake checkout does after resumeTransaction (a microtask later, as the frame answers). */
type Checkout = (cb: Callbacks) => void;

interface FakeScript {
  iframes: string[];
  resumed: string[];
  cancelled: unknown[];
  checkoutCalls: number;
  /** the script's load event: 'load' (defines PaystackPop unless `defines` is false), 'error', or never */
  answer: 'load' | 'error' | 'never';
  defines: boolean;
  checkout: Checkout;
}

let fake: FakeScript;
let scriptNumber = 0;

/** A window and document with a fake inline script that behaves as Paystack's v2 bundle (the parts we use). */
function installFakeScript(over: Partial<FakeScript> = {}) {
  fake = {
    iframes: [],
    resumed: [],
    cancelled: [],
    checkoutCalls: 0,
    answer: 'load',
    defines: true,
    checkout: () => {},
    ...over,
  };
  const state = fake;
  class PaystackPop {
    constructor() {
      // Paystack's constructor adds its hidden checkout iframe at once
      state.iframes.push('https://checkout.paystack.com/popup?precheckout=true');
    }
    resumeTransaction(accessCode: string, cb: Callbacks) {
      state.resumed.push(accessCode);
      const transaction = { id: null, accessCode, isActive: true };
      queueMicrotask(() => state.checkout(cb));
      return transaction;
    }
    cancelTransaction(transaction: unknown) {
      state.cancelled.push(transaction);
    }
    /** resolves when the checkout opens in the real script: never a payment */
    checkout() {
      state.checkoutCalls += 1;
      return Promise.resolve({ id: null });
    }
  }
  const win: { PaystackPop?: unknown } = {};
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', {
    createElement: () => ({ remove: () => {} }),
    head: {
      appendChild: (script: { onload?: () => void; onerror?: () => void }) => {
        if (state.answer === 'never') return;
        queueMicrotask(() => {
          if (state.answer === 'error') script.onerror?.();
          else {
            if (state.defines) win.PaystackPop = PaystackPop;
            script.onload?.();
          }
        });
      },
    },
  });
}

/** The machine as app/routes/payment.tsx builds it, with the adapter and our server's verify stubbed. */
function payment(
  verify: (reference: string) => Promise<PopupVerification> = async () => ({ paid: true, reason: null }),
) {
  scriptNumber += 1;
  const src = `https://js.paystack.co/v2/inline.js?test=${scriptNumber}`;
  const verifyPayment = vi.fn(verify);
  const actor = createActor(
    providePopupPayment({
      acquireLock: async () => {},
      releaseLock: () => {},
      loadScript: () => loadInlineScript(src),
      initialize: async () => checkout,
      openPopup: openCheckout,
      verifyPayment,
      track: () => {},
      amountOf: () => 100,
      goToDashboard: () => {},
      goToLogin: () => {},
    }),
    { input },
  ).start();
  actor.send({ type: 'pay.start' });
  return { actor, verifyPayment, view: () => toPopupPaymentView(actor.getSnapshot()) };
}

async function settle() {
  for (let i = 0; i < 4; i += 1) await flush();
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the inline script not loading', () => {
  it("its error event (offline, blocked by an extension): 'Failed to load Paystack script.' at once", async () => {
    installFakeScript({ answer: 'error' });
    const { view } = payment();
    await settle();
    expect(view()).toMatchObject({
      status: 'failed',
      line: LOAD_FAILED_LINE,
      reason: 'Failed to load Paystack script.',
    });
  });

  it('no load event at all: still loading just before the time-out, timed out at it', async () => {
    installFakeScript({ answer: 'never' });
    const { actor, view } = payment();
    await settle();
    await vi.advanceTimersByTimeAsync(SCRIPT_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().matches({ processing: 'loadingScript' })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(view()).toMatchObject({
      status: 'failed',
      line: LOAD_FAILED_LINE,
      reason: 'Paystack script loading timed out. Please check your internet connection.',
    });
  });

  it('loaded without defining PaystackPop: failed to initialize', async () => {
    installFakeScript({ defines: false });
    const { view } = payment();
    await settle();
    expect(view()).toMatchObject({
      status: 'failed',
      line: LOAD_FAILED_LINE,
      reason: 'Paystack payment system failed to initialize. Please refresh the page and try again.',
    });
  });
});

describe('the checkout, from the script callbacks', () => {
  it("an invalid or expired access code (onError): the spec's popup error, nothing verified", async () => {
    installFakeScript({ checkout: (cb) => cb.onError?.({ message: 'Transaction not found' }) });
    const { view, verifyPayment } = payment();
    await settle();
    expect(fake.resumed).toEqual([checkout.accessCode]);
    expect(view()).toMatchObject({
      status: 'failed',
      line: FAILURE_LINE,
      reason: 'Failed to open payment popup. Please ensure popups are enabled for this site.',
    });
    expect(verifyPayment).not.toHaveBeenCalled();
  });

  it('no onLoad nor onError (the checkout frame blocked): blocked after the checkout time-out, though the script added its iframe; the transaction is cancelled', async () => {
    installFakeScript({ checkout: () => {} });
    const { actor, view } = payment();
    await settle();
    expect(fake.iframes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(CHECKOUT_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().matches({ processing: { paying: 'opening' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(view()).toMatchObject({
      status: 'failed',
      line: FAILURE_LINE,
      reason: 'Payment popup was blocked by your browser. Please disable popup blocker for this site and try again.',
    });
    expect(fake.cancelled).toEqual([expect.objectContaining({ accessCode: checkout.accessCode })]);
  });

  it('onLoad: the checkout is shown and stays open past the time-out', async () => {
    installFakeScript({
      checkout: (cb) => cb.onLoad?.({ id: 4099260516, customer: {}, accessCode: checkout.accessCode }),
    });
    const { actor } = payment();
    await settle();
    expect(actor.getSnapshot().matches({ processing: { paying: 'open' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(CHECKOUT_TIMEOUT_MS * 4);
    expect(actor.getSnapshot().matches({ processing: { paying: 'open' } })).toBe(true);
    expect(fake.cancelled).toEqual([]);
  });

  it('onSuccess is paid only when our server verifies it; checkout() is never called', async () => {
    installFakeScript({
      checkout: (cb) => {
        cb.onLoad?.({ id: 4099260516, customer: {}, accessCode: checkout.accessCode });
        cb.onSuccess?.({ id: 4099260516, reference: 'SKY-1-ABCDEF', message: 'Approved' });
      },
    });
    const refused = payment(async () => ({ paid: false, reason: null }));
    await settle();
    expect(refused.verifyPayment).toHaveBeenCalledWith('SKY-1-ABCDEF');
    expect(refused.view()).toMatchObject({ status: 'failed', reason: 'Paystack payment verification failed' });
    const confirmed = payment();
    await settle();
    expect(confirmed.view()).toMatchObject({ status: 'success', reference: 'SKY-1-ABCDEF' });
    expect(fake.checkoutCalls).toBe(0);
  });

  it('onCancel: cancelled; a callback after the page stopped waiting changes nothing', async () => {
    let late: Callbacks = {};
    installFakeScript({
      checkout: (cb) => {
        late = cb;
        cb.onCancel?.();
      },
    });
    const { view } = payment();
    await settle();
    expect(view()).toMatchObject({ status: 'failed', reason: 'Payment was cancelled.' });
    late.onSuccess?.({ id: 1, reference: 'SKY-1-ABCDEF', message: 'Approved' });
    await settle();
    expect(view()).toMatchObject({ status: 'failed', reason: 'Payment was cancelled.' });
  });
});
