/**
 * Reading accounts for the admin area: the customers and users lists (search, status, subscription and
 * role filters, pages, newest first) and one customer's detail. Each row carries the account's latest
 * subscription (with its plan's name) and latest payment, read with correlated subqueries.
 * Longer than 300 lines: the list and the detail share their row shapes and subqueries.
 */
import { and, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Role } from '../../../src/domain/roles';
import type {
  AdminUserRow,
  CustomerDetail,
  CustomersQuery,
  StatusFilter,
  SubscriptionFilter,
  UserListResponse,
  UserStatus,
  UsersQuery,
} from '../../../src/features/adminUsers/contract';
import { listAudit } from '../../audit/log';
import type { Db } from '../../db/client';
import { users } from '../auth';
import { customerBilling, latestPaymentColumns } from '../billing';
import { listCustomerMessages } from '../notifications';
import { latestSubscriptionColumns, listServiceEvents } from '../subscriptions';

/** How many of each the customer detail lists (newest first). */
export const DETAIL_LIMITS = { invoices: 50, payments: 50, messages: 100, audit: 100 } as const;

/** spec billing §3: pending = email not verified, inactive = deactivated, active = active and verified. */
export function statusOf(user: { isActive: boolean; emailVerifiedAt: Date | null }): UserStatus {
  if (!user.isActive) return 'inactive';
  return user.emailVerifiedAt ? 'active' : 'pending';
}

function statusCondition(status: StatusFilter): SQL | undefined {
  if (status === 'inactive') return eq(users.isActive, false);
  if (status === 'pending') return and(eq(users.isActive, true), isNull(users.emailVerifiedAt));
  if (status === 'active') return and(eq(users.isActive, true), isNotNull(users.emailVerifiedAt));
  return undefined;
}

/** LIKE wildcards typed in a search are matched literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(
    ilike(users.username, pattern),
    ilike(users.email, pattern),
    ilike(users.fullName, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(users.phoneNumber, pattern),
  );
}

// The latest subscription and payment of the row's user, as their features read them.
const latestPayment = latestPaymentColumns(users.id);

function subscriptionCondition(filter: SubscriptionFilter, now: Date): SQL | undefined {
  if (filter === 'all') return undefined;
  const { status } = latestSubscriptionColumns(users.id, now);
  if (filter === 'none') return sql`${status} is null`;
  return sql`${status} = ${filter}`;
}

const rowColumns = (now: Date) => {
  const subscription = latestSubscriptionColumns(users.id, now);
  return {
    user: users,
    subscriptionStatus: subscription.status,
    planId: subscription.planId,
    planName: subscription.planName,
    paymentAmount: latestPayment.amount,
    paymentStatus: latestPayment.status,
    paymentAt: latestPayment.createdAt,
  };
};

type UserRecord = typeof users.$inferSelect;
interface RawRow {
  user: UserRecord;
  subscriptionStatus: string | null;
  planId: string | null;
  planName: string | null;
  paymentAmount: number | string | null;
  paymentStatus: string | null;
  paymentAt: string | Date | null;
}

const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

function toRow(raw: RawRow): AdminUserRow {
  const { user } = raw;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    status: statusOf(user),
    phoneNumber: user.phoneNumber,
    plan: raw.planId ? { id: raw.planId, name: raw.planName ?? raw.planId } : null,
    subscriptionStatus: (raw.subscriptionStatus as AdminUserRow['subscriptionStatus']) ?? null,
    lastPayment:
      raw.paymentAt && raw.paymentAmount !== null && raw.paymentStatus
        ? { amount: Number(raw.paymentAmount), status: raw.paymentStatus, at: iso(raw.paymentAt) }
        : null,
  };
}

async function listRows(
  db: Db,
  now: Date,
  where: (SQL | undefined)[],
  page: number,
  pageSize: number,
): Promise<UserListResponse> {
  const condition = and(...where.filter((w): w is SQL => w !== undefined));
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(rowColumns(now))
      .from(users)
      .where(condition)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(users).where(condition),
  ]);
  return { rows: (rows as RawRow[]).map(toRow), total, page, pageSize };
}

/** Customers: accounts with role user. */
export function listCustomers(db: Db, query: CustomersQuery, now: Date): Promise<UserListResponse> {
  return listRows(
    db,
    now,
    [
      eq(users.role, 'user'),
      statusCondition(query.status),
      searchCondition(query.search),
      subscriptionCondition(query.subscription, now),
    ],
    query.page,
    query.pageSize,
  );
}

/** Every account, optionally of one role. */
export function listUsers(db: Db, query: UsersQuery, now: Date): Promise<UserListResponse> {
  return listRows(
    db,
    now,
    [
      query.role === 'all' ? undefined : eq(users.role, query.role as Role),
      statusCondition(query.status),
      searchCondition(query.search),
    ],
    query.page,
    query.pageSize,
  );
}

/** One account's row (after an action), or null. */
export async function findRow(db: Db, id: string, now: Date): Promise<AdminUserRow | null> {
  const [raw] = await db.select(rowColumns(now)).from(users).where(eq(users.id, id)).limit(1);
  return raw ? toRow(raw as RawRow) : null;
}

/** One account with its billing and its audit trail, or null for an unknown id. */
export async function customerDetail(db: Db, id: string, now: Date): Promise<CustomerDetail | null> {
  const [raw] = await db.select(rowColumns(now)).from(users).where(eq(users.id, id)).limit(1);
  if (!raw) return null;
  const user = (raw as RawRow).user;
  const [billing, messages, audit] = await Promise.all([
    customerBilling(db, id, now, DETAIL_LIMITS),
    listCustomerMessages(db, id, DETAIL_LIMITS.messages),
    listAudit(db, { userId: id, limit: DETAIL_LIMITS.audit, offset: 0 }),
  ]);
  return {
    customer: { ...toRow(raw as RawRow), fullName: user.fullName, emailVerified: user.emailVerifiedAt !== null },
    ...billing,
    messages,
    serviceEvents: (await listServiceEvents(db, user.email)).map((e) => ({
      id: e.id,
      type: e.type,
      occurredAt: e.occurred_at,
      planId: e.plan_id,
      paidUntil: e.paid_until,
      deliveredAt: e.delivered_at,
    })),
    audit: audit.entries.map((entry) => ({
      id: entry.id,
      action: entry.action,
      level: entry.level,
      at: entry.at.toISOString(),
      actorId: entry.actorId,
      ipAddress: entry.ipAddress,
      details: (entry.details ?? {}) as Record<string, unknown>,
    })),
  };
}
