/**
 * The customer dashboard machine (src/features/account/customerDashboard.machine.ts): its model (every state
 * reached, the banner, the flash and the auto-renew switch agreeing with the state on every path) and what the
 * customer sees after a payment, a failed load, sorting and paging.
 * Longer than 300 lines: one model and its behaviours share the fixtures of one dashboard.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  customerDashboardMachine,
  provideCustomerDashboard,
} from '../../../src/features/account/customerDashboard.machine';
import { toCustomerDashboardView } from '../../../src/features/account/customerDashboard.view';
import { type DashboardData, loadDashboardData, type PaymentRow } from '../../../src/features/account/dashboardData';
import { FLASH_MS } from '../../../src/features/account/rules';
import { statusLook } from '../../../src/features/billing';
import { flush, modelPaths, reachability, violations } from '../../support/modelHarness';

const row = (n: number, extra: Partial<PaymentRow> = {}): PaymentRow => ({
  id: `T${n}`,
  paymentId: `pay_${n}`,
  date: new Date(Date.UTC(2026, 10, n, 9, 0, 0)).toISOString(),
  amount: 10000 + n,
  status: 'paid',
  description: 'Student Package',
  channel: 'mobile_money',
  reference: `SKY-${n}-ABCDEF`,
  duplicateOf: null,
  matchesFilter: true,
  currency: 'GHS',
  customerEmail: 'ama@example.com',
  ...extra,
});

const data: DashboardData = {
  subscription: {
    planId: 'skylink-student',
    planName: 'Student Package',
    billingCycle: 'monthly',
    credit: 0,
    promise: { days: 0, available: false, maxDays: 3 },
    suspendsAt: null,
    serverStatus: 'active',
    standing: 'active',
    graceDaysLeft: null,
    nextBillingAt: Date.UTC(2026, 11, 22, 9, 0, 0),
    scheduledChange: null,
    autoRenew: false,
  },
  summary: {
    totalThisYear: 10022,
    totalThisMonth: 10022,
    averageMonthly: 911,
    totalPayments: 1,
    pendingPayments: 0,
    lastPayment: row(22),
    currency: 'GHS',
  },
  history: { status: 'loaded', rows: [row(22)], fallbackApplied: false, message: 'Transactions retrieved' },
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The same customer in grace, a promise to pay still to ask for. */
const grace: DashboardData = {
  ...data,
  subscription: {
    ...(data.subscription as NonNullable<DashboardData['subscription']>),
    standing: 'grace_period',
    graceDaysLeft: 2,
    suspendsAt: Date.UTC(2026, 11, 25, 9, 0, 0),
    promise: { days: 0, available: true, maxDays: 3 },
  },
};

describe('customerDashboard machine: model', () => {
  const events = [
    { type: 'xstate.done.actor.loadBilling', output: grace },
    { type: 'promise.choose', days: 3 },
    { type: 'promise.ask' },
    { type: 'xstate.done.actor.askPromise', output: { days: 3, suspendsAt: '2026-12-28T09:00:00.000Z' } },
    { type: 'xstate.error.actor.askPromise', error: new Error('A promise to pay was already made for this period.') },
    { type: 'xstate.done.actor.loadBilling', output: data },
    { type: 'xstate.error.actor.loadBilling', error: new Error('Payment failed') },
    { type: 'billing.refresh' },
    { type: 'flash.dismiss' },
    { type: `xstate.after.${FLASH_MS}.customerDashboard.flash.shown` },
    { type: 'autoRenew.set', on: true },
    { type: 'xstate.done.actor.setAutoRenew', output: true },
    { type: 'xstate.error.actor.setAutoRenew', error: new Error('Network error') },
  ];
  const inputs = [{ paymentSucceeded: true }, { paymentSucceeded: false }];
  const all = inputs.flatMap((input) =>
    modelPaths(customerDashboardMachine, events as never, input).map((path) => ({ input, path })),
  );

  it('reaches every state, and no state is a dead end', () => {
    const sets = inputs.map((input) => all.filter((p) => p.input === input).map((p) => p.path));
    expect(reachability(customerDashboardMachine, sets, events as never)).toEqual({ unreached: [], deadEnds: [] });
  });

  it('on every path: the banner only when failed, the flash only when shown and only after a payment', () => {
    const failures = inputs.flatMap((input) =>
      violations(
        customerDashboardMachine,
        all.filter((p) => p.input === input).map((p) => p.path),
        input,
        ({ state, event }) => {
          const view = toCustomerDashboardView(state as never);
          const out: string[] = [];
          if ((view.error !== null) !== state.matches({ data: 'failed' } as never)) out.push('banner disagrees');
          if ((view.flash !== null) !== state.matches({ flash: 'shown' } as never)) out.push('flash disagrees');
          if (!input.paymentSucceeded && view.flash !== null) out.push('a flash without a payment');
          // the switch shows the server's value, held while a save is on its way, and never saves with nothing
          const sub = view.billing?.subscription;
          if (state.matches({ autoRenew: 'saving' } as never) && !(sub?.kind === 'subscribed' && sub.autoRenew.saving))
            out.push('saving while the switch is free');
          if (sub?.kind === 'subscribed' && sub.autoRenew.on !== state.context.data?.subscription?.autoRenew)
            out.push('switch disagrees with the data');
          if (
            event.type === 'xstate.done.actor.setAutoRenew' &&
            sub?.kind === 'subscribed' &&
            !sub.autoRenew.note?.saved
          )
            out.push('saved in silence');
          // the promise: asked for only while one may be, never offered once held, and shown as the server holds it
          const held = state.context.data?.subscription?.promise;
          if (state.matches({ promise: 'asking' } as never) && event.type === 'promise.ask' && !held?.available)
            out.push('asked with no promise available');
          if (sub?.kind === 'subscribed' && sub.promise && 'options' in sub.promise && (held?.days ?? 0) > 0)
            out.push('offered again once held');
          if (sub?.kind === 'subscribed' && sub.promise?.status === 'promised' && !(held && held.days > 0))
            out.push('held without the server');
          return out;
        },
      ),
    );
    expect(failures).toEqual([]);
  });
});

/** The machine with the customer's choices answered as the server would; `loadBilling` (and `track`) as given. */
const dashboard = (deps: Pick<DashboardDeps, 'loadBilling'> & Partial<DashboardDeps>) =>
  provideCustomerDashboard({
    track: () => {},
    setAutoRenew: async (on: boolean) => on,
    askPromise: async (days: number) => ({ days, suspendsAt: '2026-12-28T09:30:00.000Z' }),
    ...deps,
  });
type DashboardDeps = Parameters<typeof provideCustomerDashboard>[0];

/** The history the view shows once loaded (rows only). */
function historyOf(actor: { getSnapshot: () => Parameters<typeof toCustomerDashboardView>[0] }) {
  const h = toCustomerDashboardView(actor.getSnapshot()).billing?.history;
  if (h?.kind !== 'rows') throw new Error('no rows');
  return h;
}

describe('customerDashboard machine: what the customer sees', () => {
  it('after ?payment=success: no flash until the data is in, then the message with the payment for 5 s, once', async () => {
    let resolve: (d: DashboardData) => void = () => {};
    const machine = dashboard({ loadBilling: () => new Promise((r) => (resolve = r)) });
    const actor = createActor(machine, { input: { paymentSucceeded: true } }).start();
    expect(toCustomerDashboardView(actor.getSnapshot())).toMatchObject({
      status: 'loading',
      flash: null,
      billing: null,
    });
    resolve(data);
    await flush();
    const view = toCustomerDashboardView(actor.getSnapshot());
    expect(view.flash).toBe('Payment Successful! Your subscription has been activated.');
    expect(view.billing?.history).toMatchObject({
      kind: 'rows',
      rows: [{ reference: 'SKY-22-ABCDEF', status: 'paid' }],
    });
    await vi.advanceTimersByTimeAsync(FLASH_MS - 1);
    expect(toCustomerDashboardView(actor.getSnapshot()).flash).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(toCustomerDashboardView(actor.getSnapshot()).flash).toBeNull();
    // a refresh does not bring it back
    actor.send({ type: 'billing.refresh' });
    resolve(data);
    await flush();
    expect(toCustomerDashboardView(actor.getSnapshot())).toMatchObject({ status: 'ready', flash: null });
  });

  it('after a payment that scheduled a plan change: the flash says when that plan starts, not that it is active', async () => {
    const scheduled: DashboardData = {
      ...data,
      subscription: data.subscription && {
        ...data.subscription,
        scheduledChange: { planName: 'Home Package', billingCycle: 'monthly', startsAt: Date.UTC(2026, 11, 22, 9) },
      },
    };
    const machine = dashboard({ loadBilling: async () => scheduled });
    const actor = createActor(machine, { input: { paymentSucceeded: true } }).start();
    await flush();
    expect(toCustomerDashboardView(actor.getSnapshot()).flash).toBe(
      'Payment Successful! Home Package starts on 22 Dec 2026, when your current plan ends.',
    );
  });

  it("a failed load shows 'Error Loading Billing Data' with the reason; Refresh recovers and keeps the old data meanwhile", async () => {
    let fail = true;
    const machine = provideCustomerDashboard({
      loadBilling: async () => {
        if (fail) throw new Error('Network error');
        return data;
      },
      track: () => {},
      setAutoRenew: async (on: boolean) => on,
      askPromise: async (days: number) => ({ days, suspendsAt: '2026-12-28T09:30:00.000Z' }),
    });
    const actor = createActor(machine, { input: {} }).start();
    await flush();
    expect(toCustomerDashboardView(actor.getSnapshot())).toMatchObject({
      status: 'failed',
      error: {
        title: 'Error Loading Billing Data',
        message: 'Failed to load billing information',
        detail: 'Network error',
      },
      billing: null,
    });
    fail = false;
    actor.send({ type: 'billing.refresh' });
    expect(toCustomerDashboardView(actor.getSnapshot()).status).toBe('refreshing');
    await flush();
    expect(toCustomerDashboardView(actor.getSnapshot())).toMatchObject({ status: 'ready', error: null });
    fail = true;
    actor.send({ type: 'billing.refresh' });
    await flush();
    const view = toCustomerDashboardView(actor.getSnapshot());
    expect(view.status).toBe('failed');
    expect(view.billing?.subscription).toMatchObject({ kind: 'subscribed', planName: 'Student Package' });
  });

  it('sorts and pages the history (10 a page); sorting goes back to page 1', async () => {
    const rows = Array.from({ length: 23 }, (_, i) =>
      row(i + 1, i % 5 === 0 ? { status: 'failed', paymentId: null } : {}),
    );
    const many: DashboardData = { ...data, history: { ...data.history, rows } as DashboardData['history'] };
    const actor = createActor(dashboard({ loadBilling: async () => many }), {
      input: {},
    }).start();
    await flush();
    const history = () => historyOf(actor);
    expect(history()).toMatchObject({ page: 1, pageCount: 3, total: 23, range: 'Showing 1-10 of 23' });
    expect(history().rows[0]?.reference).toBe('SKY-23-ABCDEF'); // newest first
    actor.send({ type: 'history.page', page: 3 });
    expect(history()).toMatchObject({ page: 3, range: 'Showing 21-23 of 23' });
    expect(history().rows.map((r) => r.reference)).toEqual(['SKY-3-ABCDEF', 'SKY-2-ABCDEF', 'SKY-1-ABCDEF']);
    actor.send({ type: 'history.page', page: 9 });
    expect(history().page).toBe(3);
    actor.send({ type: 'history.sort', sort: { column: 'amount', direction: 'ascending' } });
    expect(history()).toMatchObject({ page: 1, sort: { column: 'amount', direction: 'ascending' } });
    expect(history().rows[0]).toMatchObject({ reference: 'SKY-1-ABCDEF', amount: 'GH₵ 100.01' });
    // only paid rows with one of our payment ids offer a receipt
    expect(history().rows[0]?.receiptPaymentId).toBeNull();
    expect(history().rows[1]?.receiptPaymentId).toBe('pay_2');
  });

  it('history: a second payment for a period already paid reads Paid twice, and still offers its receipt', async () => {
    const rows = [row(2, { duplicateOf: 'SKY-1-ABCDEF' }), row(1)];
    const twice: DashboardData = { ...data, history: { ...data.history, rows } as DashboardData['history'] };
    const actor = createActor(dashboard({ loadBilling: async () => twice }), { input: {} }).start();
    await flush();
    const h = historyOf(actor);
    expect(h.rows.map((r) => [r.reference, r.status, r.receiptPaymentId])).toEqual([
      ['SKY-2-ABCDEF', 'paid_twice', 'pay_2'],
      ['SKY-1-ABCDEF', 'paid', 'pay_1'],
    ]);
    expect(statusLook('paid_twice')).toMatchObject({ label: 'Paid twice', tone: 'warning' });
  });

  it('sections: billing by default, the sidebar switches', async () => {
    const actor = createActor(dashboard({ loadBilling: async () => data }), {
      input: {},
    }).start();
    expect(toCustomerDashboardView(actor.getSnapshot()).section).toBe('billing');
    actor.send({ type: 'section.select', section: 'usage' });
    expect(toCustomerDashboardView(actor.getSnapshot()).section).toBe('usage');
  });
});

describe('customerDashboard machine: dashboard_viewed', () => {
  it('is recorded once, when the first load shows the dashboard, with the section; not again on refresh', async () => {
    const track = vi.fn();
    const actor = createActor(dashboard({ loadBilling: async () => data, track }), {
      input: { section: 'overview' },
    }).start();
    expect(track).not.toHaveBeenCalled();
    await flush();
    expect(track.mock.calls).toEqual([['dashboard_viewed', { section: 'overview' }]]);
    actor.send({ type: 'billing.refresh' });
    await flush();
    actor.send({ type: 'section.select', section: 'usage' });
    expect(toCustomerDashboardView(actor.getSnapshot()).status).toBe('ready');
    expect(track).toHaveBeenCalledTimes(1);
  });

  it('is not recorded when the first load fails', async () => {
    const track = vi.fn();
    const failing = async (): Promise<DashboardData> => {
      throw new Error('Network error');
    };
    const actor = createActor(dashboard({ loadBilling: failing, track }), { input: {} }).start();
    await flush();
    expect(toCustomerDashboardView(actor.getSnapshot()).status).toBe('failed');
    expect(track).not.toHaveBeenCalled();
  });
});

describe('loadDashboardData', () => {
  const transaction = {
    id: 991,
    reference: 'SKY-1-ABCDEF',
    created_at: '2026-11-22T10:00:00.000Z',
    amount: 10000,
    currency: 'GHS',
    status: 'success',
    channel: 'mobile_money',
    metadata: { package_name: 'Student Package' },
    customer: { email: 'ama@example.com' },
    matches_filter: true,
    payment_id: 'pay_1',
    duplicate_of: null,
  };
  const summary = {
    totalThisYear: 10000,
    totalThisMonth: 10000,
    averageMonthly: 909,
    totalPayments: 1,
    pendingPayments: 0,
    lastPayment: transaction,
    currency: 'GHS' as const,
    fallbackApplied: false,
    matchedCount: 1,
    totalCount: 1,
    filterEmail: 'ama@example.com',
    message: 'Transactions retrieved',
  };
  const list = {
    success: true as const,
    transactions: [transaction],
    matchedCount: 1,
    totalCount: 1,
    fallbackApplied: false,
    filterEmail: 'ama@example.com',
    message: 'ok',
  };

  it('maps transactions to displayed rows (success shown as paid) and keeps going when only the history fails', async () => {
    const ok = await loadDashboardData(
      {
        subscription: async () => null,
        billingSummary: async () => summary,
        transactions: async () => list,
      },
      'Failed to load billing information',
    );
    expect(ok).toMatchObject({ subscription: null });
    expect(ok.history).toMatchObject({
      status: 'loaded',
      rows: [{ id: '991', paymentId: 'pay_1', status: 'paid', description: 'Student Package', amount: 10000 }],
    });
    const breakerOpen = await loadDashboardData(
      {
        subscription: async () => null,
        billingSummary: async () => summary,
        transactions: async () => {
          throw new Error('Payment service unavailable. Circuit breaker is open. Next attempt at 10:00:15 GMT');
        },
      },
      'Failed to load billing information',
    );
    expect(breakerOpen.history).toEqual({
      status: 'unavailable',
      message: 'Payment service unavailable. Circuit breaker is open. Next attempt at 10:00:15 GMT',
    });
    await expect(
      loadDashboardData(
        {
          subscription: async () => null,
          billingSummary: async () => {
            throw new Error('Network error');
          },
          transactions: async () => list,
        },
        'x',
      ),
    ).rejects.toThrow('Network error');
  });
});
