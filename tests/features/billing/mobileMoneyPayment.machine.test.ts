/**
 * Longer than 300 lines because it holds every test of the mobile money machine over one set of fakes: the
 * model checks (reachability, and what the page shows and the server is asked on every path) and the behaviour
 * tests of the machine and of the spec's rules (billing-payments-admin.md §2, §4, §5, §7, §8).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { pesewasToCedis } from '../../../src/domain/format/money';
import { PaymentProblem } from '../../../src/features/billing/errors';
import { BILLING_MESSAGES, paymentValidationFailed } from '../../../src/features/billing/messages';
import {
  type MobilePayment,
  mobileMoneyPaymentMachine,
  provideMobileMoneyPayment,
} from '../../../src/features/billing/mobileMoneyPayment.machine';
import { toMobileMoneyView } from '../../../src/features/billing/mobileMoneyPayment.view';
import { controllable, flush, modelPaths, reachability, type Visit, violations } from '../../support/modelHarness';
import { payment, standard } from './mobileMoneyFixtures';

const input = { plan: standard, maxPolls: 2 };
const declined = {
  payment: payment('failed', { failure_reason: 'Declined' }),
  error: {
    user_friendly_message: 'The payment was declined on your phone.',
    retry_suggested: true,
    support_contact: '0302 123 456',
  },
};
const problem = new PaymentProblem({
  user_friendly_message: 'Another payment is already in progress. Please wait or refresh the page.',
  retry_suggested: true,
  support_contact: '0302 123 456',
});

const VOUCHER_TEXT = 'Please dial *110# to generate a voucher code. Then input the voucher';
const askingForVoucher = payment('processing', { network: 'VODAFONE', display_text: VOUCHER_TEXT, awaiting_otp: true });
const wrongVoucher = new PaymentProblem(
  {
    user_friendly_message: BILLING_MESSAGES.voucherRejected,
    retry_suggested: true,
    support_contact: '0302 123 456',
  },
  'voucher_rejected',
);

const events = [
  { type: 'xstate.done.actor.findPaymentInProgress', output: null },
  { type: 'xstate.done.actor.findPaymentInProgress', output: { payment: payment('processing'), cycle: 'yearly' } },
  { type: 'xstate.error.actor.findPaymentInProgress', error: new Error('offline') },
  { type: 'cycle.change', cycle: 'yearly' },
  { type: 'step.continue' },
  { type: 'step.back' },
  { type: 'number.change', value: '0551234987' },
  { type: 'number.change', value: '055' },
  { type: 'network.change', network: 'VODAFONE' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.payWithRetry', output: { payment: payment('succeeded'), error: null } },
  { type: 'xstate.done.actor.payWithRetry', output: { payment: payment('processing'), error: null } },
  { type: 'xstate.done.actor.payWithRetry', output: declined },
  { type: 'xstate.error.actor.payWithRetry', error: problem },
  { type: 'xstate.after.pollInterval.mobileMoneyPayment.processing.waiting' },
  { type: 'xstate.after.pollInterval.mobileMoneyPayment.processing.reconnecting' },
  { type: 'xstate.done.actor.pollStatus', output: { payment: payment('processing'), error: null } },
  { type: 'xstate.done.actor.pollStatus', output: { payment: payment('succeeded'), error: null } },
  { type: 'xstate.done.actor.pollStatus', output: declined },
  { type: 'xstate.error.actor.pollStatus', error: new Error('Network error') },
  { type: 'payment.cancel' },
  { type: 'payment.changeNumber' },
  { type: 'xstate.done.actor.cancelPayment', output: { payment: payment('cancelled'), error: null } },
  { type: 'xstate.done.actor.cancelPayment', output: { payment: payment('succeeded'), error: null } },
  { type: 'xstate.error.actor.cancelPayment', error: new Error('Network error') },
];

/**
 * The voucher step (Paystack's send_otp), as a model of its own: with every event above its context
 * multiplies the whole graph (tens of thousands of states), so it takes only the way in and its own events.
 */
const voucherEvents = [
  { type: 'xstate.done.actor.findPaymentInProgress', output: null },
  { type: 'xstate.done.actor.findPaymentInProgress', output: { payment: askingForVoucher, cycle: 'monthly' } },
  { type: 'step.continue' },
  { type: 'number.change', value: '0551234987' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.payWithRetry', output: { payment: askingForVoucher, error: null } },
  { type: 'xstate.done.actor.pollStatus', output: { payment: askingForVoucher, error: null } },
  { type: 'voucher.change', value: '123456' },
  { type: 'voucher.change', value: '12ab' },
  { type: 'voucher.submit' },
  { type: 'xstate.done.actor.submitVoucher', output: { payment: payment('succeeded'), error: null } },
  { type: 'xstate.done.actor.submitVoucher', output: { payment: payment('processing'), error: null } },
  { type: 'xstate.done.actor.submitVoucher', output: { payment: askingForVoucher, error: null } },
  { type: 'xstate.done.actor.submitVoucher', output: declined },
  { type: 'xstate.error.actor.submitVoucher', error: wrongVoucher },
  { type: 'xstate.error.actor.submitVoucher', error: new Error('Network error') },
  { type: 'payment.cancel' },
  { type: 'payment.changeNumber' },
  { type: 'xstate.done.actor.cancelPayment', output: { payment: payment('cancelled'), error: null } },
  { type: 'xstate.error.actor.cancelPayment', error: new Error('Network error') },
];

const actorNames = ['findPaymentInProgress', 'payWithRetry', 'pollStatus', 'cancelPayment', 'submitVoucher'];
const actionNames = ['trackInitiated', 'trackCompleted', 'trackFailed', 'paymentCompleted'];

function provided() {
  const { controls, actors, actions } = controllable(actorNames, actionNames);
  return { controls, machine: mobileMoneyPaymentMachine.provide({ actors, actions } as never) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('mobileMoneyPayment machine: model', () => {
  const paths = modelPaths(mobileMoneyPaymentMachine, events as never, input);
  const voucherPaths = modelPaths(mobileMoneyPaymentMachine, voucherEvents as never, input);

  it('reaches every state, and no state is a dead end', () => {
    expect(
      reachability(mobileMoneyPaymentMachine, [paths, voucherPaths], [...events, ...voucherEvents] as never),
    ).toEqual({ unreached: [], deadEnds: [] });
  });

  it('on every path: the page shows the state it is in, and the server is asked for the plan price', () => {
    const check = ({ state, before, actions, started }: Visit) => {
      const c = state.context;
      const view = toMobileMoneyView(state as never);
      const top = typeof state.value === 'string' ? state.value : Object.keys(state.value)[0];
      const shown = top === 'cancelling' ? (c.payment?.awaiting_otp ? 'voucher' : 'processing') : top;
      const failures: string[] = [];
      if (view.status !== shown) failures.push(`view shows ${view.status} in ${top}`);
      if (view.step !== { resuming: 0, details: 0, complete: 3 }[view.status as string] && view.step !== 1) {
        failures.push(`step ${view.step} on ${view.status}`);
      }
      if (view.status === 'voucher' && view.submitting !== state.matches({ voucher: 'submitting' } as never)) {
        failures.push('voucher busy flag disagrees with the state');
      }
      if (view.status === 'processing' && (view.connectionProblem !== null) !== Boolean(c.connectionLost)) {
        failures.push('connection announcement disagrees with the context');
      }
      if (state.matches('submitting') && c.error) failures.push('a new payment still shows the old error');
      for (const call of started.filter((s) => s.id === 'payWithRetry')) {
        const pay = call.input as { plan_id: string; billing_cycle: string; mobile_number: string; amount: number };
        const price = pay.billing_cycle === 'yearly' ? standard.priceYearly : standard.priceMonthly;
        if (pay.plan_id !== standard.id || pay.billing_cycle !== c.cycle) failures.push('paid another plan or cycle');
        if (!/^0\d{9}$/.test(pay.mobile_number)) failures.push(`paid with number ${pay.mobile_number}`);
        if (pay.amount !== pesewasToCedis(price)) failures.push(`paid ${pay.amount}, not the catalogue price`);
      }
      for (const call of started.filter((s) => s.id !== 'findPaymentInProgress' && s.id !== 'payWithRetry')) {
        if ((call.input as { paymentId: string }).paymentId !== c.payment?.id)
          failures.push(`${call.id} without the payment id`);
      }
      const voucherSent = started.find((s) => s.id === 'submitVoucher')?.input as { otp: string } | undefined;
      if (voucherSent && !/^\d+$/.test(voucherSent.otp)) failures.push(`voucher ${voucherSent.otp} sent`);
      if (actions.includes('trackInitiated') !== started.some((s) => s.id === 'payWithRetry')) {
        failures.push('payment_initiated tracked without a payment, or a payment not tracked');
      }
      const completing = state.matches('complete') && !before?.matches('complete');
      if (completing && actions.slice(-2).join() !== 'trackCompleted,paymentCompleted')
        failures.push('completed untold');
      if (!completing && (actions.includes('trackCompleted') || actions.includes('paymentCompleted'))) {
        failures.push('told completed while not completing');
      }
      if (state.matches('payment') && c.error && !before?.matches('payment') && actions.at(-1) !== 'trackFailed') {
        failures.push('a failure shown without payment_failed tracked');
      }
      return failures;
    };
    expect(violations(mobileMoneyPaymentMachine, paths, input, check)).toEqual([]);
    expect(violations(mobileMoneyPaymentMachine, voucherPaths, input, check)).toEqual([]);
  });
});

describe('mobileMoneyPayment machine: behaviour', () => {
  async function started(deps: Partial<Record<string, unknown>> = {}) {
    const { controls, machine } = provided();
    const actor = createActor(machine.provide(deps as never), { input }).start();
    await flush();
    return { controls, actor };
  }

  it('auto-detects the network from 10 characters and pays the plan price', async () => {
    const { controls, actor } = await started();
    controls.pending.get('findPaymentInProgress')?.resolve(null);
    await flush();
    actor.send({ type: 'cycle.change', cycle: 'yearly' });
    actor.send({ type: 'step.continue' });
    actor.send({ type: 'network.change', network: 'AIRTELTIGO' });
    actor.send({ type: 'number.change', value: '055 123 498' });
    expect(actor.getSnapshot().context).toMatchObject({ network: 'AIRTELTIGO', autoDetected: null });
    actor.send({ type: 'number.change', value: '055 123 4987' });
    expect(actor.getSnapshot().context).toMatchObject({
      network: 'MTN',
      autoDetected: 'Auto-detected: MTN | 055 123 4987',
    });
    actor.send({ type: 'form.submit' });
    expect(controls.calls.at(-1)?.input).toEqual({
      plan_id: 'plan_standard_monthly',
      billing_cycle: 'yearly',
      mobile_number: '0551234987',
      mobile_network: 'MTN',
      amount: 1000,
    });
  });

  it('refuses an invalid number without calling the server', async () => {
    const { controls, actor } = await started();
    controls.pending.get('findPaymentInProgress')?.resolve(null);
    await flush();
    actor.send({ type: 'step.continue' });
    actor.send({ type: 'number.change', value: '12345' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('payment');
    expect(actor.getSnapshot().context.numberError).toBe('Please enter a valid 10-digit mobile number starting with 0');
    expect(controls.calls.filter((c) => c.src === 'payWithRetry')).toHaveLength(0);
  });

  it('polls every 3 s while processing, then completes', async () => {
    const { controls, actor } = await started();
    controls.pending.get('findPaymentInProgress')?.resolve(null);
    await flush();
    actor.send({ type: 'step.continue' });
    actor.send({ type: 'number.change', value: '0551234987' });
    actor.send({ type: 'form.submit' });
    controls.pending.get('payWithRetry')?.resolve({ payment: payment('pending'), error: null });
    await flush();
    expect(actor.getSnapshot().matches({ processing: 'waiting' })).toBe(true);
    await vi.advanceTimersByTimeAsync(2999);
    expect(controls.calls.filter((c) => c.src === 'pollStatus')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(controls.calls.at(-1)).toMatchObject({ src: 'pollStatus', input: { paymentId: 'pay_1' } });
    controls.pending.get('pollStatus')?.resolve({ payment: payment('processing'), error: null });
    await flush();
    expect(actor.getSnapshot().context.polls).toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    controls.pending.get('pollStatus')?.resolve({ payment: payment('succeeded'), error: null });
    await flush();
    expect(actor.getSnapshot().value).toBe('complete');
  });

  it('gives up after maxPolls with the timed-out message, on the payment step', async () => {
    const { controls, actor } = await started();
    controls.pending.get('findPaymentInProgress')?.resolve({ payment: payment('processing'), cycle: 'monthly' });
    await flush();
    for (let i = 0; i < 2; i += 1) {
      await vi.advanceTimersByTimeAsync(3000);
      controls.pending.get('pollStatus')?.resolve({ payment: payment('processing'), error: null });
      await flush();
    }
    expect(actor.getSnapshot().value).toBe('payment');
    expect(actor.getSnapshot().context.error?.user_friendly_message).toBe(
      'The payment was not approved on your phone in time.',
    );
  });

  it('offline: a failed poll announces the connection problem, keeps polling past maxPolls, and resumes', async () => {
    const { controls, actor } = await started();
    controls.pending.get('findPaymentInProgress')?.resolve({ payment: payment('processing'), cycle: 'monthly' });
    await flush();
    // maxPolls is 2: five failed polls in a row do not end the wait
    for (let i = 0; i < 5; i += 1) {
      await vi.advanceTimersByTimeAsync(3000);
      controls.pending.get('pollStatus')?.reject(new Error('Network error'));
      await flush();
      expect(actor.getSnapshot().matches({ processing: 'reconnecting' })).toBe(true);
      expect(actor.getSnapshot().context).toMatchObject({ connectionLost: true, error: null });
    }
    expect(controls.calls.filter((c) => c.src === 'pollStatus')).toHaveLength(5);
    // back online: the next poll answers and clears the announcement; the payment had succeeded
    await vi.advanceTimersByTimeAsync(3000);
    expect(actor.getSnapshot().matches({ processing: 'polling' })).toBe(true);
    expect(actor.getSnapshot().context.connectionLost).toBe(true); // still said while the poll is in flight
    controls.pending.get('pollStatus')?.resolve({ payment: payment('succeeded'), error: null });
    await flush();
    expect(actor.getSnapshot().value).toBe('complete');
    expect(actor.getSnapshot().context.connectionLost).toBe(false);
    expect(controls.log).not.toContain('trackFailed');
  });

  it('after an outage, the first poll that answers applies the time limit (and clears the announcement)', async () => {
    const { controls, actor } = await started();
    controls.pending.get('findPaymentInProgress')?.resolve({ payment: payment('processing'), cycle: 'monthly' });
    await flush();
    await vi.advanceTimersByTimeAsync(3000);
    controls.pending.get('pollStatus')?.reject(new Error('Network error'));
    await flush();
    expect(actor.getSnapshot().context.connectionLost).toBe(true);
    await vi.advanceTimersByTimeAsync(3000);
    controls.pending.get('pollStatus')?.resolve({ payment: payment('processing'), error: null });
    await flush();
    expect(actor.getSnapshot().value).toBe('payment'); // maxPolls (2) reached by an answered poll
    expect(actor.getSnapshot().context.error?.user_friendly_message).toBe(
      'The payment was not approved on your phone in time.',
    );
    expect(actor.getSnapshot().context.connectionLost).toBe(false);
  });

  it('a reload during processing resumes the open payment (no new payment is made)', async () => {
    const { controls, actor } = await started();
    expect(controls.calls[0]).toMatchObject({
      src: 'findPaymentInProgress',
      input: { planId: 'plan_standard_monthly' },
    });
    controls.pending
      .get('findPaymentInProgress')
      ?.resolve({ payment: payment('processing', { network: 'VODAFONE' }), cycle: 'yearly' });
    await flush();
    expect(actor.getSnapshot().matches('processing')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ cycle: 'yearly', network: 'VODAFONE' });
    expect(controls.calls.filter((c) => c.src === 'payWithRetry')).toHaveLength(0);
  });

  /** Pay once: the server answers `first`, a poll (3 s later) `polled`; what was tracked, where it ends. */
  async function payThrough(first: MobilePayment, polled: MobilePayment = first) {
    const track = vi.fn();
    const machine = provideMobileMoneyPayment({
      findPaymentInProgress: async () => null,
      payWithRetry: async () => ({ payment: first, error: null }),
      pollStatus: async () => ({ payment: polled, error: null }),
      cancelPayment: async () => ({ payment: payment('cancelled'), error: null }),
      submitVoucher: async () => ({ payment: payment('succeeded'), error: null }),
      track,
    });
    const actor = createActor(machine, { input }).start();
    await flush();
    actor.send({ type: 'step.continue' });
    actor.send({ type: 'number.change', value: '0551234987' });
    actor.send({ type: 'form.submit' });
    await flush();
    await vi.advanceTimersByTimeAsync(3000);
    await flush();
    const failed = track.mock.calls.find(([name]) => name === 'payment_failed')?.[1];
    return { track, snapshot: actor.getSnapshot(), failed };
  }

  it('tracks the spec analytics events through the injected track', async () => {
    const { track } = await payThrough(payment('processing'), payment('cancelled'));
    expect(track.mock.calls).toEqual([
      [
        'payment_initiated',
        { package_id: 'plan_standard_monthly', amount: 100, currency: 'GHS', payment_method: 'mobile_money' },
      ],
      [
        'payment_failed',
        {
          package_id: 'plan_standard_monthly',
          amount: 100,
          payment_method: 'mobile_money',
          error_code: 'USER_CANCELLED',
          error_message: 'User cancelled payment',
          failure_code: 'cancelled',
        },
      ],
    ]);
  });

  it('branches on the failure code, not on the words: a decline on the phone is the customer ending it', async () => {
    const { failed } = await payThrough(
      payment('failed', { failure_code: 'declined', failure_reason: 'Some words the provider chose' }),
    );
    expect(failed).toMatchObject({ error_code: 'USER_CANCELLED', failure_code: 'declined' });
    const broke = await payThrough(
      payment('failed', { failure_code: 'insufficient_funds', failure_reason: 'declined: insufficient funds' }),
    );
    expect(broke.failed).toMatchObject({ error_code: 'TECHNICAL_ERROR', failure_code: 'insufficient_funds' });
  });

  it('a number the provider refused is also said at the number field; another code leaves the field alone', async () => {
    const refused = await payThrough(payment('failed', { failure_code: 'invalid_number' }));
    expect(refused.snapshot.matches('payment')).toBe(true);
    expect(refused.snapshot.context.numberError).toBe(BILLING_MESSAGES.numberRefused);
    const declined = await payThrough(payment('failed', { failure_code: 'declined' }));
    expect(declined.snapshot.matches('payment')).toBe(true);
    expect(declined.snapshot.context.numberError).toBeNull();
  });

  /** Pay with the Telecel voucher number: the server answers that the network asks for a code. */
  async function atVoucher() {
    const { controls, actor } = await started();
    controls.pending.get('findPaymentInProgress')?.resolve(null);
    await flush();
    actor.send({ type: 'step.continue' });
    actor.send({ type: 'number.change', value: '0201234110' });
    actor.send({ type: 'form.submit' });
    controls.pending.get('payWithRetry')?.resolve({ payment: askingForVoucher, error: null });
    await flush();
    return { controls, actor };
  }

  it('a charge that asks for a voucher goes to the voucher step, sends the code, and completes', async () => {
    const { controls, actor } = await atVoucher();
    expect(actor.getSnapshot().matches({ voucher: 'entering' })).toBe(true);
    // no polling while the network waits for the customer's code
    await vi.advanceTimersByTimeAsync(10_000);
    expect(controls.calls.filter((c) => c.src === 'pollStatus')).toHaveLength(0);
    actor.send({ type: 'voucher.change', value: ' 123456 ' });
    actor.send({ type: 'voucher.submit' });
    expect(controls.calls.at(-1)).toMatchObject({ src: 'submitVoucher', input: { paymentId: 'pay_1', otp: '123456' } });
    controls.pending.get('submitVoucher')?.resolve({ payment: payment('succeeded'), error: null });
    await flush();
    expect(actor.getSnapshot().value).toBe('complete');
    expect(controls.log.slice(-2)).toEqual(['trackCompleted', 'paymentCompleted']);
  });

  it('a code that is not digits is said at the field and never sent', async () => {
    const { controls, actor } = await atVoucher();
    actor.send({ type: 'voucher.submit' });
    actor.send({ type: 'voucher.change', value: '12ab56' });
    actor.send({ type: 'voucher.submit' });
    expect(actor.getSnapshot().matches({ voucher: 'entering' })).toBe(true);
    expect(actor.getSnapshot().context.voucherError).toBe(BILLING_MESSAGES.voucherInvalid);
    expect(controls.calls.filter((c) => c.src === 'submitVoucher')).toHaveLength(0);
    actor.send({ type: 'voucher.change', value: '123456' });
    expect(actor.getSnapshot().context.voucherError).toBeNull();
  });

  it('a wrong voucher is said at the field and the customer can send another; a lost request goes to the box', async () => {
    const { controls, actor } = await atVoucher();
    actor.send({ type: 'voucher.change', value: '654321' });
    actor.send({ type: 'voucher.submit' });
    controls.pending.get('submitVoucher')?.reject(wrongVoucher);
    await flush();
    expect(actor.getSnapshot().matches({ voucher: 'entering' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ voucherError: BILLING_MESSAGES.voucherRejected, error: null });
    expect(controls.log).not.toContain('trackFailed');
    actor.send({ type: 'voucher.submit' });
    expect(actor.getSnapshot().context.voucherError).toBeNull();
    controls.pending.get('submitVoucher')?.reject(new Error('Network error'));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      voucherError: null,
      error: expect.objectContaining({ user_friendly_message: 'Network error' }),
    });
    // the code taken, the approval goes on on the phone: processing, polling again
    actor.send({ type: 'voucher.submit' });
    controls.pending.get('submitVoucher')?.resolve({ payment: payment('processing'), error: null });
    await flush();
    expect(actor.getSnapshot().matches({ processing: 'waiting' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a voucher payment that ended (declined) goes back to the payment step with its error', async () => {
    const { controls, actor } = await atVoucher();
    actor.send({ type: 'voucher.change', value: '123456' });
    actor.send({ type: 'voucher.submit' });
    controls.pending.get('submitVoucher')?.resolve(declined);
    await flush();
    expect(actor.getSnapshot().value).toBe('payment');
    expect(actor.getSnapshot().context.error?.user_friendly_message).toBe(
      'Payment failed: The payment was declined on your phone.',
    );
    expect(controls.log.at(-1)).toBe('trackFailed');
  });

  it('a reload of a payment waiting for its voucher resumes at the voucher step; so does a poll that learns of one', async () => {
    const resumed = await started();
    resumed.controls.pending.get('findPaymentInProgress')?.resolve({ payment: askingForVoucher, cycle: 'monthly' });
    await flush();
    expect(resumed.actor.getSnapshot().matches({ voucher: 'entering' })).toBe(true);
    expect(resumed.actor.getSnapshot().context.network).toBe('VODAFONE');

    const polled = await started();
    polled.controls.pending.get('findPaymentInProgress')?.resolve({ payment: payment('processing'), cycle: 'monthly' });
    await flush();
    await vi.advanceTimersByTimeAsync(3000);
    polled.controls.pending.get('pollStatus')?.resolve({ payment: askingForVoucher, error: null });
    await flush();
    expect(polled.actor.getSnapshot().matches({ voucher: 'entering' })).toBe(true);
  });

  it('Cancel at the voucher step cancels the payment and returns to the payment step', async () => {
    const { controls, actor } = await atVoucher();
    actor.send({ type: 'payment.cancel' });
    expect(actor.getSnapshot().value).toBe('cancelling');
    controls.pending.get('cancelPayment')?.resolve({ payment: payment('cancelled'), error: null });
    await flush();
    expect(actor.getSnapshot().value).toBe('payment');
  });

  it('while waiting for approval: Cancel keeps the number, Use another number empties it; both cancel that payment first', async () => {
    for (const [event, number] of [
      ['payment.cancel', '0551234987'],
      ['payment.changeNumber', ''],
    ] as const) {
      const { controls, actor } = await started();
      controls.pending.get('findPaymentInProgress')?.resolve(null);
      await flush();
      actor.send({ type: 'step.continue' });
      actor.send({ type: 'number.change', value: '0551234987' });
      actor.send({ type: 'form.submit' });
      controls.pending.get('payWithRetry')?.resolve({ payment: payment('processing'), error: null });
      await flush();
      actor.send({ type: event });
      expect(toMobileMoneyView(actor.getSnapshot())).toMatchObject({ status: 'processing', cancelling: true });
      expect(controls.calls.at(-1)).toMatchObject({ src: 'cancelPayment', input: { paymentId: 'pay_1' } });
      controls.pending.get('cancelPayment')?.resolve({ payment: payment('cancelled'), error: null });
      await flush();
      const view = toMobileMoneyView(actor.getSnapshot());
      expect(view).toMatchObject({ status: 'payment', form: { number, error: null } });
      expect(actor.getSnapshot().context).toMatchObject({ polls: 0, connectionLost: false });
      actor.stop();
    }
  });

  it('a cancel the server answers with a payment that already succeeded completes; one that cannot reach it keeps waiting', async () => {
    for (const answer of ['succeeded', 'offline'] as const) {
      const { controls, actor } = await started();
      controls.pending.get('findPaymentInProgress')?.resolve(null);
      await flush();
      actor.send({ type: 'step.continue' });
      actor.send({ type: 'number.change', value: '0551234987' });
      actor.send({ type: 'form.submit' });
      controls.pending.get('payWithRetry')?.resolve({ payment: payment('processing'), error: null });
      await flush();
      actor.send({ type: 'payment.cancel' });
      if (answer === 'succeeded') {
        controls.pending.get('cancelPayment')?.resolve({ payment: payment('succeeded'), error: null });
        await flush();
        expect(toMobileMoneyView(actor.getSnapshot()).status).toBe('complete');
      } else {
        controls.pending.get('cancelPayment')?.reject(new Error('Network error'));
        await flush();
        expect(toMobileMoneyView(actor.getSnapshot())).toMatchObject({
          status: 'processing',
          cancelling: false,
          connectionProblem: BILLING_MESSAGES.connectionLost,
        });
      }
      actor.stop();
    }
  });

  it('fails loudly when an actor is not provided', async () => {
    const actor = createActor(mobileMoneyPaymentMachine, { input }).start();
    await flush();
    // the lookup failing is not fatal: the page starts at details
    expect(actor.getSnapshot().value).toBe('details');
    actor.send({ type: 'step.continue' });
    actor.send({ type: 'number.change', value: '0551234987' });
    actor.send({ type: 'form.submit' });
    await flush();
    expect(actor.getSnapshot().context.error?.user_friendly_message).toBe('payWithRetry not provided');
  });
});

describe("mobileMoneyPayment machine: startAt 'payment' (the subscriber dashboard's invoice payment)", () => {
  it('opens on the mobile money form when nothing is in progress or the lookup fails, and resumes an open payment', async () => {
    for (const settle of ['none', 'fail', 'open'] as const) {
      const { controls, machine } = provided();
      const actor = createActor(machine, { input: { ...input, startAt: 'payment' } }).start();
      const pending = controls.pending.get('findPaymentInProgress');
      if (settle === 'none') pending?.resolve(null);
      if (settle === 'fail') pending?.reject(new Error('offline'));
      if (settle === 'open') pending?.resolve({ payment: payment('processing'), cycle: 'monthly' });
      await flush();
      expect(actor.getSnapshot().value).toEqual(settle === 'open' ? { processing: 'waiting' } : 'payment');
      actor.stop();
    }
  });

  it('with the number last paid with (the renewal link): pays it as none, or the number typed once the customer chooses another', async () => {
    const { controls, machine } = provided();
    const savedNumber = { masked: '055XXXX987', network: 'MTN' } as const;
    const actor = createActor(machine, { input: { ...input, startAt: 'payment', savedNumber } }).start();
    controls.pending.get('findPaymentInProgress')?.resolve(null);
    await flush();
    expect(toMobileMoneyView(actor.getSnapshot())).toMatchObject({
      status: 'payment',
      form: { saved: { masked: '055XXXX987' }, useSaved: true, payBlockedReason: null },
    });
    actor.send({ type: 'form.submit' });
    const pays = () => controls.calls.filter((call) => call.src === 'payWithRetry');
    expect(pays().at(-1)?.input).toMatchObject({ mobile_number: null, mobile_network: 'MTN' });
    controls.pending.get('payWithRetry')?.resolve(declined);
    await flush();
    // another number: the field is empty and required again; the saved one is not sent with it
    actor.send({ type: 'number.choose', saved: false });
    expect(toMobileMoneyView(actor.getSnapshot())).toMatchObject({ form: { useSaved: false } });
    actor.send({ type: 'form.submit' });
    expect(pays()).toHaveLength(1);
    actor.send({ type: 'number.change', value: '0241234987' });
    actor.send({ type: 'form.submit' });
    expect(pays().at(-1)?.input).toMatchObject({ mobile_number: '0241234987', mobile_network: 'MTN' });
    actor.stop();
  });
});

// The spec rules of the mobile money page (billing-payments-admin.md §2, §4, §5, §7, §8).
const inProgress = 'Another payment is already in progress. Please wait or refresh the page.';

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
