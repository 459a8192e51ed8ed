/**
 * Payment callback page (/payment/callback; spec billing §2, §4 "Callback page").
 *
 * States
 *   verifying   with a Paystack `reference` (or `trxref`), or Flutterwave `status`/`tx_ref`/`transaction_id`:
 *               invokes `verifyPayment` (id verifyPayment). Without either set: failed with 'Invalid payment
 *               parameters'. Flutterwave status 'cancelled': cancelled, without a request.
 *   success     final: 'Payment Successful!' with amount, transaction id, payment method and date
 *   pending     final: 'Payment Processing' (the provider still waits; no Try Payment Again)
 *   failed      final: 'Payment Failed' and the reason; Try Payment Again only when the payment really
 *               failed (`canRetry`), not when it could not be verified (unknown reference, no network)
 *   cancelled   final: 'Payment Cancelled' (Contact Support)
 *
 * Events: none from the page (its buttons are links).
 * Actors: verifyPayment(params) -> VerifiedPayment (callbackVerification.ts; the route verifies our
 * references with the public answer, so it works without a session); a rejection is failed with its
 * message and no retry.
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../machines/notProvided';
import type { VerifiedPayment } from './callbackVerification';
import { messageOf } from './errors';
import { BILLING_MESSAGES } from './messages';
import type { CallbackParams } from './rules';

type VerifiableParams = Exclude<CallbackParams, { kind: 'invalid' }>;

export interface PaymentCallbackContext {
  params: CallbackParams;
  verified: VerifiedPayment | null;
  reason: string | null;
  /** the payment really failed: the page offers Try Payment Again */
  canRetry: boolean;
}

export const paymentCallbackMachine = setup({
  types: {
    context: {} as PaymentCallbackContext,
    input: {} as { params: CallbackParams },
  },
  actors: {
    verifyPayment: fromPromise<VerifiedPayment, VerifiableParams>(async () => notProvided('verifyPayment')),
  },
  guards: {
    invalid: ({ context }) => context.params.kind === 'invalid',
    cancelled: ({ context }) => context.params.kind === 'flutterwave' && context.params.status === 'cancelled',
  },
}).createMachine({
  id: 'paymentCallback',
  context: ({ input }) => ({ params: input.params, verified: null, reason: null, canRetry: false }),
  initial: 'verifying',
  states: {
    verifying: {
      always: [
        { guard: 'invalid', target: 'failed', actions: assign({ reason: BILLING_MESSAGES.invalidPaymentParameters }) },
        { guard: 'cancelled', target: 'cancelled' },
      ],
      invoke: {
        id: 'verifyPayment',
        src: 'verifyPayment',
        input: ({ context }) => context.params as VerifiableParams,
        onDone: [
          {
            guard: ({ event }) => event.output.paid,
            target: 'success',
            actions: assign({ verified: ({ event }) => event.output }),
          },
          {
            guard: ({ event }) => event.output.outcome === 'pending',
            target: 'pending',
            actions: assign({ verified: ({ event }) => event.output }),
          },
          {
            guard: ({ event }) => event.output.outcome === 'cancelled',
            target: 'cancelled',
            actions: assign({ verified: ({ event }) => event.output }),
          },
          {
            target: 'failed',
            actions: assign({
              verified: ({ event }) => event.output,
              reason: ({ event }) => event.output.reason ?? BILLING_MESSAGES.verificationFailed,
              canRetry: true,
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ reason: ({ event }) => messageOf(event.error, BILLING_MESSAGES.verificationFailed) }),
        },
      },
    },
    success: { type: 'final' },
    pending: { type: 'final' },
    failed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export interface PaymentCallbackDeps {
  verifyPayment: (params: VerifiableParams) => Promise<VerifiedPayment>;
}

export function providePaymentCallback(deps: PaymentCallbackDeps) {
  return paymentCallbackMachine.provide({
    actors: {
      verifyPayment: fromPromise(({ input }: { input: VerifiableParams }) => deps.verifyPayment(input)),
    },
  });
}
