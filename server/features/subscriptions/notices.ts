/**
 * How a message about a customer's service reaches them (reminders.ts, standing.ts): the bell is written by
 * the caller; the SMS is queued in the caller's transaction to the number the customer last paid with (else
 * their profile's), unless they turned SMS off, and never at night (it waits for 08:00 Ghana time); the mail
 * goes after the commit unless they turned email off.
 */
import { sql } from 'drizzle-orm';
import { brand } from '../../../src/domain/brand';
import type { MessageKind } from '../../../src/domain/customerMessages';
import { smsSendableAt } from '../../../src/features/subscriptions/rules';
import { type Db, rowsOf } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { describeError } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface NoticeChannels {
  /** a SQL condition on the customer: true when an SMS may be sent (the settings feature provides it) */
  smsAllowed: (userId: string, kind: MessageKind) => ReturnType<typeof sql>;
  /** the mail, after the commit, when `mailAllowed` (the settings feature's condition) holds */
  mailer?: Mailer;
  mailAllowed?: (userId: string, kind: MessageKind) => ReturnType<typeof sql>;
}

/** Queue one SMS in `tx` (none when the customer has no number or turned SMS off); whether the mail may go. */
export async function queueNotice(
  tx: Tx,
  channels: NoticeChannels,
  /** `sms` null: no SMS for this notice (its channel is off) */
  n: { userId: string; kind: MessageKind; profilePhone: string | null; sms: string | null; at: Date },
): Promise<{ mailOk: boolean }> {
  // the number last paid with, else the profile's
  const lastPayer = sql`(select payer_phone from payments where user_id = ${n.userId}::uuid
    and status = 'succeeded' and payer_phone is not null order by paid_at desc nulls last limit 1)`;
  const profile = n.profilePhone && /^0\d{9}$/.test(n.profilePhone) ? `233${n.profilePhone.slice(1)}` : null;
  const to = sql`coalesce(${lastPayer}, ${profile}::text)`;
  const sendAt = smsSendableAt(n.at).toISOString();
  if (n.sms !== null)
    await tx.execute(sql`insert into ${smsOutbox} (user_id, kind, "to", text, status, attempts, next_attempt_at, created_at)
    select ${n.userId}::uuid, ${n.kind}, ${to}, ${n.sms}, 'queued', 0, ${sendAt}::timestamptz, ${n.at.toISOString()}::timestamptz
    where ${to} is not null and ${channels.smsAllowed(n.userId, n.kind)}`);
  const mailOk = channels.mailAllowed
    ? (await rowsOf<{ ok: boolean }>(tx.execute(sql`select ${channels.mailAllowed(n.userId, n.kind)} as ok`)))[0]
        ?.ok === true
    : true;
  return { mailOk };
}

/** The mail of a notice, after the commit: the bell's title and text, and a link when there is one. */
export async function mailNotice(
  mailer: Mailer,
  m: {
    to: string;
    userId: string;
    kind: MessageKind;
    firstName: string | null;
    title: string;
    message: string;
    link: { label: string; url: string } | null;
  },
): Promise<void> {
  const hello = m.firstName ? `Hello ${m.firstName},` : 'Hello,';
  const link = m.link ? `\n\n${m.link.label}: ${m.link.url}` : '';
  const text = `${hello}\n\n${m.message}${link}\n\n${brand.name}`;
  await mailer
    .send({
      to: m.to,
      subject: `${brand.name}: ${m.title.toLowerCase()}`,
      text,
      log: { userId: m.userId, kind: m.kind },
    })
    .catch((err: unknown) => console.error('notices: the mail failed:', describeError(err)));
}
