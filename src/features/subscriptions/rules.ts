/**
 * The life of a prepaid subscription between payments (docs/product-rules.md "Reminders"): when a reminder
 * is due before paid-until, when an SMS may go (not in Ghana's night), and what it says. Pure: the server's
 * reminder job applies them (server/features/subscriptions/reminders.ts) and the tests drive them.
 */
import { brand } from '../../domain/brand';
import { formatDate } from '../../domain/format/date';

const DAY_MS = 86_400_000;

/** Reminders before paid-until, in days (the admin setting's default). */
export const DEFAULT_REMINDER_DAYS = [7, 3, 1] as const;

/**
 * The reminder due at `now` for a period ending at `paidUntil`: the nearest of `days` whose time has come
 * (paid-until minus that many days is past), while paid-until is still ahead; null when none is. When the
 * clock passed several at once (a server down for days), only the nearest is due: a customer gets one
 * message that says the right number of days, not three at once.
 */
export function reminderDue(paidUntil: Date, now: Date, days: readonly number[] = DEFAULT_REMINDER_DAYS) {
  const left = paidUntil.getTime() - now.getTime();
  if (left <= 0) return null;
  const passed = days.filter((d) => left <= d * DAY_MS);
  return passed.length === 0 ? null : Math.min(...passed);
}

/** Quiet hours in Ghana (GMT all year, no daylight saving): no reminder SMS from 20:00 to 08:00. */
export const QUIET_FROM_HOUR = 20;
export const QUIET_UNTIL_HOUR = 8;

/** When an SMS due at `at` may go: at once outside quiet hours, else at the next 08:00 Ghana time. */
export function smsSendableAt(at: Date): Date {
  const hour = at.getUTCHours();
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return at;
  const morning = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), QUIET_UNTIL_HOUR));
  return hour >= QUIET_FROM_HOUR ? new Date(morning.getTime() + DAY_MS) : morning;
}

export interface ReminderText {
  firstName: string;
  plan: string;
  paidUntil: Date;
  /** "GHS 100.00": GSM-7 has no cedi sign (the caller formats the money) */
  amount: string;
  daysLeft: number;
  /** where the customer renews */
  link: string;
}

/** The reminder's one SMS (at most 160 GSM-7 characters: the caller shortens the plan name if it must). */
export function reminderSms(r: ReminderText): string {
  const when = r.daysLeft === 1 ? 'tomorrow' : `in ${r.daysLeft} days`;
  const hello = r.firstName ? `${r.firstName}, your` : 'Your';
  return `${brand.name}: ${hello} ${r.plan} ends ${when}, ${formatDate(r.paidUntil)}. Renew for ${r.amount}: ${r.link}`;
}

/** The bell's and the mail's title and text. */
export function reminderNotice(r: Omit<ReminderText, 'firstName'>): { title: string; message: string } {
  const when = r.daysLeft === 1 ? 'tomorrow' : `in ${r.daysLeft} days`;
  return {
    title: `Your service ends ${when}`,
    message: `Your ${r.plan} is paid until ${formatDate(r.paidUntil)}. Renew for ${r.amount} to stay connected.`,
  };
}
