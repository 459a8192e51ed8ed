/**
 * Payment page (/payment; spec billing §2 "Payment page", §4 "Popup payment flow" and "/payment page").
 *
 * Longer than 300 lines: one machine for the whole popup payment (lock, initialize, script, checkout, verify,
 * outcomes) with its state list documented at the top.
 *
 * States
 *   idle          the three packages and 'Paying as {email}'; Pay starts a payment
 *   noEmail       final: 'Please login to make a payment', then `goToLogin` after 3 s
 *   processing    one payment at a time:
 *     .locking        invokes `acquireLock` (id acquireLock): refused -> failed with
 *                     'Another payment is already in progress. Please wait or refresh the page.'
 *     .loadingScript  invokes `loadScript` (id loadScript): done on the script's load event with PaystackPop
 *                     defined; its error event or no PaystackPop -> failed; nothing within `scriptTimeout`
 *                     (15 s) -> failed ('Paystack script loading timed out...')
 *     .initializing   invokes `initialize` (id initialize): our server prices the plan and answers the popup's
 *                     key, email, amount (pesewas), reference and access code
 *     .paying         invokes `openPopup` (id openPopup, a callback actor around the inline script's
 *                     resumeTransaction), which reports what the script's own callbacks say:
 *                     checkout.paid (onSuccess) -> verifying, checkout.closed (onCancel) -> failed (cancelled),
 *                     checkout.failed (onError: an invalid or expired access code, or a refused call) -> failed
 *                     ('Failed to open payment popup...')
 *       .opening        the checkout is loading: checkout.loaded (onLoad) -> open; no onLoad or onError within
 *                       `checkoutTimeout` -> failed ('Payment popup was blocked...'), the transaction cancelled
 *       .open           the customer sees the checkout
 *     .verifying      invokes `verifyPayment` (id verifyPayment): paid only when OUR server says the provider
 *                     has the payment as success; else failed with its reason ('Payment failed: {reason}') or
 *                     'Paystack payment verification failed'
 *   success       the reference and Go to Dashboard; `goToDashboard` (/dashboard?payment=success) after 3 s
 *   failed        'Payment was cancelled or failed. Please try again.' with the reason; retry -> idle
 * The lock is released on leaving processing (success, cancel or error).
 * Whether the checkout is on screen is never read from the page (Paystack's script adds its hidden iframe at
 * once): only the script's callbacks and the two time-outs decide it (docs/product-rules.md).
 *
 * Events
 *   plan.select { planId }          one of the three packages
 *   pay.start                       Pay
 *   pay.retry                       from failed, back to idle
 *   checkout.loaded                 from openPopup: onLoad, the checkout form is shown
 *   checkout.paid { reference }     from openPopup: onSuccess (not yet paid: verifying decides)
 *   checkout.closed                 from openPopup: onCancel
 *   checkout.failed { message }     from openPopup: onError, or the script refused the call
 *
 * Delays: scriptTimeout (SCRIPT_TIMEOUT_MS, the spec's 15 s), checkoutTimeout (CHECKOUT_TIMEOUT_MS); named, so
 * stories and tests can shorten them with `.provide({ delays })`.
 *
 * Actors: acquireLock, loadScript, initialize({ planId }) -> PopupCheckout, openPopup(PopupCheckout) (callback:
 * sends the checkout.* events; stopping it cancels a transaction still open), verifyPayment(reference) ->
 * PopupVerification.
 * Actions: releaseLock, trackInitiated, trackCompleted, trackFailed, goToDashboard, goToLogin.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { notProvided } from '../../machines/notProvided';
import { messageOf } from './errors';
import { BILLING_MESSAGES } from './messages';
import type { PopupCheckout } from './payments';

export type { PopupCheckout } from './payments';

/**
 * What verifying the popup's payment found. `reason`: why it is not paid, as the customer reads it ('Payment
 * failed: {reason}' for a payment the provider failed, from `failedPaymentError`); null when it could not be
 * confirmed ('Paystack payment verification failed').
 */
export interface PopupVerification {
  paid: boolean;
  reason: string | null;
}

/** What the inline script's callbacks said, as the openPopup actor sends it to the machine. */
export type CheckoutEvent =
  | { type: 'checkout.loaded' }
  | { type: 'checkout.paid'; reference: string }
  | { type: 'checkout.closed' }
  | { type: 'checkout.failed'; message: string };

/** How the page hears from an open checkout (the inline script's onLoad, onSuccess, onCancel, onError). */
export interface CheckoutListener {
  loaded: () => void;
  paid: (reference: string) => void;
  closed: () => void;
  failed: (message: string) => void;
}

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

export type PopupPaymentEvent =
  | { type: 'plan.select'; planId: string }
  | { type: 'pay.start' }
  | { type: 'pay.retry' }
  | CheckoutEvent;

export interface PopupPaymentInput {
  email: string | null;
  /** the packages offered, in page order; the first is selected */
  planIds: readonly string[];
}

/** the spec's time-out for the provider's inline script */
export const SCRIPT_TIMEOUT_MS = 15_000;
/**
 * ours: how long the checkout may take to call onLoad (or onError) before the page says it was blocked. The
 * spec's 1 s popup check was for a popup window; Paystack's checkout is a frame that loads its transaction
 * first, which takes seconds on a phone network.
 */
export const CHECKOUT_TIMEOUT_MS = 15_000;
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
    openPopup: fromCallback<PopupPaymentEvent, PopupCheckout>(() => notProvided('openPopup')),
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
  delays: {
    scriptTimeout: SCRIPT_TIMEOUT_MS,
    checkoutTimeout: CHECKOUT_TIMEOUT_MS,
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
            scriptTimeout: {
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
          },
          on: {
            'checkout.paid': {
              target: 'verifying',
              actions: assign({ reference: ({ event }) => event.reference }),
            },
            'checkout.closed': {
              target: '#popupPayment.failed',
              actions: assign({ reason: BILLING_MESSAGES.paymentCancelled, failureCode: 'USER_CANCELLED' as const }),
            },
            'checkout.failed': {
              target: '#popupPayment.failed',
              actions: assign({ reason: BILLING_MESSAGES.popupOpenFailed, failureCode: 'TECHNICAL_ERROR' as const }),
            },
          },
          states: {
            opening: {
              on: { 'checkout.loaded': { target: 'open' } },
              after: {
                checkoutTimeout: {
                  target: '#popupPayment.failed',
                  actions: assign({ reason: BILLING_MESSAGES.popupBlocked, failureCode: 'TECHNICAL_ERROR' as const }),
                },
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
  /** Open the checkout; `on` hears its callbacks. Returns how to cancel it (called when the page stops waiting). */
  openPopup: (checkout: PopupCheckout, on: CheckoutListener) => () => void;
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
      openPopup: fromCallback<PopupPaymentEvent, PopupCheckout>(({ input, sendBack }) => {
        let stopped = false;
        const send = (event: CheckoutEvent) => {
          if (!stopped) sendBack(event);
        };
        const cancel = deps.openPopup(input, {
          loaded: () => send({ type: 'checkout.loaded' }),
          paid: (reference) => send({ type: 'checkout.paid', reference }),
          closed: () => send({ type: 'checkout.closed' }),
          failed: (message) => send({ type: 'checkout.failed', message }),
        });
        return () => {
          stopped = true;
          cancel();
        };
      }),
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
