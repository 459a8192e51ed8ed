/**
 * The customer's SMS notifications setting (notifications.smsNotifications, on by default) as a SQL
 * condition for billing's SMS confirmation (server/features/billing/smsConfirmation.ts): billing may not
 * import settings, so server/app.ts hands this over. False only when the customer saved it off.
 */
import { type SQL, sql } from 'drizzle-orm';
import { userSettings } from './tables';

export function smsNotificationsOn(userId: string): SQL {
  return sql`not exists (select 1 from ${userSettings} where ${userSettings.userId} = ${userId}::uuid
    and ${userSettings.notifications} ->> 'smsNotifications' = 'false')`;
}
