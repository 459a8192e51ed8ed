import { describe, expect, it } from 'vitest';
import {
  cedisDecimal,
  cedisToPesewas,
  currencySymbol,
  formatMoney,
  percentOf,
  periodSuffix,
  pesewasToCedis,
  yearlySavingsPercent,
} from '../../src/domain/format/money';

describe('formatMoney', () => {
  it('prints GH₵, a space, thousands separators and 2 decimals', () => {
    expect(formatMoney(1100)).toBe('GH₵ 1,100.00');
    expect(formatMoney(50)).toBe('GH₵ 50.00');
    expect(formatMoney(0.5)).toBe('GH₵ 0.50');
    expect(formatMoney(100000)).toBe('GH₵ 100,000.00');
    expect(formatMoney(1234567.891)).toBe('GH₵ 1,234,567.89');
  });
  it('rounds half cents up without float drift', () => {
    expect(formatMoney(1.005)).toBe('GH₵ 1.01');
    expect(formatMoney(0.1 + 0.2)).toBe('GH₵ 0.30');
  });
  it('converts minor units (pesewas) when asked', () => {
    expect(formatMoney(85000, { minorUnits: true })).toBe('GH₵ 850.00');
    expect(formatMoney(199, { minorUnits: true })).toBe('GH₵ 1.99');
  });
  it('puts the minus before the symbol and never prints -0', () => {
    expect(formatMoney(-50)).toBe('-GH₵ 50.00');
    expect(formatMoney(-0.001)).toBe('GH₵ 0.00');
  });
  it('uses the product rules symbols for other currencies and the code for unknown ones', () => {
    expect(formatMoney(10, { currency: 'USD' })).toBe('$ 10.00');
    expect(formatMoney(10, { currency: 'ngn' })).toBe('₦ 10.00');
    expect(currencySymbol('KES')).toBe('KSh');
    expect(formatMoney(10, { currency: 'EUR' })).toBe('EUR 10.00');
  });
  it('writes amounts exactly as Intl en-GH would (it no longer uses Intl, which is slow to start)', () => {
    const intl = new Intl.NumberFormat('en-GH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const cents of [0, 1, 9, 10, 99, 100, 999, 1000, 99999, 100000, 123456789, 100000000000, 999999999999999]) {
      expect(formatMoney(cents, { minorUnits: true })).toBe(`GH₵ ${intl.format(cents / 100)}`);
    }
  });
  it('does not print NaN', () => {
    expect(formatMoney(Number.NaN)).toBe('GH₵ —');
  });
});

describe('periodSuffix', () => {
  it('names the billing period', () => {
    expect(periodSuffix('monthly')).toBe('/month');
    expect(periodSuffix('yearly')).toBe('/year');
  });
});

describe('yearlySavingsPercent', () => {
  it('is (12 x monthly - yearly) / (12 x monthly), rounded', () => {
    expect(yearlySavingsPercent(100, 1000)).toBe(17);
    expect(yearlySavingsPercent(100, 1100)).toBe(8);
    expect(yearlySavingsPercent(850, 9350)).toBe(8);
    expect(yearlySavingsPercent(1200, 13200)).toBe(8);
    expect(yearlySavingsPercent(100, 960)).toBe(20);
  });
  it('is 0 when yearly costs more or monthly is 0', () => {
    expect(yearlySavingsPercent(100, 1300)).toBe(0);
    expect(yearlySavingsPercent(0, 0)).toBe(0);
  });
});

describe('pesewas and cedis (the only conversions)', () => {
  it('GH₵ -> pesewas without float drift', () => {
    expect(cedisToPesewas(19.99)).toBe(1999);
    expect(cedisToPesewas(0.29)).toBe(29);
    expect(cedisToPesewas(50)).toBe(5000);
    expect(cedisToPesewas(50.5)).toBe(5050);
    expect(cedisToPesewas(100_000)).toBe(10_000_000);
  });
  it('pesewas -> GH₵ for the formats in major units', () => {
    expect(pesewasToCedis(10000)).toBe(100);
    expect(pesewasToCedis(1999)).toBe(19.99);
    expect(cedisToPesewas(pesewasToCedis(123456))).toBe(123456);
  });
  it('a percent of pesewas, rounded to the nearest pesewa', () => {
    expect(percentOf(30000, 95)).toBe(28500);
    expect(percentOf(10000, 2)).toBe(200);
    expect(percentOf(12345, 5)).toBe(617);
    expect(percentOf(0, 5)).toBe(0);
  });
  it('pesewas as a plain decimal for CSV: 2 decimals, no symbol, no separators', () => {
    expect(cedisDecimal(110000)).toBe('1100.00');
    expect(cedisDecimal(5)).toBe('0.05');
    expect(cedisDecimal(0)).toBe('0.00');
    expect(cedisDecimal(-5000)).toBe('-50.00');
    expect(cedisDecimal(1999)).toBe((1999 / 100).toFixed(2));
  });
});
