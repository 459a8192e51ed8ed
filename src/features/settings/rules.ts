/**
 * Pure rules of /settings and /profile: the forms' validation (spec §5), the password-change rules
 * (both wordings), which success message a save shows, and the settings' effect on analytics.
 */
import { z } from 'zod';
import { isEmailAddress } from '../../domain/format/email';
import { isValidGhanaPhone } from '../../domain/format/phone';
import {
  billingSettingsSchema,
  type NotificationSettings,
  notificationSettingsSchema,
  preferencesSettingsSchema,
  privacySettingsSchema,
  profileSettingsSchema,
  SECTION_SAVED,
  type SettingsDocument,
  type StoredSection,
  securitySettingsSchema,
} from './contract';
import { SETTINGS_MESSAGES as m } from './messages';

export const FORM_MESSAGES = {
  /** ours */
  firstNameRequired: 'First name is required',
  /** ours */
  lastNameRequired: 'Last name is required',
  /** ours */
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  /** ours */
  phoneInvalid: 'Please enter a valid phone number',
  /** ours: changing the sign-in email takes the password */
  currentPasswordForEmail: 'Enter your current password to change your email',
  /** ours */
  nameTooLong: 'Name must be at most 100 characters',
} as const;

const name = (required: string) => z.string().trim().min(1, required).max(100, FORM_MESSAGES.nameTooLong);

/** The account's own fields (first/last name, email, phone), shared by /profile and the settings Profile section. */
export const accountFieldsSchema = z.object({
  firstName: name(FORM_MESSAGES.firstNameRequired),
  lastName: name(FORM_MESSAGES.lastNameRequired),
  email: z
    .string()
    .trim()
    .min(1, FORM_MESSAGES.emailRequired)
    .max(254, FORM_MESSAGES.emailInvalid)
    .refine(isEmailAddress, FORM_MESSAGES.emailInvalid),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || isValidGhanaPhone(v), FORM_MESSAGES.phoneInvalid),
});

/** The settings Profile section: the account's fields plus bio, website and location. */
export const settingsProfileFormSchema = accountFieldsSchema.extend(
  profileSettingsSchema.omit({ address: true }).shape,
);

/** A section's form values (flat: text, numbers and toggles). */
export type FieldValue = string | number | boolean;
export type SectionForm = Record<string, FieldValue>;
export type FieldErrors = Record<string, string>;

export const SECTION_FORM_SCHEMAS: Record<StoredSection, z.ZodType> = {
  profile: settingsProfileFormSchema,
  security: securitySettingsSchema,
  notifications: notificationSettingsSchema,
  privacy: privacySettingsSchema,
  billing: billingSettingsSchema,
  preferences: preferencesSettingsSchema,
};

/** Messages by field (the first per field), or null when valid. */
export function fieldErrorsOf(schema: z.ZodType, values: unknown): FieldErrors | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** True when the form changes the sign-in email (the password is then needed too). */
export const emailChanged = (values: SectionForm, saved: SectionForm | undefined): boolean =>
  saved !== undefined &&
  typeof values.email === 'string' &&
  values.email.trim().toLowerCase() !==
    String(saved.email ?? '')
      .trim()
      .toLowerCase();

/** A section form's errors by field, or null. Changing the email also needs the current password. */
export function validateSection(section: StoredSection, values: SectionForm, saved?: SectionForm): FieldErrors | null {
  const errors = fieldErrorsOf(SECTION_FORM_SCHEMAS[section], values) ?? {};
  if (section === 'profile' && emailChanged(values, saved) && !values.currentPassword) {
    errors.currentPassword = FORM_MESSAGES.currentPasswordForEmail;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The message a section's save shows: the two-factor toggle has its own two (spec §8). */
export function savedMessage(section: StoredSection, before: SectionForm, after: SectionForm): string {
  if (section === 'security' && before.twoFactorEnabled !== after.twoFactorEnabled) {
    return after.twoFactorEnabled ? m.twoFactorEnabled : m.twoFactorDisabled;
  }
  return SECTION_SAVED[section];
}

/** The failure message of a section's save when the server gave none. */
export function failedMessage(section: StoredSection, before: SectionForm, after: SectionForm): string {
  if (section === 'security' && before.twoFactorEnabled !== after.twoFactorEnabled) return m.twoFactorFailed;
  return section === 'profile' ? m.profileFailed : m.saveFailed;
}

// ----- password change ----------------------------------------------------------------------------

export interface PasswordFields {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export const EMPTY_PASSWORD_FIELDS: PasswordFields = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Where the form is: the dashboard profile and settings word two messages differently (spec §5, §8). */
export type PasswordVariant = 'profile' | 'settings';
export const PASSWORD_VARIANTS = {
  profile: { mismatch: 'New passwords do not match', success: 'Password updated successfully!', flashMs: 3000 },
  settings: { mismatch: m.passwordsMismatch, success: m.passwordChanged, flashMs: 5000 },
} as const;

/** The first rule broken, in the spec's order, or null. */
export function passwordChangeError(fields: PasswordFields, variant: PasswordVariant): string | null {
  if (!fields.currentPassword || !fields.newPassword || !fields.confirmPassword) return m.passwordFieldsRequired;
  if (fields.newPassword !== fields.confirmPassword) return PASSWORD_VARIANTS[variant].mismatch;
  if (fields.newPassword.length < 8) return m.passwordTooShort;
  return null;
}

// ----- flashes ------------------------------------------------------------------------------------

/** Settings flashes clear after 5 s; profile and password success messages after 3 s (spec §4). */
export const FLASH_MS = 5000;
export const PROFILE_FLASH_MS = 3000;

// ----- analytics ----------------------------------------------------------------------------------

/** A signed-in user with analytics off sends no events; consent still governs everyone. */
export const analyticsAllowed = (settings: Pick<SettingsDocument, 'privacy'> | null): boolean =>
  settings ? settings.privacy.analytics : true;

export const notificationKeys = Object.keys(notificationSettingsSchema.shape) as (keyof NotificationSettings)[];
