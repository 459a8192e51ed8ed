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
