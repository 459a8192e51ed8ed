/**
 * The SMS outbox as administrators read it (GET /api/admin/sms-outbox, outside production): newest first,
 * optionally only messages to one number, each with its status, attempts and last error; and what goes
 * with a deleted account.
 */
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema';

export interface SmsOutboxEntry {
  id: number;
  paymentId: string | null;
  to: string;
  text: string;
  status: 'queued' | 'sent' | 'kept' | 'failed';
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  provider: string | null;
  createdAt: string;
  sentAt: string | null;
}

export async function readSmsOutbox(db: Db, to?: string, limit = 100): Promise<SmsOutboxEntry[]> {
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(to ? eq(smsOutbox.to, to) : undefined)
    .orderBy(desc(smsOutbox.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    paymentId: r.paymentId,
    to: r.to,
    text: r.text,
    status: r.status,
    attempts: r.attempts,
    lastError: r.lastError,
    nextAttemptAt: r.status === 'queued' ? r.nextAttemptAt.toISOString() : null,
    provider: r.provider,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  }));
}

/** Messages by status (the admin console's system status). */
export async function smsOutboxCounts(db: Db): Promise<Record<SmsOutboxEntry['status'], number>> {
  const rows = await db.select({ status: smsOutbox.status, n: count() }).from(smsOutbox).groupBy(smsOutbox.status);
  const counts = { queued: 0, sent: 0, kept: 0, failed: 0 };
  for (const r of rows) counts[r.status] = r.n;
  return counts;
}

/**
 * A deleted account's messages go with it, in the transaction that deletes the account (the customer's own
 * deletion and an administrator's): each holds the customer's number and what they paid, and the payments
 * they confirm go with the account too. A message still queued is then never sent.
 */
export async function deleteCustomerSms(db: Db, userId: string): Promise<void> {
  await db.delete(smsOutbox).where(eq(smsOutbox.userId, userId));
}
