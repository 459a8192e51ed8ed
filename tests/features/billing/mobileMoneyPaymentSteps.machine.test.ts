/**
 * Longer than 300 lines because it holds every behaviour test that imports the machine per test (see below),
 * over one set of fakes.
 *
 * Behaviour tests of the mobile money machine's voucher step, polling, Cancel / Use another number, the
 * defaults the page opens with, and its provided form (what the page shows, what the actors are asked). The
 * model checks live in mobileMoneyPayment.machine.test.ts. Here nothing runs at collection and each test
 * imports the machine itself: a machine that cannot be built, or throws on a path, fails the tests (a file that
 * fails to load reports no failed test, so the mutation run would count such a machine as surviving).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { PaymentProblem } from '../../../src/features/billing/errors';
import { BILLING_MESSAGES, retryLine } from '../../../src/features/billing/messages';
import type { MobilePayment, PaymentOutcome } from '../../../src/features/billing/mobileMoneyPayment.machine';
import { toMobileMoneyView } from '../../../src/features/billing/mobileMoneyPayment.view';
import { controllable, flush } from '../../support/modelHarness';
import { payment, standard } from './mobileMoneyFixtures';

const outcome = (p: MobilePayment): PaymentOutcome => ({ payment: p, error: null });
const VOUCHER_TEXT = 'Please dial *110# to generate a voucher code. Then input the voucher';
const askingForVoucher = payment('processing', { network: 'VODAFONE', display_text: VOUCHER_TEXT, awaiting_otp: true });
const problem = (code: string, message: string) =>
  new PaymentProblem({ user_friendly_message: message, retry_suggested: true, support_contact: '0302 123 456' }, code);
const timedOutBox = {
  title: 'Payment Error',
  message: BILLING_MESSAGES.approvalTimedOut,
  retryLine: retryLine(BILLING_MESSAGES.supportContact),
};

const machineModule = () => import('../../../src/features/billing/mobileMoneyPayment.machine');
type MobileMoneyDeps = Parameters<Awaited<ReturnType<typeof machineModule>>['provideMobileMoneyPayment']>[0];

const actorNames = ['findPaymentInProgress', 'payWithRetry', 'pollStatus', 'cancelPayment', 'submitVoucher'];

/** A live page over actors the test settles; `view()` is what the screen renders. */
async function page(
  options: { maxPolls?: number; cycle?: 'monthly' | 'yearly'; actors?: string[]; startsAt?: number } = {},
) {
  const { mobileMoneyPaymentMachine } = await machineModule();
  const { controls, actors, actions } = controllable(options.actors ?? actorNames, [
    'trackInitiated',
    'trackCompleted',
    'trackFailed',
    'paymentCompleted',
  ]);
  const actor = createActor(mobileMoneyPaymentMachine.provide({ actors, actions } as never), {
    input: {
      plan: standard as never,
      maxPolls: options.maxPolls ?? 3,
      ...(options.cycle ? { cycle: options.cycle } : {}),
      ...(options.startsAt ? { startsAt: options.startsAt } : {}),
    },
  }).start();
  const settle = async (id: string, how: 'resolve' | 'reject', value: unknown) => {
    const pending = controls.pending.get(id);
    if (!pending) throw new Error(`${id} was not started`);
    controls.pending.delete(id);
    pending[how](value);
    await flush();
  };
  return {
    controls,
    actor,
    /** read field by field whatever the status (the union narrowed by the assertions themselves) */
    view: () => toMobileMoneyView(actor.getSnapshot()) as unknown as Record<string, unknown>,
    calls: (src: string) => controls.calls.filter((c) => c.src === src).map((c) => c.input),
    answer: (id: string, value: unknown) => settle(id, 'resolve', value),
    fail: (id: string, error: unknown) => settle(id, 'reject', error),
    send: (...events: Parameters<typeof actor.send>[0][]) => {
      for (const event of events) actor.send(event);
    },
  };
}
type Page = Awaited<ReturnType<typeof page>>;

/** Nothing open: Continue, type the number, Pay; the server answers `first`. */
async function paid(p: Page, first: MobilePayment) {
  await p.answer('findPaymentInProgress', null);
  p.send({ type: 'step.continue' }, { type: 'number.change', value: '0551234987' }, { type: 'form.submit' });
  await p.answer('payWithRetry', outcome(first));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('mobile money page: what it opens with', () => {
  it('checks for an open payment of the plan, then shows the monthly details and an empty MTN form', async () => {
    const p = await page();
    expect(p.view()).toMatchObject({ status: 'resuming', step: 0 });
    expect(p.calls('findPaymentInProgress')).toEqual([{ planId: 'plan_standard_monthly' }]);
    await p.answer('findPaymentInProgress', null);
    expect(p.view()).toMatchObject({ status: 'details', cycle: 'monthly', step: 0 });
    p.send({ type: 'step.continue' });
    expect(p.view()).toMatchObject({
      status: 'payment',
      form: {
        number: '',
        network: 'MTN',
        autoDetected: null,
        numberError: null,
        error: null,
        payBlockedReason: BILLING_MESSAGES.mobileNumberAndNetwork,
      },
    });
    p.send({ type: 'number.change', value: '0551234987' }, { type: 'form.submit' });
    expect(p.calls('payWithRetry')).toEqual([
      {
        plan_id: 'plan_standard_monthly',
        billing_cycle: 'monthly',
        mobile_number: '0551234987',
        mobile_network: 'MTN',
        amount: 100,
      },
    ]);
  });

  it('a yearly cycle given by the page is the one shown and paid', async () => {
    const p = await page({ cycle: 'yearly' });
    await p.answer('findPaymentInProgress', null);
    expect(p.view()).toMatchObject({ status: 'details', cycle: 'yearly' });
    p.send({ type: 'step.continue' }, { type: 'number.change', value: '0551234987' }, { type: 'form.submit' });
    expect(p.calls('payWithRetry')).toMatchObject([{ billing_cycle: 'yearly', amount: 1000 }]);
  });

  it('a number too short to detect its network is still shown as typed, the chosen network kept', async () => {
    const p = await page();
    await p.answer('findPaymentInProgress', null);
    p.send({ type: 'step.continue' }, { type: 'network.change', network: 'AIRTELTIGO' });
    p.send({ type: 'number.change', value: '055' });
    expect(p.actor.getSnapshot().status).toBe('active');
    expect(p.view()).toMatchObject({ form: { number: '055', network: 'AIRTELTIGO', autoDetected: null } });
  });
});

describe('mobile money page: a payment that schedules a plan change', () => {
  it('says when the plan starts, before Pay and on success, never that the service activates now', async () => {
    const p = await page({ startsAt: Date.UTC(2027, 1, 1) });
    await p.answer('findPaymentInProgress', null);
    p.send({ type: 'step.continue' });
    const starts = 'Standard Internet starts on 1 Feb 2027, when your current plan ends';
    expect(p.view()).toMatchObject({
      status: 'payment',
      infoNote: `You will receive a prompt on your phone to approve this payment. Payment takes 1-3 minutes. ${starts}, with SMS confirmation.`,
    });
    p.send({ type: 'number.change', value: '0551234987' }, { type: 'form.submit' });
    await p.answer('payWithRetry', outcome(payment('succeeded', { reference: 'SKY-1-PAID' })));
    expect(p.view()).toMatchObject({ status: 'complete', message: `Payment Successful! ${starts}.` });
  });

  it('the success step says what the server says the payment bought: plan, start, paid-until and the receipt', async () => {
    // the page expected an extension; the server's books say the payment scheduled Premium Internet
    const p = await page();
    await paid(
      p,
      payment('succeeded', {
        id: 'pay_9',
        service: {
          planName: 'Premium Internet',
          cycle: 'monthly',
          paidUntil: Date.UTC(2027, 2, 1),
          startsAt: Date.UTC(2027, 1, 1),
        },
      }),
    );
    expect(p.view()).toMatchObject({
      status: 'complete',
      message: 'Payment Successful! Premium Internet starts on 1 Feb 2027, when your current plan ends.',
      planText: 'Premium Internet (monthly)',
      startsOnText: '1 Feb 2027',
      paidUntilText: '1 Mar 2027',
      receiptHref: '/dashboard/billing?receipt=pay_9',
    });
  });

  it('a success in service now: its paid-until, no start date, the activation message', async () => {
    const p = await page({ startsAt: Date.UTC(2027, 1, 1) });
    await paid(
      p,
      payment('succeeded', {
        service: { planName: 'Standard Internet', cycle: 'monthly', paidUntil: Date.UTC(2027, 0, 6), startsAt: null },
      }),
    );
    expect(p.view()).toMatchObject({
      status: 'complete',
      message: BILLING_MESSAGES.paymentSuccessActivated,
      planText: 'Standard Internet (monthly)',
      startsOnText: null,
      paidUntilText: '6 Jan 2027',
    });
  });

  it("without it, the spec's texts: service activates immediately after payment", async () => {
    const p = await page();
    await p.answer('findPaymentInProgress', null);
    p.send({ type: 'step.continue' });
    expect(p.view()).toMatchObject({
      infoNote: expect.stringContaining('Service activates immediately after payment'),
    });
  });
});

describe('mobile money page: waiting for approval (polling)', () => {
  it('polls 3 s after the charge; a pending answer shows the time and polls again 3 s later; success completes', async () => {
    const p = await page();
    await paid(p, payment('processing'));
    expect(p.view()).toMatchObject({ status: 'processing', elapsedSeconds: 0, reference: 'SKY-1-ABCDEF' });
    await vi.advanceTimersByTimeAsync(2999);
    expect(p.calls('pollStatus')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(p.calls('pollStatus')).toEqual([{ paymentId: 'pay_1' }]);
    await p.answer('pollStatus', outcome(payment('pending', { display_text: 'Approve GH₵ 100 on your phone' })));
    expect(p.view()).toMatchObject({
      status: 'processing',
      elapsedSeconds: 3,
      elapsedText: '0:03',
      providerText: 'Approve GH₵ 100 on your phone',
      connectionProblem: null,
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(p.calls('pollStatus')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(p.calls('pollStatus')).toHaveLength(2);
    await p.answer('pollStatus', outcome(payment('succeeded', { reference: 'SKY-1-PAID' })));
    expect(p.view()).toMatchObject({
      status: 'complete',
      step: 3,
      message: BILLING_MESSAGES.paymentSuccessActivated,
      reference: 'SKY-1-PAID',
    });
    expect(p.controls.log).toEqual(['trackInitiated', 'trackCompleted', 'paymentCompleted']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(p.calls('pollStatus')).toHaveLength(2);
  });

  it('a failed answer ends the poll: the payment step with its error, payment_failed tracked, no more polls', async () => {
    const p = await page();
    await paid(p, payment('processing'));
    await vi.advanceTimersByTimeAsync(3000);
    await p.answer('pollStatus', outcome(payment('failed', { failure_reason: 'Declined' })));
    expect(p.view()).toMatchObject({
      status: 'payment',
      form: { number: '0551234987', error: { title: 'Payment Error', message: 'Payment failed: Declined' } },
    });
    expect(p.controls.log).toEqual(['trackInitiated', 'trackFailed']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(p.calls('pollStatus')).toHaveLength(1);
  });

  it('after the maximum wait (maxPolls answered polls) the time-out message shows with the retry line', async () => {
    const p = await page({ maxPolls: 3 });
    await paid(p, payment('processing'));
    for (let i = 1; i <= 2; i += 1) {
      await vi.advanceTimersByTimeAsync(3000);
      await p.answer('pollStatus', outcome(payment('processing')));
      expect(p.view()).toMatchObject({ status: 'processing', elapsedSeconds: 3 * i });
    }
    await vi.advanceTimersByTimeAsync(3000);
    await p.answer('pollStatus', outcome(payment('processing')));
    expect(p.view()).toMatchObject({ status: 'payment', form: { error: timedOutBox } });
    expect(p.controls.log).toEqual(['trackInitiated', 'trackFailed']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(p.calls('pollStatus')).toHaveLength(3);
  });

  it('Cancel while waiting stops the polls; an answer of the poll in flight is ignored', async () => {
    const waiting = await page();
    await paid(waiting, payment('processing'));
    waiting.send({ type: 'payment.cancel' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(waiting.calls('pollStatus')).toEqual([]);

    const polling = await page();
    await paid(polling, payment('processing'));
    await vi.advanceTimersByTimeAsync(3000);
    polling.send({ type: 'payment.cancel' });
    await polling.answer('pollStatus', outcome(payment('succeeded')));
    expect(polling.view()).toMatchObject({ status: 'processing', cancelling: true });
    await polling.answer('cancelPayment', outcome(payment('cancelled')));
    expect(polling.view()).toMatchObject({ status: 'payment', form: { error: null } });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polling.calls('pollStatus')).toHaveLength(1);
  });

  it('a charge declined at once shows its error on the payment step and tracks payment_failed; nothing is polled', async () => {
    const p = await page();
    await paid(p, payment('failed', { failure_reason: 'Insufficient funds', failure_code: 'insufficient_funds' }));
    expect(p.view()).toMatchObject({
      status: 'payment',
      form: { number: '0551234987', numberError: null, error: { message: 'Payment failed: Insufficient funds' } },
    });
    expect(p.controls.log).toEqual(['trackInitiated', 'trackFailed']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(p.calls('pollStatus')).toEqual([]);
  });

  it('a payment that ended after an outage does not announce the outage on the next payment', async () => {
    const p = await page();
    await paid(p, payment('processing'));
    await vi.advanceTimersByTimeAsync(3000);
    await p.fail('pollStatus', new Error('Network error'));
    expect(p.view().connectionProblem).toBe(BILLING_MESSAGES.connectionLost);
    await vi.advanceTimersByTimeAsync(3000);
    await p.answer('pollStatus', outcome(payment('failed', { failure_reason: 'Declined' })));
    p.send({ type: 'form.submit' });
    await p.answer('payWithRetry', outcome(payment('processing', { id: 'pay_2' })));
    expect(p.view()).toMatchObject({ status: 'processing', connectionProblem: null, elapsedSeconds: 0 });
  });
});

describe('mobile money page: Cancel and Use another number while waiting', () => {
  it('Cancel asks the server to cancel that payment; its answer clears the error and the outage, keeps the number', async () => {
    const p = await page();
    await paid(p, payment('processing'));
    await vi.advanceTimersByTimeAsync(3000);
    await p.fail('pollStatus', new Error('Network error'));
    p.send({ type: 'payment.cancel' });
    expect(p.view()).toMatchObject({ status: 'processing', cancelling: true });
    expect(p.calls('cancelPayment')).toEqual([{ paymentId: 'pay_1' }]);
    await p.answer('cancelPayment', outcome(payment('cancelled')));
    expect(p.view()).toMatchObject({
      status: 'payment',
      form: {
        number: '0551234987',
        autoDetected: 'Auto-detected: MTN | 055 123 4987',
        error: null,
        // the prompt already sent may still ring: said until the next payment starts
        promptWarning: 'If a prompt still arrives on 055 XXX 4987, decline it.',
      },
    });
    p.send({ type: 'form.submit' });
    await p.answer('payWithRetry', outcome(payment('processing', { id: 'pay_2' })));
    expect(p.view()).toMatchObject({ status: 'processing', connectionProblem: null });
    p.send({ type: 'payment.cancel' });
    await p.answer('cancelPayment', outcome(payment('cancelled', { id: 'pay_2' })));
    p.send({ type: 'number.change', value: '0241234987' }, { type: 'form.submit' });
    expect(p.view()).toMatchObject({ form: { promptWarning: null } });
  });

  it('Use another number cancels the payment and empties the number, its detection and its message', async () => {
    const p = await page();
    await paid(p, payment('processing'));
    p.send({ type: 'payment.changeNumber' });
    expect(p.calls('cancelPayment')).toEqual([{ paymentId: 'pay_1' }]);
    await p.answer('cancelPayment', outcome(payment('cancelled')));
    expect(p.view()).toMatchObject({
      status: 'payment',
      form: {
        number: '',
        autoDetected: null,
        numberError: null,
        payBlockedReason: BILLING_MESSAGES.mobileNumberAndNetwork,
        // the number the first prompt went to, though the field is empty now
        promptWarning: 'If a prompt still arrives on 055 XXX 4987, decline it.',
      },
    });
  });

  it('Use another number that could not reach the server, then Cancel: the number is kept', async () => {
    const p = await page();
    await paid(p, payment('processing'));
    p.send({ type: 'payment.changeNumber' });
    await p.fail('cancelPayment', new Error('Network error'));
    p.send({ type: 'payment.cancel' });
    await p.answer('cancelPayment', outcome(payment('cancelled')));
    expect(p.view()).toMatchObject({ status: 'payment', form: { number: '0551234987' } });
  });

  it('a cancel answered by an approval that came first completes with that payment', async () => {
    const p = await page();
    await paid(p, payment('processing'));
    p.send({ type: 'payment.cancel' });
    await p.answer('cancelPayment', outcome(payment('succeeded', { reference: 'SKY-1-PAID' })));
    expect(p.view()).toMatchObject({ status: 'complete', reference: 'SKY-1-PAID' });
    expect(p.controls.log.slice(-2)).toEqual(['trackCompleted', 'paymentCompleted']);
  });

  it('a cancel that cannot reach the server keeps waiting, announces it, and polls again 3 s later', async () => {
    const p = await page();
    await paid(p, payment('processing'));
    p.send({ type: 'payment.changeNumber' });
    await p.fail('cancelPayment', new Error('Network error'));
    expect(p.view()).toMatchObject({
      status: 'processing',
      cancelling: false,
      connectionProblem: BILLING_MESSAGES.connectionLost,
    });
    await vi.advanceTimersByTimeAsync(3000);
    expect(p.calls('pollStatus')).toEqual([{ paymentId: 'pay_1' }]);
  });
});

/** The charge asked for a voucher (Telecel): the voucher step. */
async function atVoucher(p: Page) {
  await paid(p, askingForVoucher);
}

describe('mobile money page: the voucher step', () => {
  it("shows the network's instruction and an empty field; the code goes to the voucher actor with the payment", async () => {
    const p = await page();
    await atVoucher(p);
    expect(p.view()).toMatchObject({
      status: 'voucher',
      step: 1,
      network: 'VODAFONE',
      instruction: VOUCHER_TEXT,
      voucher: '',
      voucherError: null,
      error: null,
      submitting: false,
      cancelling: false,
      reference: 'SKY-1-ABCDEF',
    });
    p.send({ type: 'voucher.change', value: ' 4321 ' });
    expect(p.view()).toMatchObject({ voucher: ' 4321 ', voucherError: null });
    p.send({ type: 'voucher.submit' });
    expect(p.calls('submitVoucher')).toEqual([{ paymentId: 'pay_1', otp: '4321' }]);
    expect(p.view()).toMatchObject({ status: 'voucher', submitting: true });
    await p.answer('submitVoucher', outcome(payment('succeeded', { reference: 'SKY-1-PAID' })));
    expect(p.view()).toMatchObject({
      status: 'complete',
      message: BILLING_MESSAGES.paymentSuccessActivated,
      reference: 'SKY-1-PAID',
    });
    expect(p.controls.log).toEqual(['trackInitiated', 'trackCompleted', 'paymentCompleted']);
  });

  it('only 4 to 12 digits are sent: letters before or after, too few or too many are said at the field', async () => {
    const p = await page();
    await atVoucher(p);
    for (const code of ['ab1234', '1234ab', '123', '1234567890123', '']) {
      p.send({ type: 'voucher.change', value: code }, { type: 'voucher.submit' });
      expect(p.view()).toMatchObject({
        status: 'voucher',
        submitting: false,
        voucherError: BILLING_MESSAGES.voucherInvalid,
      });
    }
    expect(p.calls('submitVoucher')).toEqual([]);
    p.send({ type: 'voucher.change', value: '123456789012' }, { type: 'voucher.submit' });
    expect(p.calls('submitVoucher')).toEqual([{ paymentId: 'pay_1', otp: '123456789012' }]);
  });

  it('a wrong voucher shows its message at the field and the customer can send another code', async () => {
    const p = await page();
    await atVoucher(p);
    p.send({ type: 'voucher.change', value: '1111' }, { type: 'voucher.submit' });
    await p.fail('submitVoucher', problem('voucher_rejected', BILLING_MESSAGES.voucherRejected));
    expect(p.view()).toMatchObject({
      status: 'voucher',
      submitting: false,
      voucherError: BILLING_MESSAGES.voucherRejected,
      error: null,
    });
    expect(p.controls.log).toEqual(['trackInitiated']);
    p.send({ type: 'voucher.change', value: '2222' });
    expect(p.view().voucherError).toBeNull();
    p.send({ type: 'voucher.submit' });
    expect(p.calls('submitVoucher')).toEqual([
      { paymentId: 'pay_1', otp: '1111' },
      { paymentId: 'pay_1', otp: '2222' },
    ]);
  });

  it('a code the server found invalid is said at the field too; another refusal goes to the error box', async () => {
    const p = await page();
    await atVoucher(p);
    p.send({ type: 'voucher.change', value: '1111' }, { type: 'voucher.submit' });
    await p.fail('submitVoucher', problem('validation_failed', 'Payment validation failed: otp'));
    expect(p.view()).toMatchObject({ voucherError: 'Payment validation failed: otp', error: null });
    p.send({ type: 'voucher.submit' });
    expect(p.view()).toMatchObject({ voucherError: null, submitting: true });
    await p.fail('submitVoucher', problem('provider_error', BILLING_MESSAGES.providerError));
    expect(p.view()).toMatchObject({
      status: 'voucher',
      submitting: false,
      voucherError: null,
      error: { title: 'Payment Error', message: BILLING_MESSAGES.providerError },
    });
  });

  it('too many wrong codes: the payment failed, back on the payment step with its message', async () => {
    const p = await page();
    await atVoucher(p);
    p.send({ type: 'voucher.change', value: '5555' }, { type: 'voucher.submit' });
    await p.answer(
      'submitVoucher',
      outcome(
        payment('failed', {
          network: 'VODAFONE',
          failure_reason: BILLING_MESSAGES.voucherTooManyAttempts,
          failure_code: 'too_many_attempts',
        }),
      ),
    );
    expect(p.view()).toMatchObject({
      status: 'payment',
      form: {
        error: { title: 'Payment Error', message: `Payment failed: ${BILLING_MESSAGES.voucherTooManyAttempts}` },
      },
    });
    expect(p.controls.log).toEqual(['trackInitiated', 'trackFailed']);
  });

  it('a code asked for again empties the field with the new instruction; a taken code goes back to waiting', async () => {
    const p = await page();
    await paid(p, payment('processing'));
    await vi.advanceTimersByTimeAsync(3000);
    await p.fail('pollStatus', new Error('Network error'));
    await vi.advanceTimersByTimeAsync(3000);
    await p.answer('pollStatus', outcome(askingForVoucher));
    expect(p.view()).toMatchObject({ status: 'voucher', voucher: '', instruction: VOUCHER_TEXT });
    p.send({ type: 'voucher.change', value: '1234' }, { type: 'voucher.submit' });
    await p.answer('submitVoucher', outcome({ ...askingForVoucher, display_text: 'Enter the new voucher' }));
    expect(p.view()).toMatchObject({
      status: 'voucher',
      submitting: false,
      voucher: '',
      instruction: 'Enter the new voucher',
    });
    p.send({ type: 'voucher.change', value: '5678' }, { type: 'voucher.submit' });
    await p.answer('submitVoucher', outcome(payment('processing', { display_text: 'Approve on your phone' })));
    expect(p.view()).toMatchObject({
      status: 'processing',
      elapsedSeconds: 0,
      providerText: 'Approve on your phone',
      connectionProblem: null,
    });
    await vi.advanceTimersByTimeAsync(3000);
    expect(p.calls('pollStatus')).toHaveLength(3);
  });

  it('Cancel at the voucher step cancels that payment and keeps the number; Use another number empties it', async () => {
    for (const [event, number] of [
      ['payment.cancel', '0551234987'],
      ['payment.changeNumber', ''],
    ] as const) {
      const p = await page();
      await atVoucher(p);
      p.send({ type: event });
      expect(p.view()).toMatchObject({ status: 'voucher', cancelling: true });
      expect(p.calls('cancelPayment')).toEqual([{ paymentId: 'pay_1' }]);
      await p.answer('cancelPayment', outcome(payment('cancelled')));
      expect(p.view()).toMatchObject({ status: 'payment', form: { number, error: null } });
      p.actor.stop();
    }
  });

  it('Use another number at the voucher step that could not reach the server, then Cancel: the number is kept', async () => {
    const p = await page();
    await atVoucher(p);
    p.send({ type: 'payment.changeNumber' });
    await p.fail('cancelPayment', new Error('Network error'));
    await vi.advanceTimersByTimeAsync(3000);
    await p.answer('pollStatus', outcome(askingForVoucher));
    expect(p.view()).toMatchObject({ status: 'voucher', cancelling: false });
    p.send({ type: 'payment.cancel' });
    await p.answer('cancelPayment', outcome(payment('cancelled')));
    expect(p.view()).toMatchObject({ status: 'payment', form: { number: '0551234987' } });
  });

  it('a reload of a payment waiting for its code resumes at the voucher step with its cycle and network', async () => {
    const p = await page();
    await p.answer('findPaymentInProgress', { payment: askingForVoucher, cycle: 'yearly' });
    expect(p.view()).toMatchObject({
      status: 'voucher',
      cycle: 'yearly',
      network: 'VODAFONE',
      voucher: '',
      reference: 'SKY-1-ABCDEF',
    });
    p.send({ type: 'voucher.change', value: '1234' }, { type: 'voucher.submit' });
    expect(p.calls('submitVoucher')).toEqual([{ paymentId: 'pay_1', otp: '1234' }]);
  });
});

describe('mobile money page: actors the app did not provide', () => {
  it('polls and cancels that fail keep the customer waiting with the announcement; a voucher says so in the box', async () => {
    const p = await page({ actors: ['findPaymentInProgress', 'payWithRetry'] });
    await paid(p, payment('processing'));
    await vi.advanceTimersByTimeAsync(3000);
    await flush();
    expect(p.actor.getSnapshot().status).toBe('active');
    expect(p.view()).toMatchObject({ status: 'processing', connectionProblem: BILLING_MESSAGES.connectionLost });
    p.send({ type: 'payment.cancel' });
    await flush();
    expect(p.actor.getSnapshot().status).toBe('active');
    expect(p.view()).toMatchObject({ status: 'processing', cancelling: false });

    const v = await page({ actors: ['findPaymentInProgress', 'payWithRetry'] });
    await atVoucher(v);
    v.send({ type: 'voucher.change', value: '1234' }, { type: 'voucher.submit' });
    await flush();
    expect(v.view()).toMatchObject({
      status: 'voucher',
      error: { message: 'submitVoucher not provided' },
    });
  });
});

describe('mobile money page: the provided machine (provideMobileMoneyPayment)', () => {
  const deps = (over: Partial<MobileMoneyDeps> = {}) => ({
    findPaymentInProgress: vi.fn(async () => null),
    payWithRetry: vi.fn(async () => outcome(askingForVoucher)),
    pollStatus: vi.fn(async () => outcome(payment('processing'))),
    cancelPayment: vi.fn(async () => outcome(payment('cancelled'))),
    submitVoucher: vi.fn(async () => outcome(payment('succeeded'))),
    track: vi.fn(),
    ...over,
  });
  const start = async (d: ReturnType<typeof deps>, cycle: 'monthly' | 'yearly' = 'monthly') => {
    const { provideMobileMoneyPayment } = await machineModule();
    const actor = createActor(provideMobileMoneyPayment(d), { input: { plan: standard as never, cycle } }).start();
    await flush();
    actor.send({ type: 'step.continue' });
    actor.send({ type: 'number.change', value: '0201234110' });
    actor.send({ type: 'form.submit' });
    await flush();
    return actor;
  };

  it('a voucher goes to submitVoucher with the payment id and the code; a yearly plan lasts 365 days', async () => {
    const d = deps();
    const actor = await start(d, 'yearly');
    actor.send({ type: 'voucher.change', value: '123456' });
    actor.send({ type: 'voucher.submit' });
    await flush();
    expect(d.submitVoucher).toHaveBeenCalledWith('pay_1', '123456');
    expect(actor.getSnapshot().status).toBe('done');
    expect(d.track).toHaveBeenLastCalledWith(
      'payment_completed',
      expect.objectContaining({ amount: 1000, duration_seconds: 365 * 24 * 3600 }),
    );
  });

  it('Cancel goes to cancelPayment with the payment id', async () => {
    const d = deps();
    const actor = await start(d);
    actor.send({ type: 'payment.cancel' });
    await flush();
    expect(d.cancelPayment).toHaveBeenCalledWith('pay_1');
    expect(toMobileMoneyView(actor.getSnapshot()).status).toBe('payment');
  });

  it('completes without a paymentCompleted callback', async () => {
    const d = deps();
    const actor = await start(d);
    actor.send({ type: 'voucher.change', value: '123456' });
    actor.send({ type: 'voucher.submit' });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().error).toBeUndefined();
  });

  it('the service duration: 365 days for a year, 720 hours for a month, in seconds', async () => {
    const { serviceDurationSeconds } = await machineModule();
    expect(serviceDurationSeconds('yearly')).toBe(31_536_000);
    expect(serviceDurationSeconds('monthly')).toBe(2_592_000);
  });
});
