/**
 * What the callback page makes of a provider's return (spec billing §4 "Callback page", corrected by the
 * provider note): a payment counts as paid ONLY when the verified transaction says so. Paystack answers
 * `status: true` for any transaction it found, so its `data.status` must be 'success'; Flutterwave needs
 * `status: 'success'` and `data.status: 'successful'` with the tx_ref we were given and GHS.
 * The requests themselves are injected (the route passes the billing client's).
 */
import { cedisToPesewas } from '../../domain/format/money';
import type { PaymentOutcomeRecord, PaystackVerifyResponse } from './contract';
import { failedPaymentError } from './errors';
import { BILLING_MESSAGES } from './messages';
import { type CallbackParams, isFlutterwavePaid, isPaystackPaid } from './rules';

export interface VerifiedPayment {
  paid: boolean;
  /**
   * what became of the payment: 'failed' only for a payment that really failed (the page then offers Try
   * Payment Again); 'pending' while the provider still waits; 'cancelled' when given up. Absent: as `paid`.
   */
  outcome?: 'paid' | 'failed' | 'cancelled' | 'pending';
  /** pesewas */
  amount: number | null;
  currency: string;
  /** our reference (SKY-…, or the hosted checkout's tx_ref) */
  reference: string | null;
  /** the provider's id of the transaction (what the receipt calls Transaction ID), null when not known */
  transactionId: string | null;
  method: string | null;
  /** ISO date */
  date: string | null;
  /** why it is not paid */
  reason: string | null;
}

export interface CallbackVerifiers {
  /** the public answer for our references (no session needed); when given, used instead of `paystack` */
  outcome?: (reference: string) => Promise<PaymentOutcomeRecord>;
  paystack: (reference: string) => Promise<{
    status: boolean;
    message: string;
    data: {
      status: string;
      reference: string;
      amount: number;
      currency: string;
      channel: string | null;
      gateway_response: string | null;
      paid_at: string | null;
    };
  }>;
  flutterwave: (transactionId: string) => Promise<{
    status: 'success' | 'error';
    message: string;
    data: {
      id: string;
      tx_ref: string;
      amount: number;
      currency: string;
      status: string;
      payment_type: string;
      created_at: string;
    } | null;
  }>;
}

const METHODS: Record<string, string> = {
  mobile_money: 'Mobile Money',
  mobilemoneygh: 'Mobile Money',
  card: 'Card',
  bank: 'Bank',
  ussd: 'USSD',
};

export function methodLabel(channel: string | null | undefined): string | null {
  if (!channel) return null;
  return METHODS[channel] ?? channel;
}

/** Verify a callback's parameters. `invalid` and Flutterwave 'cancelled' never reach here (the machine decides). */
export async function verifyCallback(
  params: Exclude<CallbackParams, { kind: 'invalid' }>,
  verifiers: CallbackVerifiers,
): Promise<VerifiedPayment> {
  if (params.kind === 'paystack' && verifiers.outcome) {
    const answer = await verifiers.outcome(params.reference);
    const outcome =
      answer.status === 'succeeded'
        ? 'paid'
        : answer.status === 'failed'
          ? 'failed'
          : answer.status === 'pending' || answer.status === 'processing'
            ? 'pending'
            : 'cancelled';
    return {
      paid: outcome === 'paid' && answer.reference === params.reference,
      outcome,
      amount: answer.amount,
      currency: answer.currency,
      reference: answer.reference,
      transactionId: answer.transaction_id,
      method: methodLabel(answer.method),
      date: answer.date,
      reason:
        outcome === 'paid'
          ? null
          : outcome === 'failed'
            ? failedPaymentError(null, { status: answer.status, failure_reason: answer.failure_reason })
                .user_friendly_message
            : BILLING_MESSAGES.paystackVerificationFailed,
    };
  }
  if (params.kind === 'paystack') {
    const answer = await verifiers.paystack(params.reference);
    const paid = isPaystackPaid(answer) && answer.data.currency === 'GHS' && answer.data.reference === params.reference;
    return {
      paid,
      amount: answer.data.amount,
      currency: answer.data.currency,
      reference: answer.data.reference,
      // our verify answer names the transaction by our reference only
      transactionId: null,
      method: methodLabel(answer.data.channel),
      date: answer.data.paid_at,
      reason: paid ? null : BILLING_MESSAGES.paystackVerificationFailed,
    };
  }
  const answer = await verifiers.flutterwave(params.transactionId ?? '');
  const paid = isFlutterwavePaid(answer, { txRef: params.txRef, currency: 'GHS' });
  return {
    paid,
    // Flutterwave answers major units; the outcome carries pesewas like Paystack's
    amount: answer.data ? cedisToPesewas(answer.data.amount) : null,
    currency: answer.data?.currency ?? 'GHS',
    reference: answer.data?.tx_ref ?? params.txRef ?? null,
    transactionId: answer.data?.id ?? params.transactionId,
    method: methodLabel(answer.data?.payment_type),
    date: answer.data?.created_at ?? null,
    reason: paid ? null : answer.message?.trim() || BILLING_MESSAGES.verificationFailed,
  };
}

/**
 * The popup's verification (/payment): paid only when Paystack's transaction says success; a payment the
 * provider failed gives its reason as 'Payment failed: {reason}'; anything else (still open, cancelled) is
 * not confirmed, and the machine says 'Paystack payment verification failed'.
 */
export function popupVerification(answer: PaystackVerifyResponse): { paid: boolean; reason: string | null } {
  if (isPaystackPaid(answer)) return { paid: true, reason: null };
  const payment = answer.data.payment;
  return {
    paid: false,
    reason: payment.status === 'failed' ? failedPaymentError(null, payment).user_friendly_message : null,
  };
}
