/**
 * The console's pure rules: the system settings form (values as typed, checked with the shared schema),
 * and the Overview's number formats.
 */
import {
  BACKUP_FREQUENCIES,
  type BackupFrequency,
  SESSION_TIMEOUT_OPTIONS,
  type SessionTimeoutMinutes,
  type SystemSettings,
  sessionTimeoutLabel,
  systemSettingsSchema,
} from '../../domain/systemSettings';

export type { BackupFrequency, SessionTimeoutMinutes, SystemSettings };
export { BACKUP_FREQUENCIES, SESSION_TIMEOUT_OPTIONS, sessionTimeoutLabel };

/** The settings form as typed: the numbers are text until saved. */
export interface SettingsForm {
  sessionTimeoutMinutes: SessionTimeoutMinutes;
  passwordExpiryDays: string;
  allowedDevices: string;
  backupFrequency: BackupFrequency;
  maxUsers: string;
  /** '7, 3, 1' */
  reminderDays: string;
  reminderChannels: SystemSettings['reminderChannels'];
  adminTwoFactorRequired: boolean;
}
export type SettingsField = keyof SettingsForm;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

export function toForm(settings: SystemSettings): SettingsForm {
  return {
    sessionTimeoutMinutes: settings.sessionTimeoutMinutes,
    passwordExpiryDays: String(settings.passwordExpiryDays),
    allowedDevices: String(settings.allowedDevices),
    backupFrequency: settings.backupFrequency,
    maxUsers: String(settings.maxUsers),
    reminderDays: settings.reminderDays.join(', '),
    reminderChannels: settings.reminderChannels,
    adminTwoFactorRequired: settings.adminTwoFactorRequired,
  };
}

/** Text to number: digits only (a blank or '1e3' is not a number here), else NaN so the schema says why. */
const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text.trim()) : Number.NaN);

/** The form's settings, or every field's message. */
export function checkForm(
  form: SettingsForm,
): { ok: true; value: SystemSettings } | { ok: false; errors: SettingsErrors } {
  const parsed = systemSettingsSchema.safeParse({
    sessionTimeoutMinutes: form.sessionTimeoutMinutes,
    passwordExpiryDays: whole(form.passwordExpiryDays),
    allowedDevices: whole(form.allowedDevices),
    backupFrequency: form.backupFrequency,
    maxUsers: whole(form.maxUsers),
    reminderDays: form.reminderDays.trim()
      ? form.reminderDays
          .split(/[\s,;]+/)
          .filter(Boolean)
          .map(whole)
      : [],
    reminderChannels: form.reminderChannels,
    adminTwoFactorRequired: form.adminTwoFactorRequired,
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: SettingsErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as SettingsField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** Seconds as '3 d 4 h', '2 h 5 min', '4 min 10 s' or '12 s' (the Overview's uptime and session length). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  if (minutes > 0) return `${minutes} min ${seconds} s`;
  return `${seconds} s`;
}

export const formatPercent = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)}%`;
export const formatMs = (value: number | null) => (value === null ? '—' : `${value.toFixed(value < 10 ? 1 : 0)} ms`);
export const formatCount = (value: number) => value.toLocaleString('en-GB');

// ----- reconciliation period ----------------------------------------------------------------------------

/** The longest period one reconciliation reads (the server allows 92 days from the first instant). */
export const RECONCILE_MAX_DAYS = 91;
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface ReconcilePeriod {
  /** first day, YYYY-MM-DD (UTC, which is Ghana's time) */
  from: string;
  /** last day, YYYY-MM-DD, included */
  to: string;
}

const dayOf = (text: string): number | null => {
  if (!ISO_DAY.test(text.trim())) return null;
  const t = Date.parse(`${text.trim()}T00:00:00.000Z`);
  return Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== text.trim() ? null : t;
};

/** The last 7 days up to `today`, both included. */
export function defaultPeriod(today: Date): ReconcilePeriod {
  const to = today.toISOString().slice(0, 10);
  return { from: new Date(Date.parse(`${to}T00:00:00.000Z`) - 7 * DAY_MS).toISOString().slice(0, 10), to };
}

/** Why a period cannot be reconciled, or null when it can. */
export function periodError(period: ReconcilePeriod): string | null {
  const from = dayOf(period.from);
  const to = dayOf(period.to);
  if (from === null || to === null) return 'Enter both dates as YYYY-MM-DD';
  if (from > to) return 'The first day must not be after the last day';
  if ((to - from) / DAY_MS > RECONCILE_MAX_DAYS) return `Choose at most ${RECONCILE_MAX_DAYS + 1} days`;
  return null;
}

/** The query of GET /api/admin/billing/reconcile: from the first day's start to the last day's end (UTC). */
export function reconcileQuery(period: ReconcilePeriod): { from: string; to: string } {
  return { from: `${period.from.trim()}T00:00:00.000Z`, to: `${period.to.trim()}T23:59:59.999Z` };
}
