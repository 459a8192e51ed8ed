/**
 * A customer's subscription and invoices: choosing a plan (POST /subscriptions), reading the subscription
 * at now with its one paid-until, standing and any change to come (GET), auto-renew (PATCH), cancelling a
 * scheduled plan change (DELETE /subscriptions/scheduled-change), cancelling it (DELETE), and the invoices
 * (GET /invoices). What a payment does to paid time is in server/features/subscriptions/subscriptions.ts.
 */
import { desc, eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { billingEndpoints, type InvoiceRecord, type SubscriptionRecord } from '../../../src/features/billing/contract';
import { BILLING_MESSAGES as m } from '../../../src/features/billing/messages';
import { invoiceStanding, PROMISE_MAX_DAYS, standingDates } from '../../../src/features/billing/rules';
import type { Db } from '../../db/client';
import { route } from '../../http/contractRoute';
import { ApiError, isUniqueViolation } from '../../http/errors';
import type { AuthEnv } from '../auth';
import {
  cancelScheduledChange,
  cancelSubscription,
  openSubscription,
  planById,
  planNameOf,
  type SubscriptionRow,
  type SubscriptionView,
  setSubscriptionAutoRenew,
  subscriptionOf,
  subscriptionView,
} from '../subscriptions';
import { insertInvoice } from './invoices';
import { epochSeconds } from './paymentRecords';
import { toPlanRecord } from './planRoutes';
import type { Billing } from './service';
import { hasOpenPayment } from './subscriptionPayments';
import { invoices } from './tables';

export interface SubscriptionRouteDeps {
  db: Db;
  clock: () => Date;
  billing: Billing;
}

export function subscriptionRoutes(owned: Hono<AuthEnv>, deps: SubscriptionRouteDeps) {
  const { db, clock, billing } = deps;
  const uid = (c: Context<AuthEnv>) => c.get('user').id;

  /** The API's subscription at now: paid-until, standing and any scheduled change (server/features/subscriptions). */
  async function subscriptionRecord(s: SubscriptionRow): Promise<SubscriptionRecord> {
    const view = subscriptionView(s, clock());
    const next = view.scheduled ? await planNameOf(db, view.scheduled.planId) : null;
    return toSubscription(s, view, next);
  }

  /**
   * Choose a plan (spec §4: with no subscription, one is created and its invoice goes on top of the list).
   * One transaction under a per-customer advisory lock: two parallel requests cannot both find "none"
   * and create two subscriptions (the unique index on user_id is the last line: a violation is a 409 too).
   */
  route(owned, billingEndpoints.createSubscription, async (c, { body }) => {
    const plan = await billing.loadPlan(body.plan_id);
    const now = clock();
    const userId = uid(c);
    let created: { sub: SubscriptionRow; invoice: typeof invoices.$inferSelect };
    try {
      created = await db.transaction(async (tx) => {
        const sub = await openSubscription(tx, userId, { planId: plan.id, cycle: body.billing_cycle }, now);
        if (!sub) throw new ApiError(409, 'subscription_exists', m.subscriptionExists);
        const amount = body.billing_cycle === 'yearly' ? plan.priceYearly : plan.priceMonthly;
        const invoice = await insertInvoice(tx, now, {
          userId,
          subscriptionId: sub.id,
          planId: plan.id,
          cycle: body.billing_cycle,
          amount,
        });
        return { sub, invoice };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new ApiError(409, 'subscription_exists', m.subscriptionExists);
      throw err;
    }
    return {
      success: true as const,
      data: { subscription: await subscriptionRecord(created.sub), invoice: toInvoice(created.invoice, now) },
    };
  });

  route(owned, billingEndpoints.getSubscription, async (c) => {
    await billing.expireIfDue(uid(c));
    const sub = await subscriptionOf(db, uid(c));
    if (!sub) throw new ApiError(404, 'no_subscription', m.noSubscription);
    const record = await subscriptionRecord(sub);
    const plan = await planById(db, record.plan_id);
    if (!plan) throw new ApiError(404, 'unknown_plan', m.unknownPlan);
    return { success: true as const, data: { subscription: record, plan: toPlanRecord(plan) } };
  });

  // auto-renew on or off: the subscription's own flag is the one truth (the settings page reads it too)
  route(owned, billingEndpoints.updateSubscription, async (c, { body }) => {
    const sub = await setSubscriptionAutoRenew(db, uid(c), body.auto_renew, clock());
    if (!sub) throw new ApiError(404, 'no_subscription', m.noSubscription);
    return { success: true as const, data: { subscription: await subscriptionRecord(sub) } };
  });

  // the customer cancels a scheduled plan change: its cost becomes credit (server/features/subscriptions)
  route(owned, billingEndpoints.cancelScheduledChange, async (c) => {
    const { subscription, credited } = await cancelScheduledChange(db, uid(c), clock(), hasOpenPayment);
    return { success: true as const, data: { subscription: await subscriptionRecord(subscription), credited } };
  });

  route(owned, billingEndpoints.cancelSubscription, async (c) => {
    const sub = await cancelSubscription(db, uid(c), clock());
    if (!sub) throw new ApiError(404, 'no_subscription', m.noSubscription);
    return { success: true as const, data: { subscription: await subscriptionRecord(sub) } };
  });

  route(owned, billingEndpoints.invoices, async (c) => {
    const rows = await db
      .select()
      .from(invoices)
      .where(eq(invoices.userId, uid(c)))
      .orderBy(desc(invoices.issueDate), desc(invoices.id));
    const now = clock();
    return { success: true as const, data: { invoices: rows.map((r) => toInvoice(r, now)) } };
  });
}

function toSubscription(s: SubscriptionRow, view: SubscriptionView, scheduledName: string | null): SubscriptionRecord {
  const inGrace = view.standing?.status === 'grace_period';
  return {
    id: s.id,
    plan_id: view.planId,
    billing_cycle: view.cycle,
    status: s.status,
    // paid-until: the end of everything paid, a scheduled change's time included
    next_billing_date: epochSeconds(view.paidUntil),
    standing: view.standing?.status ?? null,
    grace_days_left: view.standing?.graceDaysLeft ?? null,
    suspends_at:
      inGrace && view.paidUntil
        ? epochSeconds(standingDates(view.paidUntil.getTime(), view.promiseDays).suspendsAt)
        : null,
    promise: { days: view.promiseDays, available: inGrace && view.promiseDays === 0, max_days: PROMISE_MAX_DAYS },
    scheduled_change: view.scheduled
      ? {
          plan_id: view.scheduled.planId,
          plan_name: scheduledName ?? view.scheduled.planId,
          billing_cycle: view.scheduled.cycle,
          starts_at: epochSeconds(view.scheduled.startsAt) ?? 0,
          cost: s.nextPaidPesewas,
        }
      : null,
    auto_renew: s.autoRenew,
    credit: s.creditPesewas,
    created_at: epochSeconds(s.createdAt) ?? 0,
  };
}

function toInvoice(i: typeof invoices.$inferSelect, now: Date): InvoiceRecord {
  // a void invoice (a failed attempt's) is never owed: not late, no fee
  const standing =
    i.status === 'void'
      ? { status: 'void' as const, daysLate: 0, lateFee: 0 }
      : invoiceStanding(
          { status: i.status, amountPesewas: i.amountPesewas, dueMs: i.dueDate.getTime() },
          now.getTime(),
        );
  return {
    id: i.id,
    number: i.number,
    subscription_id: i.subscriptionId,
    plan_id: i.planId,
    billing_cycle: i.billingCycle,
    amount: i.amountPesewas,
    currency: 'GHS',
    status: standing.status,
    issue_date: epochSeconds(i.issueDate) ?? 0,
    due_date: epochSeconds(i.dueDate) ?? 0,
    paid_at: epochSeconds(i.paidAt),
    days_late: standing.daysLate,
    late_fee: standing.lateFee,
  };
}
