/**
 * What administrators do to accounts: activate, deactivate (and sign out everywhere), change the role,
 * resend the verification mail, delete. Each runs in one transaction under one advisory lock for every
 * account change ("admin roster"), so the rules below hold under parallel requests:
 *
 * - nobody changes their own role, deactivates or deletes themself;
 * - the last active admin or super_admin is never demoted, deactivated or deleted;
 * - only a super_admin grants admin or super_admin, or acts on an administrator's account
 *   (role, activation, deletion); the acting admin's role is read again inside the lock.
 *
 * Each action records its audit entry ({ before, after, reason }) in the same transaction.
 */
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { isAdmin, isSuperAdmin, type Role } from '../../../src/domain/roles';
import type { UserStatus } from '../../../src/features/adminUsers/contract';
import { ADMIN_USERS_MESSAGES as m } from '../../../src/features/adminUsers/messages';
import { type AuditEntry, recordAudit } from '../../audit/log';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import { deleteCustomerSms } from '../../sms/outbox';
import { authSessions, type CodeMailDeps, sendVerificationMail, type UserRow, users } from '../auth';
import { anonymiseBooks } from '../billing';
import { statusOf } from './directory';

export type AdminAction =
  | { kind: 'activate' }
  | { kind: 'deactivate' }
  | { kind: 'changeRole'; role: Role }
  | { kind: 'resendVerification' }
  | { kind: 'delete' };

export interface ActionContext {
  actorId: string;
  targetId: string;
  reason: string;
  origin: { ipAddress: string | null; userAgent: string | null };
}

const ROSTER_LOCK = 'admin:roster';
const ADMIN_ROLES: Role[] = ['admin', 'super_admin'];

/** What an entry keeps of an account before and after. */
interface Snapshot {
  role: Role;
  status: UserStatus;
}
const snapshot = (user: UserRow): Snapshot => ({ role: user.role, status: statusOf(user) });

const notFound = () => new ApiError(404, 'user_not_found', m.userNotFound);
const notSelf = () => new ApiError(409, 'not_self', m.notSelf);
const lastAdmin = () => new ApiError(409, 'last_admin', m.lastAdmin);
const superAdminOnly = () => new ApiError(403, 'super_admin_only', m.superAdminOnly);

/** True when the account counts as an administrator who can still sign in. */
const isActiveAdmin = (user: Pick<UserRow, 'role' | 'isActive'>) => user.isActive && isAdmin(user);

export async function runAdminAction(
  deps: { db: Db; clock: () => Date; mail: CodeMailDeps },
  action: AdminAction,
  ctx: ActionContext,
): Promise<{ deleted: boolean }> {
  const { db, clock } = deps;
  let mailTo: UserRow | null = null;
  let verificationEntry: AuditEntry | null = null;
  const result = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${ROSTER_LOCK}, 0))`);
    const [actor] = await tx.select().from(users).where(eq(users.id, ctx.actorId)).limit(1);
    // The guard admitted the actor; a parallel action may have demoted or deactivated them since.
    if (!actor || !isActiveAdmin(actor)) throw new ApiError(403, 'forbidden', m.noLongerAdmin);
    const [target] = await tx.select().from(users).where(eq(users.id, ctx.targetId)).limit(1);
    if (!target) throw notFound();
    const self = actor.id === target.id;

    const adminsLeftWithout = async () => {
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(and(inArray(users.role, ADMIN_ROLES), eq(users.isActive, true), ne(users.id, target.id)));
      return count;
    };
    /** The target stops being an active administrator: never the last one. */
    const guardLastAdmin = async () => {
      if (isActiveAdmin(target) && (await adminsLeftWithout()) === 0) throw lastAdmin();
    };
    const needsSuperAdminFor = (role: Role) => {
      if (!isSuperAdmin(actor) && (isAdmin(target) || isAdmin(role))) throw superAdminOnly();
    };

    const now = clock();
    const entry = (entryAction: AuditEntry['action'], before: unknown, after: unknown): AuditEntry => ({
      action: entryAction,
      userId: target.id,
      actorId: actor.id,
      ...ctx.origin,
      details: { before, after, reason: ctx.reason },
    });

    switch (action.kind) {
      case 'activate': {
        needsSuperAdminFor(target.role);
        const [after] = await tx
          .update(users)
          .set({ isActive: true, updatedAt: now })
          .where(eq(users.id, target.id))
          .returning();
        await recordAudit(tx, now, entry('admin.user_activated', snapshot(target), snapshot(after as UserRow)));
        return { deleted: false };
      }
      case 'deactivate': {
        if (self) throw notSelf();
        needsSuperAdminFor(target.role);
        await guardLastAdmin();
        const [after] = await tx
          .update(users)
          .set({ isActive: false, updatedAt: now })
          .where(eq(users.id, target.id))
          .returning();
        // Every session ends: their refresh tokens stop working, and so do their access tokens (the
        // bearer check reads the session and is_active on each request).
        await tx
          .update(authSessions)
          .set({ revokedAt: now, revokedReason: 'admin_deactivated' })
          .where(and(eq(authSessions.userId, target.id), isNull(authSessions.revokedAt)));
        await recordAudit(tx, now, entry('admin.user_deactivated', snapshot(target), snapshot(after as UserRow)));
        return { deleted: false };
      }
      case 'changeRole': {
        if (self) throw notSelf();
        needsSuperAdminFor(action.role);
        if (!isAdmin(action.role)) await guardLastAdmin();
        const [after] = await tx
          .update(users)
          .set({ role: action.role, updatedAt: now })
          .where(eq(users.id, target.id))
          .returning();
        await recordAudit(tx, now, entry('admin.role_changed', snapshot(target), snapshot(after as UserRow)));
        return { deleted: false };
      }
      case 'resendVerification': {
        if (target.emailVerifiedAt) throw new ApiError(409, 'already_verified', m.alreadyVerified);
        if (!target.isActive) throw new ApiError(409, 'account_inactive', m.inactiveNoMail);
        mailTo = target;
        verificationEntry = entry('admin.verification_resent', snapshot(target), {
          ...snapshot(target),
          mailedTo: target.email,
        });
        return { deleted: false };
      }
      case 'delete': {
        if (self) throw notSelf();
        needsSuperAdminFor(target.role);
        await guardLastAdmin();
        // The trail stays (the audit log has no foreign key); sessions, codes and the subscription go with the
        // row, and the SMS outbox's messages to the customer (no foreign key) with them; payments and invoices
        // stay in the books without personal data (anonymiseBooks, then ON DELETE SET NULL).
        await recordAudit(
          tx,
          now,
          entry('admin.user_deleted', { ...snapshot(target), email: target.email, username: target.username }, null),
        );
        await deleteCustomerSms(tx, target.id);
        await anonymiseBooks(tx, target.id);
        await tx.delete(users).where(eq(users.id, target.id));
        return { deleted: true };
      }
    }
  });
  // The mail goes after the commit, outside the lock; a failure answers 500 (the admin sees it was not
  // sent) and records nothing.
  if (mailTo && verificationEntry) {
    await sendVerificationMail(deps.mail, mailTo);
    await recordAudit(db, clock(), verificationEntry);
  }
  return result;
}
