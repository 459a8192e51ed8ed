/**
 * Standing changes on time (docs/product-rules.md "Standing changes"): the scheduler's `subscriptions.standing`
 * job (every minute, and at once after a test-clock advance) finds each subscription whose paid-until has
 * passed, brings it up to date (billing expires it, with its 'Service expired' bell), and tells the customer
 * of the standing it has reached once per period: the grace (SMS and mail: the bell is billing's), the
 * suspension and the termination (bell, SMS and mail each). The suspension and the termination are also
 * service events for the network side (serviceEvents.ts). A unique row per subscription, period and standing,
 * written in the transaction that queues the messages, makes a second run on any server send nothing.
 *
 * When the clock passed several changes at once (a server down for days), every one reached is recorded and
 * becomes its service event, in order, and the customer is told only of the last.
 */
import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import { formatDate } from '../../../src/domain/format/date';
import { currencySymbol, formatMoney } from '../../../src/domain/format/money';
import { notifyServiceExpired } from '../../../src/features/billing/messages';
import { standingDates } from '../../../src/features/billing/rules';
import { type StandingStage, standingNotice, standingSms } from '../../../src/features/subscriptions/rules';
import type { Db } from '../../db/client';
import { fitOneSms } from '../../sms/gsm7';
import { users } from '../auth';
import { insertNotification } from '../notifications';
import { mailNotice, type NoticeChannels, queueNotice } from './notices';
import { subscriptionView } from './paidTime';
import { recordServiceEvent } from './serviceEvents';
import { bringUpToDate } from './subscriptions';
import { plans, standingNotices, subscriptions } from './tables';

const DAY_MS = 86_400_000;
/** The longest a termination can come after paid-until: 8 days, a promise's 3 and a run of closed days. */
const WINDOW_DAYS = 21;
const STAGES: readonly StandingStage[] = ['grace_period', 'suspended', 'terminated'];

export interface StandingDeps extends NoticeChannels {
  db: Db;
  now: () => Date;
  /** the renewal link for the subscription and period that passed (renewalLinks.ts) */
  renewUrl: (claim: { subscriptionId: string; periodEnd: Date }) => Promise<string>;
  /** where a terminated customer signs in */
  signInUrl: string;
}

export interface StandingReport {
  /** customers told of a change */
  told: number;
  /** service events written (suspended, terminated), for delivery */
  events: number[];
}

/** Tell every customer whose standing changed; the events written. */
export async function applyStandingChanges(deps: StandingDeps): Promise<StandingReport> {
  const { db, now } = deps;
  const at = now();
  const paidUntil = sql`coalesce(${subscriptions.nextPaidUntil}, ${subscriptions.nextBillingDate})`;
  const told = db
    .select({ id: standingNotices.id })
    .from(standingNotices)
    .where(
      and(
        eq(standingNotices.subscriptionId, subscriptions.id),
        eq(standingNotices.periodEnd, sql`${paidUntil}`),
        eq(standingNotices.standing, 'terminated'),
      ),
    );
  const due = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ['active', 'expired']),
        lt(paidUntil, at),
        sql`${paidUntil} > ${new Date(at.getTime() - WINDOW_DAYS * DAY_MS).toISOString()}::timestamptz`,
        notExists(told),
      ),
    );
  const report: StandingReport = { told: 0, events: [] };
  for (const { userId } of due) {
    await bringUpToDate(db, userId, at);
    const [row] = await db
      .select({ sub: subscriptions, firstName: users.firstName, email: users.email, phone: users.phoneNumber })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(eq(subscriptions.userId, userId))
      .limit(1);
    if (!row) continue;
    const view = subscriptionView(row.sub, at);
    const standing = view.standing?.status;
    if (!view.paidUntil || !standing || standing === 'active') continue;
    const periodEnd = view.paidUntil;
    const reached = STAGES.slice(0, STAGES.indexOf(standing) + 1);
    const [plan] = await db.select().from(plans).where(eq(plans.id, view.planId)).limit(1);
    const planName = plan?.name ?? view.planId;
    const price = plan ? (view.cycle === 'yearly' ? plan.priceYearly : plan.priceMonthly) : 0;
    const amount = formatMoney(price, { minorUnits: true }).replace(currencySymbol('GHS'), 'GHS');
    const { suspendsAt } = standingDates(periodEnd.getTime(), view.promiseDays);
    const link = standing === 'terminated' ? null : await deps.renewUrl({ subscriptionId: row.sub.id, periodEnd });
    const text = { plan: planName, paidUntil: periodEnd, suspendsAt, amount, link, signIn: deps.signInUrl };
    const went = await db.transaction(async (tx) => {
      const written: StandingStage[] = [];
      for (const stage of reached) {
        const [notice] = await tx
          .insert(standingNotices)
          .values({ subscriptionId: row.sub.id, userId, periodEnd, standing: stage, createdAt: at })
          .onConflictDoNothing()
          .returning({ id: standingNotices.id });
        if (!notice) continue;
        written.push(stage);
        if (stage === 'grace_period') continue;
        const id = await recordServiceEvent(tx, {
          key: `${stage}:${row.sub.id}:${periodEnd.toISOString()}`,
          subscriptionId: row.sub.id,
          userId,
          type: stage,
          planId: view.planId,
          paidUntil: periodEnd,
          at,
        });
        if (id !== null) report.events.push(id);
      }
      // told only of the standing reached now, whatever was passed on the way
      if (!written.includes(standing)) return null;
      const notice =
        standing === 'grace_period'
          ? { title: 'Service expired', message: notifyServiceExpired(planName, formatDate(suspendsAt)) }
          : standingNotice(standing, text);
      if (standing !== 'grace_period') {
        await insertNotification(tx, at, userId, 'service_expired', notice.title, notice.message, {
          subscription_id: row.sub.id,
          standing,
          paid_until: periodEnd.toISOString(),
        });
      }
      const sms = fitOneSms(planName, (p) => standingSms(standing, { ...text, plan: p }));
      const { mailOk } = await queueNotice(tx, deps, { userId, kind: 'standing', profilePhone: row.phone, sms, at });
      return { notice, mailOk };
    });
    if (!went) continue;
    report.told += 1;
    if (deps.mailer && went.mailOk) {
      await mailNotice(deps.mailer, {
        to: row.email,
        userId,
        kind: 'standing',
        firstName: row.firstName,
        title: went.notice.title,
        message: went.notice.message,
        link: link ? { label: 'Renew', url: link } : { label: 'Sign in', url: deps.signInUrl },
      });
    }
  }
  return report;
}
