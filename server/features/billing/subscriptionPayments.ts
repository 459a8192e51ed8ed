/**
 * What the subscriptions feature needs of payments, handed to its renewal link, its auto-renew job and its
 * promise route where the app is assembled (server/app.ts): billing's own mobile money start, polls, voucher
 * and cancel (so the price, the one-payment lock, the limits and the settlement are the payment page's), the
 * answers the payment routes give, and the two reads of a customer's payments it shows. Subscriptions imports
 * only this type from billing: billing credits subscriptions, and no import runs the other way.
 */
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { networkFromPrefix, normalizeGhanaPhone } from '../../../src/domain/format/phone';
import type { BillingCycle } from '../../../src/domain/plans';
import { OPEN_PAYMENT_STATUSES } from '../../../src/features/billing/lifecycle';
import type { Db } from '../../db/client';
import type { OpenPaymentCheck } from '../subscriptions';
import { answerPayment } from './paidService';
import { billingLimits, tooMany } from './paymentLimits';
import { type PaymentRow, toPaymentRecord } from './paymentRecords';
import type { Billing } from './service';
import { payments } from './tables';

type Network = 'MTN' | 'VODAFONE' | 'AIRTELTIGO';

/** Whether a payment of the customer's is open (cancelling a scheduled change waits for it: its success would schedule it again). */
export const hasOpenPayment: OpenPaymentCheck = async (tx, userId) => {
  const [open] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, userId), inArray(payments.status, OPEN_PAYMENT_STATUSES)))
    .limit(1);
  return open !== undefined;
};

export function subscriptionPayments(db: Db, clock: () => Date, billing: Billing) {
  /** The number a customer last paid with by mobile money (international form), and its network. */
  async function lastMobilePayer(userId: string): Promise<{ phone: string; network: Network } | null> {
    const [row] = await db
      .select({ phone: payments.payerPhone, network: payments.network })
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.status, 'succeeded'), isNotNull(payments.payerPhone)))
      .orderBy(desc(payments.paidAt))
      .limit(1);
    if (!row?.phone) return null;
    const network = row.network ?? networkFromPrefix(normalizeGhanaPhone(row.phone));
    return network ? { phone: normalizeGhanaPhone(row.phone), network } : null;
  }

  /** The customer's open mobile money payment for this plan and cycle (resumed after a reload or in a second tab). */
  async function openMobilePayment(userId: string, planId: string, cycle: BillingCycle): Promise<PaymentRow | null> {
    const [row] = await db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.userId, userId),
          eq(payments.planId, planId),
          eq(payments.billingCycle, cycle),
          eq(payments.channel, 'mobile_money'),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return row && (row.status === 'pending' || row.status === 'processing') ? row : null;
  }

  return {
    payMobileMoney: billing.payMobileMoney,
    pollStatus: billing.pollStatus,
    submitOtp: billing.submitOtp,
    cancelOpen: billing.cancelOpen,
    ownPayment: billing.ownPayment,
    lastMobilePayer,
    openMobilePayment,
    /** the payment routes' limits (per customer: api, payment, mobile money, polls) and their 429 */
    limits: billingLimits(db, clock),
    tooMany,
    /** a payment as the payment routes answer it: the record, and the envelope with its error and what it bought */
    record: toPaymentRecord,
    envelope: answerPayment(db, clock),
  };
}

export type SubscriptionPayments = ReturnType<typeof subscriptionPayments>;
