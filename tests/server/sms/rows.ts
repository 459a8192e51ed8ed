/**
 * SMS outbox rows for a customer, written straight into the table (as a settled payment's confirmation
 * would be queued, one kept and one still queued), and who the table still holds messages for.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { smsOutbox } from '../../../server/db/schema';

export async function smsRowsFor(db: Db, userId: string, to: string): Promise<void> {
  const at = new Date('2026-11-20T10:00:00Z');
  await db.insert(smsOutbox).values(
    (['kept', 'queued'] as const).map((status) => ({
      userId,
      to,
      text: `SkyLink Ghana: GHS 100.00 received for Standard Internet. Ref SKY-${status}`,
      status,
      nextAttemptAt: at,
      createdAt: at,
    })),
  );
}

export async function smsRowsOf(db: Db, userId: string): Promise<number> {
  return (await db.select({ id: smsOutbox.id }).from(smsOutbox).where(eq(smsOutbox.userId, userId))).length;
}
