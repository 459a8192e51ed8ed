/**
 * Reminders before paid-until (server/features/subscriptions/reminders.ts), driven by the test clock: 7, 3
 * and 1 day before, each once per period however often and however many servers run the job; an SMS of at
 * most 160 GSM-7 characters with the plan, the date, the amount and where to renew; none at night (it waits
 * for 08:00) and none when the customer turned SMS off (the bell still rings).
 */

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../../../server/db/schema';
import { users } from '../../../../server/features/auth/tables';
import { type Billing, subscriptionPayments } from '../../../../server/features/billing';
import { notifications } from '../../../../server/features/notifications/tables';
import { emailNotificationsOn, smsNotificationsOn } from '../../../../server/features/settings/smsPreference';
import { userSettings } from '../../../../server/features/settings/tables';
import { sendDueReminders } from '../../../../server/features/subscriptions/reminders';
import { renewalLinks } from '../../../../server/features/subscriptions/renewalLinks';
import { subscriptions } from '../../../../server/features/subscriptions/tables';
import type { Mail } from '../../../../server/mail/mailer';
import { gsm7Length } from '../../../../server/sms/gsm7';
import { DEFAULT_SYSTEM_SETTINGS } from '../../../../src/domain/systemSettings';
import { createHarness, type Harness } from '../../harness';

const DAY = 86_400;
let h: Harness;
let n = 0;

beforeAll(async () => {
  h = await createHarness({ appClock: true });
});
afterAll(() => h.close());

const clock = () => {
  if (!h.appClock) throw new Error('no app clock');
  return h.appClock;
};
const links = renewalLinks(async () => 'a test signing key of at least 32 characters', 'https://skylink.test');
/** The renewal link an SMS or mail ends with, and what it opens. */
const LINK = /https:\/\/skylink\.test\/renew\/([A-Za-z0-9_-]{43})/;
const linkIn = async (text: string | undefined) => links.read(LINK.exec(text ?? '')?.[1] ?? '');
const mails: Mail[] = [];
const sweep = () =>
  sendDueReminders({
    db: h.database.db,
    now: clock().now,
    renewUrl: links.url,
    // the number an auto-renew prompt goes to is read from billing's payments (none is started here)
    payments: subscriptionPayments(h.database.db, clock().now, {} as Billing),
    smsAllowed: smsNotificationsOn,
    mailAllowed: emailNotificationsOn,
    mailer: {
      async send(mail) {
        mails.push(mail);
      },
    },
  });
const mailsTo = (email: string) => mails.filter((m) => m.to === email);

/** A customer on Standard monthly, paid until `days` from now, with a phone on their profile. */
async function customer(days: number, firstName = 'Kofi') {
  n += 1;
  const res = await h.register({
    username: `kofi${n}`,
    name: `${firstName} Mensah`,
    email: `kofi${n}@example.com`,
    password: 'Kofi#Pass2026',
  });
  expect(res.status).toBe(201);
  const [user] = await h.database.db
    .select()
    .from(users)
    .where(eq(users.email, `kofi${n}@example.com`));
  if (!user) throw new Error('no user');
  await h.database.db
    .update(users)
    .set({ phoneNumber: `02012345${String(n).padStart(2, '0')}` })
    .where(eq(users.id, user.id));
  const now = clock().now();
  await h.database.db.insert(subscriptions).values({
    userId: user.id,
    planId: 'plan_standard_monthly',
    billingCycle: 'monthly',
    status: 'active',
    nextBillingDate: new Date(now.getTime() + days * DAY * 1000),
    createdAt: now,
    updatedAt: now,
  });
  return user;
}

const smsTo = (userId: string) => h.database.db.select().from(smsOutbox).where(eq(smsOutbox.userId, userId));
const bellOf = (userId: string) =>
  h.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'renewal_reminder')));

describe('reminders before paid-until', () => {
  it('7, 3 and 1 day before, each once, however often the job runs, two servers at once included', async () => {
    const u = await customer(8);
    expect((await sweep()).sent).toBe(0); // 8 days before: nothing yet
    await clock().advance(DAY + 3600, null); // 6 days 23 hours before
    const [a, b] = await Promise.all([sweep(), sweep()]); // two servers' jobs at once
    expect(a.sent + b.sent).toBe(1);
    expect((await sweep()).sent).toBe(0);
    let sms = await smsTo(u.id);
    expect(sms).toHaveLength(1);
    // with its 43-character link the first name does not fit: it goes, the plan, date, amount and link stay
    expect(sms[0]?.text).toMatch(
      /^SkyLink Ghana: Your Standard Internet ends in 7 days, 29 Nov 2026\. Renew for GHS 100\.00: https:\/\/skylink\.test\/renew\/[\w-]{43}$/,
    );
    expect(gsm7Length(sms[0]?.text ?? '')).toBeLessThanOrEqual(160);
    const [sub] = await h.database.db.select().from(subscriptions).where(eq(subscriptions.userId, u.id));
    // the link renews this subscription, for the period the reminder is about
    expect(await linkIn(sms[0]?.text)).toEqual({
      subscriptionId: sub?.id,
      periodEnd: new Date(Math.floor((sub?.nextBillingDate?.getTime() ?? 0) / 1000) * 1000),
    });
    expect((await bellOf(u.id)).map((b) => b.title)).toEqual(['Your service ends in 7 days']);
    expect(mailsTo(u.email)).toEqual([
      {
        to: u.email,
        subject: 'SkyLink Ghana: your service ends in 7 days',
        text: expect.stringMatching(
          /^Hello Kofi,\n\nYour Standard Internet is paid until 29 Nov 2026\. Renew for GHS 100\.00 to stay connected\.\n\nRenew: https:\/\/skylink\.test\/renew\/[\w-]{43}\n\nSkyLink Ghana$/,
        ),
        // for the admin's messages log
        log: { userId: u.id, kind: 'reminder' },
      },
    ]);
    expect(LINK.exec(mailsTo(u.email)[0]?.text ?? '')?.[1]).toBe(LINK.exec(sms[0]?.text ?? '')?.[1]);

    await clock().advance(4 * DAY, null); // 2 days 23 hours before
    expect((await sweep()).sent).toBeGreaterThanOrEqual(1);
    await clock().advance(2 * DAY, null); // 23 hours before
    expect((await sweep()).sent).toBeGreaterThanOrEqual(1);
    expect((await sweep()).sent).toBe(0);
    sms = await smsTo(u.id);
    expect(sms.map((s) => /ends (in \d days|tomorrow)/.exec(s.text)?.[1])).toEqual([
      'in 7 days',
      'in 3 days',
      'tomorrow',
    ]);
    expect(await bellOf(u.id)).toHaveLength(3);
    expect(mailsTo(u.email).map((m) => m.subject)).toEqual([
      'SkyLink Ghana: your service ends in 7 days',
      'SkyLink Ghana: your service ends in 3 days',
      'SkyLink Ghana: your service ends tomorrow',
    ]);

    await clock().advance(DAY, null); // paid-until has passed: no reminder (the standing's messages take over)
    await sweep();
    expect(await smsTo(u.id)).toHaveLength(3);
  });

  it('a clock that passed several reminders at once sends the nearest only', async () => {
    const u = await customer(2.5);
    await sweep();
    const sms = await smsTo(u.id);
    expect(sms.map((s) => /ends (in \d days|tomorrow)/.exec(s.text)?.[1])).toEqual(['in 3 days']);
  });

  it('due in the night, the SMS waits for 08:00 Ghana time; the bell rings at once', async () => {
    // move the clock to 21:00 UTC (Ghana time is UTC) of some day
    const now = clock().now();
    const to21 = ((21 - now.getUTCHours() + 24) % 24) * 3600 - now.getUTCMinutes() * 60 - now.getUTCSeconds();
    await clock().advance(to21 > 0 ? to21 : to21 + DAY, null);
    expect(clock().now().getUTCHours()).toBe(21);
    const u = await customer(6.5);
    await sweep();
    const [sms] = await smsTo(u.id);
    const next8 = new Date(clock().now());
    next8.setUTCDate(next8.getUTCDate() + 1);
    next8.setUTCHours(8, 0, 0, 0);
    expect(sms?.nextAttemptAt.toISOString()).toBe(next8.toISOString());
    expect(await bellOf(u.id)).toHaveLength(1);
    // back in the day for the tests below
    await clock().advance(12 * 3600, null);
  });

  /** Customers 6.5 days before paid-until, each with the notification settings given saved. */
  async function customersWithNotifications(settings: Record<string, boolean>[]) {
    const made = [];
    for (const notifications of settings) {
      const u = await customer(6.5);
      await h.database.db.insert(userSettings).values({
        userId: u.id,
        notifications: notifications as never,
        updatedAt: clock().now(),
      });
      made.push(u);
    }
    return made as [(typeof made)[number], (typeof made)[number]];
  }

  it('a customer who turned SMS off gets no SMS, one who turned email off no mail; the bell rings for both', async () => {
    const [noSms, noMail] = await customersWithNotifications([
      { smsNotifications: false },
      { emailNotifications: false },
    ]);
    await sweep();
    expect(await smsTo(noSms.id)).toHaveLength(0);
    expect(mailsTo(noSms.email)).toHaveLength(1);
    expect(await smsTo(noMail.id)).toHaveLength(1);
    expect(mailsTo(noMail.email)).toHaveLength(0);
    expect(await bellOf(noSms.id)).toHaveLength(1);
    expect(await bellOf(noMail.id)).toHaveLength(1);
  });

  it('Billing updates off: no reminder by SMS or mail (a reminder is a billing message); Service updates off: they still come', async () => {
    const [noBilling, noService] = await customersWithNotifications([
      { billingUpdates: false },
      { serviceUpdates: false },
    ]);
    await sweep();
    expect(await smsTo(noBilling.id)).toHaveLength(0);
    expect(mailsTo(noBilling.email)).toHaveLength(0);
    expect(await smsTo(noService.id)).toHaveLength(1);
    expect(mailsTo(noService.email)).toHaveLength(1);
  });

  it("follows the administrators' reminder settings: their days, and only the channels they chose", async () => {
    const admin = (await h.login('ops@example.com', 'Admin#Pass2026')).access_token;
    const put = (settings: unknown) =>
      h.app.request('/api/admin/settings', {
        method: 'PUT',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${admin}`,
          'X-Forwarded-For': '198.51.100.7',
        },
        body: JSON.stringify(settings),
      });
    // days that cannot be: none, a repeat, a 31, text
    for (const reminderDays of [[], [3, 3], [31], ['7']]) {
      const res = await put({ ...DEFAULT_SYSTEM_SETTINGS, reminderDays });
      expect(res.status, JSON.stringify(reminderDays)).toBe(400);
      expect(((await res.json()) as { issues: { path: string }[] }).issues[0]?.path).toMatch(/^reminderDays/);
    }
    const noChannel = await put({
      ...DEFAULT_SYSTEM_SETTINGS,
      reminderChannels: { sms: false, mail: false, bell: false },
    });
    expect(noChannel.status).toBe(400);
    const saved = await put({
      ...DEFAULT_SYSTEM_SETTINGS,
      reminderDays: [2, 5],
      reminderChannels: { sms: false, mail: true, bell: false },
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { settings: { reminderDays: number[] } }).settings.reminderDays).toEqual([5, 2]);
    try {
      const at6 = await customer(6.5);
      const at4 = await customer(4.5);
      await sweep();
      // 6.5 days: no reminder is set for 7 days any more; 4.5 days: the 5-day one, by mail only
      expect(mailsTo(at6.email)).toHaveLength(0);
      expect(mailsTo(at4.email).map((m) => m.subject)).toEqual(['SkyLink Ghana: your service ends in 5 days']);
      expect(await smsTo(at4.id)).toHaveLength(0);
      expect(await bellOf(at4.id)).toHaveLength(0);
    } finally {
      expect((await put(DEFAULT_SYSTEM_SETTINGS)).status).toBe(200);
    }
  });

  it('a long plan name is shortened, never the date, the amount or the link', async () => {
    const { reminderSmsWithin160 } = await import('../../../../server/features/subscriptions/reminders');
    const text = reminderSmsWithin160({
      firstName: 'Oluwaseun-Adebayo',
      plan: 'Business Unlimited Fibre Satellite Premium Plus with Static IP',
      paidUntil: new Date('2026-12-11T09:00:00Z'),
      amount: 'GHS 1,250.00',
      daysLeft: 3,
      link: 'https://skylink.example/renew/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(gsm7Length(text)).toBeLessThanOrEqual(160);
    expect(text).toContain('11 Dec 2026');
    expect(text).toContain('GHS 1,250.00');
    expect(text).toMatch(/https:\/\/skylink\.example\/renew\/A{43}$/);
  });
});
