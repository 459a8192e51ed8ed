import { describe, expect, it } from 'vitest';
import {
  addMonths,
  amountOwed,
  clockTime,
  invoiceNumber,
  maskPhone,
} from '../../../../server/features/billing/pricing';
import { findPlan } from '../../../../src/domain/plans';

const standard = findPlan('plan_standard_monthly');
if (!standard) throw new Error('catalogue changed');

describe('amountOwed', () => {
  it('is the monthly or yearly price', () => {
    expect(amountOwed(standard, 'monthly')).toBe(10000);
    expect(amountOwed(standard, 'yearly')).toBe(100000);
  });
  it('multiplies months and takes 5% off from 3 months', () => {
    expect(amountOwed(standard, 'monthly', 2)).toBe(20000);
    expect(amountOwed(standard, 'monthly', 3)).toBe(28500);
    expect(amountOwed(standard, 'monthly', 12)).toBe(114000);
  });
  it('ignores months for a yearly plan', () => {
    expect(amountOwed(standard, 'yearly', 3)).toBe(100000);
  });
});

describe('addMonths', () => {
  it.each([
    ['2026-01-31T10:00:00.000Z', 1, '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00.000Z', 1, '2028-02-29T10:00:00.000Z'],
    ['2026-11-21T09:00:00.000Z', 1, '2026-12-21T09:00:00.000Z'],
    ['2026-11-21T09:00:00.000Z', 12, '2027-11-21T09:00:00.000Z'],
    ['2026-12-15T00:00:00.000Z', 1, '2027-01-15T00:00:00.000Z'],
  ])('%s + %d months = %s', (from, months, to) => {
    expect(addMonths(new Date(from), months).toISOString()).toBe(to);
  });
});

describe('invoiceNumber, maskPhone, clockTime', () => {
  it('formats INV-{year}-{month}-{ID4}-{ts6}', () => {
    const at = new Date('2026-03-05T12:00:00.123Z');
    expect(invoiceNumber('ab12cd34-0000-0000-0000-000000000000', at)).toBe(
      `INV-2026-03-AB12-${String(at.getTime()).slice(-6)}`,
    );
  });
  it('masks the middle of a number', () => {
    expect(maskPhone('0551234987')).toBe('055XXXX987');
  });
  it('gives GMT wall-clock time', () => {
    expect(clockTime(new Date('2026-11-21T09:05:07.900Z'))).toBe('09:05:07 GMT');
  });
});
