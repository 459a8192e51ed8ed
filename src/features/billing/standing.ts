/**
 * A subscription's standing, from the one date the server keeps: paid-until (the end of everything the
 * customer has paid for, a scheduled plan change included). The spec's windows and names (billing §4,
 * §9: grace 3 days, suspension 7) counted from paid-until instead of from the last payment's calendar
 * month, which mislabelled every prepaid and yearly customer (docs/product-rules.md "Subscription
 * standing"). The server computes it and sends it; screens only show it. Pure: callers pass `now`.
 */

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

/**
 * `active` while now is before paid-until; `grace_period` up to 3 whole days after it; `suspended` up
 * to 7; `terminated` beyond. Null paid-until (never paid) has no standing: there is no subscription to
 * describe, and the screens say so instead of "Terminated".
 */
export function subscriptionStanding(paidUntilMs: number | null, nowMs: number): StandingResult | null {
  if (paidUntilMs === null || !Number.isFinite(paidUntilMs)) return null;
  if (nowMs < paidUntilMs) return { status: 'active', graceDaysLeft: null };
  const days = Math.floor((nowMs - paidUntilMs) / DAY_MS);
  if (days <= GRACE_DAYS) return { status: 'grace_period', graceDaysLeft: GRACE_DAYS - days };
  if (days <= SUSPENSION_DAYS) return { status: 'suspended', graceDaysLeft: null };
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
