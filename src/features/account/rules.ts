/**
 * Rules of the customer dashboard (spec billing §4 "Subscription status on the dashboard", §9
 * "Subscription periods"; docs/product-rules.md "Customer dashboard"). Pure: callers pass `now`.
 */
import type { User } from '../auth';

/** Days after the last payment (spec §9): grace 3, suspension 7, termination 30 (defined, unused). */
export const GRACE_DAYS = 3;
export const SUSPENSION_DAYS = 7;
export const TERMINATION_DAYS = 30;
/** No payment date counts as this many days (spec §4), so terminated. */
export const NO_PAYMENT_DAYS = 999;
/** Flash messages clear after 5 s (spec §4, §9). */
export const FLASH_MS = 5000;
/** Rows per page of the payment history (ours; the spec is silent). */
export const HISTORY_PAGE_SIZE = 10;

const DAY_MS = 86_400_000;

export type DashboardStatus = 'active' | 'grace_period' | 'suspended' | 'terminated';

export interface DashboardStatusResult {
  status: DashboardStatus;
  /** whole days since the last payment (999 without one) */
  days: number;
  /** grace period only: days left before suspension (3 - days) */
  graceDaysLeft: number | null;
}

/** Whole days between the last payment and now (never negative); 999 without a payment. */
export function daysSinceLastPayment(lastPaidAt: number | null, now: number): number {
  if (lastPaidAt === null || !Number.isFinite(lastPaidAt)) return NO_PAYMENT_DAYS;
  return Math.max(0, Math.floor((now - lastPaidAt) / DAY_MS));
}

/** Same calendar month in Ghana's time (GMT, so UTC). */
function sameMonth(a: number, b: number): boolean {
  const x = new Date(a);
  const y = new Date(b);
  return x.getUTCFullYear() === y.getUTCFullYear() && x.getUTCMonth() === y.getUTCMonth();
}

/**
 * The dashboard's subscription status from the last payment (spec §4): active when paid in the current
 * calendar month; otherwise grace_period up to 3 days after it (days remaining shown), suspended up to
 * 7 days, terminated beyond. No payment: terminated.
 */
export function dashboardStatus(lastPaidAt: number | null, now: number): DashboardStatusResult {
  const days = daysSinceLastPayment(lastPaidAt, now);
  if (lastPaidAt !== null && days !== NO_PAYMENT_DAYS && sameMonth(lastPaidAt, now)) {
    return { status: 'active', days, graceDaysLeft: null };
  }
  if (days <= GRACE_DAYS) return { status: 'grace_period', days, graceDaysLeft: GRACE_DAYS - days };
  if (days <= SUSPENSION_DAYS) return { status: 'suspended', days, graceDaysLeft: null };
  return { status: 'terminated', days, graceDaysLeft: null };
}

/** The status badge's text (ours where the spec names only the status). */
export function dashboardStatusLabel(result: DashboardStatusResult): string {
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

/** The profile fields the overview counts (ours: the spec is silent on profile completeness). */
export const PROFILE_FIELDS = [
  { id: 'name', label: 'Full name' },
  { id: 'phone', label: 'Phone number' },
  { id: 'dateOfBirth', label: 'Date of birth' },
  { id: 'picture', label: 'Profile picture' },
  { id: 'emailVerified', label: 'Verified email' },
] as const;

export type ProfileField = (typeof PROFILE_FIELDS)[number]['id'];

export interface ProfileCompleteness {
  percent: number;
  missing: string[];
}

type ProfileUser = Pick<
  User,
  'fullName' | 'firstName' | 'lastName' | 'phoneNumber' | 'dateOfBirth' | 'profilePicture' | 'isEmailVerified'
>;

export function profileCompleteness(user: ProfileUser): ProfileCompleteness {
  const has: Record<ProfileField, boolean> = {
    name: !!(user.fullName?.trim() || (user.firstName?.trim() && user.lastName?.trim())),
    phone: !!user.phoneNumber?.trim(),
    dateOfBirth: !!user.dateOfBirth?.trim(),
    picture: !!user.profilePicture?.trim(),
    emailVerified: user.isEmailVerified,
  };
  const missing = PROFILE_FIELDS.filter((f) => !has[f.id]).map((f) => f.label);
  return {
    percent: Math.round(((PROFILE_FIELDS.length - missing.length) / PROFILE_FIELDS.length) * 100),
    missing,
  };
}
