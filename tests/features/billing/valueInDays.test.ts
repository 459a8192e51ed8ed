/** Credit by value (src/features/billing/rules.ts `valueInDays`, docs/product-rules.md "Credit by value"). */
import { describe, expect, it } from 'vitest';
import { addDays, valueInDays } from '../../../src/features/billing/rules';

describe('valueInDays: whole days of a plan a value buys, never more than it paid', () => {
  it.each([
    // value, price of one cycle, months in the cycle -> days, cost of the days, left as credit
    [50_000, 50_000, 1, 30, 49_316, 684], // GH₵ 500 of a GH₵ 500-a-month plan: 30 days (a month is 30.4)
    [50_000, 10_000, 1, 152, 49_973, 27], // GH₵ 500 of a GH₵ 100-a-month plan
    [50_000, 500_000, 12, 36, 49_316, 684], // a yearly plan: its year of 365 days at GH₵ 5,000
    [5_000, 50_000, 1, 3, 4_932, 68],
    [1_643, 50_000, 1, 0, 0, 1_643], // less than a day's cost (GH₵ 16.4384) buys nothing: all kept
    [1_644, 50_000, 1, 1, 1_644, 0], // a day, its cost rounded up to the pesewa
    [1_645, 50_000, 1, 1, 1_644, 1],
    [0, 50_000, 1, 0, 0, 0],
  ])('%i pesewas at %i per %i-month cycle: %i days costing %i, %i left', (value, price, months, days, used, left) => {
    expect(valueInDays(value, price, months)).toEqual({ days, usedPesewas: used, leftPesewas: left });
  });

  it('a plan without a price, a cycle without months, or a negative value buys nothing', () => {
    expect(valueInDays(12_345, 0, 1)).toEqual({ days: 0, usedPesewas: 0, leftPesewas: 12_345 });
    expect(valueInDays(12_345, -5, 1)).toEqual({ days: 0, usedPesewas: 0, leftPesewas: 12_345 });
    expect(valueInDays(12_345, 50_000, 0)).toEqual({ days: 0, usedPesewas: 0, leftPesewas: 12_345 });
    expect(valueInDays(-10, 50_000, 1)).toEqual({ days: 0, usedPesewas: 0, leftPesewas: 0 });
  });

  it('for every value the days cost at most the value, and one more day would cost more', () => {
    for (const [price, months] of [
      [5_000, 1],
      [50_000, 1],
      [120_000, 1],
      [50_000, 12],
      [1_320_000, 12],
    ] as const) {
      for (let value = 0; value < 400_000; value += 997) {
        const r = valueInDays(value, price, months);
        const cost = (d: number) => (d * 12 * price) / (365 * months);
        expect(cost(r.days)).toBeLessThanOrEqual(value);
        expect(cost(r.days + 1)).toBeGreaterThan(value);
        expect(r.usedPesewas + r.leftPesewas).toBe(value);
        expect(r.usedPesewas - cost(r.days)).toBeLessThan(1);
        expect(r.leftPesewas).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('addDays adds whole days, the time of day kept', () => {
    expect(addDays(new Date('2026-12-30T09:15:00.000Z'), 3).toISOString()).toBe('2027-01-02T09:15:00.000Z');
    expect(addDays(new Date('2026-12-30T09:15:00.000Z'), 0).toISOString()).toBe('2026-12-30T09:15:00.000Z');
  });
});
