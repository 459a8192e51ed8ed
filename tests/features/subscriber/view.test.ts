import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { InvoiceRecord } from '../../../src/features/billing';
import { subscriberDashboardMachine } from '../../../src/features/subscriber/subscriberDashboard.machine';
import {
  toInvoiceRow,
  toPayDialogView,
  toSubscriberView,
} from '../../../src/features/subscriber/subscriberDashboard.view';

const inv = (extra: Partial<InvoiceRecord>): InvoiceRecord => ({
  id: '5f0c2a1e-0000-4000-8000-00000abc1234',
  number: 'INV-2026-11-5F0C-000001',
  subscription_id: null,
  plan_id: 'plan_standard_monthly',
  billing_cycle: 'monthly',
  amount: 10000,
  currency: 'GHS',
  status: 'unpaid',
  issue_date: 1_763_715_600,
  due_date: 1_764_320_400,
  paid_at: null,
  days_late: 0,
  late_fee: 0,
  ...extra,
});

describe('subscriber view', () => {
  it('an invoice row: last 8 characters of the id, dates, GH₵ amount; the late fee only when overdue', () => {
    const row = toInvoiceRow(inv({}), null);
    expect(row).toMatchObject({ shortId: '0abc1234', amountText: 'GH₵ 100.00', lateFeeText: null });
    expect(row.issueDate).toMatch(/2025|2026/);
    const late = toInvoiceRow(inv({ status: 'overdue', days_late: 3, late_fee: 200 }), null);
    expect(late).toMatchObject({ lateFeeText: 'GH₵ 2.00', daysLateText: '3 days late', canPay: true });
    expect(toInvoiceRow(inv({ status: 'paid' }), null).canPay).toBe(false);
  });

  it('Loading while the session and the data load', () => {
    const actor = createActor(subscriberDashboardMachine);
    expect(toSubscriberView(actor.getSnapshot())).toEqual({ status: 'loading', message: 'Loading' });
  });

  it('the dialog labels the number with the chosen network (spec §9 prompt)', () => {
    const paying = {
      invoice: toInvoiceRow(inv({}), null),
      planName: 'Standard Internet',
      dialogError: 'Please enter mobile number and select network',
    };
    expect(toPayDialogView(paying, null)).toMatchObject({ phase: 'checking' });
    const form = {
      number: '',
      network: 'VODAFONE' as const,
      autoDetected: null,
      numberError: null,
      error: null,
    };
    const payment = { status: 'payment', form } as unknown as Parameters<typeof toPayDialogView>[1];
    expect(toPayDialogView(paying, payment)).toMatchObject({
      phase: 'form',
      numberLabel: 'Enter your Telecel mobile money number:',
      fieldError: 'Please enter mobile number and select network',
    });
  });
});

describe('subscriber view: the ready states', () => {
  const snapshot = (state: string, context: Record<string, unknown>) =>
    ({
      context: {
        tab: 'billing',
        user: { name: 'Ama', email: 'ama@example.com' },
        subscription: null,
        invoices: [],
        cycle: 'monthly',
        loadError: null,
        actionError: null,
        notice: null,
        paying: null,
        dialogNumber: '',
        dialogError: null,
        ...context,
      },
      matches: (v: unknown) => {
        const want = typeof v === 'string' ? v : Object.entries(v as object).map(([k, s]) => `${k}.${s}`)[0];
        return state === want || state.startsWith(`${want}.`);
      },
    }) as never;

  it('no subscription: the chooser with the four packages, no current bill', () => {
    const view = toSubscriberView(snapshot('ready.idle', {}));
    if (view.status !== 'ready') throw new Error(view.status);
    expect(view.chooser?.plans.map((p) => p.name)).toEqual([
      'Basic Internet',
      'Standard Internet',
      'Premium Internet',
      'Business Internet',
    ]);
    expect(view.currentBill).toBeNull();
    expect(view.subscription).toBeNull();
  });

  it('a pending subscription is red, hides the chooser; the first unpaid invoice is the current bill', () => {
    const sub = {
      id: 's',
      plan_id: 'plan_basic_monthly',
      billing_cycle: 'monthly',
      status: 'pending',
      next_billing_date: null,
      auto_renew: true,
      credit: 0,
      created_at: 0,
    };
    const invoices = [inv({ id: 'paid-000000000001', status: 'paid' }), inv({ id: 'open-000000000002' })];
    const view = toSubscriberView(snapshot('ready.creating', { subscription: sub, invoices, notice: 'paid' }));
    if (view.status !== 'ready') throw new Error(view.status);
    expect(view.subscription).toMatchObject({
      planName: 'Basic Internet',
      status: 'pending',
      nextBilling: 'After your first payment',
    });
    expect(view.chooser).toBeNull();
    expect(view.currentBill?.id).toBe('open-000000000002');
    expect(view.busy).toBe('creating');
    expect(view.notice).toBe('Payment Successful! Your subscription has been activated.');
    const active = toSubscriberView(snapshot('ready.idle', { subscription: { ...sub, status: 'active' } }));
    expect(active.status === 'ready' && active.subscription?.status).toBe('active');
  });

  it('Not logged in and the load failure', () => {
    expect(toSubscriberView(snapshot('signedOut', {}))).toEqual({ status: 'signedOut', message: 'Not logged in' });
    expect(toSubscriberView(snapshot('failed', { loadError: 'Network error' }))).toEqual({
      status: 'failed',
      message: 'Network error',
    });
  });
});
