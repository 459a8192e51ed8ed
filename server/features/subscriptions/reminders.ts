/**
 * Reminders before paid-until (docs/product-rules.md "Reminders"): the scheduler's `subscriptions.reminders`
 * job (every minute, and at once after a test-clock advance) finds each active subscription whose next
 * reminder (the System Settings' days before paid-until, 7, 3 and 1 by default: src/features/subscriptions/rules.ts)
 * has come, and sends it once per period by the channels the settings choose: a bell notification and an SMS
 * (unless the customer turned SMS off; at 08:00 when due in Ghana's night), written in one transaction with
 * the reminder's unique row, then a mail (unless the customer turned email off). A second run, on this server or another, finds the row and sends
 * nothing.
 */
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { currencySymbol, formatMoney } from '../../../src/domain/format/money';
import { maskPhone } from '../../../src/features/billing/rules';
import { autoRenewAt, reminderDue, reminderNotice, reminderSms } from '../../../src/features/subscriptions/rules';
import type { Db } from '../../db/client';
import { fitOneSms, gsm7Length, gsm7Only, SINGLE_SMS_SEPTETS } from '../../sms/gsm7';
import { readSystemSettings } from '../../system/settings';
import { users } from '../auth';
import type { SubscriptionPayments } from '../billing';
import { insertNotification } from '../notifications';
import { mailNotice, type NoticeChannels, queueNotice } from './notices';
import { plans, subscriptionReminders, subscriptions } from './tables';

const DAY_MS = 86_400_000;

export interface ReminderDeps extends NoticeChannels {
  /** billing's payments: the number an auto-renew prompt will go to */
  payments: Pick<SubscriptionPayments, 'lastMobilePayer'>;
  db: Db;
  now: () => Date;
  /** the renewal link for the subscription and period a reminder is about (renewalLinks.ts) */
  renewUrl: (claim: { subscriptionId: string; periodEnd: Date }) => Promise<string>;
}

export interface ReminderReport {
  sent: number;
}

/** The one SMS: the plan name is shortened (never the date, the amount or the link) to keep it to 160. */
export function reminderSmsWithin160(r: Parameters<typeof reminderSms>[0]): string {
  const withName = gsm7Only(r.firstName.trim());
  const full = reminderSms({ ...r, plan: gsm7Only(r.plan.trim()), firstName: withName });
  const firstName = (gsm7Length(full) ?? Infinity) > SINGLE_SMS_SEPTETS ? '' : withName;
  return fitOneSms(r.plan, (plan) => reminderSms({ ...r, plan, firstName }));
}

/** Send every reminder that is due now; how many went. */
export async function sendDueReminders(deps: ReminderDeps): Promise<ReminderReport> {
  const { db, now, renewUrl } = deps;
  const at = now();
  // the administrators' choice (System Settings): which days before paid-until, and by which channels
  const { reminderDays, reminderChannels: by } = await readSystemSettings(db);
  // no subscription further from its paid-until than the furthest reminder is read
  const horizon = new Date(at.getTime() + Math.max(...reminderDays) * DAY_MS);
  // paid-until is the end of everything paid: the scheduled plan's end when a change is scheduled
  const paidUntil = sql<Date>`coalesce(${subscriptions.nextPaidUntil}, ${subscriptions.nextBillingDate})`;
  const candidates = await db
    .select({
      id: subscriptions.id,
      userId: subscriptions.userId,
      paidUntil: paidUntil.mapWith((v: string | Date) => new Date(v)),
      planId: sql<string>`coalesce(${subscriptions.nextPlanId}, ${subscriptions.planId})`,
      cycle: sql<'monthly' | 'yearly'>`coalesce(${subscriptions.nextBillingCycle}, ${subscriptions.billingCycle})`,
      firstName: users.firstName,
      email: users.email,
      phone: users.phoneNumber,
      autoRenew: subscriptions.autoRenew,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(eq(subscriptions.status, 'active'), eq(users.isActive, true), gt(paidUntil, at), lte(paidUntil, horizon)),
    );
  let sent = 0;
  for (const c of candidates) {
    const days = reminderDue(c.paidUntil, at, reminderDays);
    if (days === null) continue;
    const [plan] = await db.select().from(plans).where(eq(plans.id, c.planId)).limit(1);
    if (!plan) continue;
    const price = c.cycle === 'yearly' ? plan.priceYearly : plan.priceMonthly;
    const amount = formatMoney(price, { minorUnits: true }).replace(currencySymbol('GHS'), 'GHS');
    const link = await renewUrl({ subscriptionId: c.id, periodEnd: c.paidUntil });
    // auto-renew on: the 3 and 1-day reminders say when the prompt comes, and to which number
    const payer = c.autoRenew ? await deps.payments.lastMobilePayer(c.userId) : null;
    const autoRenew = payer ? { masked: maskPhone(payer.phone), at: autoRenewAt(c.paidUntil) } : null;
    const facts = { plan: plan.name, paidUntil: c.paidUntil, amount, daysLeft: days, link, autoRenew };
    const went = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(subscriptionReminders)
        .values({ subscriptionId: c.id, userId: c.userId, periodEnd: c.paidUntil, daysBefore: days, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: subscriptionReminders.id });
      if (!row) return null;
      const notice = reminderNotice(facts);
      if (by.bell) {
        await insertNotification(tx, at, c.userId, 'renewal_reminder', notice.title, notice.message, {
          paidUntil: c.paidUntil.toISOString(),
          daysBefore: days,
        });
      }
      const text = reminderSmsWithin160({ ...facts, firstName: c.firstName });
      const { mailOk } = await queueNotice(tx, deps, {
        userId: c.userId,
        kind: 'reminder',
        profilePhone: c.phone,
        sms: by.sms ? text : null,
        at,
      });
      return { notice, mailOk: mailOk && by.mail };
    });
    if (!went) continue;
    sent += 1;
    if (deps.mailer && went.mailOk) {
      await mailNotice(deps.mailer, {
        to: c.email,
        userId: c.userId,
        kind: 'reminder',
        firstName: c.firstName,
        title: went.notice.title,
        message: went.notice.message,
        link: { label: 'Renew', url: link },
      });
    }
  }
  return { sent };
}
