/**
 * The password-less renewal link (/api/renewals/:token, server/features/subscriptions/renewal.ts): what it
 * shows (first name, plan, paid-until, amount, the number last paid with, masked; nothing else), paying it
 * with the saved number or another, once however many tabs press Pay at once, and the links it refuses:
 * tampered, expired (terminated), another customer's payment; the promise to pay, from the link and the
 * dashboard. Longer than 300 lines: every journey of the link shares its customer and clock helpers.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKey } from '../../../../server/features/auth/keys';
import {
  type Billing,
  type PaymentRow,
  type SubscriptionPayments,
  subscriptionPayments,
} from '../../../../server/features/billing';
import { payments } from '../../../../server/features/billing/tables';
import { renewalService } from '../../../../server/features/subscriptions/renewal';
import { renewalLinks } from '../../../../server/features/subscriptions/renewalLinks';
import { subscriptions } from '../../../../server/features/subscriptions/tables';
import { paymentEnvelopeSchema, subscriptionResponseSchema } from '../../../../src/features/billing/contract';
import { standingDates } from '../../../../src/features/billing/standing';
import { renewalResponseSchema } from '../../../../src/features/subscriptions/contract';
import {
  type BillingHarness,
  billingHarness,
  type Customer,
  DECLINE,
  MTN_TEST,
  PASSWORD,
  PAYSTACK_MTN,
  payApproved,
} from '../billing/support';

const DAY_MS = 86_400_000;
let h: BillingHarness;
let links: ReturnType<typeof renewalLinks>;

beforeAll(async () => {
  h = await billingHarness();
  links = renewalLinks(() => loadSigningKey(h.database.db), 'https://skylink.test');
});

/** Moves the clock forward to `at` (it only goes forward). */
const moveTo = (at: Date) => {
  const ms = at.getTime() - h.clock.now().getTime();
  if (ms < 0) throw new Error('the clock only goes forward');
  h.clock.advance(ms);
};

const subOf = async (c: Customer) => {
  const [sub] = await h.database.db.select().from(subscriptions).where(eq(subscriptions.userId, c.id));
  if (!sub?.nextBillingDate) throw new Error('no subscription');
  return sub as typeof sub & { nextBillingDate: Date };
};

/** A customer who paid Standard monthly with `phone`, now 2 days before paid-until, and the link of that period. */
async function dueCustomer(name: string, phone = PAYSTACK_MTN) {
  const c = await h.customer(name);
  const res = await h.send('POST', '/api/billing/mobile-money/pay-with-retry', c.token, {
    plan_id: 'plan_standard_monthly',
    billing_cycle: 'monthly',
    mobile_number: phone,
    mobile_network: 'MTN',
  });
  expect(res.status).toBe(201);
  await h.sandbox.flush();
  // paid-until 2 days from now (the clock stays near where it is: sign-ins, passwords' ages)
  const paid = await subOf(c);
  await h.database.db
    .update(subscriptions)
    .set({ nextBillingDate: new Date(h.clock.now().getTime() + 2 * DAY_MS) })
    .where(eq(subscriptions.id, paid.id));
  const sub = await subOf(c);
  h.clock.advance(61_000); // past the per-minute payment limits
  const token = await links.token({ subscriptionId: sub.id, periodEnd: sub.nextBillingDate });
  return { c, sub, token };
}

const open = (token: string) => h.send('GET', `/api/renewals/${token}`);
const pay = (token: string, body: Record<string, unknown> = {}) =>
  h.send('POST', `/api/renewals/${token}/payments`, undefined, body);

describe('the renewal link', () => {
  it('shows the first name, plan, paid-until, amount and the masked number; no email, no full number', async () => {
    const { c, sub, token } = await dueCustomer('Ama');
    const res = await open(token);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(renewalResponseSchema.parse(JSON.parse(text)).renewal).toEqual({
      status: 'due',
      first_name: 'Ama',
      plan_id: 'plan_standard_monthly',
      plan_name: 'Standard Internet',
      billing_cycle: 'monthly',
      paid_until: sub.nextBillingDate.toISOString(),
      standing: 'active',
      amount: 10_000,
      saved_number: { masked: '055XXXX987', network: 'MTN' },
      open_payment: null,
      suspends_at: null,
      promise: { days: 0, available: false, max_days: 3 },
    });
    expect(text).not.toContain(c.email);
    expect(text).not.toContain('551234987');
  });

  it('pays one period with the number last paid with; then says renewed and charges nothing again', async () => {
    const { c, sub, token } = await dueCustomer('Kwesi');
    const res = await pay(token);
    expect(res.status).toBe(201);
    expect(paymentEnvelopeSchema.parse(await res.json()).data.payment).toMatchObject({
      status: 'succeeded',
      amount: 10_000,
      phone_masked: '055XXXX987',
    });
    await h.sandbox.flush();
    const renewed = await subOf(c);
    expect(renewed.nextBillingDate.toISOString().slice(0, 10)).toBe(
      new Date(
        Date.UTC(
          sub.nextBillingDate.getUTCFullYear(),
          sub.nextBillingDate.getUTCMonth() + 1,
          sub.nextBillingDate.getUTCDate(),
        ),
      )
        .toISOString()
        .slice(0, 10),
    );
    const after = renewalResponseSchema.parse(await (await open(token)).json()).renewal;
    expect(after).toMatchObject({ status: 'renewed', paid_until: renewed.nextBillingDate.toISOString() });
    h.clock.advance(61_000);
    const again = await pay(token);
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('already_renewed');
    const rows = await h.database.db.select().from(payments).where(eq(payments.userId, c.id));
    expect(rows.filter((p) => p.status === 'succeeded')).toHaveLength(2);
  });

  it('pressed in two tabs at once, makes one payment and moves paid-until by one period', async () => {
    const { c, sub, token } = await dueCustomer('Efua');
    const answers = await Promise.all([pay(token), pay(token), pay(token)]);
    const codes = await Promise.all(answers.map(async (r) => (r.status === 201 ? 'paid' : (await r.json()).code)));
    expect(codes.filter((code) => code === 'paid')).toHaveLength(1);
    expect(
      codes
        .filter((code) => code !== 'paid')
        .every((code) => ['payment_in_progress', 'already_renewed'].includes(code)),
    ).toBe(true);
    await h.sandbox.flush();
    const rows = await h.database.db.select().from(payments).where(eq(payments.userId, c.id));
    expect(rows.filter((p) => p.status === 'succeeded')).toHaveLength(2); // the first payment and this renewal
    const renewed = await subOf(c);
    const days = (renewed.nextBillingDate.getTime() - sub.nextBillingDate.getTime()) / DAY_MS;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
  });

  it('a start that finds the period paid once it holds the lock is refused before the provider is asked', async () => {
    // the window the lock does not close: this start read the period as due, then another tab's payment
    // succeeded (and released the lock) before this one took it; billing calls `admit` just before the provider
    const { sub, token } = await dueCustomer('Abena');
    const asked: string[] = [];
    const racing = (otherTabPays: boolean) =>
      renewalService({
        db: h.database.db,
        clock: h.clock.now,
        links,
        payments: {
          // billing's real reads (the number last paid with); only the start is this test's
          ...subscriptionPayments(h.database.db, h.clock.now, {} as Billing),
          async payMobileMoney(_order: unknown, admit: () => Promise<unknown>) {
            if (otherTabPays) {
              await h.database.db
                .update(subscriptions)
                .set({ nextBillingDate: new Date(sub.nextBillingDate.getTime() + 30 * DAY_MS) })
                .where(eq(subscriptions.id, sub.id));
            }
            await admit();
            asked.push('provider');
            return {} as PaymentRow;
          },
        } as unknown as SubscriptionPayments,
      });
    await racing(false).pay(token, {}, async () => undefined);
    expect(asked).toEqual(['provider']);
    await expect(racing(true).pay(token, {}, async () => undefined)).rejects.toMatchObject({ code: 'already_renewed' });
    expect(asked).toEqual(['provider']);
  });

  it('another number: the prompt, its polls, a cancel; a decline leaves the link usable', async () => {
    const { token } = await dueCustomer('Yaw');
    const started = await pay(token, { mobile_number: MTN_TEST, mobile_network: 'MTN' });
    expect(started.status).toBe(201);
    const payment = paymentEnvelopeSchema.parse(await started.json()).data.payment;
    expect(payment.status).toBe('processing');
    // a reload resumes it
    expect(renewalResponseSchema.parse(await (await open(token)).json()).renewal.open_payment?.id).toBe(payment.id);
    const polled = await h.send('GET', `/api/renewals/${token}/payments/${payment.id}`);
    expect(polled.status).toBe(200);
    const cancelled = await h.send('POST', `/api/renewals/${token}/payments/${payment.id}/cancel`);
    expect(paymentEnvelopeSchema.parse(await cancelled.json()).data.payment.status).toBe('cancelled');
    h.clock.advance(61_000);
    const declined = await pay(token, { mobile_number: DECLINE, mobile_network: 'MTN' });
    const after = paymentEnvelopeSchema.parse(await declined.json()).data.payment;
    expect(['failed', 'processing']).toContain(after.status);
    expect(renewalResponseSchema.parse(await (await open(token)).json()).renewal.status).toBe('due');
  });

  it('a tampered link, another period, another customer’s payment: refused', async () => {
    const { token } = await dueCustomer('Akosua');
    const other = await h.customer('Other');
    const theirs = await payApproved(h, other, { mobile_number: MTN_TEST });
    const flipped = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    for (const bad of [flipped, token.slice(0, 42), `${token}A`, 'not-a-token']) {
      const res = await open(bad);
      expect(res.status).toBe(404);
      expect((await res.json()).code).toBe('renewal_link_invalid');
    }
    const res = await h.send('GET', `/api/renewals/${token}/payments/${theirs.id}`);
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe('payment_not_found');
    const cancel = await h.send('POST', `/api/renewals/${token}/payments/${theirs.id}/cancel`);
    expect(cancel.status).toBe(404);
  });

  it('renews in grace and suspended; expires once the service is terminated', async () => {
    const { sub, token } = await dueCustomer('Kojo');
    moveTo(new Date(sub.nextBillingDate.getTime() + 5 * DAY_MS)); // suspended
    expect(renewalResponseSchema.parse(await (await open(token)).json()).renewal).toMatchObject({
      status: 'due',
      standing: 'suspended',
    });
    moveTo(new Date(sub.nextBillingDate.getTime() + 9 * DAY_MS)); // terminated
    const res = await open(token);
    expect(res.status).toBe(410);
    expect((await res.json()).code).toBe('renewal_link_expired');
    expect((await pay(token)).status).toBe(410);
  });

  it('in grace, holds the service once per period for 1 to 3 days more; two tabs at once make one promise', async () => {
    const { sub, token } = await dueCustomer('Akua');
    const promise = (days: unknown) => h.send('POST', `/api/renewals/${token}/promise`, undefined, { days });
    // while the service runs there is nothing to hold
    expect(renewalResponseSchema.parse(await (await open(token)).json()).renewal.promise).toEqual({
      days: 0,
      available: false,
      max_days: 3,
    });
    const early = await promise(2);
    expect(early.status).toBe(409);
    expect((await early.json()).code).toBe('promise_unavailable');
    moveTo(new Date(sub.nextBillingDate.getTime() + DAY_MS)); // in grace
    const before = renewalResponseSchema.parse(await (await open(token)).json()).renewal;
    expect(before).toMatchObject({ standing: 'grace_period', promise: { days: 0, available: true } });
    for (const bad of [0, 4, 1.5, '2']) {
      const res = await promise(bad);
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('validation_failed');
    }
    const answers = await Promise.all([promise(2), promise(3)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409) as Response;
    expect((await refused.json()).code).toBe('promise_already_made');
    const after = renewalResponseSchema.parse(await (await open(token)).json()).renewal;
    const days = after.promise.days;
    expect([2, 3]).toContain(days);
    expect(after.promise.available).toBe(false);
    // the suspension moved by the days promised (to 08:00 of a working day when it falls on a closed one)
    expect(after.suspends_at).toBe(standingDates(sub.nextBillingDate.getTime(), days).suspendsAt.toISOString());
    expect(Date.parse(after.suspends_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(before.suspends_at ?? '') + days * DAY_MS,
    );
    // past the first suspension date, still in grace
    moveTo(new Date(Date.parse(before.suspends_at ?? '') + 60_000));
    expect(renewalResponseSchema.parse(await (await open(token)).json()).renewal.standing).toBe('grace_period');
    moveTo(new Date(Date.parse(after.suspends_at ?? '')));
    expect(renewalResponseSchema.parse(await (await open(token)).json()).renewal.standing).toBe('suspended');
  });

  it('from the dashboard (signed in), the same promise: in grace, once per period, shared with the renewal link', async () => {
    const { c, sub, token } = await dueCustomer('Kwabena');
    let bearer = c.token;
    const ask = (days: unknown, as: string = bearer) => h.send('POST', '/api/subscriptions/promise', as, { days });
    expect((await ask(2)).status).toBe(409); // nothing to hold while the service runs
    expect((await ask(2, '')).status).toBe(401);
    moveTo(new Date(sub.nextBillingDate.getTime() + DAY_MS)); // in grace
    bearer = (await h.login(c.email, PASSWORD)).access_token; // a day later: signed in again
    const shown = subscriptionResponseSchema.parse(
      await (await h.send('GET', '/api/billing/subscriptions', bearer)).json(),
    ).data.subscription;
    expect(shown).toMatchObject({ standing: 'grace_period', promise: { days: 0, available: true, max_days: 3 } });
    expect(shown.suspends_at).toBe(
      Math.floor(standingDates(sub.nextBillingDate.getTime(), 0).suspendsAt.getTime() / 1000),
    );
    for (const bad of [0, 4, '1']) expect((await ask(bad)).status).toBe(400);
    const answers = await Promise.all([ask(1), ask(3)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const held = (await (answers.find((r) => r.status === 200) as Response).json()) as {
      promise: { days: number; suspends_at: string };
    };
    expect(held.promise.suspends_at).toBe(
      standingDates(sub.nextBillingDate.getTime(), held.promise.days).suspendsAt.toISOString(),
    );
    // the dashboard and the renewal link show the one promise; neither may ask again
    const after = subscriptionResponseSchema.parse(
      await (await h.send('GET', '/api/billing/subscriptions', bearer)).json(),
    ).data.subscription;
    expect(after.promise).toEqual({ days: held.promise.days, available: false, max_days: 3 });
    expect(renewalResponseSchema.parse(await (await open(token)).json()).renewal.promise.days).toBe(held.promise.days);
    const again = await h.send('POST', `/api/renewals/${token}/promise`, undefined, { days: 1 });
    expect((await again.json()).code).toBe('promise_already_made');
  });

  it('is limited per address: 10 writes a minute, 60 reads', async () => {
    const { token } = await dueCustomer('Esi');
    const cancel = () => h.send('POST', `/api/renewals/${token}/payments/00000000-0000-0000-0000-000000000000/cancel`);
    const writes = [];
    for (let i = 0; i < 11; i += 1) writes.push((await cancel()).status);
    expect(writes.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(writes[10]).toBe(429);
    const reads = [];
    for (let i = 0; i < 61; i += 1) reads.push((await open(token)).status);
    expect(reads.filter((status) => status === 200)).toHaveLength(60);
    expect(reads[60]).toBe(429);
    h.clock.advance(61_000);
    expect((await open(token)).status).toBe(200);
  });
});
