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
  /**
   * Auto-renew is on and will charge this number (masked) at `at`: the 3 and 1-day reminders say so instead of
   * asking the customer to renew (the 7-day one still gives the link).
   */
  autoRenew?: { masked: string; at: Date } | null;
}

/** Reminders this close to paid-until (3 and 1 day) announce the automatic charge when auto-renew is on. */
export const AUTO_RENEW_NOTICE_DAYS = 3;

/**
 * When the automatic renewal charges the phone: the day before paid-until, but never in Ghana's night (a
 * prompt nobody is awake to approve): at 08:00 when that moment falls between 20:00 and 08:00.
 */
export const autoRenewAt = (paidUntil: Date): Date => smsSendableAt(new Date(paidUntil.getTime() - DAY_MS));

const announcesAutoRenew = (r: Pick<ReminderText, 'autoRenew' | 'daysLeft'>) =>
  r.autoRenew && r.daysLeft <= AUTO_RENEW_NOTICE_DAYS ? r.autoRenew : null;

/** The reminder's one SMS (at most 160 GSM-7 characters: the caller shortens the plan name if it must). */
export function reminderSms(r: ReminderText): string {
  const when = r.daysLeft === 1 ? 'tomorrow' : `in ${r.daysLeft} days`;
  const auto = announcesAutoRenew(r);
  if (auto) {
    return `${brand.name}: ${r.plan} renews automatically: approve the prompt for ${r.amount} on ${auto.masked} on ${formatDate(auto.at)}.`;
  }
  const hello = r.firstName ? `${r.firstName}, your` : 'Your';
  return `${brand.name}: ${hello} ${r.plan} ends ${when}, ${formatDate(r.paidUntil)}. Renew for ${r.amount}: ${r.link}`;
}

/** The bell's and the mail's title and text. */
export function reminderNotice(r: Omit<ReminderText, 'firstName'>): { title: string; message: string } {
  const when = r.daysLeft === 1 ? 'tomorrow' : `in ${r.daysLeft} days`;
  const auto = announcesAutoRenew(r);
  if (auto) {
    return {
      title: `Your service renews ${when}`,
      message: `Your ${r.plan} is paid until ${formatDate(r.paidUntil)}. Auto-renew is on: on ${formatDate(auto.at)} an approval prompt for ${r.amount} comes to ${auto.masked}. Approve it to stay connected.`,
    };
  }
  return {
    title: `Your service ends ${when}`,
    message: `Your ${r.plan} is paid until ${formatDate(r.paidUntil)}. Renew for ${r.amount} to stay connected.`,
  };
}

/** The standings a customer is told of when they begin (docs/product-rules.md "Standing changes"). */
export type StandingStage = 'grace_period' | 'suspended' | 'terminated';

export interface StandingText {
  plan: string;
  paidUntil: Date;
  /** when the grace ends (a Sunday, a holiday and a promise to pay counted) */
  suspendsAt: Date;
  /** "GHS 100.00": one period of the plan */
  amount: string;
  /** the renewal link while it is usable (not once terminated) */
  link: string | null;
  /** where a terminated customer signs in to choose a plan again */
  signIn: string;
}

/** The one SMS of a standing change (the caller shortens the plan name to keep it to 160 GSM-7 characters). */
export function standingSms(stage: StandingStage, r: StandingText): string {
  if (stage === 'grace_period') {
    return `${brand.name}: ${r.plan} ended ${formatDate(r.paidUntil)}. Renew (${r.amount}) by ${formatDate(r.suspendsAt)}: ${r.link}`;
  }
  if (stage === 'suspended') {
    return `${brand.name}: ${r.plan} is suspended. Renew (${r.amount}) to reconnect: ${r.link}`;
  }
  return `${brand.name}: ${r.plan} has been terminated. To connect again, sign in and choose a plan: ${r.signIn}`;
}

/**
 * The bell's (type service_expired) and the mail's title and text of a suspension or a termination (the grace's
 * is billing's 'Service expired' notification, written when the subscription expires).
 */
export function standingNotice(
  stage: Exclude<StandingStage, 'grace_period'>,
  r: StandingText,
): { title: string; message: string } {
  if (stage === 'suspended') {
    return {
      title: 'Service suspended',
      message: `${r.plan} is suspended: it was paid until ${formatDate(r.paidUntil)}. Renew for ${r.amount} to reconnect.`,
    };
  }
  return {
    title: 'Service terminated',
    message: `${r.plan} has been terminated. To connect again, sign in and choose a plan.`,
  };
}

/** The SMS when the automatic renewal did not go through (declined, unanswered, failed): the link instead. */
export function autoRenewMissedSms(r: { plan: string; amount: string; link: string }): string {
  return `${brand.name}: Auto-renew of ${r.plan} was not approved. Renew (${r.amount}): ${r.link}`;
}

export function autoRenewMissedNotice(r: { plan: string; amount: string; paidUntil: Date }): {
  title: string;
  message: string;
} {
  return {
    title: 'Automatic renewal not completed',
    message: `The approval prompt for ${r.amount} for your ${r.plan} was not approved, so nothing was charged. It is paid until ${formatDate(r.paidUntil)}: renew with the link to stay connected.`,
  };
}
