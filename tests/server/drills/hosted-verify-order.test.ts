/**
 * Drill: the hosted checkout's verify (/api/payment/verify/:id, the page the customer returns to) and
 * Paystack's charge.success webhook, in each order they can meet: the webhook before the verify, during it
 * (after the verify read our payments and while it asks the provider), and after it; then several customers'
 * verifies racing their own webhooks at once. Each time the customer who paid is answered 'successful' (never
 * 'No transaction was found'), and the payment is credited once. Runs on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedInitializeResponseSchema, hostedVerifyResponseSchema } from '../../../src/features/billing/contract';
import { type BillingHarness, billingHarness } from '../features/billing/support';
import { gate, ledger, recordedWebhooks, report, watchProvider } from './support';

const webhooks = gate();
const { statuses: webhookStatuses, transport: webhookTransport } = recordedWebhooks(() => webhooks.pass());
/** set by a test: runs once, when the provider has answered a verify and before our server reads the answer */
let onProviderVerify: (() => Promise<void>) | null = null;
let providerVerifies = 0;

const providerTransport = watchProvider(async (path) => {
  if (!path.includes('/transaction/verify/')) return;
  providerVerifies += 1;
  const run = onProviderVerify;
  onProviderVerify = null;
  await run?.();
});

/** set by a test: runs once, right after the next database statement that reads payments by this transaction id */
let afterPaymentsRead: { transactionId: string; run: () => Promise<void> } | null = null;

/**
 * Statements on their way to the database (PGlite's and node-postgres' `query`, which drizzle calls for every
 * statement): `afterPaymentsRead` runs between a read of our payments and whatever the request does next.
 */
function watchStatements(db: unknown) {
  const client = (db as { session: { client: { query: (...args: unknown[]) => Promise<unknown> } } }).session.client;
  const query = client.query.bind(client);
  client.query = async (...args: unknown[]) => {
    const result = await query(...args);
    const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string } | undefined)?.text ?? '');
    const watch = afterPaymentsRead;
    if (watch && /from "payments"/.test(text) && Array.isArray(args[1]) && args[1].includes(watch.transactionId)) {
      afterPaymentsRead = null;
      await watch.run();
    }
    return result;
  };
}

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness({ webhookTransport, providerTransport });
  watchStatements(h.database.db);
});
afterAll(() => h.close());

/** A customer who has paid on the hosted checkout by card: the transaction id the return URL carries. */
async function paidOnCheckout(name: string) {
  const c = await h.customer(name);
  const init = hostedInitializeResponseSchema.parse(
    await (await h.send('POST', '/api/payment/initialize', c.token, { plan_id: 'plan_basic_monthly' })).json(),
  );
  const code = init.data.link.split('/').pop() ?? '';
  const paid = await h.send('POST', `/sandbox/paystack/checkout/${code}/pay`, undefined, {
    method: 'card',
    card_number: '4084084084084081',
    cvv: '408',
  });
  const back = new URL(((await paid.json()) as { data: { return_url: string } }).data.return_url, 'https://x.test');
  expect(back.searchParams.get('status')).toBe('successful');
  return { c, txRef: init.data.tx_ref, transactionId: back.searchParams.get('transaction_id') ?? '' };
}

async function verify(token: string, transactionId: string) {
  const res = await h.send('GET', `/api/payment/verify/${transactionId}`, token);
  expect(res.status).toBe(200);
  return hostedVerifyResponseSchema.parse(await res.json()).data;
}

/** One payment, credited once, by `source`. */
const creditedOnceBy = (source: string) => ({
  statuses: ['succeeded'],
  succeeded: 1,
  credits: 1,
  creditSources: [source],
  successNotices: 1,
});

describe('the hosted checkout’s verify and the webhook', () => {
  it('webhook before the verify: the verify finds the payment by its transaction id', async () => {
    const { c, txRef, transactionId } = await paidOnCheckout('HostedBefore');
    await h.sandbox.flush();
    expect(await verify(c.token, transactionId)).toMatchObject({ status: 'successful', tx_ref: txRef });
    expect(await ledger(h.database.db, c.id)).toMatchObject(creditedOnceBy('webhook'));
  });

  it('webhook during the verify: it lands after the verify read our payments, and nothing is credited twice', async () => {
    webhooks.close();
    const { c, txRef, transactionId } = await paidOnCheckout('HostedDuring');
    expect(await ledger(h.database.db, c.id)).toMatchObject({ credits: 0 });
    let landed = false;
    onProviderVerify = async () => {
      webhookStatuses.length = 0;
      webhooks.open();
      await h.sandbox.flush();
      landed = (await ledger(h.database.db, c.id)).credits === 1;
    };
    expect(await verify(c.token, transactionId)).toMatchObject({ status: 'successful', tx_ref: txRef });
    expect(landed).toBe(true); // the webhook had credited the payment before the verify applied the answer
    expect(webhookStatuses).toEqual([200]);
    expect(await ledger(h.database.db, c.id)).toMatchObject(creditedOnceBy('webhook'));
  });

  it('webhook right after the verify read our payments: the payment is still found and credited once', async () => {
    webhooks.close();
    const { c, txRef, transactionId } = await paidOnCheckout('HostedBetween');
    let landed = false;
    afterPaymentsRead = {
      transactionId,
      run: async () => {
        webhookStatuses.length = 0;
        webhooks.open();
        await h.sandbox.flush();
        landed = (await ledger(h.database.db, c.id)).credits === 1;
      },
    };
    // Read in two statements (by this id, then this customer's checkouts without one), a webhook committing
    // the id between them hid the payment from both: 404 'No transaction was found for this id'.
    expect(await verify(c.token, transactionId)).toMatchObject({ status: 'successful', tx_ref: txRef });
    expect(landed).toBe(true);
    expect(webhookStatuses).toEqual([200]);
    expect(await ledger(h.database.db, c.id)).toMatchObject(creditedOnceBy('webhook'));
  });

  it('webhook after the verify: the verify credits, the late webhook is acknowledged and changes nothing', async () => {
    webhooks.close();
    const { c, txRef, transactionId } = await paidOnCheckout('HostedAfter');
    expect(await verify(c.token, transactionId)).toMatchObject({ status: 'successful', tx_ref: txRef });
    expect(await ledger(h.database.db, c.id)).toMatchObject(creditedOnceBy('verify'));
    webhookStatuses.length = 0;
    webhooks.open();
    await h.sandbox.flush();
    expect(webhookStatuses).toEqual([200]);
    expect(await verify(c.token, transactionId)).toMatchObject({ status: 'successful', tx_ref: txRef });
    expect(await ledger(h.database.db, c.id)).toMatchObject(creditedOnceBy('verify'));
  });

  it('six customers’ verifies racing their own webhooks: every one is answered successful, each credited once', async () => {
    webhooks.close();
    const checkouts = [];
    for (let i = 0; i < 6; i += 1) checkouts.push(await paidOnCheckout(`HostedRace${i}`));
    const before = providerVerifies;
    // the six verifies read our payments with no webhook taken; the first provider answer lets the six
    // webhooks go, and they settle while the verifies apply what the provider said
    onProviderVerify = async () => webhooks.open();
    const answers = await Promise.all(checkouts.map(({ c, transactionId }) => verify(c.token, transactionId)));
    await h.sandbox.flush();
    expect(answers.map((a) => a?.status)).toEqual(Array(6).fill('successful'));
    const ledgers = await Promise.all(checkouts.map(({ c }) => ledger(h.database.db, c.id)));
    for (const l of ledgers) expect(l).toMatchObject({ statuses: ['succeeded'], succeeded: 1, credits: 1 });
    const creditedBy = ledgers.map((l) => l.creditSources[0]);
    report('hosted verify racing its webhook', {
      customers: 6,
      answeredSuccessful: answers.length,
      credits: ledgers.reduce((n, l) => n + l.credits, 0),
      creditedByWebhook: creditedBy.filter((s) => s === 'webhook').length,
      creditedByVerify: creditedBy.filter((s) => s === 'verify').length,
      providerVerifies: providerVerifies - before,
    });
  });
});
