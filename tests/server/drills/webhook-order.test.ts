/**
 * Drill: Paystack's charge.success webhook arrives before, during and after the page's poll. Each
 * order credits the payment once (one succeeded transition, one paid invoice, one month), and the poll
 * shows the final state. Deliveries are doubled, as Paystack may. Runs on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillingHarness, billingHarness } from '../features/billing/support';
import {
  creditedOnce,
  customerWithPaymentOnPhone,
  gate,
  ledger,
  polledPayment,
  recordedWebhooks,
  report,
  watchProvider,
} from './support';

const webhooks = gate();
/** closed: a verify that reached the provider waits before its answer comes back */
const verifies = gate();
const { statuses: webhookStatuses, transport: webhookTransport } = recordedWebhooks(() => webhooks.pass());
let verifyCalls = 0;

const providerTransport = watchProvider(async (path) => {
  if (path.includes('/transaction/verify/')) {
    verifyCalls += 1;
    await verifies.pass();
  }
});

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness({ duplicateWebhooks: true, webhookTransport, providerTransport });
});
afterAll(() => h.close());

async function startPayment(name: string) {
  const { c, payment } = await customerWithPaymentOnPhone(h, name);
  webhookStatuses.length = 0;
  const poll = () => polledPayment(h, c.token, payment.id);
  return { c, payment, poll };
}

describe('the webhook and the poll', () => {
  it('webhook before the poll: the webhook credits, the poll shows it without asking the provider', async () => {
    const { c, payment, poll } = await startPayment('Before');
    expect(h.sandbox.answer(payment.reference, 'approve')).toBe(true);
    await h.sandbox.flush();
    expect(webhookStatuses).toEqual([200, 200]); // delivered twice, both acknowledged
    expect(await ledger(h.database.db, c.id)).toMatchObject({ ...creditedOnce, creditSources: ['webhook'] });
    const before = verifyCalls;
    expect((await poll()).status).toBe('succeeded');
    expect(verifyCalls).toBe(before); // a final payment is answered as it is
    expect(await ledger(h.database.db, c.id)).toMatchObject({ ...creditedOnce, creditSources: ['webhook'] });
    report('webhook before poll', { webhookAnswers: webhookStatuses, creditedBy: 'webhook', credits: 1 });
  });

  it('webhook during the poll: it lands while the poll waits for verify; the poll applies nothing twice', async () => {
    const { c, payment, poll } = await startPayment('During');
    webhooks.close();
    verifies.close();
    expect(h.sandbox.answer(payment.reference, 'approve')).toBe(true); // the webhook is on its way (held)
    const polling = poll(); // reaches the provider, which says success; its answer is held
    while (verifies.waiting === 0) await new Promise((r) => setTimeout(r, 5));
    expect(await ledger(h.database.db, c.id)).toMatchObject({ credits: 0, statuses: ['processing'] });
    webhooks.open();
    await h.sandbox.flush(); // both deliveries done while the poll is still in flight
    expect(webhookStatuses).toEqual([200, 200]);
    expect(await ledger(h.database.db, c.id)).toMatchObject({ ...creditedOnce, creditSources: ['webhook'] });
    verifies.open();
    expect((await polling).status).toBe('succeeded');
    expect(await ledger(h.database.db, c.id)).toMatchObject({ ...creditedOnce, creditSources: ['webhook'] });
    report('webhook during poll', { webhookAnswers: webhookStatuses, creditedBy: 'webhook', credits: 1 });
  });

  it('webhook after the poll: the poll credits through verify, the late webhook is acknowledged and changes nothing', async () => {
    const { c, payment, poll } = await startPayment('After');
    webhooks.close();
    expect(h.sandbox.answer(payment.reference, 'approve')).toBe(true);
    expect((await poll()).status).toBe('succeeded');
    expect(await ledger(h.database.db, c.id)).toMatchObject({ ...creditedOnce, creditSources: ['poll'] });
    webhooks.open();
    await h.sandbox.flush();
    expect(webhookStatuses).toEqual([200, 200]);
    expect((await poll()).status).toBe('succeeded');
    expect(await ledger(h.database.db, c.id)).toMatchObject({ ...creditedOnce, creditSources: ['poll'] });
    expect(h.sent.filter((mail) => mail.to === c.email && mail.subject.startsWith('Payment receipt'))).toHaveLength(1);
    report('webhook after poll', { webhookAnswers: webhookStatuses, creditedBy: 'poll', credits: 1 });
  });
});
