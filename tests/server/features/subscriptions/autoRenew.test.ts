/**
 * Auto-renew for mobile money (server/features/subscriptions/autoRenew.ts): off unless the customer turns it
 * on (PATCH /api/billing/subscriptions, or the settings); then the 3-day reminder says when the prompt comes
 * and to which number, and the day before paid-until the server charges that number for one period, once per
 * period however many servers run the job. Approved, paid-until moves; declined or unanswered, nothing is
 * charged and the customer gets the renewal link instead.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../../../server/db/schema';
import { type Billing, subscriptionPayments } from '../../../../server/features/billing';
import { payments } from '../../../../server/features/billing/tables';
import { notifications } from '../../../../server/features/notifications/tables';
import { emailNotificationsOn, smsNotificationsOn } from '../../../../server/features/settings/smsPreference';
import { sendDueReminders } from '../../../../server/features/subscriptions/reminders';
import { renewalLinks } from '../../../../server/features/subscriptions/renewalLinks';
import { subscriptions } from '../../../../server/features/subscriptions/tables';
import { gsm7Length } from '../../../../server/sms/gsm7';
import { formatDate } from '../../../../src/domain/format/date';
import { subscriptionResponseSchema } from '../../../../src/features/billing/contract';
import { autoRenewAt } from '../../../../src/features/subscriptions/rules';
import { type BillingHarness, billingHarness, DECLINE, MANUAL, payApproved } from '../billing/support';

const DAY_MS = 86_400_000;
let h: BillingHarness;
const links = renewalLinks(async () => 'a test signing key of at least 32 characters', 'https://skylink.test');

beforeAll(async () => {
  h = await billingHarness();
});

const moveTo = (at: Date) => {
  const ms = at.getTime() - h.clock.now().getTime();
  if (ms < 0) throw new Error('the clock only goes forward');
  h.clock.advance(ms);
};
const channels = { smsAllowed: smsNotificationsOn, mailAllowed: emailNotificationsOn };
/** The reminders read the number last paid with from billing's payments (no payment is started here). */
const payers = () => subscriptionPayments(h.database.db, h.clock.now, {} as Billing);
/** The app's own job, as the scheduler runs it every minute. */
const run = () => h.runJob('subscriptions.auto-renew');

/** A customer who paid Standard monthly (approved on 0241234987), auto-renew as `on`, paid until `days` ahead. */
async function customer(name: string, on: boolean, days = 3.5) {
  const c = await h.customer(name, { longSession: true });
  await payApproved(h, c, {});
  const before = subscriptionResponseSchema.parse(
    await (await h.send('GET', '/api/billing/subscriptions', c.token)).json(),
  );
  // off unless the customer turns it on
  expect(before.data.subscription.auto_renew).toBe(false);
  if (on) {
    const res = await h.send('PATCH', '/api/billing/subscriptions', c.token, { auto_renew: true });
    expect(res.status).toBe(200);
  }
  const paidUntil = new Date(h.clock.now().getTime() + days * DAY_MS);
  await h.database.db.update(subscriptions).set({ nextBillingDate: paidUntil }).where(eq(subscriptions.userId, c.id));
  return { ...c, paidUntil };
}
/** The number the customer last paid with, as the auto-renewal will charge it (a test's phone). */
const lastPaidWith = (userId: string, phone: string) =>
  h.database.db.update(payments).set({ payerPhone: phone }).where(eq(payments.userId, userId));
const paidUntilOf = async (userId: string) =>
  (await h.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]?.nextBillingDate;
const paymentsOf = (userId: string) => h.database.db.select().from(payments).where(eq(payments.userId, userId));
const smsTo = async (userId: string) =>
  (await h.database.db.select().from(smsOutbox).where(eq(smsOutbox.userId, userId))).map((s) => s.text);

describe('auto-renew', () => {
  it('is off by default, turned on and off by PATCH and shown in the settings; bad bodies are refused', async () => {
    const c = await customer('Ama', false);
    const bad = await h.send('PATCH', '/api/billing/subscriptions', c.token, { auto_renew: 'yes' });
    expect(bad.status).toBe(400);
    const settings = async () => (await (await h.send('GET', '/api/user/settings', c.token)).json()).settings.billing;
    expect((await settings()).autoRenew).toBe(false);
    const on = await h.send('PATCH', '/api/billing/subscriptions', c.token, { auto_renew: true });
    expect((await on.json()).data.subscription.auto_renew).toBe(true);
    expect((await settings()).autoRenew).toBe(true);
    const fresh = await h.customer('Nobody');
    expect((await h.send('PATCH', '/api/billing/subscriptions', fresh.token, { auto_renew: true })).status).toBe(404);
  });

  it('announces the prompt in the 3-day reminder, charges once the day before (two servers at once), approved moves paid-until', async () => {
    const c = await customer('Kofi', true);
    moveTo(new Date(c.paidUntil.getTime() - 3 * DAY_MS + 60_000));
    await sendDueReminders({
      db: h.database.db,
      now: h.clock.now,
      renewUrl: links.url,
      payments: payers(),
      ...channels,
    });
    const at = autoRenewAt(c.paidUntil);
    const reminder = (await smsTo(c.id)).find((t) => t.includes('renews automatically'));
    expect(reminder).toBe(
      `SkyLink Ghana: Standard Internet renews automatically: approve the prompt for GHS 100.00 on 024XXXX987 on ${formatDate(at)}.`,
    );
    expect(gsm7Length(reminder ?? '')).toBeLessThanOrEqual(160);

    const before = (await paymentsOf(c.id)).length;
    moveTo(new Date(at.getTime() - 60_000));
    await run();
    expect(await paymentsOf(c.id)).toHaveLength(before); // not yet
    moveTo(at);
    await Promise.all([run(), run()]); // two servers' jobs at once
    expect(await paymentsOf(c.id)).toHaveLength(before + 1);
    h.clock.advance(10_000); // the phone approves
    await h.sandbox.flush();
    await run();
    const until = await paidUntilOf(c.id);
    expect(until?.getTime()).toBeGreaterThan(c.paidUntil.getTime() + 27 * DAY_MS);
    // the usual confirmation, and no link: it was paid
    expect((await smsTo(c.id)).some((t) => t.includes('was not approved'))).toBe(false);
    // one attempt per period: nothing more until the next period's day before
    h.clock.advance(3_600_000);
    await run();
    expect(await paymentsOf(c.id)).toHaveLength(before + 1);
  });

  it('declined: nothing is charged, the customer gets the link instead, and no second attempt that period', async () => {
    const c = await customer('Esi', true);
    await lastPaidWith(c.id, `233${DECLINE.slice(1)}`);
    moveTo(autoRenewAt(c.paidUntil));
    const before = (await paymentsOf(c.id)).length;
    await run();
    expect(await paymentsOf(c.id)).toHaveLength(before + 1);
    h.clock.advance(4000);
    await h.sandbox.flush();
    h.clock.advance(30_000);
    await run();
    expect(await paidUntilOf(c.id)).toEqual(c.paidUntil);
    const missed = (await smsTo(c.id)).find((t) => t.includes('was not approved'));
    expect(missed).toMatch(
      /^SkyLink Ghana: Auto-renew of Standard Internet was not approved\. Renew \(GHS 100\.00\): https:\/\/skylink\.test\/renew\/[\w-]{43}$/,
    );
    const bell = await h.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, c.id), eq(notifications.title, 'Automatic renewal not completed')));
    expect(bell).toHaveLength(1);
    h.clock.advance(3_600_000);
    await run();
    expect(await paymentsOf(c.id)).toHaveLength(before + 1);
    expect((await smsTo(c.id)).filter((t) => t.includes('was not approved'))).toHaveLength(1);
  });

  it('unanswered: once the prompt has timed out (180 s), nothing is charged and the link goes', async () => {
    const c = await customer('Yaa', true);
    await lastPaidWith(c.id, `233${MANUAL.slice(1)}`);
    moveTo(autoRenewAt(c.paidUntil));
    await run();
    h.clock.advance(60_000);
    await run();
    expect((await smsTo(c.id)).filter((t) => t.includes('was not approved'))).toHaveLength(0); // still waiting
    h.clock.advance(4 * 60_000); // past the approval window
    await run();
    const rows = await paymentsOf(c.id);
    expect(rows.filter((p) => p.status === 'pending' || p.status === 'processing')).toHaveLength(0);
    expect(await paidUntilOf(c.id)).toEqual(c.paidUntil);
    expect((await smsTo(c.id)).filter((t) => t.includes('was not approved'))).toHaveLength(1);
  });

  it('off: no charge and the reminders ask to renew with the link', async () => {
    const c = await customer('Kwame', false);
    moveTo(autoRenewAt(c.paidUntil));
    await run();
    expect((await paymentsOf(c.id)).length).toBe(1);
  });
});

/**
 * The provider's side lags: its transaction and its charge check say pending long after the phone answered,
 * and its webhook does not land. After the approval window and AUTO_RENEW_ANSWER_MS, the attempt is
 * cancelled as the customer's Cancel would be and the link goes, once; when the provider catches up, the
 * money it took is credited once (a late success), and nothing is charged a second time.
 */
describe('auto-renew when the provider lags behind the phone', () => {
  let lagging = false;
  beforeAll(async () => {
    h = await billingHarness({
      webhookTransport: (deliver) => async (raw, signature, signal) =>
        lagging ? 500 : deliver(raw, signature, signal),
      providerTransport: (send) => async (input, init) => {
        const res = await send(input, init);
        const path = new URL(input).pathname;
        const asks = /\/transaction\/verify\/|\/charge\/(?!submit_otp)[^/]+$/.test(path) && init?.method !== 'POST';
        if (!lagging || !asks) return res;
        const body = (await res.json()) as { data: Record<string, unknown> };
        return Response.json({ ...body, data: { ...body.data, status: 'pending' } });
      },
    });
  });

  it('cancels the open charge after 10 minutes, sends the link once, and credits the late success once', async () => {
    const c = await customer('Akua', true);
    await lastPaidWith(c.id, `233${MANUAL.slice(1)}`);
    lagging = true; // from the automatic charge on
    moveTo(autoRenewAt(c.paidUntil));
    await run();
    const [charge] = (await paymentsOf(c.id)).filter((p) => p.status === 'pending' || p.status === 'processing');
    expect(charge).toBeDefined();
    h.clock.advance(60_000);
    expect(h.sandbox.answer(charge?.reference ?? '', 'approve')).toBe(true); // the customer approved
    await h.sandbox.flush();
    h.clock.advance(5 * 60_000); // past the 180 s window, but the provider still says pending
    await run();
    expect((await paymentsOf(c.id)).find((p) => p.id === charge?.id)?.status).toMatch(/^(pending|processing)$/);
    expect((await smsTo(c.id)).filter((t) => t.includes('was not approved'))).toHaveLength(0);

    h.clock.advance(6 * 60_000); // AUTO_RENEW_ANSWER_MS has passed since the start
    await run();
    expect((await paymentsOf(c.id)).find((p) => p.id === charge?.id)?.status).toBe('cancelled');
    expect(await paidUntilOf(c.id)).toEqual(c.paidUntil);
    expect((await smsTo(c.id)).filter((t) => t.includes('was not approved'))).toHaveLength(1);

    lagging = false; // the provider catches up: its webhook retry lands
    h.clock.advance(60_000);
    await h.sandbox.flush();
    await run();
    const after = await paymentsOf(c.id);
    expect(after.find((p) => p.id === charge?.id)).toMatchObject({ status: 'succeeded', lateSuccess: true });
    const until = await paidUntilOf(c.id);
    expect(until?.getTime()).toBeGreaterThan(c.paidUntil.getTime() + 27 * DAY_MS);
    expect(until?.getTime()).toBeLessThan(c.paidUntil.getTime() + 32 * DAY_MS); // one period, not two
    // one attempt that period, and one link
    h.clock.advance(3_600_000);
    await run();
    expect(await paymentsOf(c.id)).toHaveLength(after.length);
    expect((await smsTo(c.id)).filter((t) => t.includes('was not approved'))).toHaveLength(1);
  });
});
