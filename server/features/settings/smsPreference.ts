/**
 * The customer's notification settings as SQL conditions for the messages other features send (billing's SMS
 * confirmation and prompt warnings, the subscriptions' reminders and standing notices): they may not import
 * settings, so server/app.ts hands these over. A message goes when its channel's toggle (SMS notifications,
 * Email notifications) and its topic's (Billing updates, Service updates: MESSAGE_TOPIC of its kind) are on;
 * each is on by default, so only one the customer saved off stops it.
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
  MESSAGE_TOPIC,
  type MessageKind,
  type MessageTopic,
  TOPIC_SETTING,
} from '../../../src/domain/customerMessages';
import { notificationTypesOf } from '../../../src/features/notifications/contract';
import { userSettings } from './tables';

function noneSavedOff(userId: string, settings: readonly string[]): SQL {
  const off = sql.join(
    settings.map((name) => sql`${userSettings.notifications} ->> ${name} = 'false'`),
    sql` or `,
  );
  return sql`not exists (select 1 from ${userSettings} where ${userSettings.userId} = ${userId}::uuid and (${off}))`;
}

/**
 * The bell: a notification shows unless its topic's toggle (Billing updates, Service updates) is saved off;
 * `type` is the notifications' type column (the notifications feature passes it). Turned back on, the
 * notices kept meanwhile show again.
 */
export function bellNotificationsShown(userId: string, type: AnyColumn): SQL {
  const hidden = (Object.keys(TOPIC_SETTING) as MessageTopic[]).map((topic) => {
    const types = sql.join(
      notificationTypesOf(topic).map((t) => sql`${t}`),
      sql`, `,
    );
    return sql`(${type} in (${types}) and not ${noneSavedOff(userId, [TOPIC_SETTING[topic]])})`;
  });
  return sql`not (${sql.join(hidden, sql` or `)})`;
}

export function smsNotificationsOn(userId: string, kind: MessageKind): SQL {
  return noneSavedOff(userId, ['smsNotifications', TOPIC_SETTING[MESSAGE_TOPIC[kind]]]);
}

export function emailNotificationsOn(userId: string, kind: MessageKind): SQL {
  return noneSavedOff(userId, ['emailNotifications', TOPIC_SETTING[MESSAGE_TOPIC[kind]]]);
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
