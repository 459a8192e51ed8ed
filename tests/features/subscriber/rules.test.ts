import { describe, expect, it } from 'vitest';
import { daysLate, invoiceStanding, lateFee } from '../../../src/features/billing/rules';
import {
  canChoosePlan,
  canPayInvoice,
  currentBill,
  problemText,
  SubscriberProblem,
  withNewInvoice,
} from '../../../src/features/subscriber/rules';

const DAY = 24 * 3600_000;
const due = Date.UTC(2026, 10, 28, 9);

describe('invoice standing (spec §4, §9): overdue and the late fee', () => {
  it('counts whole days past the due date, a started day as one', () => {
    expect(daysLate(due, due - 1)).toBe(0);
    expect(daysLate(due, due)).toBe(0);
    expect(daysLate(due, due + 1)).toBe(1);
    expect(daysLate(due, due + DAY)).toBe(1);
    expect(daysLate(due, due + DAY + 1)).toBe(2);
  });

  it('late fee: 0 when not late, 2% up to 15 days, 5% beyond, in whole pesewas', () => {
    expect(lateFee(10000, 0)).toBe(0);
    expect(lateFee(10000, 1)).toBe(200);
    expect(lateFee(10000, 15)).toBe(200);
    expect(lateFee(10000, 16)).toBe(500);
    expect(lateFee(5050, 3)).toBe(101);
  });

  it('unpaid past due is overdue with its fee; unpaid in time owes nothing extra; paid owes nothing', () => {
    const unpaid = { status: 'unpaid' as const, amountPesewas: 20000, dueMs: due };
    expect(invoiceStanding(unpaid, due - DAY)).toEqual({ status: 'unpaid', daysLate: 0, lateFee: 0 });
    expect(invoiceStanding(unpaid, due + 2 * DAY)).toEqual({ status: 'overdue', daysLate: 2, lateFee: 400 });
    expect(invoiceStanding(unpaid, due + 20 * DAY)).toEqual({ status: 'overdue', daysLate: 20, lateFee: 1000 });
    expect(invoiceStanding({ ...unpaid, status: 'paid' }, due + 20 * DAY)).toEqual({
      status: 'paid',
      daysLate: 0,
      lateFee: 0,
    });
    // a stored 'overdue' that the clock says is not late (never written today) reads as unpaid
    expect(invoiceStanding({ ...unpaid, status: 'overdue' }, due - DAY).status).toBe('unpaid');
  });
});

describe('current bill and payable invoices (spec §4)', () => {
  it('the current bill is the first invoice not paid, in list order', () => {
    expect(currentBill([])).toBeNull();
    expect(currentBill([{ status: 'paid' }, { status: 'paid' }])).toBeNull();
    const list = [
      { id: 'a', status: 'paid' as const },
      { id: 'b', status: 'overdue' as const },
      { id: 'c', status: 'unpaid' as const },
    ];
    expect(currentBill(list)?.id).toBe('b');
  });

  it('only an invoice not paid can be paid', () => {
    expect(canPayInvoice({ status: 'unpaid' })).toBe(true);
    expect(canPayInvoice({ status: 'overdue' })).toBe(true);
    expect(canPayInvoice({ status: 'paid' })).toBe(false);
  });

  it('a new invoice goes on top, once', () => {
    expect(withNewInvoice([{ id: 'a' }, { id: 'b' }], { id: 'n' }).map((i) => i.id)).toEqual(['n', 'a', 'b']);
    expect(withNewInvoice([{ id: 'n' }, { id: 'a' }], { id: 'n' }).map((i) => i.id)).toEqual(['n', 'a']);
  });
});

describe('subscription (spec §4)', () => {
  it('a plan can be chosen with no subscription or an ended one', () => {
    expect(canChoosePlan(null)).toBe(true);
    expect(canChoosePlan({ status: 'cancelled' })).toBe(true);
    expect(canChoosePlan({ status: 'expired' })).toBe(true);
    expect(canChoosePlan({ status: 'pending' })).toBe(false);
    expect(canChoosePlan({ status: 'active' })).toBe(false);
  });

  it('problemText shows a SubscriberProblem, else the fallback', () => {
    expect(problemText(new SubscriberProblem('Server says no'), 'Fallback')).toBe('Server says no');
    expect(problemText(new Error('TypeError: x is undefined'), 'Fallback')).toBe('Fallback');
    expect(problemText('string', 'Fallback')).toBe('Fallback');
  });
});
