/**
 * The messages log of the admin's customer detail (server/features/notifications/messages.ts): each
 * confirmation, reminder and standing message a customer was sent, by SMS, mail and the bell, newest first,
 * with its kind and what became of it; a customer who turned SMS off has mail and bell only; a mail the mailer
 * refused is logged as failed with its error.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../../server/features/auth/tables';
import { listCustomerMessages } from '../../../../server/features/notifications/messages';
import { userSettings } from '../../../../server/features/settings/tables';
import { subscriptions } from '../../../../server/features/subscriptions/tables';
import { loggedMailer } from '../../../../server/mail/mailer';
import { customerDetailResponseSchema } from '../../../../src/features/adminUsers/contract';
import { type BillingHarness, billingHarness, type Customer, payApproved } from '../billing/support';

const DAY_MS = 86_400_000;
let h: BillingHarness;
let adminToken: string;

beforeAll(async () => {
  h = await billingHarness();
  const res = await h.register({
    username: 'opslog',
    name: 'Ops Log',
    email: 'ops.log@example.com',
    password: 'Ops#Pass20261',
  });
  expect(res.status).toBe(201);
  await h.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'ops.log@example.com'));
  adminToken = (await h.login('ops.log@example.com', 'Ops#Pass20261')).access_token;
});

/** A customer who paid Standard monthly, with paid-until moved to 6.5 days from now (the 7-day reminder is due). */
async function paidCustomer(name: string): Promise<Customer> {
  const c = await h.customer(name, { longSession: true });
  await h.database.db.update(users).set({ phoneNumber: '0201234567' }).where(eq(users.id, c.id));
  await payApproved(h, c, {});
  await h.database.db
    .update(subscriptions)
    .set({ nextBillingDate: new Date(h.clock.now().getTime() + 6.5 * DAY_MS) })
    .where(eq(subscriptions.userId, c.id));
  return c;
}

const messagesOf = async (id: string) => {
  const res = await h.send('GET', `/api/admin/customers/${id}`, adminToken);
  expect(res.status).toBe(200);
  return customerDetailResponseSchema.parse(await res.json()).messages;
};
const pairs = (list: { channel: string; kind: string }[]) => list.map((m) => `${m.kind}/${m.channel}`).sort();

describe("the customer detail's messages log", () => {
  it('lists the confirmation and the reminder by SMS, mail and bell, newest first, with what became of each', async () => {
    const c = await paidCustomer('Ama');
    await h.runJob('subscriptions.reminders');
    await h.runJob('sms.dispatch');
    const messages = await messagesOf(c.id);
    // the payment's own bell notices (pending, received, service active) are there too
    expect(pairs(messages)).toEqual(
      [
        'payment/bell',
        'confirmation/sms',
        'confirmation/mail',
        'confirmation/bell',
        'confirmation/bell',
        'reminder/sms',
        'reminder/mail',
        'reminder/bell',
      ].sort(),
    );
    // newest first: the reminder's three after the payment's
    expect(messages.slice(0, 3).every((m) => m.kind === 'reminder')).toBe(true);
    const sms = messages.find((m) => m.kind === 'confirmation' && m.channel === 'sms');
    expect(sms).toMatchObject({ status: 'kept', sentAt: expect.any(String), error: null });
    expect(sms?.summary).toMatch(/received/);
    expect(messages.find((m) => m.kind === 'reminder' && m.channel === 'mail')).toMatchObject({
      status: 'kept',
      summary: expect.stringMatching(/renew|expires|ends/i),
    });
    expect(messages.find((m) => m.kind === 'reminder' && m.channel === 'bell')?.status).toBe('unread');
    // a reminder SMS waits for 08:00 Ghana time when it falls due at night: queued until then, else kept
    expect(['queued', 'kept']).toContain(messages.find((m) => m.kind === 'reminder' && m.channel === 'sms')?.status);
    const times = messages.map((m) => m.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('a customer who turned SMS off has no reminder SMS in the log: mail and bell only', async () => {
    const c = await h.customer('Yaw', { longSession: true });
    await h.database.db
      .insert(userSettings)
      .values({ userId: c.id, notifications: { smsNotifications: false } as never, updatedAt: h.clock.now() })
      .onConflictDoUpdate({
        target: userSettings.userId,
        set: { notifications: { smsNotifications: false } as never },
      });
    await h.database.db.update(users).set({ phoneNumber: '0201234568' }).where(eq(users.id, c.id));
    await payApproved(h, c, {});
    await h.database.db
      .update(subscriptions)
      .set({ nextBillingDate: new Date(h.clock.now().getTime() + 6.5 * DAY_MS) })
      .where(eq(subscriptions.userId, c.id));
    await h.runJob('subscriptions.reminders');
    const messages = await messagesOf(c.id);
    expect(messages.filter((m) => m.channel === 'sms')).toEqual([]);
    expect(pairs(messages.filter((m) => m.kind !== 'payment' && m.kind !== 'confirmation'))).toEqual([
      'reminder/bell',
      'reminder/mail',
    ]);
  });

  it('logs a mail the mailer refused as failed, with its error, and still throws to the sender', async () => {
    const c = await h.customer('Efua');
    const refusing = loggedMailer(
      h.database.db,
      {
        async send() {
          throw new Error('550 mailbox unavailable');
        },
      },
      { keeps: false, clock: h.clock.now },
    );
    await expect(
      refusing.send({
        to: c.email,
        subject: 'SkyLink: your service ends soon',
        text: 'x',
        log: { userId: c.id, kind: 'reminder' },
      }),
    ).rejects.toThrow('550');
    // a mail that names no customer is not logged
    await expect(refusing.send({ to: c.email, subject: 'Verify your email', text: 'x' })).rejects.toThrow();
    expect(await listCustomerMessages(h.database.db, c.id)).toEqual([
      expect.objectContaining({
        channel: 'mail',
        kind: 'reminder',
        summary: 'SkyLink: your service ends soon',
        status: 'failed',
        error: expect.stringContaining('550 mailbox unavailable'),
      }),
    ]);
  });
});
