/**
 * Auto-renew for mobile money (docs/product-rules.md "Auto-renew"): a subscription whose customer turned it
 * on is charged for one period of the plan they will be on, to the number they last paid with, the day
 * before paid-until (never in Ghana's night: `autoRenewAt`). The scheduler's `subscriptions.auto-renew` job
 * (every minute, and at once after a test-clock advance) does two things:
 *
 * - start: each subscription whose moment has come and whose period has no attempt yet gets one, a row of
 *   `auto_renewals` unique on the subscription and the paid-until it would extend (one automatic attempt
 *   per period, whatever runs the job), then billing's own mobile money start (its price, one-payment lock
 *   and settlement): the customer approves the prompt on the phone as for any payment;
 * - follow: each attempt whose payment has ended is closed. Approved, the usual success effects have run
 *   (paid-until moved, confirmation SMS, receipt). Declined, failed, or unanswered once the approval window
 *   and a margin have passed (the open payment is then cancelled, as a customer's Cancel would), the
 *   customer gets the renewal link instead, by SMS, mail and bell; nothing is charged.
 */
import { and, eq, gt, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import { currencySymbol, formatMoney } from '../../../src/domain/format/money';
import { autoRenewAt, autoRenewMissedNotice, autoRenewMissedSms } from '../../../src/features/subscriptions/rules';
import type { Db } from '../../db/client';
import { describeError } from '../../http/errors';
import { fitOneSms } from '../../sms/gsm7';
import { users } from '../auth';
import type { SubscriptionPayments } from '../billing';
import { insertNotification } from '../notifications';
import { mailNotice, type NoticeChannels, queueNotice } from './notices';
import { paidTimeNow } from './subscriptions';
import { autoRenewals, plans, subscriptions } from './tables';

const DAY_MS = 86_400_000;
/** After the provider's 180 s approval window, how long an unanswered prompt is still waited for. */
export const AUTO_RENEW_ANSWER_MS = 10 * 60_000;

export interface AutoRenewDeps extends NoticeChannels {
  db: Db;
  now: () => Date;
  payments: Pick<SubscriptionPayments, 'payMobileMoney' | 'pollStatus' | 'cancelOpen' | 'lastMobilePayer'>;
  renewUrl: (claim: { subscriptionId: string; periodEnd: Date }) => Promise<string>;
}

export interface AutoRenewReport {
  started: number;
  paid: number;
  missed: number;
}

const moneyText = (pesewas: number) => formatMoney(pesewas, { minorUnits: true }).replace(currencySymbol('GHS'), 'GHS');

/** Start every automatic renewal that is due, then close those whose payment has ended. */
export async function runAutoRenewals(deps: AutoRenewDeps): Promise<AutoRenewReport> {
  const report: AutoRenewReport = { started: 0, paid: 0, missed: 0 };
  await startDue(deps, report);
  await follow(deps, report);
  return report;
}

async function startDue(deps: AutoRenewDeps, report: AutoRenewReport) {
  const { db } = deps;
  const at = deps.now();
  const paidUntil = sql`coalesce(${subscriptions.nextPaidUntil}, ${subscriptions.nextBillingDate})`;
  const tried = db
    .select({ id: autoRenewals.id })
    .from(autoRenewals)
    .where(and(eq(autoRenewals.subscriptionId, subscriptions.id), eq(autoRenewals.periodEnd, sql`${paidUntil}`)));
  const due = await db
    .select({ sub: subscriptions, email: users.email })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(subscriptions.autoRenew, true),
        eq(users.isActive, true),
        gt(paidUntil, at),
        lte(paidUntil, new Date(at.getTime() + DAY_MS).toISOString()),
        notExists(tried),
      ),
    );
  for (const { sub, email } of due) {
    const { paidUntil: periodEnd, last } = paidTimeNow(sub, at);
    if (!periodEnd || !last || autoRenewAt(periodEnd).getTime() > at.getTime()) continue;
    const [attempt] = await db
      .insert(autoRenewals)
      .values({ subscriptionId: sub.id, userId: sub.userId, periodEnd, startedAt: at })
      .onConflictDoNothing()
      .returning({ id: autoRenewals.id });
    if (!attempt) continue; // another server's
    report.started += 1;
    const payer = await deps.payments.lastMobilePayer(sub.userId);
    try {
      if (!payer) throw new Error('no number was ever paid with');
      const payment = await deps.payments.payMobileMoney(
        {
          userId: sub.userId,
          email,
          planId: last.planId,
          cycle: last.cycle,
          months: 1,
          channel: 'mobile_money',
          network: payer.network,
          phone: payer.phone,
        },
        // the lock is held: a period paid meanwhile (the customer, another tab) is not charged again
        async () => {
          const [now] = await db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
          const current = now ? paidTimeNow(now, deps.now()).paidUntil : null;
          if (current?.getTime() !== periodEnd.getTime()) throw new Error('the period was paid meanwhile');
        },
      );
      await db.update(autoRenewals).set({ paymentId: payment.id }).where(eq(autoRenewals.id, attempt.id));
    } catch (err) {
      console.warn(`auto-renew: no charge for subscription ${sub.id}:`, describeError(err));
      await missed(deps, attempt.id, report);
    }
  }
}

async function follow(deps: AutoRenewDeps, report: AutoRenewReport) {
  const { db } = deps;
  const open = await db
    .select()
    .from(autoRenewals)
    .where(and(isNull(autoRenewals.outcome), isNotNull(autoRenewals.paymentId)));
  for (const attempt of open) {
    const paymentId = attempt.paymentId as string;
    let payment = await deps.payments.pollStatus(attempt.userId, paymentId, 'status');
    const waited = deps.now().getTime() - attempt.startedAt.getTime();
    if ((payment.status === 'pending' || payment.status === 'processing') && waited > AUTO_RENEW_ANSWER_MS) {
      payment = await deps.payments.cancelOpen(attempt.userId, paymentId);
    }
    if (payment.status === 'pending' || payment.status === 'processing') continue;
    if (payment.status === 'succeeded') {
      const [closed] = await db
        .update(autoRenewals)
        .set({ outcome: 'paid', endedAt: deps.now() })
        .where(and(eq(autoRenewals.id, attempt.id), isNull(autoRenewals.outcome)))
        .returning({ id: autoRenewals.id });
      if (closed) report.paid += 1;
    } else {
      await missed(deps, attempt.id, report);
    }
  }
}

/** The attempt ended without a payment: once, the customer gets the renewal link by SMS, mail and bell. */
async function missed(deps: AutoRenewDeps, attemptId: number, report: AutoRenewReport) {
  const { db } = deps;
  const at = deps.now();
  const went = await db.transaction(async (tx) => {
    const [attempt] = await tx
      .update(autoRenewals)
      .set({ outcome: 'not_paid', endedAt: at })
      .where(and(eq(autoRenewals.id, attemptId), isNull(autoRenewals.outcome)))
      .returning();
    if (!attempt) return null;
    const [row] = await tx
      .select({ sub: subscriptions, firstName: users.firstName, email: users.email, phone: users.phoneNumber })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(eq(subscriptions.id, attempt.subscriptionId));
    if (!row) return null;
    const { last } = paidTimeNow(row.sub, at);
    const [plan] = last ? await tx.select().from(plans).where(eq(plans.id, last.planId)) : [];
    const price = plan && last ? (last.cycle === 'yearly' ? plan.priceYearly : plan.priceMonthly) : 0;
    const facts = { plan: plan?.name ?? last?.planId ?? '', amount: moneyText(price), paidUntil: attempt.periodEnd };
    const link = await deps.renewUrl({ subscriptionId: attempt.subscriptionId, periodEnd: attempt.periodEnd });
    const notice = autoRenewMissedNotice(facts);
    await insertNotification(tx, at, attempt.userId, 'payment_failed', notice.title, notice.message, {
      subscription_id: attempt.subscriptionId,
      payment_id: attempt.paymentId,
      auto_renew: true,
    });
    const sms = fitOneSms(facts.plan, (p) => autoRenewMissedSms({ ...facts, plan: p, link }));
    const { mailOk } = await queueNotice(tx, deps, {
      userId: attempt.userId,
      kind: 'auto_renew',
      profilePhone: row.phone,
      sms,
      at,
    });
    return { notice, mailOk, link, to: row.email, userId: attempt.userId, firstName: row.firstName };
  });
  if (!went) return;
  report.missed += 1;
  if (deps.mailer && went.mailOk) {
    await mailNotice(deps.mailer, {
      to: went.to,
      userId: went.userId,
      kind: 'auto_renew',
      firstName: went.firstName,
      title: went.notice.title,
      message: went.notice.message,
      link: { label: 'Renew', url: went.link },
    });
  }
}
