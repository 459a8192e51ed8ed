/**
 * Service events: what the network side (RADIUS, an NMS) must do for a customer, in order (docs/operations.md
 * "Service events"). A payment that starts service again writes `activated` (first, or after termination),
 * `renewed` (while active or in grace) or `restored` (while suspended), in the payment's transaction; the
 * standing job writes `suspended` and `terminated`. Each is written once (its key), listed for administrators
 * and, when SERVICE_EVENTS_URL is set, POSTed there by the scheduler, signed with SERVICE_EVENTS_SECRET as
 * Paystack signs its webhooks (HMAC-SHA512 of the raw body, hex, in `x-skylink-signature`), retried with
 * back-off until the receiver answers 2xx.
 */
import { createHmac } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Standing } from '../../../src/features/billing/rules';
import type { ServiceEventRecord } from '../../../src/features/subscriptions/contract';
import type { Db } from '../../db/client';
import { users } from '../auth';
import { type ServiceEventType, serviceEvents } from './tables';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The queue that delivers one event to SERVICE_EVENTS_URL (server/app.ts defines it). */
export const DELIVER_JOB = 'subscriptions.service-event';

export interface NewServiceEvent {
  key: string;
  subscriptionId: string;
  userId: string;
  type: ServiceEventType;
  planId: string;
  paidUntil: Date;
  at: Date;
}

/** Write an event once (its key): its id, or null when it was already written. */
export async function recordServiceEvent(db: Db | Tx, e: NewServiceEvent): Promise<number | null> {
  const [row] = await db
    .insert(serviceEvents)
    .values({
      key: e.key,
      subscriptionId: e.subscriptionId,
      userId: e.userId,
      type: e.type,
      planId: e.planId,
      paidUntil: e.paidUntil,
      occurredAt: e.at,
    })
    .onConflictDoNothing()
    .returning({ id: serviceEvents.id });
  return row?.id ?? null;
}

/** What a payment that credited a subscription means for the network, from the standing it found. */
export function paymentEventType(before: Standing | null): ServiceEventType {
  if (before === null || before === 'terminated') return 'activated';
  return before === 'suspended' ? 'restored' : 'renewed';
}

type Row = typeof serviceEvents.$inferSelect;

function toRecord(r: Row, email: string): ServiceEventRecord {
  return {
    id: r.id,
    type: r.type,
    occurred_at: r.occurredAt.toISOString(),
    customer: { id: r.userId, email },
    subscription_id: r.subscriptionId,
    plan_id: r.planId,
    paid_until: r.paidUntil.toISOString(),
    delivered_at: r.deliveredAt?.toISOString() ?? null,
  };
}

/** GET /api/admin/service-events?customer=<email>: the customer's events, oldest first. */
export async function listServiceEvents(db: Db, email: string): Promise<ServiceEventRecord[]> {
  const rows = await db
    .select({ event: serviceEvents, email: users.email })
    .from(serviceEvents)
    .innerJoin(users, eq(users.id, serviceEvents.userId))
    .where(eq(users.email, email.trim().toLowerCase()))
    .orderBy(asc(serviceEvents.id));
  return rows.map((r) => toRecord(r.event, r.email));
}

/** The signature a receiver checks: HMAC-SHA512 of the raw body with the shared secret, hex. */
export const signServiceEvent = (raw: string, secret: string) => createHmac('sha512', secret).update(raw).digest('hex');

export interface DeliveryTarget {
  url: string;
  secret: string;
  /** the HTTP client (tests give their own receiver) */
  fetch?: typeof fetch;
}

/**
 * POST one event (the scheduler's job): nothing when it was delivered already; a throw (a refused or failed
 * POST) fails the attempt, which the scheduler retries. Receivers must treat `id` as the event's identity:
 * a POST whose answer was lost is sent again.
 */
export async function deliverServiceEvent(db: Db, id: number, target: DeliveryTarget, now: () => Date) {
  const [row] = await db
    .select({ event: serviceEvents, email: users.email })
    .from(serviceEvents)
    .innerJoin(users, eq(users.id, serviceEvents.userId))
    .where(and(eq(serviceEvents.id, id), isNull(serviceEvents.deliveredAt)))
    .limit(1);
  if (!row) return;
  const { delivered_at: _, ...event } = toRecord(row.event, row.email);
  const raw = JSON.stringify({ event: `service.${event.type}`, data: event });
  const res = await (target.fetch ?? fetch)(target.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-skylink-signature': signServiceEvent(raw, target.secret) },
    body: raw,
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`service event ${id}: the receiver answered ${res.status}`);
  await db.update(serviceEvents).set({ deliveredAt: now() }).where(eq(serviceEvents.id, id));
}

/** The event of a payment that credited a subscription (billing's onCredited, in the payment's transaction). */
export function paymentServiceEvent(
  tx: Tx,
  c: {
    paymentId: string;
    userId: string;
    subscriptionId: string;
    before: Standing | null;
    planId: string;
    paidUntil: Date;
    at: Date;
  },
) {
  return recordServiceEvent(tx, {
    key: `payment:${c.paymentId}`,
    subscriptionId: c.subscriptionId,
    userId: c.userId,
    type: paymentEventType(c.before),
    planId: c.planId,
    paidUntil: c.paidUntil,
    at: c.at,
  });
}

/**
 * Enqueue a delivery job for each event not yet queued, oldest first (the scheduler's sweep, every minute, and
 * after the standing job), then mark it queued. The job's key is the event's, so two servers sweeping at once
 * queue it once, and a sweep cut short between the two steps queues it again harmlessly (a delivered event is
 * not sent twice). A delivery that fails for good stays failed in the queue, for an administrator to retry.
 */
export async function queueServiceEvents(
  db: Db,
  now: Date,
  enqueue: (id: number) => Promise<unknown>,
): Promise<number> {
  const waiting = await db
    .select({ id: serviceEvents.id })
    .from(serviceEvents)
    .where(isNull(serviceEvents.queuedAt))
    .orderBy(asc(serviceEvents.id))
    .limit(200);
  for (const { id } of waiting) {
    await enqueue(id);
    await db.update(serviceEvents).set({ queuedAt: now }).where(eq(serviceEvents.id, id));
  }
  return waiting.length;
}
