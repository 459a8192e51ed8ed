/** Payment callback view model (spec billing §2 "Payment callback", §8 success/failed/cancelled texts). */
import type { SnapshotFrom } from 'xstate';
import { formatDateTime } from '../../domain/format/date';
import { BILLING_MESSAGES } from './messages';
import type { paymentCallbackMachine } from './paymentCallback.machine';
import { formatPesewas } from './rules';

export const callbackText = {
  verifying: 'Verifying your payment...',
  verifyingText: 'Please wait while we confirm your payment with the provider.',
  amount: 'Amount',
  reference: 'Reference',
  transactionId: 'Transaction ID',
  method: 'Payment method',
  date: 'Date',
  reason: 'Reason',
  continue: 'Continue to Dashboard',
  retry: 'Try Payment Again',
  support: 'Contact Support',
} as const;

export type PaymentCallbackView =
  | { status: 'verifying' }
  | {
      status: 'success';
      title: string;
      text: string;
      amount: string;
      /** our reference (what the success steps and the history show) */
      reference: string;
      /** the provider's id of the transaction, as the receipt shows it */
      transactionId: string;
      method: string;
      date: string;
    }
  | { status: 'failed'; title: string; text: string; reason: string; canRetry: boolean }
  | { status: 'pending'; title: string; text: string }
  | { status: 'cancelled'; title: string; text: string };

export type PaymentCallbackSnapshot = Pick<SnapshotFrom<typeof paymentCallbackMachine>, 'context' | 'matches'>;

/**
 * The first view, before the machine runs: verifying. Prerendered pages show it too (the provider's
 * query is not known at build time). Equal to the machine's first view for a well-formed return
 * (tests/features/billing/initialViews.test.ts).
 */
export const initialPaymentCallbackView = (): PaymentCallbackView => ({ status: 'verifying' });

export function toPaymentCallbackView(snapshot: PaymentCallbackSnapshot): PaymentCallbackView {
  const { verified, reason } = snapshot.context;
  if (snapshot.matches('success')) {
    return {
      status: 'success',
      title: BILLING_MESSAGES.callbackSuccessTitle,
      text: BILLING_MESSAGES.callbackSuccessText,
      amount: verified?.amount != null ? formatPesewas(verified.amount, verified.currency) : '—',
      reference: verified?.reference ?? '—',
      transactionId: verified?.transactionId ?? '—',
      method: verified?.method ?? '—',
      date: verified?.date ? formatDateTime(verified.date) : '—',
    };
  }
  if (snapshot.matches('failed')) {
    return {
      status: 'failed',
      title: BILLING_MESSAGES.callbackFailedTitle,
      text: BILLING_MESSAGES.callbackFailedText,
      reason: reason ?? BILLING_MESSAGES.verificationFailed,
      canRetry: snapshot.context.canRetry,
    };
  }
  if (snapshot.matches('pending')) {
    return {
      status: 'pending',
      title: BILLING_MESSAGES.callbackPendingTitle,
      text: BILLING_MESSAGES.callbackPendingText,
    };
  }
  if (snapshot.matches('cancelled')) {
    return {
      status: 'cancelled',
      title: BILLING_MESSAGES.callbackCancelledTitle,
      text: BILLING_MESSAGES.callbackCancelledText,
    };
  }
  return { status: 'verifying' };
}
