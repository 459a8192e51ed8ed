/**
 * A payment row as the API, the audit log and the provider see it: the record the pages read, the
 * error box of one that ended badly, what the audit log keeps, the metadata sent with a charge, and the
 * reference a new payment gets. Pure mappings: no database, no provider.
 */
import { randomBytes } from 'node:crypto';
import { formatMoney } from '../../../src/domain/format/money';
import type { Plan } from '../../../src/domain/plans';
import type { PaidServiceRecord, PaymentError, PaymentRecord } from '../../../src/features/billing/contract';
import { failureCodeOfStatus, retrySuggested } from '../../../src/features/billing/lifecycle';
import { BILLING_MESSAGES as m } from '../../../src/features/billing/messages';
import { paymentReference } from '../../../src/features/billing/rules';
import type { Db } from '../../db/client';
import type { payments } from './tables';

export type PaymentRow = typeof payments.$inferSelect;
/** Who reported what moved a payment (kept with each payment event). */
export type Source = 'create' | 'poll' | 'verify' | 'webhook' | 'status' | 'sweep' | 'reconcile' | 'customer';
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export function newReference(clock: () => Date): string {
  return paymentReference(clock().getTime(), randomBytes(4));
}

/** Seconds since the epoch, as the API's dates are (null stays null). */
export const epochSeconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);
export const money = (pesewas: number) => formatMoney(pesewas, { minorUnits: true });

export function toPaymentRecord(p: PaymentRow): PaymentRecord {
  return {
    id: p.id,
    reference: p.reference,
    invoice_id: p.invoiceId,
    subscription_id: p.subscriptionId,
    plan_id: p.planId,
    billing_cycle: p.billingCycle,
    months: p.months,
    amount: p.amountPesewas,
    credit: p.creditPesewas,
    currency: 'GHS',
    channel: p.channel,
    network: p.network,
    phone_masked: p.phoneMasked,
    status: p.status,
    provider: p.provider,
    provider_reference: p.providerReference,
    gateway_response: p.gatewayResponse,
    display_text: p.displayText,
    awaiting_otp: p.awaitingOtp,
    failure_reason: p.failureReason,
    failure_code: p.failureCode ?? null,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    paid_at: p.paidAt ? p.paidAt.toISOString() : null,
    late_success: p.lateSuccess,
    duplicate_of: p.duplicateOf,
  };
}

/**
 * A payment as the payment routes answer it (spec §7 `{ success, data: { payment }, error }`), with what a
 * succeeded one bought (paidService.ts; null otherwise).
 */
export const paymentEnvelope = (p: PaymentRow, service: PaidServiceRecord | null = null) => ({
  success: p.status !== 'failed' && p.status !== 'cancelled' && p.status !== 'abandoned',
  data: { payment: toPaymentRecord(p), service },
  error: paymentErrorOf(p),
});

/** The payment error box of a payment that ended without success (spec §3 "Payment error"), or null. */
export function paymentErrorOf(p: PaymentRow): PaymentError | null {
  const code = p.failureCode ?? failureCodeOfStatus(p.status);
  if (!code) return null;
  return {
    code,
    user_friendly_message: p.failureReason ?? m.paymentFailedGeneric,
    retry_suggested: retrySuggested(code),
    support_contact: m.supportContact,
  };
}

/** What the audit log keeps of a payment (no phone number, no card data). */
export function paymentDetails(p: PaymentRow) {
  return {
    paymentId: p.id,
    reference: p.reference,
    status: p.status,
    amountPesewas: p.amountPesewas,
    currency: p.currency,
    channel: p.channel,
    network: p.network,
    planId: p.planId,
    failureCode: p.failureCode,
  };
}

/** What a charge tells the provider about itself (Paystack keeps it with the transaction). */
export function metadataOf(p: PaymentRow, plan: Plan) {
  return {
    payment_id: p.id,
    user_id: p.userId,
    plan_id: plan.id,
    plan_name: plan.name,
    package_name: plan.name,
    billing_cycle: p.billingCycle,
    months: p.months,
    custom_fields: [
      { display_name: 'Package', variable_name: 'package', value: plan.name },
      { display_name: 'Billing cycle', variable_name: 'billing_cycle', value: p.billingCycle },
    ],
  };
}
