/**
 * A subscription's standing, from the one date the server keeps: paid-until (the end of everything the
 * customer has paid for, a scheduled plan change included). The spec's windows and names (billing §4,
 * §9: grace 3 days, suspension 7) counted from paid-until instead of from the last payment's calendar
 * month, which mislabelled every prepaid and yearly customer (docs/product-rules.md "Subscription
 * standing"). The server computes it and sends it; screens only show it. Pure: callers pass `now`.
 *
 * Suspension and termination never start on a Sunday or a Ghana public holiday (src/domain/holidays.ts):
 * they wait for 08:00 of the next working day, and a promise to pay moves both by its days.
 */
import { nextWorkingMoment } from '../../domain/holidays';

/** Days after paid-until (spec §9): grace 3, suspension 7; the spec's 30-day threshold stays unused. */
export const GRACE_DAYS = 3;
export const SUSPENSION_DAYS = 7;

const DAY_MS = 86_400_000;

export const STANDINGS = ['active', 'grace_period', 'suspended', 'terminated'] as const;
export type Standing = (typeof STANDINGS)[number];

export interface StandingResult {
  status: Standing;
  /** grace period only: whole days left before suspension (3 down to 0) */
  graceDaysLeft: number | null;
}

/** A promise to pay moves the suspension by at most this many days, once per period. */
export const PROMISE_MAX_DAYS = 3;

/**
 * When a paid-until's grace ends (the suspension starts) and when the suspension ends (termination):
 * after 3 whole days of grace and 7 after paid-until, plus the days of a promise to pay, each moved to
 * 08:00 of the next working day when it falls on a Sunday or a public holiday.
 */
export function standingDates(paidUntilMs: number, promiseDays = 0): { suspendsAt: Date; terminatesAt: Date } {
  const extra = Math.max(0, Math.min(PROMISE_MAX_DAYS, Math.trunc(promiseDays))) * DAY_MS;
  return {
    suspendsAt: nextWorkingMoment(new Date(paidUntilMs + (GRACE_DAYS + 1) * DAY_MS + extra)),
    terminatesAt: nextWorkingMoment(new Date(paidUntilMs + (SUSPENSION_DAYS + 1) * DAY_MS + extra)),
  };
}

/**
 * `active` while now is before paid-until; `grace_period` until the suspension starts (3 whole days after
 * paid-until, longer across a Sunday, a holiday or a promise to pay), `suspended` until the termination (7
 * days after), `terminated` beyond. Null paid-until (never paid) has no standing: there is no subscription
 * to describe, and the screens say so instead of "Terminated".
 */
export function subscriptionStanding(
  paidUntilMs: number | null,
  nowMs: number,
  promiseDays = 0,
): StandingResult | null {
  if (paidUntilMs === null || !Number.isFinite(paidUntilMs)) return null;
  if (nowMs < paidUntilMs) return { status: 'active', graceDaysLeft: null };
  const { suspendsAt, terminatesAt } = standingDates(paidUntilMs, promiseDays);
  if (nowMs < suspendsAt.getTime()) {
    return { status: 'grace_period', graceDaysLeft: Math.floor((suspendsAt.getTime() - nowMs - 1) / DAY_MS) };
  }
  if (nowMs < terminatesAt.getTime()) return { status: 'suspended', graceDaysLeft: null };
  return { status: 'terminated', graceDaysLeft: null };
}

/** The status badge's text: the spec's 'Grace period: N days remaining', else the status named. */
export function standingLabel(result: StandingResult): string {
  switch (result.status) {
    case 'active':
      return 'Active';
    case 'grace_period': {
      const n = result.graceDaysLeft ?? 0;
      return `Grace period: ${n} ${n === 1 ? 'day' : 'days'} remaining`;
    }
    case 'suspended':
      return 'Suspended';
    default:
      return 'Terminated';
  }
}
