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
      numberLabel: 'Enter your Vodafone mobile money number:',
      fieldError: 'Please enter mobile number and select network',
    });
  });
});
