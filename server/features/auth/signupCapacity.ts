/**
 * Max users (system settings) counts the accounts that hold a place: verified ones, and unverified ones
 * for a day after sign-up (long enough to open the verification mail). An unverified account that never
 * signed in is removed a week after sign-up, so a script registering addresses it cannot verify closes
 * sign-up for a day at most. Reaching the limit is an administrator's alert (a 'warn' entry in the audit
 * log, counted: one entry a day however many visitors were turned away).
 */
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { recordAuditSafely } from '../../audit/log';
import type { Db } from '../../db/client';
import { authPolicy } from './policy';
import { users } from './tables';

type Executor = Pick<Db, 'select' | 'delete'>;

/** The accounts max users counts at `now`: verified, or signed up less than a day ago. */
export async function countedAccounts(db: Executor, now: Date): Promise<number> {
  const since = new Date(now.getTime() - authPolicy.unverifiedHoldsPlaceMs);
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(or(isNotNull(users.emailVerifiedAt), sql`${users.createdAt} >= ${since}`));
  return count;
}

/**
 * Remove the accounts never verified nor signed in whose sign-up is older than the keeping period (their
 * codes and sessions go with them). Cheap and safe to call often: a job can call it, and each
 * registration does, under the registration lock. Answers how many went.
 */
export async function removeStaleUnverified(db: Executor, now: Date): Promise<number> {
  const before = new Date(now.getTime() - authPolicy.unverifiedKeptMs);
  const removed = await db
    .delete(users)
    .where(
      and(
        isNull(users.emailVerifiedAt),
        isNull(users.lastLoginAt),
        lt(users.createdAt, before),
        eq(users.role, 'user'),
      ),
    )
    .returning({ id: users.id });
  return removed.length;
}

/** The administrators' alert that sign-up is full: one counted 'warn' entry per alert period. */
export function alertRegistrationClosed(
  db: Db,
  now: Date,
  limit: { maxUsers: number; counted: number },
  origin: { ipAddress: string | null; userAgent: string | null },
): Promise<void> {
  return recordAuditSafely(db, now, {
    action: 'system.registration_limit_reached',
    userId: null,
    ...origin,
    details: { maxUsers: limit.maxUsers, counted: limit.counted },
    countWithinMs: authPolicy.registrationAlertEveryMs,
  });
}
