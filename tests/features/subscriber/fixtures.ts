/** Records the subscriber dashboard's tests share. */
import type { InvoiceRecord } from '../../../src/features/billing';

export const invoice = (
  id: string,
  status: InvoiceRecord['status'],
  extra: Partial<InvoiceRecord> = {},
): InvoiceRecord => ({
  id,
  number: `INV-2026-11-${id.slice(0, 4).toUpperCase()}-000001`,
  subscription_id: 'sub-1',
  plan_id: 'plan_basic_monthly',
  billing_cycle: 'monthly',
  amount: 5000,
  currency: 'GHS',
  status,
  issue_date: 1_763_715_600,
  due_date: 1_764_320_400,
  paid_at: status === 'paid' ? 1_763_715_700 : null,
  days_late: 0,
  late_fee: 0,
  ...extra,
});
