/**
 * The customer's SMS and email notification settings (notifications.smsNotifications and
 * emailNotifications, on by default) as SQL conditions for the messages other features send (billing's SMS
 * confirmation, the subscriptions' reminders): they may not import settings, so server/app.ts hands these
 * over. False only when the customer saved it off.
 */
import { type SQL, sql } from 'drizzle-orm';
import { userSettings } from './tables';

export function smsNotificationsOn(userId: string): SQL {
  return sql`not exists (select 1 from ${userSettings} where ${userSettings.userId} = ${userId}::uuid
    and ${userSettings.notifications} ->> 'smsNotifications' = 'false')`;
}

export function emailNotificationsOn(userId: string): SQL {
  return sql`not exists (select 1 from ${userSettings} where ${userSettings.userId} = ${userId}::uuid
    and ${userSettings.notifications} ->> 'emailNotifications' = 'false')`;
}

/**
 * Whether the customer turned auto-renew on in their billing settings before they had a subscription: the
 * first payment's new subscription starts with it (billing's credit; off when never saved on). Once a
 * subscription exists, its own `auto_renew` is the one truth (the settings read it).
 */
export function autoRenewChosen(userId: string): SQL {
  return sql`exists (select 1 from ${userSettings} where ${userSettings.userId} = ${userId}::uuid
    and ${userSettings.billing} ->> 'autoRenew' = 'true')`;
}
