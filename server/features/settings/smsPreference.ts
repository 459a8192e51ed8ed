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
