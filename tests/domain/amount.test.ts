import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES, amountError, parseAmount } from '../../src/domain/format/amount';

describe('parseAmount', () => {
  it.each([
    ['50', 50],
    ['50.5', 50.5],
    ['1,250.00', 1250],
    ['GH₵ 20', 20],
    ['₵20.25', 20.25],
    ['GHS 100000', 100000],
    ['.5', 0.5],
    ['  7 ', 7],
  ])('reads %s as %d', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });
  it.each(['', 'abc', '1.2.3', '-5', '12a', '1,2'])('rejects %j', (text) => {
    expect(parseAmount(text)).toBeNull();
  });
});

describe('amountError', () => {
  it('needs an amount', () => {
    expect(amountError(null)).toBe(AMOUNT_MESSAGES.required);
    expect(amountError(Number.NaN)).toBe(AMOUNT_MESSAGES.required);
  });
  it('uses the product rules message below GH₵ 1.00', () => {
    expect(amountError(0.99)).toBe('Minimum payment amount is GH₵ 1.00');
    expect(amountError(0)).toBe('Minimum payment amount is GH₵ 1.00');
  });
  it('caps at GH₵ 100,000.00', () => {
    expect(amountError(100_000)).toBeNull();
    expect(amountError(100_000.01)).toBe(AMOUNT_MESSAGES.max);
  });
  it('allows at most 2 decimals', () => {
    expect(amountError(1)).toBeNull();
    expect(amountError(12.34)).toBeNull();
    expect(amountError(12.345)).toBe(AMOUNT_MESSAGES.decimals);
  });
  it('rejects infinity', () => {
    expect(amountError(Number.POSITIVE_INFINITY)).toBe(AMOUNT_MESSAGES.invalid);
  });
});
