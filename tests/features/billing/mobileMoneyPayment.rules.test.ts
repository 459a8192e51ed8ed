/**
 * Behaviour tests of the mobile money page's spec rules (billing-payments-admin.md §2 "Mobile money payment page",
 * §4 "Mobile money page", §5 "Mobile money"). Kept apart from mobileMoneyPayment.machine.test.ts (the billing
 * issue is changing that file at the same time). Real actors; no model-path replay.
 * Longer than 300 lines: the spec's rules for the mobile money page, one describe per rule family, over one set
 * of fakes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { pesewasToCedis } from '../../../src/domain/format/money';
import { findPlan } from '../../../src/domain/plans';
import { PaymentProblem } from '../../../src/features/billing/errors';
import { failureCodeOfStatus } from '../../../src/features/billing/lifecycle';
import { paymentValidationFailed } from '../../../src/features/billing/messages';
import {
  type MobilePayment,
  mobileMoneyPaymentMachine,
  provideMobileMoneyPayment,
} from '../../../src/features/billing/mobileMoneyPayment.machine';
import { toMobileMoneyView } from '../../../src/features/billing/mobileMoneyPayment.view';
import { controllable, flush } from '../../support/modelHarness';

const standard = findPlan('plan_standard_monthly');
if (!standard) throw new Error('catalogue');

const payment = (status: MobilePayment['status'], extra: Partial<MobilePayment> = {}): MobilePayment => ({
  id: 'pay_1',
  reference: 'SKY-1-ABCDEF',
  status,
  amount: 10000,
  network: 'MTN',
  display_text: 'Please complete authorization process on your mobile phone',
  awaiting_otp: false,
  failure_reason: null,
  failure_code: failureCodeOfStatus(status),
  ...extra,
});
const declined = {
  payment: payment('failed', { failure_reason: 'Declined' }),
  error: {
    user_friendly_message: 'The payment was declined on your phone.',
    retry_suggested: true,
    support_contact: '0302 123 456',
  },
};
const inProgress = 'Another payment is already in progress. Please wait or refresh the page.';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function onPaymentStep() {
  const c = controllable(
    ['findPaymentInProgress', 'payWithRetry', 'pollStatus'],
    ['trackInitiated', 'trackCompleted', 'trackFailed', 'paymentCompleted'],
  );
  const actor = createActor(mobileMoneyPaymentMachine.provide({ actors: c.actors, actions: c.actions } as never), {
    input: { plan: standard as never, maxPolls: 5 },
  }).start();
  c.controls.pending.get('findPaymentInProgress')?.resolve(null);
  await flush();
  expect(actor.getSnapshot().value).toBe('details');
  actor.send({ type: 'step.continue' });
  expect(actor.getSnapshot().value).toBe('payment');
  actor.send({ type: 'number.change', value: '0551234987' });
  const pays = () => c.controls.calls.filter((call) => call.src === 'payWithRetry');
  return { ...c, actor, pays };
}

describe('mobile money page: steps and the pay button', () => {
  it('details: the cycle toggle sets the total paid (monthly price, yearly price)', async () => {
    for (const cycle of ['monthly', 'yearly'] as const) {
      const c = controllable(['findPaymentInProgress', 'payWithRetry'], []);
      const actor = createActor(mobileMoneyPaymentMachine.provide({ actors: c.actors } as never), {
        input: { plan: standard as never },
      }).start();
      c.controls.pending.get('findPaymentInProgress')?.resolve(null);
      await flush();
      actor.send({ type: 'cycle.change', cycle });
      // Continue is the only way on from details: submitting there does nothing
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot().value).toBe('details');
      actor.send({ type: 'step.continue' });
      actor.send({ type: 'number.change', value: '0551234987' });
      actor.send({ type: 'form.submit' });
      // the body's amount is GH₵ (major units, README: pay-with-retry)
      const amount = pesewasToCedis(cycle === 'yearly' ? (standard?.priceYearly ?? 0) : (standard?.priceMonthly ?? 0));
      expect(c.controls.calls.at(-1)?.input).toMatchObject({ billing_cycle: cycle, amount });
      actor.stop();
    }
  });

  it('the pay button does nothing while the payment is being made or approved (no second payment)', async () => {
    const { controls, actor, pays } = await onPaymentStep();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(controls.log).toEqual(['trackInitiated']);
    actor.send({ type: 'form.submit' });
    expect(pays()).toHaveLength(1);
    controls.pending.get('payWithRetry')?.resolve({ payment: payment('processing'), error: null });
    await flush();
    expect(actor.getSnapshot().matches('processing')).toBe(true);
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().matches('processing')).toBe(true);
    expect(pays()).toHaveLength(1);
  });

  it('a payment the server reports succeeded at once completes (analytics and the bell told)', async () => {
    const { controls, actor } = await onPaymentStep();
    actor.send({ type: 'form.submit' });
    controls.pending.get('payWithRetry')?.resolve({ payment: payment('succeeded'), error: null });
    await flush();
    expect(actor.getSnapshot().value).toBe('complete');
    expect(actor.getSnapshot().status).toBe('done');
    expect(controls.log).toEqual(['trackInitiated', 'trackCompleted', 'paymentCompleted']);
  });
});

describe('mobile money page: a payment error returns the user to the payment step', () => {
  it('declined when paying: back on the form with the provider words; paying again clears them', async () => {
    const { controls, actor, pays } = await onPaymentStep();
    actor.send({ type: 'form.submit' });
    controls.pending.get('payWithRetry')?.resolve(declined);
    await flush();
    expect(actor.getSnapshot().value).toBe('payment');
    expect(actor.getSnapshot().context.error?.user_friendly_message).toBe(
      'Payment failed: The payment was declined on your phone.',
    );
    expect(controls.log).toEqual(['trackInitiated', 'trackFailed']);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(pays()).toHaveLength(2);
  });

  it('a refused request (another payment in progress) shows its message on the payment step', async () => {
    const { controls, actor } = await onPaymentStep();
    actor.send({ type: 'form.submit' });
    controls.pending.get('payWithRetry')?.reject(
      new PaymentProblem({
        user_friendly_message: inProgress,
        retry_suggested: true,
        support_contact: '0302 123 456',
      }),
    );
    await flush();
    expect(actor.getSnapshot().value).toBe('payment');
    expect(actor.getSnapshot().context.error?.user_friendly_message).toBe(inProgress);
    expect(controls.log).toContain('trackFailed');
  });

  it('declined while waiting for approval: back on the payment step with the error', async () => {
    const { controls, actor } = await onPaymentStep();
    actor.send({ type: 'form.submit' });
    controls.pending.get('payWithRetry')?.resolve({ payment: payment('processing'), error: null });
    await flush();
    await vi.advanceTimersByTimeAsync(3000);
    controls.pending.get('pollStatus')?.resolve(declined);
    await flush();
    expect(actor.getSnapshot().value).toBe('payment');
    expect(actor.getSnapshot().context.error?.user_friendly_message).toBe(
      'Payment failed: The payment was declined on your phone.',
    );
    expect(controls.log.filter((name) => name === 'trackFailed')).toHaveLength(1);
    expect(controls.log).not.toContain('paymentCompleted');
  });

  it('Back from the payment step goes to the details and forgets the error', async () => {
    const { controls, actor } = await onPaymentStep();
    actor.send({ type: 'form.submit' });
    controls.pending.get('payWithRetry')?.resolve(declined);
    await flush();
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toBe('details');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('typing a new number clears the number message', async () => {
    const { actor } = await onPaymentStep();
    actor.send({ type: 'number.change', value: '123' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.numberError).not.toBeNull();
    actor.send({ type: 'number.change', value: '1234' });
    expect(actor.getSnapshot().context.numberError).toBeNull();
  });
});

describe('mobile money page: failures the provider reports, and the time shown while offline', () => {
  it('an abandoned or cancelled payment also returns to the payment step; without the provider words, its reason shows', async () => {
    for (const status of ['abandoned', 'cancelled'] as const) {
      const { controls, actor } = await onPaymentStep();
      actor.send({ type: 'form.submit' });
      controls.pending
        .get('payWithRetry')
        ?.resolve({ payment: payment(status, { failure_reason: 'Not approved on the phone' }), error: null });
      await flush();
      expect(actor.getSnapshot().value).toBe('payment');
      expect(actor.getSnapshot().context.error?.user_friendly_message).toBe('Not approved on the phone');
      actor.stop();
    }
  });

  it('the elapsed time never runs past the approval window while the server cannot be reached', async () => {
    const { controls, actor } = await onPaymentStep();
    actor.send({ type: 'form.submit' });
    controls.pending.get('payWithRetry')?.resolve({ payment: payment('processing'), error: null });
    await flush();
    for (let i = 0; i < 8; i += 1) {
      await vi.advanceTimersByTimeAsync(3000);
      controls.pending.get('pollStatus')?.reject(new Error('Network error'));
      await flush();
    }
    expect(toMobileMoneyView(actor.getSnapshot())).toMatchObject({ status: 'processing', elapsedSeconds: 15 });
  });
});

describe('mobile money page: analytics of a completed payment (spec §7) through provideMobileMoneyPayment', () => {
  it('payment_completed carries the transaction id and 720 hours; the bell is told; a failed one is TECHNICAL_ERROR', async () => {
    const track = vi.fn();
    const paymentCompleted = vi.fn();
    const findPaymentInProgress = vi.fn(async () => null);
    const machine = provideMobileMoneyPayment({
      findPaymentInProgress,
      payWithRetry: async () => ({ payment: payment('succeeded'), error: null }),
      pollStatus: async () => ({ payment: payment('processing'), error: null }),
      cancelPayment: async () => ({ payment: payment('cancelled'), error: null }),
      submitVoucher: async () => ({ payment: payment('succeeded'), error: null }),
      track,
      paymentCompleted,
    });
    const actor = createActor(machine, { input: { plan: standard as never, invoiceId: 'inv_1' } }).start();
    await flush();
    expect(findPaymentInProgress).toHaveBeenCalledWith('plan_standard_monthly', 'inv_1');
    actor.send({ type: 'step.continue' });
    actor.send({ type: 'number.change', value: '0551234987' });
    actor.send({ type: 'form.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('complete');
    expect(track).toHaveBeenLastCalledWith('payment_completed', {
      transaction_id: 'SKY-1-ABCDEF',
      package_id: 'plan_standard_monthly',
      amount: 100,
      currency: 'GHS',
      payment_method: 'mobile_money',
      duration_seconds: 720 * 3600,
    });
    expect(paymentCompleted).toHaveBeenCalledTimes(1);

    const failedTrack = vi.fn();
    const failing = provideMobileMoneyPayment({
      findPaymentInProgress: async () => null,
      payWithRetry: async () => declined,
      pollStatus: async () => declined,
      cancelPayment: async () => declined,
      submitVoucher: async () => declined,
      track: failedTrack,
    });
    const second = createActor(failing, { input: { plan: standard as never } }).start();
    await flush();
    second.send({ type: 'step.continue' });
    second.send({ type: 'number.change', value: '0551234987' });
    second.send({ type: 'form.submit' });
    await flush();
    expect(failedTrack).toHaveBeenLastCalledWith(
      'payment_failed',
      expect.objectContaining({ error_code: 'TECHNICAL_ERROR', error_message: 'Payment processing failed' }),
    );
  });
});

describe("mobile money page: the spec's payment failure texts (§8)", () => {
  it("a refused request's validation reason reads 'Payment validation failed: {reason}' on the payment step", async () => {
    const { controls, actor } = await onPaymentStep();
    actor.send({ type: 'form.submit' });
    const message = paymentValidationFailed('Please enter a valid 10-digit mobile number starting with 0');
    controls.pending
      .get('payWithRetry')
      ?.reject(
        new PaymentProblem(
          { user_friendly_message: message, retry_suggested: false, support_contact: '0302 123 456' },
          'validation_failed',
          { status: 400, text: message },
        ),
      );
    await flush();
    expect(actor.getSnapshot().value).toBe('payment');
    expect(actor.getSnapshot().context.error).toMatchObject({ user_friendly_message: message, retry_suggested: false });
  });

  it.each([
    ['Insufficient funds', 'Payment failed: Insufficient funds'],
    ['Payment failed', 'Payment failed'],
    ['Payment failed: Declined', 'Payment failed: Declined'],
    [
      'Payment verification failed: amount or currency does not match',
      'Payment verification failed: amount or currency does not match',
    ],
  ])('a payment that failed with %j shows %j (never prefixed twice)', async (reason, shown) => {
    const { controls, actor } = await onPaymentStep();
    actor.send({ type: 'form.submit' });
    controls.pending.get('payWithRetry')?.resolve({
      payment: payment('failed', { failure_reason: reason }),
      error: { user_friendly_message: reason, retry_suggested: true, support_contact: '0302 123 456' },
    });
    await flush();
    expect(actor.getSnapshot().context.error?.user_friendly_message).toBe(shown);
  });

  it('without the server error object the failure reason is used; a cancelled payment keeps its reason plain', async () => {
    const failed = await onPaymentStep();
    failed.actor.send({ type: 'form.submit' });
    failed.controls.pending
      .get('payWithRetry')
      ?.resolve({ payment: payment('failed', { failure_reason: 'Declined by customer' }), error: null });
    await flush();
    expect(failed.actor.getSnapshot().context.error?.user_friendly_message).toBe(
      'Payment failed: Declined by customer',
    );

    const abandoned = await onPaymentStep();
    abandoned.actor.send({ type: 'form.submit' });
    abandoned.controls.pending.get('payWithRetry')?.resolve({
      payment: payment('abandoned', { failure_reason: 'The payment was not approved on your phone in time.' }),
      error: null,
    });
    await flush();
    expect(abandoned.actor.getSnapshot().context.error?.user_friendly_message).toBe(
      'The payment was not approved on your phone in time.',
    );
  });
});
