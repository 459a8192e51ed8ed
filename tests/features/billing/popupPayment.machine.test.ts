import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import {
  CHECKOUT_TIMEOUT_MS,
  type PopupVerification,
  popupPaymentMachine,
  providePopupPayment,
  REDIRECT_MS,
} from '../../../src/features/billing/popupPayment.machine';
import { toPopupPaymentView } from '../../../src/features/billing/popupPayment.view';
import { allStatePaths, controllable, coveredStates, flush, modelPaths, replay } from '../../support/modelHarness';
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
// openPopup is a callback actor: the model's checkout.* events stand for what it sends
const actorNames = ['acquireLock', 'loadScript', 'initialize', 'verifyPayment'];
const actionNames = ['releaseLock', 'trackInitiated', 'trackCompleted', 'trackFailed', 'goToDashboard', 'goToLogin'];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('popupPayment machine: model-based paths', () => {
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
  ];
  const paths = [
    ...modelPaths(popupPaymentMachine, events as never, input),
    ...modelPaths(popupPaymentMachine, events as never, { ...input, email: null }),
  ];

  it('reaches every state', () => {
    expect([...coveredStates(popupPaymentMachine, paths)].sort()).toEqual(allStatePaths(popupPaymentMachine).sort());
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' > ') || '(initial)', p]))(
    'live actor follows %s',
    async (_name, path) => {
      const { controls, actors: promised, actions } = controllable(actorNames, actionNames);
      const actors = { ...promised, openPopup: fromCallback(() => () => {}) };
      const withEmail = !path.steps.length || (path.state.context as { email: string | null }).email !== null;
      const actor = await replay(
        popupPaymentMachine.provide({ actors, actions } as never),
        controls,
        path,
        withEmail ? input : { ...input, email: null },
      );
      const snapshot = actor.getSnapshot();
      // the lock is released exactly as often as a payment ends
      const started = controls.log.filter((a) => a === 'trackInitiated').length;
      const ended = controls.log.filter((a) => a === 'releaseLock').length;
      expect(ended).toBe(snapshot.matches('processing') ? started - 1 : started);
      if (snapshot.matches('success')) expect(controls.log).toContain('trackCompleted');
      const view = toPopupPaymentView(snapshot);
      if (snapshot.matches('failed')) expect(view).toMatchObject({ status: 'failed' });
      // only our server's verification makes a payment a success: never onSuccess alone
      const steps = path.steps.map((s) => s.event.type);
      if (snapshot.matches('success')) expect(steps.at(-1)).toBe('xstate.done.actor.verifyPayment');
      if (steps.at(-1) === 'checkout.failed') {
        expect(snapshot.context.reason).toBe(
          'Failed to open payment popup. Please ensure popups are enabled for this site.',
        );
      }
      if (steps.at(-1)?.startsWith('xstate.after.checkoutTimeout')) {
        expect(snapshot.context.reason).toBe(
          'Payment popup was blocked by your browser. Please disable popup blocker for this site and try again.',
        );
      }
      if (steps.at(-1)?.startsWith('xstate.after.scriptTimeout')) {
        expect(view).toMatchObject({
          line: 'Failed to load Paystack payment system. Please check your internet connection and try again.',
          reason: 'Paystack script loading timed out. Please check your internet connection.',
        });
      }
    },
  );
});

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
