/**
 * Rules of the customer dashboard (docs/product-rules.md "Customer dashboard"): flash timing, history
 * paging and profile completeness. The subscription's standing and next billing date are not computed
 * here: the server sends them (billing's standing.ts) and the dashboard shows them as they are.
 */
import type { User } from '../auth';

/** Flash messages clear after 5 s (spec §4, §9). */
export const FLASH_MS = 5000;
/** Rows per page of the payment history (ours; the spec is silent). */
export const HISTORY_PAGE_SIZE = 10;

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

/** What the subscription card says after an auto-renew save (ours: the spec has no auto-renew switch). */
export const AUTO_RENEW_ON = 'Auto-renew is on.';
export const AUTO_RENEW_OFF = 'Auto-renew is off. Reminders will bring a link to renew.';
export const AUTO_RENEW_FAILED = 'Your auto-renew choice could not be saved. Please try again.';

/** ours: a promise to pay that did not go through for a reason the server did not give */
export const PROMISE_FAILED = 'Your service could not be held. Please try again.';
