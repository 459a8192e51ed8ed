/**
 * Payment page (/payment; spec billing §2 "Payment page", §4 "Popup payment flow" and "/payment page").
 *
 * States
 *   idle          the three packages and 'Paying as {email}'; Pay starts a payment
 *   noEmail       final: 'Please login to make a payment', then `goToLogin` after 3 s
 *   processing    one payment at a time:
 *     .locking        invokes `acquireLock` (id acquireLock): refused -> failed with
 *                     'Another payment is already in progress. Please wait or refresh the page.'
 *     .loadingScript  invokes `loadScript` (id loadScript), 15 s time-out ('Paystack script loading timed out...')
 *     .initializing   invokes `initialize` (id initialize): our server prices the plan and answers the popup's
 *                     key, email, amount (pesewas) and reference
 *     .paying         invokes `openPopup` (id openPopup), resolving 'success' (reference) or 'closed';
 *       .opening        the popup-block check runs after 1 s ...
 *       .checking       ... invokes `isPopupShown` (id isPopupShown): not shown -> failed ('...blocked...')
 *       .open
 *     .verifying      invokes `verifyPayment` (id verifyPayment): paid only when the provider says success;
 *                     else failed with its reason ('Payment failed: {reason}') or 'Paystack payment verification failed'
 *   success       the reference and Go to Dashboard; `goToDashboard` (/dashboard?payment=success) after 3 s
 *   failed        'Payment was cancelled or failed. Please try again.' with the reason; retry -> idle
 * The lock is released on leaving processing (success, cancel or error).
 *
 * Events
 *   plan.select { planId }   one of the three packages
 *   pay.start                Pay
 *   pay.retry                from failed, back to idle
 *
 * Actors: acquireLock, loadScript, initialize({ planId }) -> PopupCheckout, openPopup(PopupCheckout) ->
 * PopupResult, isPopupShown -> boolean, verifyPayment(reference) -> PopupVerification.
 * Actions: releaseLock, trackInitiated, trackCompleted, trackFailed, goToDashboard, goToLogin.
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../machines/notProvided';
import { messageOf } from './errors';
import { BILLING_MESSAGES } from './messages';

export interface PopupCheckout {
  publicKey: string;
  email: string;
  /** pesewas */
  amount: number;
  currency: 'GHS';
  reference: string;
  accessCode: string;
}

/**
 * What verifying the popup's payment found. `reason`: why it is not paid, as the customer reads it ('Payment
 * failed: {reason}' for a payment the provider failed, from `failedPaymentError`); null when it could not be
 * confirmed ('Paystack payment verification failed').
 */
export interface PopupVerification {
  paid: boolean;
  reason: string | null;
}

export type PopupResult = { outcome: 'success'; reference: string } | { outcome: 'closed' };

export interface PopupPaymentContext {
  email: string | null;
  planIds: readonly string[];
  planId: string;
  checkout: PopupCheckout | null;
  reference: string | null;
  /** why it failed (shown under the product's failure line) */
  reason: string | null;
  /** USER_CANCELLED or TECHNICAL_ERROR (analytics) */
  failureCode: 'USER_CANCELLED' | 'TECHNICAL_ERROR' | null;
}

export type PopupPaymentEvent = { type: 'plan.select'; planId: string } | { type: 'pay.start' } | { type: 'pay.retry' };

export interface PopupPaymentInput {
  email: string | null;
  /** the packages offered, in page order; the first is selected */
  planIds: readonly string[];
}

export const SCRIPT_TIMEOUT_MS = 15_000;
export const POPUP_CHECK_MS = 1_000;
export const REDIRECT_MS = 3_000;

export const popupPaymentMachine = setup({
  types: {
    context: {} as PopupPaymentContext,
    events: {} as PopupPaymentEvent,
    input: {} as PopupPaymentInput,
  },
  actors: {
    acquireLock: fromPromise<void, void>(async () => notProvided('acquireLock')),
    loadScript: fromPromise<void, void>(async () => notProvided('loadScript')),
    initialize: fromPromise<PopupCheckout, { planId: string }>(async () => notProvided('initialize')),
    openPopup: fromPromise<PopupResult, PopupCheckout>(async () => notProvided('openPopup')),
    isPopupShown: fromPromise<boolean, void>(async () => notProvided('isPopupShown')),
    verifyPayment: fromPromise<PopupVerification, { reference: string }>(async () => notProvided('verifyPayment')),
  },
  actions: {
    releaseLock: () => {},
    trackInitiated: () => {},
    trackCompleted: () => {},
    trackFailed: () => {},
    goToDashboard: () => {},
    goToLogin: () => {},
  },
  guards: {
    hasEmail: ({ context }) => Boolean(context.email?.trim()),
  },
}).createMachine({
  id: 'popupPayment',
  context: ({ input }) => ({
    email: input.email,
    planIds: input.planIds,
    planId: input.planIds[0] ?? '',
    checkout: null,
    reference: null,
    reason: null,
    failureCode: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      always: { guard: ({ context }) => !context.email?.trim(), target: 'noEmail' },
      on: {
        'plan.select': {
          guard: ({ context, event }) => context.planIds.includes(event.planId),
          actions: assign({ planId: ({ event }) => event.planId }),
        },
        'pay.start': { target: 'processing' },
      },
    },
    noEmail: {
      after: { [REDIRECT_MS]: { actions: 'goToLogin' } },
    },
    processing: {
      initial: 'locking',
      entry: [assign({ reason: null, failureCode: null, reference: null, checkout: null }), 'trackInitiated'],
      exit: 'releaseLock',
      states: {
        locking: {
          invoke: {
            id: 'acquireLock',
            src: 'acquireLock',
            onDone: { target: 'loadingScript' },
            onError: {
              target: '#popupPayment.failed',
              actions: assign({ reason: BILLING_MESSAGES.paymentInProgress, failureCode: 'TECHNICAL_ERROR' as const }),
            },
          },
        },
        loadingScript: {
          invoke: {
            id: 'loadScript',
            src: 'loadScript',
            onDone: { target: 'initializing' },
            onError: {
              target: '#popupPayment.failed',
              actions: assign({
                reason: ({ event }) => messageOf(event.error, BILLING_MESSAGES.paystackLoadFailed),
                failureCode: 'TECHNICAL_ERROR' as const,
              }),
            },
          },
          after: {
            [SCRIPT_TIMEOUT_MS]: {
              target: '#popupPayment.failed',
              actions: assign({
                reason: BILLING_MESSAGES.paystackScriptTimeout,
                failureCode: 'TECHNICAL_ERROR' as const,
              }),
            },
          },
        },
        initializing: {
          invoke: {
            id: 'initialize',
            src: 'initialize',
            input: ({ context }) => ({ planId: context.planId }),
            onDone: {
              target: 'paying',
              actions: assign({
                checkout: ({ event }) => event.output,
                reference: ({ event }) => event.output.reference,
              }),
            },
            onError: {
              target: '#popupPayment.failed',
              actions: assign({
                reason: ({ event }) => messageOf(event.error, BILLING_MESSAGES.paymentFailedGeneric),
                failureCode: 'TECHNICAL_ERROR' as const,
              }),
            },
          },
        },
        paying: {
          initial: 'opening',
          invoke: {
            id: 'openPopup',
            src: 'openPopup',
            input: ({ context }) => context.checkout as PopupCheckout,
            onDone: [
              {
                guard: ({ event }) => event.output.outcome === 'success',
                target: 'verifying',
                actions: assign({
                  reference: ({ context, event }) =>
                    event.output.outcome === 'success' ? event.output.reference : context.reference,
                }),
              },
              {
                target: '#popupPayment.failed',
                actions: assign({ reason: BILLING_MESSAGES.paymentCancelled, failureCode: 'USER_CANCELLED' as const }),
              },
            ],
            onError: {
              target: '#popupPayment.failed',
              actions: assign({ reason: BILLING_MESSAGES.popupOpenFailed, failureCode: 'TECHNICAL_ERROR' as const }),
            },
          },
          states: {
            opening: { after: { [POPUP_CHECK_MS]: { target: 'checking' } } },
            checking: {
              invoke: {
                id: 'isPopupShown',
                src: 'isPopupShown',
                onDone: [
                  { guard: ({ event }) => event.output, target: 'open' },
                  {
                    target: '#popupPayment.failed',
                    actions: assign({ reason: BILLING_MESSAGES.popupBlocked, failureCode: 'TECHNICAL_ERROR' as const }),
                  },
                ],
                // the check itself failing says nothing about the popup: leave it open
                onError: { target: 'open' },
              },
            },
            open: {},
          },
        },
        verifying: {
          invoke: {
            id: 'verifyPayment',
            src: 'verifyPayment',
            input: ({ context }) => ({ reference: context.reference ?? '' }),
            onDone: [
              { guard: ({ event }) => event.output.paid, target: '#popupPayment.success' },
              {
                target: '#popupPayment.failed',
                actions: assign({
                  reason: ({ event }) => event.output.reason ?? BILLING_MESSAGES.paystackVerificationFailed,
                  failureCode: 'TECHNICAL_ERROR' as const,
                }),
              },
            ],
            onError: {
              target: '#popupPayment.failed',
              actions: assign({
                reason: ({ event }) => messageOf(event.error, BILLING_MESSAGES.verificationFailed),
                failureCode: 'TECHNICAL_ERROR' as const,
              }),
            },
          },
        },
      },
    },
    success: {
      entry: 'trackCompleted',
      after: { [REDIRECT_MS]: { actions: 'goToDashboard' } },
    },
    failed: {
      entry: 'trackFailed',
      on: { 'pay.retry': { target: 'idle' } },
    },
  },
});

export interface PopupPaymentDeps {
  acquireLock: () => Promise<void>;
  releaseLock: () => void;
  loadScript: () => Promise<void>;
  initialize: (planId: string) => Promise<PopupCheckout>;
  openPopup: (checkout: PopupCheckout) => Promise<PopupResult>;
  isPopupShown: () => Promise<boolean>;
  verifyPayment: (reference: string) => Promise<PopupVerification>;
  track: (event: string, props: Record<string, unknown>) => void;
  /** price of a plan in GH₵, for analytics */
  amountOf: (planId: string) => number;
  goToDashboard: () => void;
  goToLogin: () => void;
}

export function providePopupPayment(deps: PopupPaymentDeps) {
  return popupPaymentMachine.provide({
    actors: {
      acquireLock: fromPromise(() => deps.acquireLock()),
      loadScript: fromPromise(() => deps.loadScript()),
      initialize: fromPromise(({ input }: { input: { planId: string } }) => deps.initialize(input.planId)),
      openPopup: fromPromise(({ input }: { input: PopupCheckout }) => deps.openPopup(input)),
      isPopupShown: fromPromise(() => deps.isPopupShown()),
      verifyPayment: fromPromise(({ input }: { input: { reference: string } }) => deps.verifyPayment(input.reference)),
    },
    actions: {
      releaseLock: () => deps.releaseLock(),
      trackInitiated: ({ context }) =>
        deps.track('payment_initiated', {
          package_id: context.planId,
          amount: deps.amountOf(context.planId),
          currency: 'GHS',
          payment_method: 'mobile_money',
        }),
      trackCompleted: ({ context }) =>
        deps.track('payment_completed', {
          transaction_id: context.reference,
          package_id: context.planId,
          amount: deps.amountOf(context.planId),
          currency: 'GHS',
          payment_method: 'mobile_money',
          duration_seconds: 720 * 3600,
        }),
      trackFailed: ({ context }) =>
        deps.track('payment_failed', {
          package_id: context.planId,
          amount: deps.amountOf(context.planId),
          payment_method: 'mobile_money',
          error_code: context.failureCode ?? 'TECHNICAL_ERROR',
          error_message:
            context.failureCode === 'USER_CANCELLED'
              ? BILLING_MESSAGES.userCancelledPayment
              : BILLING_MESSAGES.technicalError,
        }),
      goToDashboard: () => deps.goToDashboard(),
      goToLogin: () => deps.goToLogin(),
    },
  });
}
