/**
 * /user-dashboard shows the server's billing truth: a void invoice (a declined or cancelled attempt) is
 * never the current bill nor payable; the subscription shows the server's standing, next billing date
 * and scheduled change; the plan chooser's prices are the catalogue's (they once read 100 times too high).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { plansOf } from '../../../src/domain/plans';
import type { SubscriptionRecord } from '../../../src/features/billing';
import { canPayInvoice, currentBill, isOwed } from '../../../src/features/subscriber/rules';
import {
  type BillingData,
  type SubscriberUser,
  subscriberDashboardMachine,
} from '../../../src/features/subscriber/subscriberDashboard.machine';
import { type ReadyView, toSubscriberView } from '../../../src/features/subscriber/subscriberDashboard.view';
import { flush } from '../../support/modelHarness';
import { invoice } from './fixtures';

const active = (extra: Partial<SubscriptionRecord> = {}): SubscriptionRecord => ({
  id: 'sub-1',
  plan_id: 'plan_basic_monthly',
  billing_cycle: 'monthly',
  status: 'active',
  next_billing_date: Date.UTC(2027, 0, 26, 9) / 1000,
  standing: 'active',
  grace_days_left: null,
  suspends_at: null,
  promise: { days: 0, available: false, max_days: 3 },
  scheduled_change: null,
  auto_renew: true,
  credit: 0,
  created_at: 1_763_715_600,
  ...extra,
});

/** The dashboard ready with `data` (the real machine, its loaders resolved). */
async function readyWith(data: BillingData): Promise<ReadyView> {
  const machine = subscriberDashboardMachine.provide({
    actors: {
      loadSession: fromPromise(async (): Promise<SubscriberUser | null> => ({ name: 'Ama', email: 'ama@example.com' })),
      loadBilling: fromPromise(async (): Promise<BillingData> => data),
    },
  });
  const actor = createActor(machine).start();
  await flush();
  await flush();
  const view = toSubscriberView(actor.getSnapshot());
  if (view.status !== 'ready') throw new Error(`not ready: ${view.status}`);
  return view;
}

describe('void invoices are never owed', () => {
  it('the current bill is the first invoice unpaid or overdue; void and paid are skipped', () => {
    expect(isOwed({ status: 'void' })).toBe(false);
    expect(isOwed({ status: 'paid' })).toBe(false);
    expect(isOwed({ status: 'unpaid' })).toBe(true);
    expect(isOwed({ status: 'overdue' })).toBe(true);
    expect(currentBill([{ status: 'void' }, { status: 'paid' }])).toBeNull();
    expect(
      currentBill([
        { id: 'v', status: 'void' as const },
        { id: 'u', status: 'unpaid' as const },
      ])?.id,
    ).toBe('u');
    expect(canPayInvoice({ status: 'void' })).toBe(false);
  });

  it('an active, fully paid customer whose last attempt was declined has no current bill and nothing to pay', async () => {
    const view = await readyWith({
      subscription: active(),
      invoices: [invoice('void-0000001', 'void'), invoice('paid-0000002', 'paid')],
    });
    expect(view.currentBill).toBeNull();
    expect(view.invoices.map((row) => [row.status, row.canPay])).toEqual([
      ['void', false],
      ['paid', false],
    ]);
  });

  it('after a failed first attempt: no subscription, and its void invoice is not a bill', async () => {
    const view = await readyWith({ subscription: null, invoices: [invoice('void-0000001', 'void')] });
    expect(view.subscription).toBeNull();
    expect(view.currentBill).toBeNull();
    expect(view.chooser).not.toBeNull();
  });

  it('paying a void invoice is refused by the machine', async () => {
    const machine = subscriberDashboardMachine.provide({
      actors: {
        loadSession: fromPromise(
          async (): Promise<SubscriberUser | null> => ({ name: 'Ama', email: 'ama@example.com' }),
        ),
        loadBilling: fromPromise(
          async (): Promise<BillingData> => ({
            subscription: active(),
            invoices: [invoice('void-0000001', 'void')],
          }),
        ),
      },
    });
    const actor = createActor(machine).start();
    await flush();
    await flush();
    actor.send({ type: 'invoice.pay', invoiceId: 'void-0000001' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });
});

describe('the subscription as the server has it', () => {
  it('shows the server’s standing and next billing date, and the change to come', async () => {
    const view = await readyWith({
      subscription: active({
        standing: 'grace_period',
        grace_days_left: 2,
        scheduled_change: {
          plan_id: 'plan_premium_monthly',
          plan_name: 'Premium Internet',
          billing_cycle: 'monthly',
          starts_at: Date.UTC(2026, 11, 26, 9) / 1000,
          cost: 85_000,
        },
      }),
      invoices: [],
    });
    expect(view.subscription).toMatchObject({
      status: 'grace_period',
      statusLabel: 'Grace period: 2 days remaining',
      nextBilling: '26 Jan 2027',
      change: 'Changes to Premium Internet on 26 Dec 2026',
    });
  });

  it('before the first payment (no standing): the server status, no date yet', async () => {
    const view = await readyWith({
      subscription: active({ status: 'pending', standing: null, next_billing_date: null }),
      invoices: [invoice('unpaid-00001', 'unpaid')],
    });
    expect(view.subscription).toMatchObject({
      status: 'pending',
      statusLabel: 'Pending payment',
      nextBilling: 'After your first payment',
      change: null,
    });
    expect(view.currentBill?.id).toBe('unpaid-00001');
  });
});

describe('the plan chooser’s prices are the catalogue’s', () => {
  it('every plan card gets the catalogue price in pesewas (PlanCard formats them): Basic is GH₵ 50, not 5,000', async () => {
    const view = await readyWith({ subscription: null, invoices: [] });
    const catalogue = plansOf('packages').filter((p) => p.isActive);
    expect(view.chooser?.plans.map((p) => [p.id, p.priceMonthly, p.priceYearly])).toEqual(
      catalogue.map((p) => [p.id, p.priceMonthly, p.priceYearly]),
    );
    expect(view.chooser?.plans.find((p) => p.name === 'Basic Internet')?.priceMonthly).toBe(5_000);
  });
});
