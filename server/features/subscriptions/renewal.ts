/**
 * What a renewal link opens, and paying it (docs/product-rules.md "Renewal links"). The token names a
 * subscription and the paid-until it was sent about (renewalLinks.ts); the subscription as it stands decides:
 *
 * - paid-until has moved past that date: `renewed` (another tab, the dashboard, a late approval paid it):
 *   the new date is shown and nothing can be charged through the link again;
 * - the period's standing is terminated (8 days after it, or the subscription was cancelled): the link has
 *   expired (410); before that, in grace or suspended, it still renews;
 * - otherwise `due`: one period of the plan the customer will be on when paid-until ends (a scheduled
 *   change's plan when there is one), paid with billing's own mobile money start, so the price, the
 *   one-payment lock, the limits and the settlement are the payment page's.
 *
 * A link used in two tabs at once makes one payment: the second start finds the one-payment lock taken
 * (409 payment_in_progress, and its page resumes the first); and once the payment holds the lock, just before
 * the provider is asked, the period is read again, so a start that comes after the first one's success is
 * cancelled unsent (409 already_renewed) instead of charging twice.
 */
import { eq } from 'drizzle-orm';
import { networkFromPrefix } from '../../../src/domain/format/phone';
import {
  maskPhone,
  PROMISE_MAX_DAYS,
  type Standing,
  standingDates,
  subscriptionStanding,
} from '../../../src/features/billing/rules';
import type { RenewalRecord } from '../../../src/features/subscriptions/contract';
import { SUBSCRIPTIONS_MESSAGES as m } from '../../../src/features/subscriptions/messages';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import { users } from '../auth';
import type { PaymentRow, SubscriptionPayments } from '../billing';
import { planById } from './catalogue';
import { promiseDaysOf } from './paidTime';
import { holdService } from './promise';
import type { RenewalLinks } from './renewalLinks';
import { paidTimeNow } from './subscriptions';
import { subscriptions } from './tables';

export interface RenewalDeps {
  db: Db;
  clock: () => Date;
  /** billing's payments, as the app hands them to subscriptions */
  payments: SubscriptionPayments;
  links: RenewalLinks;
}

type Network = 'MTN' | 'VODAFONE' | 'AIRTELTIGO';

/** The link's subscription, customer and period, read now. */
interface Opened {
  userId: string;
  email: string;
  firstName: string;
  periodEnd: Date;
  paidUntil: Date;
  /** the plan and cycle one more period buys (the one the customer will be on) */
  planId: string;
  cycle: 'monthly' | 'yearly';
  due: boolean;
  /** the subscription's id and the days of a promise to pay made for this paid-until (0: none) */
  subscriptionId: string;
  promiseDays: number;
}

const invalid = () => new ApiError(404, 'renewal_link_invalid', m.renewalLinkInvalid);

/** The renewal's suspension date (in grace) and whether a promise to pay may still be asked for. */
function promiseOf(o: Opened, standing: Standing): Pick<RenewalRecord, 'suspends_at' | 'promise'> {
  const inGrace = o.due && standing === 'grace_period';
  return {
    suspends_at: inGrace ? standingDates(o.paidUntil.getTime(), o.promiseDays).suspendsAt.toISOString() : null,
    promise: { days: o.promiseDays, available: inGrace && o.promiseDays === 0, max_days: PROMISE_MAX_DAYS },
  };
}
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export function renewalService({ db, clock, payments, links }: RenewalDeps) {
  /** The link as it stands now: 404 when it is not ours, 410 when its subscription has ended. */
  async function open(token: string): Promise<Opened> {
    const claim = await links.read(token);
    if (!claim) throw invalid();
    const [row] = await db
      .select({ sub: subscriptions, email: users.email, firstName: users.firstName, active: users.isActive })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(eq(subscriptions.id, claim.subscriptionId))
      .limit(1);
    if (!row?.active) throw invalid();
    const now = clock();
    const time = paidTimeNow(row.sub, now);
    if (!time.paidUntil || !time.last) throw invalid();
    const promiseDays = promiseDaysOf(row.sub, time.paidUntil);
    const base = {
      promiseDays,
      subscriptionId: row.sub.id,
      userId: row.sub.userId,
      email: row.email,
      firstName: row.firstName,
      periodEnd: claim.periodEnd,
      paidUntil: time.paidUntil,
      planId: time.last.planId,
      cycle: time.last.cycle,
    };
    if (seconds(time.paidUntil) > seconds(claim.periodEnd)) return { ...base, due: false };
    // a paid-until before the link's period: not a period this subscription ever had
    if (seconds(time.paidUntil) < seconds(claim.periodEnd)) throw invalid();
    const standing = subscriptionStanding(claim.periodEnd.getTime(), now.getTime(), promiseDays);
    if (row.sub.status === 'cancelled' || standing?.status === 'terminated') {
      throw new ApiError(410, 'renewal_link_expired', m.renewalLinkExpired);
    }
    return { ...base, due: true };
  }

  /** GET /:token */
  async function view(token: string): Promise<RenewalRecord> {
    const o = await open(token);
    const plan = await planById(db, o.planId);
    const saved = o.due ? await payments.lastMobilePayer(o.userId) : null;
    const pending = o.due ? await payments.openMobilePayment(o.userId, o.planId, o.cycle) : null;
    const standing = subscriptionStanding(o.paidUntil.getTime(), clock().getTime(), o.promiseDays)?.status ?? 'active';
    return {
      status: o.due ? 'due' : 'renewed',
      first_name: o.firstName,
      plan_id: o.planId,
      plan_name: plan?.name ?? o.planId,
      billing_cycle: o.cycle,
      paid_until: o.paidUntil.toISOString(),
      standing,
      amount: plan ? (o.cycle === 'yearly' ? plan.priceYearly : plan.priceMonthly) : 0,
      ...promiseOf(o, standing),
      saved_number: saved ? { masked: maskPhone(saved.phone), network: saved.network } : null,
      open_payment: pending ? payments.record(pending) : null,
    };
  }

  /**
   * POST /:token/payments: one period of the plan, by mobile money, to the number given or the one last paid
   * with. `admit` takes the limits once the payment holds the lock (billing's rule); before it, the period is
   * read again (see the top of this file).
   */
  async function pay(
    token: string,
    wallet: { phone?: string; network?: Network },
    admit: (userId: string) => Promise<unknown>,
  ): Promise<PaymentRow> {
    const o = await open(token);
    if (!o.due) throw new ApiError(409, 'already_renewed', m.alreadyRenewed);
    const saved = wallet.phone ? null : await payments.lastMobilePayer(o.userId);
    const phone = wallet.phone ?? saved?.phone;
    if (!phone) {
      throw new ApiError(400, 'number_required', m.numberRequired, {
        issues: [{ path: 'mobile_number', message: m.numberRequired }],
      });
    }
    return payments.payMobileMoney(
      {
        userId: o.userId,
        email: o.email,
        planId: o.planId,
        cycle: o.cycle,
        months: 1,
        channel: 'mobile_money',
        network: wallet.network ?? saved?.network ?? networkFromPrefix(phone) ?? 'MTN',
        phone,
      },
      async () => {
        const again = await open(token);
        if (!again.due) throw new ApiError(409, 'already_renewed', m.alreadyRenewed);
        await admit(o.userId);
      },
    );
  }

  /**
   * POST /:token/promise: in grace, once per period, move the suspension (and the termination) by `days`. The
   * update decides under the row's lock: a second promise, from this page or another tab, finds it made.
   */
  async function promise(token: string, days: number): Promise<RenewalRecord> {
    const o = await open(token);
    if (!o.due) throw new ApiError(409, 'promise_unavailable', m.promiseUnavailable);
    await holdService(db, clock(), { subscriptionId: o.subscriptionId }, days, o.paidUntil);
    return view(token);
  }

  /** A payment of the link's customer (another customer's id answers 404, as if it did not exist). */
  async function payment(token: string, id: string): Promise<{ userId: string; payment: PaymentRow }> {
    const { userId } = await ownerOf(token);
    return { userId, payment: await payments.ownPayment(userId, id) };
  }

  /** The link's customer, for the payment steps: valid while the link is (renewed included: a poll after success). */
  async function ownerOf(token: string): Promise<{ userId: string }> {
    const o = await open(token);
    return { userId: o.userId };
  }

  return { open, view, pay, promise, payment, ownerOf };
}

export type RenewalService = ReturnType<typeof renewalService>;
