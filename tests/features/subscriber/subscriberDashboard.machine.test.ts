import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SubscriptionRecord } from '../../../src/features/billing';
import { SubscriberProblem } from '../../../src/features/subscriber/rules';
import {
  type BillingData,
  subscriberDashboardMachine,
} from '../../../src/features/subscriber/subscriberDashboard.machine';
import { controllable, flush, modelPaths, reachability, violations } from '../../support/modelHarness';
import { invoice } from './fixtures';

const subscription = (status: SubscriptionRecord['status']): SubscriptionRecord => ({
  id: 'sub-1',
  plan_id: 'plan_basic_monthly',
  billing_cycle: 'monthly',
  status,
  next_billing_date: status === 'active' ? 1_766_307_600 : null,
  standing: status === 'active' ? 'active' : null,
  grace_days_left: null,
  suspends_at: null,
  promise: { days: 0, available: false, max_days: 3 },
  scheduled_change: null,
  auto_renew: true,
  credit: 0,
  created_at: 1_763_715_600,
});
const user = { name: 'Ama Mensah', email: 'ama@example.com' };
const none: BillingData = { subscription: null, invoices: [] };
const owing: BillingData = {
  subscription: subscription('pending'),
  invoices: [invoice('inv-unpaid-00000001', 'unpaid'), invoice('inv-paid-000000002', 'paid')],
};
const paidUp: BillingData = {
  subscription: subscription('active'),
  invoices: [invoice('inv-unpaid-00000001', 'paid'), invoice('inv-paid-000000002', 'paid')],
};
const created = { subscription: subscription('pending'), invoice: invoice('inv-new-0000000003', 'unpaid') };

const events = [
  { type: 'xstate.done.actor.loadSession', output: user },
  { type: 'xstate.done.actor.loadSession', output: null },
  { type: 'xstate.error.actor.loadSession', error: new Error('storage') },
  { type: 'xstate.done.actor.loadBilling', output: none },
  { type: 'xstate.done.actor.loadBilling', output: owing },
  { type: 'xstate.error.actor.loadBilling', error: new SubscriberProblem('Failed to load billing information') },
  { type: 'billing.retry' },
  { type: 'plan.choose', planId: 'plan_basic_monthly' },
  { type: 'xstate.done.actor.createSubscription', output: created },
  { type: 'xstate.error.actor.createSubscription', error: new SubscriberProblem('Failed to create subscription') },
  { type: 'invoice.pay', invoiceId: 'inv-unpaid-00000001' },
  { type: 'invoice.pay', invoiceId: 'inv-paid-000000002' },
  { type: 'form.submit' },
  { type: 'number.change', value: '0551234987' },
  { type: 'xstate.done.actor.payInvoice', output: undefined },
  { type: 'dialog.close' },
  { type: 'xstate.done.actor.reloadBilling', output: paidUp },
  { type: 'xstate.error.actor.reloadBilling', error: new Error('offline') },
  { type: 'session.ended' },
];

/** The machine with every actor controllable; the pay dialog's machine replaced by a promise it settles. */
function provided() {
  const { controls, actors } = controllable(['loadSession', 'loadBilling', 'createSubscription', 'payInvoice'], []);
  return { controls, machine: subscriberDashboardMachine.provide({ actors } as never) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('subscriberDashboard machine: model-based paths', () => {
  const model = provided().machine;
  const paths = modelPaths(model, events as never);

  it('reaches every state, and no state is a dead end', () => {
    // signed out, the page only says so and links to the login
    expect(reachability(model, [paths], events as never)).toEqual({ unreached: [], deadEnds: ['signedOut'] });
  });

  it('on every path: a subscription only for the chosen plan, only an unpaid invoice paid, signed out holds no user', () => {
    const failures = violations(model, paths, undefined, ({ state: snapshot, calls, log, steps }) => {
      const controls = { calls, log };
      const _path = { steps, state: snapshot };
      // a subscription is only created when there was none, and only the chosen plan is sent
      for (const call of controls.calls.filter((c) => c.src === 'createSubscription')) {
        expect(call.input).toEqual({ planId: 'plan_basic_monthly', cycle: 'monthly' });
      }
      // a paid invoice is never put in the pay dialog
      for (const call of controls.calls.filter((c) => c.src === 'payInvoice')) {
        expect(call.input).toMatchObject({ invoiceId: 'inv-unpaid-00000001', startAt: 'payment' });
      }
      if (snapshot.matches('signedOut')) expect(snapshot.context.user).toBeNull();
      return [];
    });
    expect(failures).toEqual([]);
  });
});

describe('subscriberDashboard machine: behaviour', () => {
  async function ready(data: BillingData) {
    const { controls, machine } = provided();
    const actor = createActor(machine).start();
    controls.pending.get('loadSession')?.resolve(user);
    await flush();
    controls.pending.get('loadBilling')?.resolve(data);
    await flush();
    return { controls, actor };
  }

  it('choosing a plan puts the new invoice on top and hides the chooser; a second choose is refused', async () => {
    const { controls, actor } = await ready({ subscription: null, invoices: [invoice('old-000000000009', 'paid')] });
    actor.send({ type: 'cycle.change', cycle: 'yearly' });
    actor.send({ type: 'plan.choose', planId: 'plan_premium_monthly' });
    expect(controls.calls.at(-1)).toMatchObject({
      src: 'createSubscription',
      input: { planId: 'plan_premium_monthly', cycle: 'yearly' },
    });
    controls.pending.get('createSubscription')?.resolve(created);
    await flush();
    const c = actor.getSnapshot().context;
    expect(c.invoices.map((i) => i.id)).toEqual(['inv-new-0000000003', 'old-000000000009']);
    expect(c.subscription?.status).toBe('pending');
    expect(c.notice).toBe('created');
    actor.send({ type: 'plan.choose', planId: 'plan_basic_monthly' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
  });

  it('a failed choose shows the server text, or "Failed to create subscription"', async () => {
    const { controls, actor } = await ready(none);
    actor.send({ type: 'plan.choose', planId: 'plan_basic_monthly' });
    controls.pending.get('createSubscription')?.reject(new Error('boom'));
    await flush();
    expect(actor.getSnapshot().context.actionError).toBe('Failed to create subscription');
    actor.send({ type: 'plan.choose', planId: 'plan_basic_monthly' });
    controls.pending.get('createSubscription')?.reject(new SubscriberProblem('You already have a subscription.'));
    await flush();
    expect(actor.getSnapshot().context.actionError).toBe('You already have a subscription.');
  });

  it('the dialog refuses an empty number with the spec message, without paying', async () => {
    const { controls, actor } = await ready(owing);
    actor.send({ type: 'invoice.pay', invoiceId: 'inv-unpaid-00000001' });
    expect(actor.getSnapshot().context.tab).toBe('billing');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.dialogError).toBe('Please enter mobile number and select network');
    actor.send({ type: 'number.change', value: '0551234987' });
    expect(actor.getSnapshot().context.dialogError).toBeNull();
    expect(controls.calls.filter((c) => c.src === 'payInvoice')).toHaveLength(1);
  });

  it('after the payment completes the billing data is reloaded and the success notice shows', async () => {
    const { controls, actor } = await ready(owing);
    actor.send({ type: 'invoice.pay', invoiceId: 'inv-unpaid-00000001' });
    controls.pending.get('payInvoice')?.resolve(undefined);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'reloading' });
    expect(controls.calls.at(-1)?.src).toBe('loadBilling');
    controls.pending.get('reloadBilling')?.resolve(paidUp);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ notice: 'paid', subscription: { status: 'active' } });
    expect(actor.getSnapshot().context.invoices.every((i) => i.status === 'paid')).toBe(true);
  });

  it('runs billing\u2019s mobile money machine in the dialog, forwarding the form to it', async () => {
    const { controls, machine } = provided();
    const calls: unknown[] = [];
    const { mobileMoneyPaymentMachine } = await import('../../../src/features/billing');
    const child = mobileMoneyPaymentMachine.provide({
      actors: {
        findPaymentInProgress: fromPromise(async () => null),
        payWithRetry: fromPromise(async ({ input }) => {
          calls.push(input);
          return new Promise(() => {});
        }),
        pollStatus: fromPromise(async () => new Promise(() => {})),
      },
    } as never);
    const actor = createActor(machine.provide({ actors: { payInvoice: child } } as never)).start();
    controls.pending.get('loadSession')?.resolve(user);
    await flush();
    controls.pending.get('loadBilling')?.resolve(owing);
    await flush();
    actor.send({ type: 'invoice.pay', invoiceId: 'inv-unpaid-00000001' });
    await flush();
    const payInvoice = actor.getSnapshot().children.payInvoice;
    expect((payInvoice?.getSnapshot() as { value?: unknown } | undefined)?.value).toBe('payment');
    actor.send({ type: 'network.change', network: 'VODAFONE' });
    actor.send({ type: 'number.change', value: '0201234567' });
    actor.send({ type: 'form.submit' });
    await flush();
    expect(calls).toEqual([
      expect.objectContaining({
        invoice_id: 'inv-unpaid-00000001',
        plan_id: 'plan_basic_monthly',
        mobile_number: '0201234567',
        mobile_network: 'VODAFONE',
      }),
    ]);
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().children.payInvoice).toBeUndefined();
  });

  it('session.ended from anywhere shows Not logged in and forgets the data', async () => {
    const { actor } = await ready(owing);
    actor.send({ type: 'session.ended' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ user: null, invoices: [], subscription: null });
  });
});
