/**
 * The installation's system settings (spec: billing §9 Settings, §3 "Other settings"), edited in the admin
 * console and applied by the server: sign-in (allowed devices, password expiry), token refresh (session
 * timeout, two-factor sign-in required of administrators), registration (max users), reminders before
 * paid-until (the days and the channels). Backup
 * frequency is stored and shown only (no backup runs here).
 * Shared by the server (which applies them) and the console's contract (which edits them).
 */
import { z } from 'zod';

/** Session timeout options, in minutes: 30 minutes, 1, 2 and 4 hours (§9). */
export const SESSION_TIMEOUT_OPTIONS = [30, 60, 120, 240] as const;
export type SessionTimeoutMinutes = (typeof SESSION_TIMEOUT_OPTIONS)[number];

export const BACKUP_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type BackupFrequency = (typeof BACKUP_FREQUENCIES)[number];

/** Bounds we chose where the spec gives only defaults. */
export const SYSTEM_SETTING_LIMITS = {
  /** days; 0 turns expiry off */
  passwordExpiryDays: { min: 0, max: 365 },
  allowedDevices: { min: 1, max: 20 },
  maxUsers: { min: 1, max: 1_000_000 },
  /** days before paid-until a reminder goes: 1 to 5 of them, each from 1 to 30 */
  reminderDay: { min: 1, max: 30 },
  reminderCount: { min: 1, max: 5 },
} as const;

/** The channels a reminder goes by (each customer's own SMS and email choices still apply). */
export const REMINDER_CHANNELS = ['sms', 'mail', 'bell'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

export const SYSTEM_SETTINGS_MESSAGES = {
  sessionTimeout: 'Session timeout must be 30 minutes, 1, 2 or 4 hours',
  passwordExpiryDays: `Password expiry must be a whole number of days from ${SYSTEM_SETTING_LIMITS.passwordExpiryDays.min} to ${SYSTEM_SETTING_LIMITS.passwordExpiryDays.max}`,
  allowedDevices: `Allowed devices must be a whole number from ${SYSTEM_SETTING_LIMITS.allowedDevices.min} to ${SYSTEM_SETTING_LIMITS.allowedDevices.max}`,
  backupFrequency: 'Backup frequency must be daily, weekly or monthly',
  maxUsers: `Max users must be a whole number from ${SYSTEM_SETTING_LIMITS.maxUsers.min} to ${SYSTEM_SETTING_LIMITS.maxUsers.max.toLocaleString('en-GB')}`,
  reminderDays: `Reminder days must be 1 to ${SYSTEM_SETTING_LIMITS.reminderCount.max} different whole numbers from ${SYSTEM_SETTING_LIMITS.reminderDay.min} to ${SYSTEM_SETTING_LIMITS.reminderDay.max}, such as 7, 3, 1`,
  reminderChannels: 'Choose at least one channel for reminders',
  adminTwoFactorRequired: 'Two-factor sign-in for administrators must be on or off',
} as const;

const wholeIn = (bounds: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int(message).min(bounds.min, message).max(bounds.max, message);

export const systemSettingsSchema = z.object({
  sessionTimeoutMinutes: z.union(
    SESSION_TIMEOUT_OPTIONS.map((minutes) => z.literal(minutes)),
    { error: SYSTEM_SETTINGS_MESSAGES.sessionTimeout },
  ),
  passwordExpiryDays: wholeIn(SYSTEM_SETTING_LIMITS.passwordExpiryDays, SYSTEM_SETTINGS_MESSAGES.passwordExpiryDays),
  allowedDevices: wholeIn(SYSTEM_SETTING_LIMITS.allowedDevices, SYSTEM_SETTINGS_MESSAGES.allowedDevices),
  backupFrequency: z.enum(BACKUP_FREQUENCIES, { error: SYSTEM_SETTINGS_MESSAGES.backupFrequency }),
  maxUsers: wholeIn(SYSTEM_SETTING_LIMITS.maxUsers, SYSTEM_SETTINGS_MESSAGES.maxUsers),
  /** the days before paid-until, furthest first */
  reminderDays: z
    .array(wholeIn(SYSTEM_SETTING_LIMITS.reminderDay, SYSTEM_SETTINGS_MESSAGES.reminderDays), {
      error: SYSTEM_SETTINGS_MESSAGES.reminderDays,
    })
    .min(SYSTEM_SETTING_LIMITS.reminderCount.min, SYSTEM_SETTINGS_MESSAGES.reminderDays)
    .max(SYSTEM_SETTING_LIMITS.reminderCount.max, SYSTEM_SETTINGS_MESSAGES.reminderDays)
    .refine((days) => new Set(days).size === days.length, SYSTEM_SETTINGS_MESSAGES.reminderDays)
    .transform((days) => [...days].sort((a, b) => b - a)),
  reminderChannels: z
    .object(
      { sms: z.boolean(), mail: z.boolean(), bell: z.boolean() },
      { error: SYSTEM_SETTINGS_MESSAGES.reminderChannels },
    )
    .strict()
    .refine((c) => c.sms || c.mail || c.bell, SYSTEM_SETTINGS_MESSAGES.reminderChannels),
  /** administrators sign in with an authenticator code; one not enrolled is sent to enrolment at sign-in */
  adminTwoFactorRequired: z.boolean({ error: SYSTEM_SETTINGS_MESSAGES.adminTwoFactorRequired }),
});
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

/**
 * The spec's defaults (password expiry 90, allowed devices 5, max users 1000). The spec gives the timeout's
 * options but no system default (its 30 is a customer's own preference): ours is 2 hours, which keeps the
 * hour-long access tokens the sign-in has always answered.
 */
export const DEFAULT_SYSTEM_SETTINGS: SystemSettings = {
  sessionTimeoutMinutes: 120,
  passwordExpiryDays: 90,
  allowedDevices: 5,
  backupFrequency: 'daily',
  maxUsers: 1000,
  reminderDays: [7, 3, 1],
  reminderChannels: { sms: true, mail: true, bell: true },
  adminTwoFactorRequired: false,
};

/**
 * The defaults of an installation: as DEFAULT_SYSTEM_SETTINGS, except that a production server requires
 * administrators to use two-factor sign-in until the setting is turned off (development and test servers,
 * with their demo accounts, do not).
 */
export function defaultSystemSettings(production: boolean): SystemSettings {
  return { ...DEFAULT_SYSTEM_SETTINGS, adminTwoFactorRequired: production };
}

/** Whether two settings' values are the same (the lists and the channels compared by value). */
export const sameSetting = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a password last set at `changedAt` has expired at `now` (never when expiry is 0). */
export function passwordExpired(changedAt: Date, now: Date, expiryDays: number): boolean {
  return expiryDays > 0 && now.getTime() - changedAt.getTime() >= expiryDays * DAY_MS;
}

/** A label for a timeout option: '30 minutes', '1 hour', '2 hours'. */
export function sessionTimeoutLabel(minutes: SessionTimeoutMinutes): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}
