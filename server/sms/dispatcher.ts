/**
 * Sending what the sms_outbox table holds. `runDue` claims the rows whose time has come (one UPDATE with
 * FOR UPDATE SKIP LOCKED, moving their next attempt a lease ahead, so two servers never take the same row),
 * hands each to the sender and writes the outcome: `sent` or `kept`; after a failure the next attempt 1 min,
 * 5 min, 30 min, then 2 h later; after the fifth failed attempt (or a permanent refusal) `failed`, with the
 * last error kept for administrators. It never throws: an SMS never fails the work that queued it.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema';
import { describeError } from '../http/errors';
import { SmsSendError, type SmsSender } from './sender';

/** The waits after the 1st, 2nd, 3rd and 4th failed attempt; the 5th failure is final. */
export const SMS_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000] as const;
export const SMS_MAX_ATTEMPTS = SMS_RETRY_DELAYS_MS.length + 1;
/** How long a claimed row is left alone while its attempt runs (a server that dies mid-send frees it then). */
export const SMS_CLAIM_LEASE_MS = 2 * 60_000;

export interface SmsDispatcherDeps {
  db: Db;
  sender: SmsSender;
  clock: () => Date;
}

export interface DispatchReport {
  sent: number;
  kept: number;
  retrying: number;
  failed: number;
}

export function smsDispatcher({ db, sender, clock }: SmsDispatcherDeps) {
  async function claim(limit: number) {
    const now = clock();
    const due = db
      .select({ id: smsOutbox.id })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.status, 'queued'), lte(smsOutbox.nextAttemptAt, now)))
      .orderBy(asc(smsOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(smsOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + SMS_CLAIM_LEASE_MS) })
      .where(inArray(smsOutbox.id, due))
      .returning();
  }

  /** Send every row that is due (at most `limit`); what happened to them. */
  async function runDue(limit = 50): Promise<DispatchReport> {
    const report: DispatchReport = { sent: 0, kept: 0, retrying: 0, failed: 0 };
    let rows: Awaited<ReturnType<typeof claim>>;
    try {
      rows = await claim(limit);
    } catch (err) {
      console.error('sms: reading the outbox failed:', describeError(err));
      return report;
    }
    for (const row of rows) {
      const attempts = row.attempts + 1;
      try {
        const result = await sender.send({ to: row.to, text: row.text });
        const at = clock();
        await db
          .update(smsOutbox)
          .set({
            status: result.status,
            attempts,
            provider: sender.name,
            providerMessageId: result.status === 'sent' ? result.providerMessageId : null,
            sentAt: at,
            lastError: null,
          })
          .where(eq(smsOutbox.id, row.id));
        report[result.status] += 1;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const final = (err instanceof SmsSendError && err.permanent) || attempts >= SMS_MAX_ATTEMPTS;
        const wait = SMS_RETRY_DELAYS_MS[attempts - 1] ?? 0;
        console.warn(`sms: attempt ${attempts} for #${row.id} failed${final ? ' (giving up)' : ''}: ${message}`);
        await db
          .update(smsOutbox)
          .set({
            status: final ? 'failed' : 'queued',
            attempts,
            provider: sender.name,
            lastError: message.slice(0, 500),
            nextAttemptAt: final ? sql`${smsOutbox.nextAttemptAt}` : new Date(clock().getTime() + wait),
          })
          .where(eq(smsOutbox.id, row.id))
          .catch((e: unknown) => console.error('sms: recording a failed attempt failed:', describeError(e)));
        if (final) report.failed += 1;
        else report.retrying += 1;
      }
    }
    return report;
  }

  return { runDue };
}

export type SmsDispatcher = ReturnType<typeof smsDispatcher>;
