/**
 * What a success does, inside the transaction that settled it (settlement.ts): the subscription credited
 * (subscriptions' creditSubscription: started, extended, or a plan change scheduled), the invoice paid (a voided one too: a
 * late success), the customer's notifications, the SMS confirmation queued (smsConfirmation.ts), one count
 * of the payment rate limit given back (spec §9); and, once committed, the receipt mailed and the SMS sent
 * in the background.
 */

import { and, asc, eq, gte, ne, type SQL, sql } from 'drizzle-orm';
import { formatDate } from '../../../src/domain/format/date';
import { duplicateNote } from '../../../src/domain/format/receipt';
import { planWithCycle } from '../../../src/domain/plans';
import {
  BILLING_MESSAGES as m,
  notifyChangeScheduled,
  notifyCreditedByValue,
  notifyDuplicatePayment,
  notifyPaymentSuccess,
  notifyServiceActive,
} from '../../../src/features/billing/messages';
import { describeError } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { insertNotification } from '../notifications';
import { creditSubscription, planById } from '../subscriptions';
import { epochSeconds, money, type PaymentRow, type Tx } from './paymentRecords';
import { queueSmsConfirmation, type SmsAllowed } from './smsConfirmation';
import { invoices, payments } from './tables';

/** What a success mails (the receipt) and how it credited the subscription. */
export interface Receipt {
  to: string;
  payment: PaymentRow;
  plan: string;
  invoice: string | null;
  /** paid-until after this payment: the end of everything paid */
  until: Date;
  /** when the plan bought starts, when the payment scheduled it (null: in service now) */
  startsAt: Date | null;
  outcome: Credited['outcome'];
  /** the purchase was priced for another plan than the one it extended: what its value bought */
  byValue: Credited['byValue'];
  /** a second payment for the same period: the reference of the payment that had already paid it */
  duplicateOf: string | null;
}

type Credited = Awaited<ReturnType<typeof creditSubscription>>;

export interface SuccessDeps {
  clock: () => Date;
  mailer: Mailer;
  background: (task: () => Promise<void>) => void;
  /** the customer's SMS choice as SQL (settings); absent: every customer gets the SMS confirmation */
  smsAllowed?: SmsAllowed;
  /** after the commit: send what was queued (the SMS dispatcher) */
  smsQueued?: () => Promise<unknown>;
  /**
   * In the payment's transaction, once its subscription is credited: what the service's start, renewal or
   * restoration means elsewhere (the subscriptions feature's service events). A throw rolls the credit back.
   */
  onCredited?: (tx: Tx, credited: CreditedService) => Promise<unknown>;
  /** a first subscription's auto-renew, as SQL on the customer (the settings feature's saved choice) */
  autoRenewChosen?: (userId: string) => SQL;
}

/** A payment's credit, as the service sees it. */
export interface CreditedService {
  paymentId: string;
  userId: string;
  subscriptionId: string;
  /** the standing the payment found (null: never paid) */
  before: Credited['before'];
  /** the plan in service after it, and paid-until (the end of everything paid) */
  planId: string;
  paidUntil: Date;
  at: Date;
}

export function successEffects(deps: SuccessDeps) {
  const { clock } = deps;
  /**
   * Success effects: subscription credited (subscriptions' creditSubscription: started, extended or a plan change scheduled),
   * invoice paid (a voided one too: a late success), notifications, rate-limit refund. A payment whose account
   * was deleted while it was open has nobody to credit, notify or mail: its invoice is paid (the money is in
   * the books) and nothing else happens (null: no receipt).
   */
  async function applySuccess(tx: Tx, paid: PaymentRow): Promise<Receipt | null> {
    const now = clock();
    const { userId } = paid;
    if (userId === null) {
      if (paid.invoiceId)
        await tx.update(invoices).set({ status: 'paid', paidAt: now }).where(eq(invoices.id, paid.invoiceId));
      return null;
    }
    const p = { ...paid, userId };
    const plan = (await loadPlanTx(tx, p.planId)) ?? { name: p.planId };
    const { subscriptionId, paidUntil, planUntil, startsAt, outcome, byValue, before, servicePlanId } =
      await creditSubscription(
        tx,
        {
          userId: p.userId,
          planId: p.planId,
          cycle: p.billingCycle,
          months: p.months,
          // the price part: what is above it is the payment's own credit
          pricePesewas: p.amountPesewas - p.creditPesewas,
          creditPesewas: p.creditPesewas,
        },
        now,
        deps.autoRenewChosen,
      );
    await deps.onCredited?.(tx, {
      paymentId: p.id,
      userId: p.userId,
      subscriptionId,
      before,
      planId: servicePlanId,
      paidUntil,
      at: now,
    });
    const creditedTo = byValue ? ((await loadPlanTx(tx, byValue.planId))?.name ?? byValue.planId) : null;
    // Asked under the customer's credit lock (creditSubscription): a success of the same customer committed
    // meanwhile is seen, so of two racing successes the second is the one flagged.
    const duplicateOf = await paidWhileOpen(tx, p);
    await tx.update(payments).set({ subscriptionId, duplicateOf }).where(eq(payments.id, p.id));
    let invoiceNo: string | null = null;
    if (p.invoiceId) {
      const [inv] = await tx
        .update(invoices)
        .set({ status: 'paid', paidAt: now, subscriptionId })
        .where(eq(invoices.id, p.invoiceId))
        .returning({ number: invoices.number });
      invoiceNo = inv?.number ?? null;
    }
    await insertNotification(
      tx,
      now,
      p.userId,
      'payment_success',
      m.notifyPaymentSuccessTitle,
      notifyPaymentSuccess(money(p.amountPesewas), plan.name),
      {
        payment_id: p.id,
        reference: p.reference,
        amount: p.amountPesewas,
        invoice_number: invoiceNo,
      },
    );
    // Credited by value, the service bought is days of another plan, which starts later: never "active"; nor is
    // a plan the payment scheduled (it starts when the current plan ends).
    const scheduled = startsAt !== null && !byValue;
    await insertNotification(
      tx,
      now,
      p.userId,
      scheduled ? 'plan_change_scheduled' : 'service_active',
      byValue ? m.notifyCreditedByValueTitle : scheduled ? m.notifyChangeScheduledTitle : m.notifyServiceActiveTitle,
      scheduled
        ? notifyChangeScheduled(plan.name, formatDate(startsAt), formatDate(paidUntil))
        : byValue && creditedTo
          ? notifyCreditedByValue({
              amount: money(byValue.valuePesewas),
              paidFor: planWithCycle(plan.name, p.billingCycle),
              creditedTo: planWithCycle(creditedTo, byValue.cycle),
              days: byValue.days,
              until: formatDate(paidUntil),
              left: byValue.leftPesewas > 0 ? money(byValue.leftPesewas) : null,
            })
          : notifyServiceActive(plan.name, formatDate(planUntil)),
      { subscription_id: subscriptionId, next_billing_date: epochSeconds(paidUntil) },
    );
    if (duplicateOf) {
      await insertNotification(
        tx,
        now,
        p.userId,
        'payment_duplicate',
        m.notifyDuplicateTitle,
        notifyDuplicatePayment({
          amount: money(p.amountPesewas),
          reference: p.reference,
          paidBy: duplicateOf,
          until: formatDate(paidUntil),
        }),
        { payment_id: p.id, reference: p.reference, duplicate_of: duplicateOf },
      );
    }
    await queueSmsConfirmation(
      tx,
      p,
      {
        plan: creditedTo ?? plan.name,
        until: paidUntil,
        startsAt: scheduled ? startsAt : null,
        duplicate: !!duplicateOf,
      },
      now,
      deps.smsAllowed,
    );
    // §9: a successful payment refunds one count of the customer's payment rate limit.
    await tx.execute(sql`delete from rate_events where id = (
      select id from rate_events where key = ${`billing:payment:${p.userId}`} order by at desc limit 1)`);
    return {
      to: p.email,
      payment: { ...p, subscriptionId },
      plan: plan.name,
      invoice: invoiceNo,
      until: paidUntil,
      startsAt: scheduled ? startsAt : null,
      outcome,
      byValue,
      duplicateOf,
    };
  }

  /**
   * A second charge for the same period: another success of this customer paid after this payment was
   * started (the attempt that replaced it, or one approved while it waited). A payment started after the
   * last success is a renewal the customer chose ("This adds one month"), never a duplicate.
   */
  async function paidWhileOpen(tx: Tx, p: PaymentRow & { userId: string }): Promise<string | null> {
    const [first] = await tx
      .select({ reference: payments.reference })
      .from(payments)
      .where(
        and(
          eq(payments.userId, p.userId),
          ne(payments.id, p.id),
          eq(payments.status, 'succeeded'),
          gte(payments.paidAt, p.createdAt),
        ),
      )
      .orderBy(asc(payments.paidAt))
      .limit(1);
    return first?.reference ?? null;
  }

  const loadPlanTx = (tx: Tx, id: string) => planById(tx, id);

  function sendReceipt(r: Receipt) {
    const { smsQueued } = deps;
    if (smsQueued) deps.background(async () => void (await smsQueued()));
    deps.background(async () => {
      const lines = [
        'Thank you for your payment.',
        '',
        `Reference: ${r.payment.reference}`,
        `Amount: ${money(r.payment.amountPesewas)}`,
        `Plan: ${planWithCycle(r.plan, r.payment.billingCycle)}`,
        r.invoice ? `Invoice: ${r.invoice}` : null,
        r.payment.phoneMasked ? `Paid from: ${r.payment.phoneMasked}` : null,
        `Date: ${formatDate(r.payment.paidAt ?? clock())}`,
        r.startsAt ? `Starts on: ${formatDate(r.startsAt)}` : null,
        r.startsAt ? `Paid until: ${formatDate(r.until)}` : `Service active until: ${formatDate(r.until)}`,
        r.duplicateOf ? '' : null,
        r.duplicateOf
          ? `${duplicateNote(r.duplicateOf)}. If you did not mean to pay twice, contact support at ${m.supportContact}.`
          : null,
      ].filter((l): l is string => l !== null);
      try {
        await deps.mailer.send({
          to: r.to,
          subject: `Payment receipt ${r.payment.reference}`,
          text: lines.join('\n'),
          log: r.payment.userId ? { userId: r.payment.userId, kind: 'confirmation' } : undefined,
        });
      } catch (err) {
        console.error('billing: receipt mail failed:', describeError(err));
      }
    });
  }

  return { applySuccess, sendReceipt };
}
