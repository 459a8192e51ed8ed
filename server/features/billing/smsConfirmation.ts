/**
 * The SMS confirmation of a successful payment (docs/product-rules.md "SMS"), queued by successEffects.ts
 * inside the transaction that settled the payment: one INSERT into sms_outbox, unique per payment, so
 * however many reporters race (webhook, poll, verify) and however late the success, one SMS is queued. It
 * goes to the number that paid (payments.payer_phone), else the profile's phone; none when the customer
 * turned SMS notifications off (the settings feature's condition, passed in) or no number is known.
 * The dispatcher (server/sms) sends it after the commit; a send failure never touches the payment.
 */
import { type SQL, sql } from 'drizzle-orm';
import { brand } from '../../../src/domain/brand';
import type { MessageKind } from '../../../src/domain/customerMessages';
import { formatDate } from '../../../src/domain/format/date';
import { currencySymbol, formatMoney } from '../../../src/domain/format/money';
import { promptStillLive } from '../../../src/features/billing/messages';
import { promptNumber } from '../../../src/features/billing/rules';
import { smsOutbox } from '../../db/schema';
import { fitOneSms } from '../../sms/gsm7';
import { users } from '../auth';
import type { PaymentRow, Tx } from './paymentRecords';

/** A SQL condition on the customer: true when an SMS may be sent (the settings feature provides it). */
/** Whether an SMS of this kind may go to the customer (the settings feature's condition, from server/app.ts). */
export type SmsAllowed = (userId: string, kind: MessageKind) => SQL;

export interface Confirmation {
  amountPesewas: number;
  plan: string;
  /** paid-until after this payment */
  until: Date;
  /** when the plan bought starts, when the payment scheduled it (null or absent: in service now) */
  startsAt?: Date | null;
  /** a second payment for a period another payment had already paid (credited as extra time) */
  duplicate?: boolean;
  reference: string;
}

/**
 * The text: 'GHS', not '₵' (not in GSM-7, it would turn the message into UCS-2 and split it), at most one
 * SMS (160 GSM-7 septets); a plan name too long for that is shortened.
 */
export function confirmationText(c: Confirmation): string {
  const amount = formatMoney(c.amountPesewas, { minorUnits: true }).replace(currencySymbol('GHS'), 'GHS');
  // a plan the payment scheduled is not active yet: the SMS says when it starts
  const service = c.startsAt
    ? `Starts ${formatDate(c.startsAt)}, paid until ${formatDate(c.until)}.`
    : `Service active until ${formatDate(c.until)}.`;
  if (c.duplicate) {
    // the second charge is said first: the customer may not have meant it, and support can give it back
    return `${brand.name}: ${amount} paid twice for one period; the 2nd adds time, paid until ${formatDate(c.until)}. Not meant? Call support. Ref ${c.reference}`;
  }
  const build = (plan: string) => `${brand.name}: ${amount} received for ${plan}. ${service} Ref ${c.reference}`;
  return fitOneSms(c.plan, build);
}

/** Queue the payment's confirmation, once (ON CONFLICT on payment_id does nothing). */
export async function queueSmsConfirmation(
  tx: Tx,
  p: PaymentRow & { userId: string },
  c: Omit<Confirmation, 'amountPesewas' | 'reference'>,
  at: Date,
  allowed?: SmsAllowed,
): Promise<void> {
  const text = confirmationText({ ...c, amountPesewas: p.amountPesewas, reference: p.reference });
  const profilePhone = sql`(select '233' || substr(${users.phoneNumber}, 2) from ${users}
    where ${users.id} = ${p.userId} and ${users.phoneNumber} ~ '^0[0-9]{9}$')`;
  const to = sql`coalesce(${p.payerPhone}::text, ${profilePhone})`;
  await tx.execute(sql`insert into ${smsOutbox} (payment_id, user_id, kind, "to", text, status, attempts, next_attempt_at, created_at)
    select ${p.id}::uuid, ${p.userId}::uuid, 'confirmation', ${to}, ${text}, 'queued', 0, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
    where ${to} is not null and ${allowed ? allowed(p.userId, 'confirmation') : sql`true`}
    on conflict (payment_id) do nothing`);
}

/**
 * The SMS after the customer cancelled a prompt already sent (Cancel, Use another number): Paystack cannot
 * withdraw it, and approving it later would charge them, so the SMS says to decline it. One per payment
 * (its cancel is settled once); not tied to `payment_id`, which stays free for the confirmation of a late
 * success. None when SMS notifications are off or the number is not known.
 */
export function promptCancelledText(p: Pick<PaymentRow, 'amountPesewas' | 'payerPhone' | 'reference'>): string {
  const amount = formatMoney(p.amountPesewas, { minorUnits: true }).replace(currencySymbol('GHS'), 'GHS');
  return `${brand.name}: your ${amount} payment was cancelled. ${promptStillLive(promptNumber(p.payerPhone ?? ''))} Ref ${p.reference}`;
}

export async function queueSmsPromptCancelled(
  db: Pick<Tx, 'execute'>,
  p: PaymentRow & { userId: string | null },
  at: Date,
  allowed?: SmsAllowed,
): Promise<void> {
  if (!p.userId || !p.payerPhone) return;
  const text = promptCancelledText(p);
  await db.execute(sql`insert into ${smsOutbox} (payment_id, user_id, kind, "to", text, status, attempts, next_attempt_at, created_at)
    select null, ${p.userId}::uuid, 'payment', ${p.payerPhone}, ${text}, 'queued', 0, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
    where ${allowed ? allowed(p.userId, 'payment') : sql`true`}`);
}
