/**
 * The messages log of one customer, for administrators (the customer detail): every SMS queued for them (the
 * SMS outbox, with its delivery status), every mail about their service (the mail log) and every bell
 * notification, newest first, each with its channel, kind, time and status. Read from where each message
 * lives: the SMS outbox is the truth of an SMS's delivery, so nothing is copied.
 */
import { sql } from 'drizzle-orm';
import type { MessageChannel, MessageKind, MessageStatus } from '../../../src/domain/customerMessages';
import { NOTIFICATION_KIND } from '../../../src/features/notifications/contract';
import { type Db, rowsOf } from '../../db/client';

export interface CustomerMessage {
  /** unique in the list: the channel and the row's id */
  id: string;
  channel: MessageChannel;
  kind: MessageKind;
  /** the SMS's text, the mail's subject, the bell's title */
  summary: string;
  status: MessageStatus;
  /** when it was written (queued, sent to the mailer, shown in the bell) */
  at: string;
  /** when the gateway took an SMS (null: not yet, or never) */
  sentAt: string | null;
  /** why the last attempt failed */
  error: string | null;
}

/** A bell notice's kind, from its type (NOTIFICATION_KIND): the WHEN branches of the log's CASE. */
const bellKindOf = sql.join(
  Object.entries(NOTIFICATION_KIND).map(([type, kind]) => sql`when type = ${type} then ${kind}`),
  sql` `,
);

/** The newest messages of a customer (at most `limit`, default 100). */
export async function listCustomerMessages(db: Db, userId: string, limit = 100): Promise<CustomerMessage[]> {
  const rows = await rowsOf<{
    id: string;
    channel: MessageChannel;
    kind: MessageKind | null;
    summary: string;
    status: MessageStatus;
    at: Date | string;
    sent_at: Date | string | null;
    error: string | null;
  }>(
    db.execute(sql`
      select 'sms-' || id as id, 'sms' as channel,
             coalesce(kind, case when payment_id is not null then 'confirmation' end) as kind,
             text as summary, status, created_at as at, sent_at, last_error as error
        from sms_outbox where user_id = ${userId}::uuid
      union all
      select 'mail-' || id, 'mail', kind, subject, status, created_at, null, error
        from mail_log where user_id = ${userId}::uuid
      union all
      select 'bell-' || id, 'bell',
             case when type = 'payment_failed' and (data ->> 'auto_renew') = 'true' then 'auto_renew'
                  ${bellKindOf} end,
             title, case when is_read then 'read' else 'unread' end, created_at, null, null
        from notifications where user_id = ${userId}::uuid
      order by at desc, id desc
      limit ${limit}`),
  );
  const iso = (v: Date | string) => new Date(v).toISOString();
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    // an SMS queued before kinds were stored, about no payment: a notice of the service
    kind: r.kind ?? 'payment',
    summary: r.summary,
    status: r.status,
    at: iso(r.at),
    sentAt: r.sent_at ? iso(r.sent_at) : null,
    error: r.error,
  }));
}
