/**
 * The admin panel's API, mounted under /api/admin AFTER the one admin guard in server/app.ts, so every
 * handler runs for an administrator (`c.get('user')`). Each route is mounted from its declaration in
 * `adminEndpoints` (src/features/admin/contract.ts): method, path, body schema, status and answer schema.
 *
 * - GET /overview: live KPIs counted in the database on each request.
 * - GET /network/stats: coverage requests and recorded checks by region and zone, the served areas and
 *   the requests to follow up; PATCH /network/requests/:id changes a request's follow-up status (audited).
 * - /support/tickets: the contact inbox (filter, search, paging), one ticket, status and assignee
 *   changes (audited), and replies mailed to the sender (audited).
 *
 * Two admins replying at once: the first reply wins. Answering claims the ticket with one conditional
 * UPDATE (status <> 'answered'), so exactly one reply is mailed and stored; the other admin gets 409
 * already_answered naming who answered. Re-opening a ticket (status in_progress) allows a further reply.
 * Longer than 300 lines: the admin panel's handlers (overview, network, support tickets, coverage requests,
 * outboxes) share one guard, one set of queries and the audit hooks.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AuditAction } from '../../../src/domain/audit';
import {
  type AdminCoverageRequest,
  adminEndpoints,
  type DemandRow,
  type NetworkStats,
  type Overview,
  type Ticket,
  type TicketSummary,
} from '../../../src/features/admin/contract';
import { ADMIN_MESSAGES as m } from '../../../src/features/admin/messages';
import { GHANA_PLACES, ghanaPlaceOf } from '../../../src/features/coverage/rules';
import { HOME_SUBJECTS } from '../../../src/features/site/rules';
import { recordAudit, requestOrigin } from '../../audit/log';
import type { Db } from '../../db/client';
import { bodyLimit } from '../../http/bodyLimit';
import { route } from '../../http/contractRoute';
import { ApiError, bodyTooLarge, errorResponse } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { Mailer } from '../../mail/mailer';
import { type AuthEnv, users } from '../auth';
import { billingOverview } from '../billing';
import { coverageAreas, coverageChecks, coverageRequests } from '../coverage';
import { contactMessages } from '../site';
import { replyMail } from './mail';
import { supportAssignments, supportReplies } from './tables';

export interface AdminPanelDeps {
  db: Db;
  clock: () => Date;
  mailer: Mailer;
  clientIp: (c: Context) => string;
}

const DAY = 24 * 60 * 60 * 1000;
const ADMIN_ROLE_VALUES = ['admin', 'super_admin'] as const;
const UNKNOWN = 'Unknown';

const startOfUtcDay = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
const startOfUtcMonth = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));

const personName = (user: { fullName: string; firstName: string; lastName: string; email: string }) =>
  user.fullName || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/** A serial id from the path, or 404 (an id that cannot exist is simply not found). */
function serialId(raw: string, notFound: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new ApiError(404, 'not_found', notFound);
  return id;
}

// ----- overview -----------------------------------------------------------------------------------

export async function overview(db: Db, now: Date): Promise<Overview> {
  const today = startOfUtcDay(now);
  const weekAgo = new Date(now.getTime() - 7 * DAY);
  const [customers, newCustomers, billing, tickets, requests] = await Promise.all([
    db.select({ n: count() }).from(users).where(eq(users.role, 'user')),
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'user'), gte(users.createdAt, weekAgo))),
    billingOverview(db, now, startOfUtcMonth(now), today),
    db
      .select({ n: count() })
      .from(contactMessages)
      .where(inArray(contactMessages.status, ['new', 'in_progress'])),
    db
      .select({ n: count() })
      .from(coverageRequests)
      .where(inArray(coverageRequests.status, ['new', 'contacted'])),
  ]);
  const n = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);
  return {
    customers: n(customers),
    newCustomersThisWeek: n(newCustomers),
    activeSubscriptions: billing.activeSubscriptions,
    revenueThisMonthPesewas: billing.revenuePesewas,
    paymentsPendingToday: billing.pendingToday,
    paymentsFailedToday: billing.failedToday,
    openSupportTickets: n(tickets),
    openCoverageRequests: n(requests),
    generatedAt: now.toISOString(),
  };
}

// ----- network ------------------------------------------------------------------------------------

type RequestRow = typeof coverageRequests.$inferSelect;

export function toAdminRequest(row: RequestRow): AdminCoverageRequest {
  const place = ghanaPlaceOf(row.address, GHANA_PLACES);
  return {
    id: row.id,
    address: row.address,
    contactInfo: row.contactInfo,
    status: row.status,
    region: place?.region ?? null,
    zone: place?.zone ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

/** Rows sorted by demand (requests + checks), then by name; 'Unknown' last. */
function demandRows(table: Map<string, DemandRow>): DemandRow[] {
  return [...table.values()].sort((a, b) => {
    if ((a.name === UNKNOWN) !== (b.name === UNKNOWN)) return a.name === UNKNOWN ? 1 : -1;
    return b.requests + b.checks - (a.requests + a.checks) || a.name.localeCompare(b.name);
  });
}

export async function networkStats(db: Db): Promise<NetworkStats> {
  // Requests grouped by place (one address text per normalised address is enough to find its region) and
  // checks grouped by region, zone and answer: the work grows with the number of places, not of rows.
  const [places, checks, followUpRows] = await Promise.all([
    db
      .select({
        address: sql<string>`min(${coverageRequests.address})`,
        n: count(),
        open: sql<number>`count(*) filter (where ${coverageRequests.status} <> 'closed')::int`,
      })
      .from(coverageRequests)
      .groupBy(coverageRequests.normalizedAddress),
    db
      .select({
        region: coverageChecks.region,
        zone: coverageChecks.zone,
        served: coverageChecks.served,
        n: count(),
      })
      .from(coverageChecks)
      .groupBy(coverageChecks.region, coverageChecks.zone, coverageChecks.served),
    db
      .select()
      .from(coverageRequests)
      .where(inArray(coverageRequests.status, ['new', 'contacted']))
      .orderBy(sql`case ${coverageRequests.status} when 'new' then 0 else 1 end`, desc(coverageRequests.createdAt))
      .limit(200),
  ]);
  const byRegion = new Map<string, DemandRow>();
  const byZone = new Map<string, DemandRow>();
  const bump = (
    table: Map<string, DemandRow>,
    name: string,
    field: 'requests' | 'checks' | 'servedChecks',
    by: number,
  ) => {
    const row = table.get(name) ?? { name, requests: 0, checks: 0, servedChecks: 0 };
    row[field] += by;
    table.set(name, row);
  };
  let requestTotal = 0;
  let openTotal = 0;
  for (const group of places) {
    const n = Number(group.n);
    const place = ghanaPlaceOf(group.address, GHANA_PLACES);
    requestTotal += n;
    openTotal += Number(group.open);
    bump(byRegion, place?.region ?? UNKNOWN, 'requests', n);
    bump(byZone, place?.zone ?? UNKNOWN, 'requests', n);
  }
  let checkTotal = 0;
  let servedTotal = 0;
  for (const group of checks) {
    const n = Number(group.n);
    checkTotal += n;
    bump(byRegion, group.region ?? UNKNOWN, 'checks', n);
    bump(byZone, group.zone ?? UNKNOWN, 'checks', n);
    if (group.served) {
      servedTotal += n;
      bump(byRegion, group.region ?? UNKNOWN, 'servedChecks', n);
      bump(byZone, group.zone ?? UNKNOWN, 'servedChecks', n);
    }
  }
  return {
    byRegion: demandRows(byRegion),
    byZone: demandRows(byZone),
    totals: { requests: requestTotal, openRequests: openTotal, checks: checkTotal, servedChecks: servedTotal },
    servedAreas: coverageAreas().towns.map((t) => ({ name: t.name, region: t.region, zone: t.zone })),
    followUp: followUpRows.map(toAdminRequest),
  };
}

// ----- support ------------------------------------------------------------------------------------

type Person = { id: string; name: string };

async function peopleById(db: Db, ids: (string | null)[]): Promise<Map<string, Person>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, { id: row.id, name: personName(row) }]));
}

export async function assignees(db: Db): Promise<Person[]> {
  const rows = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(and(inArray(users.role, [...ADMIN_ROLE_VALUES]), eq(users.isActive, true)))
    .orderBy(asc(users.fullName));
  return rows.map((row) => ({ id: row.id, name: personName(row) }));
}

/** The home form stores its subject option's id ('billing'): show its label ('Billing Question'). */
const subjectText = (form: 'home' | 'contact', subject: string) =>
  form === 'home' ? (HOME_SUBJECTS.find((s) => s.id === subject)?.label ?? subject) : subject;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

const ticketColumns = {
  message: contactMessages,
  assigneeId: supportAssignments.assigneeId,
};

async function loadTicket(db: Db, id: number): Promise<Ticket | null> {
  const [row] = await db
    .select(ticketColumns)
    .from(contactMessages)
    .leftJoin(supportAssignments, eq(supportAssignments.messageId, contactMessages.id))
    .where(eq(contactMessages.id, id));
  if (!row) return null;
  const replies = await db
    .select()
    .from(supportReplies)
    .where(eq(supportReplies.messageId, id))
    .orderBy(asc(supportReplies.sentAt), asc(supportReplies.id));
  const people = await peopleById(db, [row.assigneeId, ...replies.map((r) => r.authorId)]);
  const msg = row.message;
  return {
    id: msg.id,
    name: msg.name,
    email: msg.email,
    subject: subjectText(msg.form, msg.subject),
    status: msg.status,
    assignee: row.assigneeId ? (people.get(row.assigneeId) ?? null) : null,
    createdAt: msg.createdAt.toISOString(),
    form: msg.form,
    phone: msg.phone,
    company: msg.company,
    serviceType: msg.serviceType,
    message: msg.message,
    updatedAt: msg.updatedAt?.toISOString() ?? null,
    replies: replies.map((r) => ({
      id: r.id,
      body: r.body,
      author: r.authorId ? (people.get(r.authorId) ?? null) : null,
      sentAt: r.sentAt.toISOString(),
    })),
  };
}

async function requireTicket(db: Db, id: number): Promise<Ticket> {
  const ticket = await loadTicket(db, id);
  if (!ticket) throw new ApiError(404, 'not_found', m.ticketNotFound);
  return ticket;
}

export function adminPanelRoutes({ db, clock, mailer, clientIp }: AdminPanelDeps) {
  const app = new Hono<AuthEnv>();
  app.use('*', bodyLimit({ maxSize: 32 * 1024, onError: (c) => errorResponse(c, bodyTooLarge()) }));

  const audit = (
    c: Context<AuthEnv>,
    action: AuditAction,
    details: { subject: Record<string, unknown>; before: unknown; after: unknown; reason?: string },
  ) =>
    recordAudit(db, clock(), {
      action,
      userId: c.get('user').id,
      actorId: c.get('user').id,
      ...requestOrigin(c, clientIp),
      details: { ...details.subject, before: details.before, after: details.after, reason: details.reason ?? null },
    });

  // An id that cannot exist answers 404 before the body is read (whatever the body).
  app.use('/network/requests/:id', async (c, next) => {
    if (!isUuid(c.req.param('id'))) throw new ApiError(404, 'not_found', m.requestNotFound);
    await next();
  });
  const ticketId = createMiddleware<AuthEnv>(async (c, next) => {
    serialId(c.req.param('id') ?? '', m.ticketNotFound);
    await next();
  });
  app.use('/support/tickets/:id', ticketId);
  app.use('/support/tickets/:id/*', ticketId);

  const e = adminEndpoints;

  route(app, e.adminOverview, async () => ({ overview: await overview(db, clock()) }));

  route(app, e.adminNetworkStats, async () => ({ stats: await networkStats(db) }));

  /** Every coverage request, newest first (kept from the earlier admin endpoint). */
  route(app, e.adminCoverageRequests, async () => {
    const rows = await db.select().from(coverageRequests).orderBy(desc(coverageRequests.createdAt)).limit(500);
    return { requests: rows.map(toAdminRequest) };
  });

  route(app, e.adminUpdateCoverageRequest, async (c, { body, params: { id } }) => {
    const [before] = await db.select().from(coverageRequests).where(eq(coverageRequests.id, id));
    if (!before) throw new ApiError(404, 'not_found', m.requestNotFound);
    const [row] = await db
      .update(coverageRequests)
      .set({ status: body.status, updatedAt: clock() })
      .where(eq(coverageRequests.id, id))
      .returning();
    const after = row as RequestRow;
    await audit(c, 'admin.coverage_request_updated', {
      subject: { coverageRequestId: id },
      before: { status: before.status },
      after: { status: after.status },
      reason: body.reason,
    });
    return { request: toAdminRequest(after) };
  });

  route(app, e.adminTickets, async (_c, { query }) => {
    const where: SQL[] = [];
    if (query.status === 'open') where.push(inArray(contactMessages.status, ['new', 'in_progress']));
    else if (query.status !== 'all') where.push(eq(contactMessages.status, query.status));
    if (query.search) {
      const pattern = `%${escapeLike(query.search)}%`;
      const match = or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.subject, pattern),
        ilike(contactMessages.message, pattern),
      );
      if (match) where.push(match);
    }
    const condition = where.length > 0 ? and(...where) : undefined;
    const [rows, [{ total } = { total: 0 }], people] = await Promise.all([
      db
        .select({
          id: contactMessages.id,
          name: contactMessages.name,
          email: contactMessages.email,
          subject: contactMessages.subject,
          form: contactMessages.form,
          status: contactMessages.status,
          createdAt: contactMessages.createdAt,
          assigneeId: supportAssignments.assigneeId,
        })
        .from(contactMessages)
        .leftJoin(supportAssignments, eq(supportAssignments.messageId, contactMessages.id))
        .where(condition)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db.select({ total: sql<number>`count(*)::int` }).from(contactMessages).where(condition),
      assignees(db),
    ]);
    const names = await peopleById(
      db,
      rows.map((r) => r.assigneeId),
    );
    const tickets: TicketSummary[] = rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      subject: subjectText(r.form, r.subject),
      status: r.status,
      assignee: r.assigneeId ? (names.get(r.assigneeId) ?? null) : null,
      createdAt: r.createdAt.toISOString(),
    }));
    return { tickets, total: Number(total), page: query.page, pageSize: query.pageSize, assignees: people };
  });

  route(app, e.adminTicket, async (_c, { params }) => {
    const id = serialId(params.id, m.ticketNotFound);
    return { ticket: await requireTicket(db, id) };
  });

  route(app, e.adminUpdateTicket, async (c, { body, params }) => {
    const id = serialId(params.id, m.ticketNotFound);
    const before = await requireTicket(db, id);
    if (body.assigneeId) {
      const [assignee] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(users.id, body.assigneeId), inArray(users.role, [...ADMIN_ROLE_VALUES]), eq(users.isActive, true)),
        );
      if (!assignee) {
        throw new ApiError(400, 'validation_failed', m.assigneeInvalid, {
          issues: [{ path: 'assigneeId', message: m.assigneeInvalid }],
        });
      }
    }
    const now = clock();
    if (body.status !== undefined) {
      await db.update(contactMessages).set({ status: body.status, updatedAt: now }).where(eq(contactMessages.id, id));
    }
    if (body.assigneeId !== undefined) {
      await db
        .insert(supportAssignments)
        .values({ messageId: id, assigneeId: body.assigneeId, updatedAt: now })
        .onConflictDoUpdate({
          target: supportAssignments.messageId,
          set: { assigneeId: body.assigneeId, updatedAt: now },
        });
      if (body.status === undefined) {
        await db.update(contactMessages).set({ updatedAt: now }).where(eq(contactMessages.id, id));
      }
    }
    const after = await requireTicket(db, id);
    await audit(c, 'admin.ticket_updated', {
      subject: { ticketId: id },
      before: { status: before.status, assigneeId: before.assignee?.id ?? null },
      after: { status: after.status, assigneeId: after.assignee?.id ?? null },
      reason: body.reason,
    });
    return { ticket: after };
  });

  route(app, e.adminReplyToTicket, async (c, { body, params }) => {
    const id = serialId(params.id, m.ticketNotFound);
    const before = await requireTicket(db, id);
    const admin = c.get('user');
    const now = clock();
    // Claim the ticket (one conditional UPDATE: of two admins replying at once exactly one gets it) and store the
    // reply in one transaction. The other admin's claim waits for that commit and then finds the reply, so the 409
    // can name who answered (as two statements, it could come between them and find no reply yet).
    const claim = await db.transaction(async (tx) => {
      const claimed = await tx
        .update(contactMessages)
        .set({ status: 'answered', updatedAt: now })
        .where(and(eq(contactMessages.id, id), ne(contactMessages.status, 'answered')))
        .returning({ id: contactMessages.id });
      if (claimed.length === 0) return { claimed: false as const };
      const [reply] = await tx
        .insert(supportReplies)
        .values({ messageId: id, authorId: admin.id, body: body.message, sentAt: now })
        .returning({ id: supportReplies.id });
      return { claimed: true as const, reply };
    });
    if (!claim.claimed) {
      const current = await requireTicket(db, id);
      const by = current.replies.at(-1)?.author?.name ?? 'another administrator';
      throw new ApiError(409, 'already_answered', m.alreadyAnswered(by));
    }
    const { reply } = claim;
    try {
      await mailer.send(
        replyMail({ to: before.email, name: before.name, subject: before.subject }, body.message, before.message),
      );
    } catch (err) {
      // Not mailed: take the reply back and give the ticket back as it was so someone can try again.
      if (reply) await db.delete(supportReplies).where(eq(supportReplies.id, reply.id));
      await db.update(contactMessages).set({ status: before.status, updatedAt: now }).where(eq(contactMessages.id, id));
      console.error('support reply mail failed:', err instanceof Error ? err.message : err);
      throw new ApiError(502, 'mail_failed', m.replyMailFailed);
    }
    await audit(c, 'admin.ticket_answered', {
      subject: { ticketId: id },
      before: { status: before.status },
      after: { status: 'answered', replyLength: body.message.length },
    });
    return { ticket: await requireTicket(db, id), message: m.replySent };
  });

  return app;
}
