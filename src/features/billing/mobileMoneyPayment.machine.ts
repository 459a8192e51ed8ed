/**
 * Mobile money payment page (/payment/mobile-money/:planId; spec billing §2, §4 "Mobile money page").
 *
 * Longer than 300 lines: one machine for the whole mobile money page (resume, details, payment, voucher,
 * processing, outcomes); its state list at the top documents every state, and its actors are named here for the
 * app to provide.
 *
 * States
 *   resuming     invokes `findPaymentInProgress` (id findPaymentInProgress): a reload while a payment of
 *                this customer is still pending/processing resumes it (-> processing) instead of starting
 *                another; nothing open (or the lookup failed) -> details, or payment when the input says
 *                `startAt: 'payment'` (the subscriber dashboard's invoice payment)
 *   details      plan name, speed, data, the monthly/yearly toggle ('Save N%'), the total; Continue
 *   payment      the mobile money form (number, network, auto-detection); a payment error shows here
 *                in the 'Payment Error' box. With a saved number (the renewal link: the number last paid
 *                with, masked), the form offers it first (`useSaved`) and the number field only for another
 *   submitting   invokes `payWithRetry` (id payWithRetry); the server answers the payment: succeeded ->
 *                complete (Paystack's 0551234987 is paid in the charge answer itself), failed/cancelled/
 *                abandoned -> payment with the error, waiting for a code (`awaiting_otp`) -> voucher,
 *                else -> processing
 *   processing   approve on your phone: waiting (3 s) -> polling (invokes `pollStatus`, id pollStatus)
 *                until the payment succeeds (-> complete) or fails (-> payment with the error); after
 *                `maxPolls` polls the customer is told the approval timed out (-> payment)
 *     .waiting
 *     .polling
 *     .reconnecting  a poll failed (offline, server unreachable): `connectionLost` is set and the page
 *                says so; polling resumes after 3 s and keeps going until a poll answers (which clears
 *                it). Failed polls never end the wait: the `maxPolls` limit is applied to the first
 *                poll that answers (a lost poll is not a lost payment; the server keeps the truth).
 *                (a poll answering a payment that waits for a code -> voucher)
 *     (Cancel / Use another number: -> cancelling)
 *   voucher      the network asked for a code instead of a prompt (Paystack's send_otp: a Telecel voucher
 *                made with *110#): its instruction (the provider's display_text) and the voucher field
 *     .entering    typing; voucher.submit checks it is digits (else the field says so), then -> submitting
 *     .submitting  invokes `submitVoucher` (id submitVoucher): succeeded -> complete; failed/cancelled/
 *                abandoned -> payment with the error; a code asked for again -> entering; else ->
 *                processing (the approval goes on on the phone). Refused (a wrong voucher) -> entering
 *                with the error at the field; the payment stays open, so the customer tries again
 *     (Cancel / Use another number: -> cancelling)
 *   cancelling   invokes `cancelPayment` (id cancelPayment): the open payment is cancelled on our side and
 *                the lock released -> payment (the number cleared for 'Use another number'); an approval
 *                that came first -> complete; the request lost -> processing.reconnecting
 *   complete     final: 'Payment Successful! Your subscription has been activated.'
 *
 * Events
 *   cycle.change { cycle }          details: monthly or yearly
 *   step.continue                   details -> payment
 *   step.back                       payment -> details
 *   number.change { value }         the number; from 10 characters the network is auto-detected when sure
 *   number.choose { saved }         with a saved number: pay with it (true) or type another (false)
 *   network.change { network }      the customer's choice of network
 *   form.submit                     validate the number, then pay
 *   voucher.change { value }        the voucher code as typed
 *   voucher.submit                  validate the code, then send it
 *
 * Actors: findPaymentInProgress({ planId }) -> ResumedPayment | null; payWithRetry(MobileMoneyPayInput) ->
 * PaymentOutcome; pollStatus({ paymentId }) -> PaymentOutcome; submitVoucher({ paymentId, otp }) ->
 * PaymentOutcome; cancelPayment({ paymentId }) -> PaymentOutcome. Rejections carry a PaymentProblem (errors.ts).
 * Actions: trackInitiated, trackCompleted, trackFailed (analytics, spec §7), paymentCompleted.
 */
import { assign, fromPromise, setup } from 'xstate';
import { pesewasToCedis } from '../../domain/format/money';
import { priceOf } from '../../domain/plans';
import { notProvided } from '../../machines/notProvided';
import { failedPaymentError, PaymentProblem, paymentProblemOf } from './errors';
import { customerEnded, type FailureCode, failureCodeOfStatus } from './lifecycle';
import { BILLING_MESSAGES } from './messages';
import type { MobileMoneyPayInput, MobilePayment, PaymentOutcome, ResumedPayment } from './payments';
import {
  autoDetectNetwork,
  type BillingCycle,
  type MobileNetwork,
  type PaymentErrorInfo,
  type Plan,
  POLL_INTERVAL_MS,
  promptNumber,
  validateMobileNumber,
} from './rules';

export type { MobileMoneyPayInput, MobilePayment, PaymentOutcome, ResumedPayment } from './payments';

export interface MobileMoneyContext {
  plan: Plan;
  cycle: BillingCycle;
  number: string;
  network: MobileNetwork;
  /** 'Auto-detected: MTN | 055 123 4987', or null */
  autoDetected: string | null;
  numberError: string | null;
  payment: MobilePayment | null;
  error: PaymentErrorInfo | null;
  /** polls made while processing (elapsed time = polls x POLL_INTERVAL_MS) */
  polls: number;
  /** the last poll failed to reach the server (offline): the page announces it until a poll answers */
  connectionLost?: boolean;
  maxPolls: number;
  startAt: 'details' | 'payment';
  invoiceId: string | null;
  /** when the plan bought starts, when this payment schedules it (input.startsAt); null: in service once paid */
  startsAt?: number | null;
  /** while cancelling: whether the customer then types another number (the field is cleared) */
  changingNumber?: boolean;
  /**
   * after Cancel or Use another number: the number the cancelled prompt went to ('024 XXX 0222'), which may
   * still ring (the provider cannot withdraw it); said until the next payment starts
   */
  promptLeftOn?: string | null;
  /** the voucher step: the code as typed, and what is wrong with it (said at the field) */
  voucher?: string;
  voucherError?: string | null;
  /** the number last paid with, masked, that the server knows in full (the renewal link); null when none */
  saved: SavedNumber | null;
  /** paying with the saved number rather than the one typed */
  useSaved: boolean;
}

/** A number the server keeps (the one last paid with), shown masked: 055XXXX987. */
export interface SavedNumber {
  masked: string;
  network: MobileNetwork;
}

export type MobileMoneyEvent =
  | { type: 'cycle.change'; cycle: BillingCycle }
  | { type: 'step.continue' }
  | { type: 'step.back' }
  | { type: 'number.change'; value: string }
  | { type: 'number.choose'; saved: boolean }
  | { type: 'network.change'; network: MobileNetwork }
  | { type: 'form.submit' }
  /** processing: stop waiting; back to the payment step with the same number, or an empty one */
  | { type: 'payment.cancel' }
  | { type: 'payment.changeNumber' }
  /** voucher: the code the network asked for */
  | { type: 'voucher.change'; value: string }
  | { type: 'voucher.submit' };

export interface MobileMoneyInput {
  plan: Plan;
  cycle?: BillingCycle;
  /** default 60: 3 minutes of polling, the provider's approval window (180 s) */
  maxPolls?: number;
  /**
   * 'payment' skips the details step (the subscriber dashboard pays an invoice whose plan and cycle are
   * fixed: it opens on the mobile money form). Default 'details'.
   */
  startAt?: 'details' | 'payment';
  /** the invoice being paid (subscriber dashboard): passed to findPaymentInProgress and payWithRetry */
  invoiceId?: string;
  /** the number last paid with (the renewal link): offered first, paid with without being typed */
  savedNumber?: SavedNumber | null;
  /**
   * When the plan bought starts (ms), when this payment schedules a change because the current plan is paid
   * for until then (the route reads it from the subscription): the page and its success say so, never that
   * the service is active now. Null or absent: the plan is in service once paid.
   */
  startsAt?: number | null;
}

export { POLL_INTERVAL_MS } from './rules';
export const DEFAULT_MAX_POLLS = 60;
/** A voucher as the server takes it (contract.ts submitOtpRequestSchema): 4 to 12 digits. */
const VOUCHER_PATTERN = /^\d{4,12}$/;
/** The server refused the code itself (not the connection): said at the voucher field. */
const voucherRefused = (error: unknown) =>
  error instanceof PaymentProblem && (error.code === 'voucher_rejected' || error.code === 'validation_failed');
const ENDED = ['failed', 'cancelled', 'abandoned'];

const timedOut: PaymentErrorInfo = {
  user_friendly_message: BILLING_MESSAGES.approvalTimedOut,
  retry_suggested: true,
  support_contact: BILLING_MESSAGES.supportContact,
};

export const mobileMoneyPaymentMachine = setup({
  types: {
    context: {} as MobileMoneyContext,
    events: {} as MobileMoneyEvent,
    input: {} as MobileMoneyInput,
  },
  actors: {
    findPaymentInProgress: fromPromise<ResumedPayment | null, { planId: string; invoiceId?: string }>(async () =>
      notProvided('findPaymentInProgress'),
    ),
    payWithRetry: fromPromise<PaymentOutcome, MobileMoneyPayInput>(async () => notProvided('payWithRetry')),
    pollStatus: fromPromise<PaymentOutcome, { paymentId: string }>(async () => notProvided('pollStatus')),
    cancelPayment: fromPromise<PaymentOutcome, { paymentId: string }>(async () => notProvided('cancelPayment')),
    submitVoucher: fromPromise<PaymentOutcome, { paymentId: string; otp: string }>(async () =>
      notProvided('submitVoucher'),
    ),
  },
  actions: {
    trackInitiated: () => {},
    trackCompleted: () => {},
    trackFailed: () => {},
    paymentCompleted: () => {},
    setCycle: assign(({ event }) => (event.type === 'cycle.change' ? { cycle: event.cycle } : {})),
    setNumber: assign(({ context, event }) => {
      if (event.type !== 'number.change') return {};
      const detected = autoDetectNetwork(event.value);
      return {
        number: event.value,
        numberError: null,
        network: detected?.network ?? context.network,
        autoDetected: detected?.message ?? null,
      };
    }),
    setNetwork: assign(({ event }) => (event.type === 'network.change' ? { network: event.network } : {})),
    chooseNumber: assign(({ context, event }) => {
      if (event.type !== 'number.choose' || !context.saved) return {};
      return event.saved
        ? { useSaved: true, numberError: null, network: context.saved.network }
        : { useSaved: false, numberError: null };
    }),
    showNumberError: assign(({ context }) => ({ numberError: validateMobileNumber(context.number).error_message })),
    clearError: assign({ error: null }),
    setVoucher: assign(({ event }) =>
      event.type === 'voucher.change' ? { voucher: event.value, voucherError: null } : {},
    ),
    showVoucherError: assign({ voucherError: BILLING_MESSAGES.voucherInvalid }),
    /** a payment that now waits for a code: the field starts empty */
    awaitVoucher: assign((_, outcome: PaymentOutcome) => ({
      payment: outcome.payment,
      voucher: '',
      voucherError: null,
      error: null,
      connectionLost: false,
    })),
    /**
     * A payment that ended without success: its error box; a number the provider refused (failure code
     * invalid_number) is also said at the number field, where the customer fixes it.
     */
    paymentEnded: assign((_, outcome: PaymentOutcome) => ({
      payment: outcome.payment,
      error: failedPaymentError(outcome.error, outcome.payment),
      connectionLost: false,
      // a refused saved number: the field opens for another, with the reason
      ...(outcome.payment.failure_code === 'invalid_number'
        ? { numberError: BILLING_MESSAGES.numberRefused, useSaved: false }
        : {}),
    })),
  },
  guards: {
    numberValid: ({ context }) => context.useSaved || validateMobileNumber(context.number).is_valid,
    startsAtPayment: ({ context }) => context.startAt === 'payment',
    voucherValid: ({ context }) => VOUCHER_PATTERN.test((context.voucher ?? '').trim()),
  },
  // Named so a flow story can shorten the wait between polls (`.provide({ delays })`) instead of
  // sleeping through real seconds; the app keeps POLL_INTERVAL_MS.
  delays: {
    pollInterval: POLL_INTERVAL_MS,
  },
}).createMachine({
  id: 'mobileMoneyPayment',
  context: ({ input }) => ({
    plan: input.plan,
    cycle: input.cycle ?? 'monthly',
    number: '',
    network: 'MTN',
    autoDetected: null,
    numberError: null,
    payment: null,
    error: null,
    polls: 0,
    maxPolls: input.maxPolls ?? DEFAULT_MAX_POLLS,
    startAt: input.startAt ?? 'details',
    invoiceId: input.invoiceId ?? null,
    startsAt: input.startsAt ?? null,
    saved: input.savedNumber ?? null,
    useSaved: Boolean(input.savedNumber),
    ...(input.savedNumber ? { network: input.savedNumber.network } : {}),
  }),
  initial: 'resuming',
  states: {
    resuming: {
      invoke: {
        id: 'findPaymentInProgress',
        src: 'findPaymentInProgress',
        input: ({ context }) => ({
          planId: context.plan.id,
          ...(context.invoiceId ? { invoiceId: context.invoiceId } : {}),
        }),
        onDone: [
          {
            guard: ({ event }) => event.output?.payment.awaiting_otp === true,
            target: 'voucher',
            actions: [
              {
                type: 'awaitVoucher',
                params: ({ event }) => ({ payment: (event.output as ResumedPayment).payment, error: null }),
              },
              assign(({ context, event }) => ({
                cycle: event.output?.cycle ?? context.cycle,
                network: event.output?.payment.network ?? context.network,
              })),
            ],
          },
          {
            guard: ({ event }) => event.output !== null,
            target: 'processing',
            actions: assign(({ context, event }) => ({
              payment: event.output?.payment ?? null,
              cycle: event.output?.cycle ?? context.cycle,
              network: event.output?.payment.network ?? context.network,
              polls: 0,
            })),
          },
          { guard: 'startsAtPayment', target: 'payment' },
          { target: 'details' },
        ],
        onError: [{ guard: 'startsAtPayment', target: 'payment' }, { target: 'details' }],
      },
    },
    details: {
      on: {
        'cycle.change': { actions: 'setCycle' },
        'step.continue': { target: 'payment' },
      },
    },
    payment: {
      on: {
        'step.back': { target: 'details', actions: 'clearError' },
        'number.change': { actions: 'setNumber' },
        'number.choose': { actions: 'chooseNumber' },
        'network.change': { actions: 'setNetwork' },
        'form.submit': [{ guard: 'numberValid', target: 'submitting' }, { actions: 'showNumberError' }],
      },
    },
    submitting: {
      entry: ['clearError', 'trackInitiated', assign({ promptLeftOn: null })],
      invoke: {
        id: 'payWithRetry',
        src: 'payWithRetry',
        input: ({ context }) => ({
          plan_id: context.plan.id,
          billing_cycle: context.cycle,
          ...(context.useSaved && context.saved
            ? { mobile_number: null, mobile_network: context.saved.network }
            : {
                mobile_number: validateMobileNumber(context.number).formatted_number.replace(/\s/g, ''),
                mobile_network: context.network,
              }),
          amount: amountOf(context),
          ...(context.invoiceId ? { invoice_id: context.invoiceId } : {}),
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.payment.status === 'succeeded',
            target: 'complete',
            actions: assign({ payment: ({ event }) => event.output.payment }),
          },
          {
            guard: ({ event }) => ENDED.includes(event.output.payment.status),
            target: 'payment',
            actions: [{ type: 'paymentEnded', params: ({ event }) => event.output }, 'trackFailed'],
          },
          {
            guard: ({ event }) => event.output.payment.awaiting_otp,
            target: 'voucher',
            actions: { type: 'awaitVoucher', params: ({ event }) => event.output },
          },
          {
            target: 'processing',
            actions: assign({ payment: ({ event }) => event.output.payment, polls: 0 }),
          },
        ],
        onError: {
          target: 'payment',
          actions: [assign({ error: ({ event }) => paymentProblemOf(event.error) }), 'trackFailed'],
        },
      },
    },
    processing: {
      initial: 'waiting',
      on: {
        'payment.cancel': { target: 'cancelling', actions: assign({ changingNumber: false }) },
        'payment.changeNumber': { target: 'cancelling', actions: assign({ changingNumber: true }) },
      },
      states: {
        waiting: {
          after: { pollInterval: { target: 'polling' } },
        },
        reconnecting: {
          after: { pollInterval: { target: 'polling' } },
        },
        polling: {
          invoke: {
            id: 'pollStatus',
            src: 'pollStatus',
            input: ({ context }) => ({ paymentId: context.payment?.id ?? '' }),
            onDone: [
              {
                guard: ({ event }) => event.output.payment.status === 'succeeded',
                target: '#mobileMoneyPayment.complete',
                actions: assign({ payment: ({ event }) => event.output.payment, connectionLost: false }),
              },
              {
                guard: ({ event }) => ENDED.includes(event.output.payment.status),
                target: '#mobileMoneyPayment.payment',
                actions: [{ type: 'paymentEnded', params: ({ event }) => event.output }, 'trackFailed'],
              },
              {
                guard: ({ event }) => event.output.payment.awaiting_otp,
                target: '#mobileMoneyPayment.voucher',
                actions: { type: 'awaitVoucher', params: ({ event }) => event.output },
              },
              {
                guard: ({ context }) => context.polls + 1 >= context.maxPolls,
                target: '#mobileMoneyPayment.payment',
                actions: [
                  assign({ error: timedOut, polls: ({ context }) => context.polls + 1, connectionLost: false }),
                  'trackFailed',
                ],
              },
              {
                target: 'waiting',
                actions: assign({
                  payment: ({ event }) => event.output.payment,
                  polls: ({ context }) => context.polls + 1,
                  connectionLost: false,
                }),
              },
            ],
            // A lost poll is not a lost payment: say so and keep trying. Never give up while the server
            // cannot be reached (the phone may have approved meanwhile: 'not approved in time' could be
            // false); the first poll that answers decides, the time limit included.
            // (The count stops at the limit: the elapsed time shows at most the approval window.)
            onError: {
              target: 'reconnecting',
              actions: assign({
                polls: ({ context }) => Math.min(context.polls + 1, context.maxPolls),
                connectionLost: true,
              }),
            },
          },
        },
      },
    },
    /**
     * The network asked for a code instead of a prompt (Paystack's send_otp). A wrong code keeps the
     * payment open: the field says so and the customer tries again.
     */
    voucher: {
      initial: 'entering',
      on: {
        'payment.cancel': { target: 'cancelling', actions: assign({ changingNumber: false }) },
        'payment.changeNumber': { target: 'cancelling', actions: assign({ changingNumber: true }) },
      },
      states: {
        entering: {
          on: {
            'voucher.change': { actions: 'setVoucher' },
            'voucher.submit': [{ guard: 'voucherValid', target: 'submitting' }, { actions: 'showVoucherError' }],
          },
        },
        submitting: {
          entry: assign({ voucherError: null, error: null }),
          invoke: {
            id: 'submitVoucher',
            src: 'submitVoucher',
            input: ({ context }) => ({ paymentId: context.payment?.id ?? '', otp: (context.voucher ?? '').trim() }),
            onDone: [
              {
                guard: ({ event }) => event.output.payment.status === 'succeeded',
                target: '#mobileMoneyPayment.complete',
                actions: assign({ payment: ({ event }) => event.output.payment }),
              },
              {
                guard: ({ event }) => ENDED.includes(event.output.payment.status),
                target: '#mobileMoneyPayment.payment',
                actions: [{ type: 'paymentEnded', params: ({ event }) => event.output }, 'trackFailed'],
              },
              {
                guard: ({ event }) => event.output.payment.awaiting_otp,
                target: 'entering',
                actions: { type: 'awaitVoucher', params: ({ event }) => event.output },
              },
              {
                target: '#mobileMoneyPayment.processing',
                actions: assign({ payment: ({ event }) => event.output.payment, polls: 0 }),
              },
            ],
            // A refused code is said at the field (the payment is still open); anything else (offline, the
            // provider unreachable) in the step's error box. Either way the customer can send it again.
            onError: {
              target: 'entering',
              actions: assign(({ event }) =>
                voucherRefused(event.error)
                  ? { voucherError: paymentProblemOf(event.error).user_friendly_message }
                  : { error: paymentProblemOf(event.error) },
              ),
            },
          },
        },
      },
    },
    /**
     * The customer stopped waiting: the server marks the open payment cancelled and releases the lock. An
     * approval that came first wins (complete); a lost request keeps waiting, saying the connection is lost.
     */
    cancelling: {
      invoke: {
        id: 'cancelPayment',
        src: 'cancelPayment',
        input: ({ context }) => ({ paymentId: context.payment?.id ?? '' }),
        onDone: [
          {
            guard: ({ event }) => event.output.payment.status === 'succeeded',
            target: 'complete',
            actions: assign({ payment: ({ event }) => event.output.payment }),
          },
          {
            target: 'payment',
            actions: assign(({ context, event }) => ({
              payment: event.output.payment,
              error: null,
              polls: 0,
              connectionLost: false,
              promptLeftOn: context.useSaved && context.saved ? context.saved.masked : promptNumber(context.number),
              ...(context.changingNumber ? { number: '', numberError: null, autoDetected: null, useSaved: false } : {}),
            })),
          },
        ],
        onError: { target: 'processing.reconnecting', actions: assign({ connectionLost: true }) },
      },
    },
    complete: {
      type: 'final',
      entry: ['trackCompleted', 'paymentCompleted'],
    },
  },
});

/** Analytics (spec §7): the props of the payment events. */
export type TrackFn = (event: string, props: Record<string, unknown>) => void;

const HOURS = 3600;
/** duration_seconds of payment_completed: 720 hours (spec §7) for a month, 365 days for a year (ours). */
export function serviceDurationSeconds(cycle: BillingCycle): number {
  return cycle === 'yearly' ? 365 * 24 * HOURS : 720 * HOURS;
}

/** The plan's price for the cycle in GH₵: the pay body's `amount` and the analytics events' are major units. */
function amountOf(context: MobileMoneyContext): number {
  return pesewasToCedis(priceOf(context.plan, context.cycle));
}

/**
 * Spec §7's error_code: USER_CANCELLED when the customer ended it (declined the prompt, cancelled),
 * TECHNICAL_ERROR otherwise; decided by the payment's failure code, never by its words. The code itself
 * goes along (`failure_code`) so the funnel can group failures finer than the spec's two kinds.
 */
export function failureCode(payment: MobilePayment | null): {
  error_code: string;
  error_message: string;
  failure_code: FailureCode | null;
} {
  const code = payment ? (payment.failure_code ?? failureCodeOfStatus(payment.status)) : null;
  return customerEnded(code)
    ? { error_code: 'USER_CANCELLED', error_message: BILLING_MESSAGES.userCancelledPayment, failure_code: code }
    : { error_code: 'TECHNICAL_ERROR', error_message: BILLING_MESSAGES.technicalError, failure_code: code };
}

/** What the mobile money machine needs from the app. */
export interface MobileMoneyDeps {
  findPaymentInProgress: (planId: string, invoiceId?: string) => Promise<ResumedPayment | null>;
  payWithRetry: (input: MobileMoneyPayInput) => Promise<PaymentOutcome>;
  pollStatus: (paymentId: string) => Promise<PaymentOutcome>;
  cancelPayment: (paymentId: string) => Promise<PaymentOutcome>;
  /** POST /payments/:id/otp: the code the network asked for */
  submitVoucher: (paymentId: string, otp: string) => Promise<PaymentOutcome>;
  track: TrackFn;
  /** after success (the app refreshes the bell) */
  paymentCompleted?: () => void;
}

/** The machine with its actors and actions provided (the route and the flow stories). */
export function provideMobileMoneyPayment(deps: MobileMoneyDeps) {
  return mobileMoneyPaymentMachine.provide({
    actors: {
      findPaymentInProgress: fromPromise(({ input }: { input: { planId: string; invoiceId?: string } }) =>
        deps.findPaymentInProgress(input.planId, input.invoiceId),
      ),
      payWithRetry: fromPromise(({ input }: { input: MobileMoneyPayInput }) => deps.payWithRetry(input)),
      pollStatus: fromPromise(({ input }: { input: { paymentId: string } }) => deps.pollStatus(input.paymentId)),
      cancelPayment: fromPromise(({ input }: { input: { paymentId: string } }) => deps.cancelPayment(input.paymentId)),
      submitVoucher: fromPromise(({ input }: { input: { paymentId: string; otp: string } }) =>
        deps.submitVoucher(input.paymentId, input.otp),
      ),
    },
    actions: {
      trackInitiated: ({ context }) =>
        deps.track('payment_initiated', {
          package_id: context.plan.id,
          amount: amountOf(context),
          currency: 'GHS',
          payment_method: 'mobile_money',
        }),
      trackCompleted: ({ context }) =>
        deps.track('payment_completed', {
          transaction_id: context.payment?.reference ?? null,
          package_id: context.plan.id,
          amount: amountOf(context),
          currency: 'GHS',
          payment_method: 'mobile_money',
          duration_seconds: serviceDurationSeconds(context.cycle),
        }),
      trackFailed: ({ context }) =>
        deps.track('payment_failed', {
          package_id: context.plan.id,
          amount: amountOf(context),
          payment_method: 'mobile_money',
          ...failureCode(context.payment),
        }),
      paymentCompleted: () => deps.paymentCompleted?.(),
    },
  });
}
