/**
 * Standing changes on time (server/features/subscriptions/standing.ts) and the service events
 * (serviceEvents.ts): when paid-until passes, at the grace's end and at the suspension's end the customer is
 * told once each (SMS of at most 160 GSM-7 characters, mail, bell), however often and on however many
 * servers the job runs; a change due on a Sunday or a public holiday waits for the next working day; the
 * network side gets activated, suspended, terminated and a payment's restored or renewed, in order, listed
 * for administrators and POSTed signed with HMAC-SHA512 when a receiver is set.
 */
import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../../../server/db/schema';
import { users } from '../../../../server/features/auth/tables';
import { notifications } from '../../../../server/features/notifications/tables';
import { emailNotificationsOn, smsNotificationsOn } from '../../../../server/features/settings/smsPreference';
import { renewalLinks } from '../../../../server/features/subscriptions/renewalLinks';
import {
  deliverServiceEvent,
  queueServiceEvents,
  signServiceEvent,
} from '../../../../server/features/subscriptions/serviceEvents';
import { applyStandingChanges } from '../../../../server/features/subscriptions/standing';
import { serviceEvents, subscriptions } from '../../../../server/features/subscriptions/tables';
import type { Mail } from '../../../../server/mail/mailer';
import { gsm7Length } from '../../../../server/sms/gsm7';
import { isClosedDay } from '../../../../src/domain/holidays';
import { customerDetailResponseSchema } from '../../../../src/features/adminUsers/contract';
import { subscriptionResponseSchema } from '../../../../src/features/billing/contract';
import { standingDates } from '../../../../src/features/billing/standing';
import { serviceEventsResponseSchema } from '../../../../src/features/subscriptions/contract';
import { type BillingHarness, billingHarness, type Customer, PASSWORD, payApproved } from '../billing/support';

const DAY_MS = 86_400_000;
let h: BillingHarness;
/** An administrator's fresh access token (the clock moves by days between calls). */
const admin = async () => (await h.login('ops.stand@example.com', 'Ops#Pass20261')).access_token;
const links = renewalLinks(async () => 'a test signing key of at least 32 characters', 'https://skylink.test');
const mails: Mail[] = [];

beforeAll(async () => {
  h = await billingHarness();
  const res = await h.register({
    username: 'opsstand',
    name: 'Ops Stand',
    email: 'ops.stand@example.com',
    password: 'Ops#Pass20261',
  });
  expect(res.status).toBe(201);
  await h.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'ops.stand@example.com'));
});

const sweep = () =>
  applyStandingChanges({
    db: h.database.db,
    now: h.clock.now,
    renewUrl: links.url,
    signInUrl: 'https://skylink.test/login',
    smsAllowed: smsNotificationsOn,
    mailAllowed: emailNotificationsOn,
    mailer: {
      async send(mail) {
        mails.push(mail);
      },
    },
  });

const moveTo = (at: Date) => {
  const ms = at.getTime() - h.clock.now().getTime();
  if (ms < 0) throw new Error('the clock only goes forward');
  h.clock.advance(ms);
};

/** A customer who paid Standard monthly by mobile money, with paid-until moved to `paidUntil`. */
async function paidCustomer(name: string, paidUntil: Date): Promise<Customer & { subscriptionId: string }> {
  const c = await h.customer(name, { longSession: true });
  await payApproved(h, c, {});
  const [sub] = await h.database.db
    .update(subscriptions)
    .set({ nextBillingDate: paidUntil })
    .where(eq(subscriptions.userId, c.id))
    .returning();
  if (!sub) throw new Error('no subscription');
  return { ...c, subscriptionId: sub.id };
}

const smsTo = (userId: string) => h.database.db.select().from(smsOutbox).where(eq(smsOutbox.userId, userId));
const standingSms = async (userId: string) =>
  (await smsTo(userId)).map((s) => s.text).filter((t) => !t.includes('received'));
const bells = async (userId: string) =>
  (
    await h.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'service_expired')))
  ).map((n) => n.title);
const mailsTo = (email: string) => mails.filter((m) => m.to === email && !/receipt|payment/i.test(m.subject));
const eventsOf = async (email: string) => {
  const res = await h.send('GET', `/api/admin/service-events?customer=${encodeURIComponent(email)}`, await admin());
  expect(res.status).toBe(200);
  return serviceEventsResponseSchema.parse(await res.json()).events;
};
/** The first moment from `from` on whose day support is open, at the same hour, `days` whole days before. */
function openDayAfter(from: Date, days: number): Date {
  let at = new Date(from.getTime() + DAY_MS);
  while (isClosedDay(new Date(at.getTime() + days * DAY_MS))) at = new Date(at.getTime() + DAY_MS);
  return at;
}

describe('standing changes', () => {
  it('tells the customer once at each change, two servers at once included, and the network in order', async () => {
    // a paid-until whose suspension and termination fall on working days
    let paidUntil = openDayAfter(h.clock.now(), 4);
    while (isClosedDay(new Date(paidUntil.getTime() + 8 * DAY_MS))) paidUntil = openDayAfter(paidUntil, 4);
    const c = await paidCustomer('Yaw', paidUntil);
    const { suspendsAt, terminatesAt } = standingDates(paidUntil.getTime());
    expect(suspendsAt.getTime()).toBe(paidUntil.getTime() + 4 * DAY_MS);

    expect((await sweep()).told).toBe(0); // still active
    moveTo(new Date(paidUntil.getTime() + 60_000));
    const [a, b] = await Promise.all([sweep(), sweep()]);
    expect(a.told + b.told).toBe(1);
    expect((await sweep()).told).toBe(0);
    let sms = await standingSms(c.id);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatch(
      /^SkyLink Ghana: Standard Internet ended \d{1,2} \w{3} 20\d\d\. Renew \(GHS 100\.00\) by \d{1,2} \w{3} 20\d\d: https:\/\/skylink\.test\/renew\/[\w-]{43}$/,
    );
    expect(await bells(c.id)).toEqual(['Service expired']);
    expect(mailsTo(c.email).map((m) => m.subject)).toEqual(['SkyLink Ghana: service expired']);

    moveTo(new Date(suspendsAt.getTime() - 60_000));
    expect((await sweep()).told).toBe(0); // the grace's last minute
    moveTo(suspendsAt);
    const [s1, s2] = await Promise.all([sweep(), sweep()]);
    expect(s1.told + s2.told).toBe(1);
    sms = await standingSms(c.id);
    expect(sms[1]).toMatch(
      /^SkyLink Ghana: Standard Internet is suspended\. Renew \(GHS 100\.00\) to reconnect: https:\/\/skylink\.test\/renew\/[\w-]{43}$/,
    );
    moveTo(terminatesAt);
    expect((await sweep()).told).toBe(1);
    expect((await sweep()).told).toBe(0);
    sms = await standingSms(c.id);
    expect(sms).toHaveLength(3);
    expect(sms[2]).toBe(
      'SkyLink Ghana: Standard Internet has been terminated. To connect again, sign in and choose a plan: https://skylink.test/login',
    );
    for (const text of sms) expect(gsm7Length(text)).toBeLessThanOrEqual(160);
    expect(await bells(c.id)).toEqual(['Service expired', 'Service suspended', 'Service terminated']);
    expect(mailsTo(c.email)).toHaveLength(3);
    expect(mailsTo(c.email)[2]?.text).toContain('Sign in: https://skylink.test/login');

    const events = await eventsOf(c.email);
    expect(events.map((e) => e.type)).toEqual(['activated', 'suspended', 'terminated']);
    // and in the admin area's customer detail
    const detail = await h.send('GET', `/api/admin/customers/${c.id}`, await admin());
    expect(detail.status).toBe(200);
    const { serviceEvents: listed } = customerDetailResponseSchema.parse(await detail.json());
    expect(listed.map((e) => [e.type, e.paidUntil])).toEqual(events.map((e) => [e.type, e.paid_until]));
    expect(events[1]).toMatchObject({
      customer: { id: c.id, email: c.email },
      subscription_id: c.subscriptionId,
      plan_id: 'plan_standard_monthly',
      paid_until: paidUntil.toISOString(),
      delivered_at: null,
    });
  });

  it('waits for the next working day when the suspension falls on a Sunday or a public holiday', async () => {
    // a paid-until 4 days before a closed day
    let paidUntil = new Date(h.clock.now().getTime() + DAY_MS);
    while (!isClosedDay(new Date(paidUntil.getTime() + 4 * DAY_MS))) paidUntil = new Date(paidUntil.getTime() + DAY_MS);
    const c = await paidCustomer('Esi', paidUntil);
    const { suspendsAt } = standingDates(paidUntil.getTime());
    expect(suspendsAt.getTime()).toBeGreaterThan(paidUntil.getTime() + 4 * DAY_MS);
    expect(suspendsAt.getUTCHours()).toBe(8);
    moveTo(new Date(paidUntil.getTime() + 4 * DAY_MS + 60_000)); // the closed day
    await sweep();
    expect(await bells(c.id)).toEqual(['Service expired']);
    // what the dashboard shows follows the same rule
    const res = await h.send('GET', '/api/billing/subscriptions', (await h.login(c.email, PASSWORD)).access_token);
    expect(subscriptionResponseSchema.parse(await res.json()).data.subscription.standing).toBe('grace_period');
    moveTo(suspendsAt);
    await sweep();
    expect(await bells(c.id)).toEqual(['Service expired', 'Service suspended']);
  });

  it('tells of the last change only when the clock passed several, and records every event in order', async () => {
    const paidUntil = new Date(h.clock.now().getTime() + DAY_MS);
    const c = await paidCustomer('Kojo', paidUntil);
    const { terminatesAt } = standingDates(paidUntil.getTime());
    moveTo(new Date(terminatesAt.getTime() + 60_000));
    await sweep();
    expect(await standingSms(c.id)).toEqual([expect.stringContaining('has been terminated')]);
    expect((await eventsOf(c.email)).map((e) => e.type)).toEqual(['activated', 'suspended', 'terminated']);
  });

  it('a payment while suspended restores the service; while in grace it renews it', async () => {
    const paidUntil = new Date(h.clock.now().getTime() + DAY_MS);
    const c = await paidCustomer('Abena', paidUntil);
    const { suspendsAt } = standingDates(paidUntil.getTime());
    moveTo(new Date(suspendsAt.getTime() + 60_000));
    await sweep();
    const signedIn = async () => ({ token: (await h.login(c.email, PASSWORD)).access_token });
    await payApproved(h, await signedIn(), {});
    expect((await eventsOf(c.email)).map((e) => e.type)).toEqual(['activated', 'suspended', 'restored']);
    await payApproved(h, await signedIn(), {});
    const events = await eventsOf(c.email);
    expect(events.map((e) => e.type)).toEqual(['activated', 'suspended', 'restored', 'renewed']);
    expect(new Date(events[3]?.paid_until ?? 0).getTime()).toBeGreaterThan(
      new Date(events[2]?.paid_until ?? 0).getTime(),
    );
  });

  it('lists events for administrators only, and checks the address', async () => {
    expect((await h.send('GET', '/api/admin/service-events?customer=a@example.com')).status).toBe(401);
    const c = await h.customer('Kwesi');
    expect((await h.send('GET', '/api/admin/service-events?customer=a@example.com', c.token)).status).toBe(403);
    const bad = await h.send('GET', '/api/admin/service-events?customer=not-an-email', await admin());
    expect(bad.status).toBe(400);
    expect(await eventsOf('nobody@example.com')).toEqual([]);
  });
});

describe('service events delivery', () => {
  it('POSTs each event once, signed with HMAC-SHA512 of the raw body; a refusal throws for a retry', async () => {
    const c = await paidCustomer('Fiifi', new Date(h.clock.now().getTime() + 30 * DAY_MS));
    const [event] = await eventsOf(c.email);
    if (!event) throw new Error('no event');
    const secret = 'a receiver secret of at least 32 characters';
    const got: { body: string; signature: string | null }[] = [];
    let answer = 500;
    const receiver: typeof fetch = async (_url, init) => {
      const headers = new Headers(init?.headers);
      got.push({ body: String(init?.body), signature: headers.get('x-skylink-signature') });
      return new Response(null, { status: answer });
    };
    const target = { url: 'https://noc.example/hooks', secret, fetch: receiver };
    await expect(deliverServiceEvent(h.database.db, event.id, target, h.clock.now)).rejects.toThrow(/answered 500/);
    answer = 204;
    await deliverServiceEvent(h.database.db, event.id, target, h.clock.now);
    await deliverServiceEvent(h.database.db, event.id, target, h.clock.now); // delivered: not sent again
    expect(got).toHaveLength(2);
    const last = got[1];
    expect(last?.signature).toBe(
      createHmac('sha512', secret)
        .update(last?.body ?? '')
        .digest('hex'),
    );
    expect(last?.signature).toBe(signServiceEvent(last?.body ?? '', secret));
    expect(JSON.parse(last?.body ?? '')).toEqual({
      event: 'service.activated',
      data: {
        id: event.id,
        type: 'activated',
        occurred_at: event.occurred_at,
        customer: { id: c.id, email: c.email },
        subscription_id: event.subscription_id,
        plan_id: 'plan_standard_monthly',
        paid_until: event.paid_until,
      },
    });
    expect((await eventsOf(c.email))[0]?.delivered_at).not.toBeNull();
  });

  it('queues each event once, two sweeps at once included', async () => {
    const queued: number[] = [];
    const enqueue = async (id: number) => void queued.push(id);
    await Promise.all([
      queueServiceEvents(h.database.db, h.clock.now(), enqueue),
      queueServiceEvents(h.database.db, h.clock.now(), enqueue),
    ]);
    expect(queued.length).toBeGreaterThan(0);
    // a sweep cut short may queue one again, which the job's key makes the same job; a finished sweep none
    expect(await queueServiceEvents(h.database.db, h.clock.now(), enqueue)).toBe(0);
    const all = await h.database.db.select({ id: serviceEvents.id }).from(serviceEvents);
    expect(new Set(queued)).toEqual(new Set(all.map((e) => e.id)));
  });
});
