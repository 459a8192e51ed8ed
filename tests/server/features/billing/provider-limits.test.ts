/**
 * Rule 7 of "One billing truth": only attempts that reach the provider count toward the payment limits
 * (payment 5 a minute then 10 minutes blocked, mobile_money 3 a minute then 15 minutes). A request refused
 * before the provider (validation, unknown plan, short amount, the one-payment lock) counts nothing, even
 * many at once; the 429's 'Try again at {time}' is when the block really ends, and a retry then passes.
 */
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingLimits } from '../../../../server/db/rateLimit';
import { rateEvents } from '../../../../server/db/schema';
import { billingErrorBodySchema, paymentEnvelopeSchema } from '../../../../src/features/billing/contract';
import { type BillingHarness, billingHarness, DECLINE, MANUAL, payBody } from './support';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness();
});
afterAll(() => h.close());

const PAY = '/api/billing/mobile-money/pay-with-retry';

/** An attempt the phone declines (after 3 s): it reaches the provider, and the poll frees the lock. */
async function declined(token: string) {
  const res = await h.send('POST', PAY, token, payBody({ mobile_number: DECLINE }));
  const body = await res.json();
  if (res.status === 201) {
    h.clock.advance(3500);
    const id = paymentEnvelopeSchema.parse(body).data.payment.id;
    await h.send('GET', `/api/billing/mobile-money/payments/${id}/poll-status`, token);
  }
  return { status: res.status, body, retryAfter: res.headers.get('Retry-After') };
}

/** 'Rate limit exceeded. Try again at HH:MM:SS GMT' as the date it names (the test clock's day). */
function announced(message: string): Date {
  const time = /Try again at (\d{2}:\d{2}:\d{2}) GMT$/.exec(message)?.[1];
  if (!time) throw new Error(`no time in ${message}`);
  return new Date(`${h.clock.now().toISOString().slice(0, 10)}T${time}.000Z`);
}

async function counted(userId: string) {
  return h.database.db
    .select()
    .from(rateEvents)
    .where(like(rateEvents.key, `billing:%:${userId}%`));
}

describe('refusals before the provider count nothing', () => {
  it('5 refused requests in parallel (unknown plan, short amount, bad number) leave the budget whole', async () => {
    const c = await h.customer('Refused', { longSession: true });
    const refused = await Promise.all([
      h.send('POST', PAY, c.token, payBody({ plan_id: 'plan_nope' })),
      h.send('POST', PAY, c.token, payBody({ plan_id: 'plan_nope' })),
      h.send('POST', PAY, c.token, payBody({ amount: 1 })),
      h.send('POST', PAY, c.token, payBody({ amount: 1 })),
      h.send('POST', PAY, c.token, payBody({ mobile_number: '055123' })),
    ]);
    expect(refused.map((r) => r.status).sort()).toEqual([400, 400, 400, 404, 404]);
    expect(await counted(c.id)).toEqual([]);
    // the whole mobile money allowance is still there: three attempts that reach the provider, then 429
    const attempts = [];
    for (let i = 0; i < 4; i += 1) attempts.push((await declined(c.token)).status);
    expect(attempts).toEqual([201, 201, 201, 429]);
  });

  it('the one-payment lock refuses 5 parallel attempts without using mobile_money', async () => {
    const c = await h.customer('Locked', { longSession: true });
    const first = await h.send('POST', PAY, c.token, payBody({ mobile_number: MANUAL }));
    expect(first.status).toBe(201);
    const payment = paymentEnvelopeSchema.parse(await first.json()).data.payment;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => h.send('POST', PAY, c.token, payBody({ mobile_number: MANUAL }))),
    );
    expect(answers.map((r) => r.status)).toEqual([409, 409, 409, 409, 409]);
    for (const res of answers) expect(billingErrorBodySchema.parse(await res.json()).code).toBe('payment_in_progress');
    // one attempt counted under each of api, payment and mobile_money: the first, which reached the provider
    const rows = await counted(c.id);
    expect(rows.map((r) => r.key.split(':')[1]).sort()).toEqual(['api', 'mobile_money', 'payment']);
    // the phone declines; two more attempts fit in the minute, then 429
    expect((await h.send('POST', `/sandbox/paystack/phone/${payment.reference}/decline`)).status).toBe(200);
    await h.send('GET', `/api/billing/mobile-money/payments/${payment.id}/poll-status`, c.token);
    const after = [];
    for (let i = 0; i < 3; i += 1) after.push((await declined(c.token)).status);
    expect(after).toEqual([201, 201, 429]);
  });

  it('taken in parallel, the limits admit no more than their allowance and block once', async () => {
    const limits = blockingLimits(h.database.db, h.clock.now);
    const rules = [
      { key: 'test:parallel:a', limit: 3, windowMs: 60_000, blockMs: 15 * 60_000 },
      { key: 'test:parallel:b', limit: 5, windowMs: 60_000, blockMs: 10 * 60_000 },
    ];
    const answers = await Promise.all(Array.from({ length: 10 }, () => limits.take(rules)));
    expect(answers.filter((a) => !a.limited)).toHaveLength(3);
    const rows = await h.database.db.select().from(rateEvents).where(like(rateEvents.key, 'test:parallel:%'));
    // 3 attempts under each key, and one block: a's (b still had room, so nothing refused it)
    expect(rows.map((r) => r.key).sort()).toEqual([
      'test:parallel:a',
      'test:parallel:a',
      'test:parallel:a',
      'test:parallel:a:block',
      'test:parallel:b',
      'test:parallel:b',
      'test:parallel:b',
    ]);
  });
});

describe("'Try again at' is when the block really ends", () => {
  it('a retry exactly at the announced time passes; a second earlier is refused with the same time', async () => {
    const c = await h.customer('Retry', { longSession: true });
    h.clock.advance(400); // off the whole second: the announced time rounds up to the next one
    for (let i = 0; i < 3; i += 1) expect((await declined(c.token)).status).toBe(201);
    const refused = await declined(c.token);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe(String(15 * 60));
    const at = announced(billingErrorBodySchema.parse(refused.body).message);
    const blockEnds = h.clock.now().getTime() + 15 * 60_000;
    expect(at.getTime()).toBeGreaterThanOrEqual(blockEnds);
    expect(at.getTime() - blockEnds).toBeLessThan(1000);

    // hammering while blocked (refused, in parallel) neither extends the block nor starts another
    h.clock.advance(5 * 60_000);
    const hammer = await Promise.all(Array.from({ length: 6 }, () => declined(c.token)));
    for (const r of hammer) {
      expect(r.status).toBe(429);
      expect(announced(billingErrorBodySchema.parse(r.body).message)).toEqual(at);
    }
    h.clock.advance(at.getTime() - 1000 - h.clock.now().getTime());
    const early = await declined(c.token);
    expect(early.status).toBe(429);
    expect(announced(billingErrorBodySchema.parse(early.body).message)).toEqual(at);

    h.clock.advance(1000); // now exactly the announced time
    expect(h.clock.now()).toEqual(at);
    expect((await declined(c.token)).status).toBe(201);
  });

  it('the payment limit (5 a minute, 10 minutes) announces its own end, and a retry then passes', async () => {
    const c = await h.customer('Card', { longSession: true });
    const init = () =>
      h.send('POST', '/api/billing/paystack/initialize', c.token, {
        plan_id: 'plan_standard_monthly',
        billing_cycle: 'monthly',
      });
    const statuses: number[] = [];
    let refusal: Response | undefined;
    for (let i = 0; i < 6; i += 1) {
      const res = await init();
      statuses.push(res.status);
      if (res.status === 429) refusal = res;
      // an untouched checkout does not hold the lock: the next start gives it up (sweep)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    if (!refusal) throw new Error('no 429');
    expect(refusal.headers.get('Retry-After')).toBe(String(10 * 60));
    const at = announced(billingErrorBodySchema.parse(await refusal.json()).message);
    h.clock.advance(at.getTime() - h.clock.now().getTime());
    expect((await init()).status).toBe(201);
  });
});
