/** Pure rules of /profile: the form's validation (spec §5) and what the status tiles show. */

import { z } from 'zod';
import { accountFieldsSchema, emailChanged, FORM_MESSAGES, fieldErrorsOf } from '../settings';
import type { PlanSummary } from './contract';

export interface ProfileFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  /** asked only when the email changes */
  currentPassword: string;
}
export type ProfileField = keyof ProfileFields;

/** ours */
export const ADDRESS_TOO_LONG = 'Address must be at most 200 characters';

const profileFormSchema = accountFieldsSchema.extend({ address: z.string().trim().max(200, ADDRESS_TOO_LONG) });

export function validateProfile(
  draft: ProfileFields,
  original: ProfileFields,
): Partial<Record<ProfileField, string>> | null {
  const errors: Partial<Record<ProfileField, string>> = { ...(fieldErrorsOf(profileFormSchema, draft) ?? {}) };
  if (emailChanged({ email: draft.email }, { email: original.email }) && !draft.currentPassword) {
    errors.currentPassword = FORM_MESSAGES.currentPasswordForEmail;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

export const profileEmailChanged = (draft: ProfileFields, original: ProfileFields) =>
  emailChanged({ email: draft.email }, { email: original.email });

/** The status tile's account status: the account's own flag. */
export const accountStatus = (isActive: boolean) => (isActive ? 'Active' : 'Inactive');

/** 'Member since' as month and year (e.g. 'November 2026'), or '' for an unreadable date. */
export function memberSince(createdAt: string | null | undefined): string {
  if (!createdAt) return '';
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-GH', { month: 'long', year: 'numeric', timeZone: 'Africa/Accra' }).format(date);
}

/** What the profile page shows: the account's fields, picture and standing, and the current plan. */
export interface ProfileData {
  fields: ProfileFields;
  pictureUrl: string | null;
  isActive: boolean;
  createdAt: string | null;
  plan: PlanSummary | null;
  displayName: string;
  /** the username the account signs in with (beside the email) */
  username: string;
}
