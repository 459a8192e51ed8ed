/** The billing client's dashboard reads: subscription (404 is none), summary, and the history behind its breaker. */
import { describe, expect, it } from 'vitest';
import { createBillingClient } from '../../../src/features/billing/client';
import { PaymentProblem } from '../../../src/features/billing/errors';

const transactions = {
  success: true,
  transactions: [],
  matchedCount: 0,
  totalCount: 0,
  fallbackApplied: false,
  filterEmail: 'ama@example.com',
  message: 'No transactions found',
};

function setup(answer: () => { status: number; body: unknown }) {
  const calls: string[] = [];
  let clock = Date.UTC(2026, 10, 22, 10, 0, 0);
  const client = createBillingClient({
    getToken: () => 'tok',
    now: () => clock,
    fetch: async (url: string) => {
      calls.push(url);
      const { status, body } = answer();
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { client, calls, advance: (ms: number) => (clock += ms) };
}

const down = { status: 500, body: { error: 'Internal', message: 'boom', code: 'internal' } };

describe('billing client: dashboard reads', () => {
  it('subscription(): the record, or null when the server answers no_subscription (404)', async () => {
    const none = setup(() => ({
      status: 404,
      body: { error: 'Not Found', message: 'You have no subscription yet.', code: 'no_subscription' },
    }));
    await expect(none.client.subscription()).resolves.toBeNull();
    expect(none.calls).toEqual(['/api/billing/subscriptions']);
    const failing = setup(() => down);
    await expect(failing.client.subscription()).rejects.toBeInstanceOf(PaymentProblem);
  });

  it('transactions(): asks with the default limit of 50', async () => {
    const { client, calls } = setup(() => ({ status: 200, body: transactions }));
    await expect(client.transactions()).resolves.toMatchObject({ matchedCount: 0, fallbackApplied: false });
    expect(calls).toEqual(['/api/billing/paystack/transactions?limit=50']);
  });

  it('history breaker: open after 3 failures (no request), half-open after 15 s, closed after 2 successes', async () => {
    let ok = false;
    const { client, calls, advance } = setup(() => (ok ? { status: 200, body: transactions } : down));
    for (let i = 0; i < 3; i += 1) await expect(client.transactions()).rejects.toThrow('Payment failed');
    expect(calls).toHaveLength(3);
    // open: refused without a request, with the product's message
    const refused = await client.transactions().catch((e: PaymentProblem) => e);
    expect(refused).toBeInstanceOf(PaymentProblem);
    expect((refused as PaymentProblem).code).toBe('circuit_open');
    expect((refused as PaymentProblem).message).toBe(
      'Payment service unavailable. Circuit breaker is open. Next attempt at 10:00:15 GMT',
    );
    expect(calls).toHaveLength(3);
    advance(14_999);
    await expect(client.transactions()).rejects.toThrow('Circuit breaker is open');
    expect(calls).toHaveLength(3);
    // half-open after 15 s: one failure opens it again for another 15 s
    advance(1);
    await expect(client.transactions()).rejects.toThrow('Payment failed');
    expect(calls).toHaveLength(4);
    await expect(client.transactions()).rejects.toThrow('Circuit breaker is open');
    advance(15_000);
    ok = true;
    await client.transactions();
    await client.transactions();
    expect(calls).toHaveLength(6);
    // closed again: it takes 3 new failures to open
    ok = false;
    for (let i = 0; i < 2; i += 1) await expect(client.transactions()).rejects.toThrow('Payment failed');
    await expect(client.transactions()).rejects.toThrow('Payment failed');
    expect(calls).toHaveLength(9);
    await expect(client.transactions()).rejects.toThrow('Circuit breaker is open');
  });

  it('billingSummary(): the data of the envelope', async () => {
    const summary = {
      totalThisYear: 10000,
      totalThisMonth: 10000,
      averageMonthly: 909,
      totalPayments: 1,
      pendingPayments: 0,
      lastPayment: null,
      currency: 'GHS',
      fallbackApplied: false,
      matchedCount: 1,
      totalCount: 1,
      filterEmail: 'ama@example.com',
      message: 'Transactions retrieved',
    };
    const { client, calls } = setup(() => ({ status: 200, body: { success: true, data: summary } }));
    await expect(client.billingSummary()).resolves.toEqual(summary);
    expect(calls).toEqual(['/api/billing/paystack/billing-summary']);
  });
});
