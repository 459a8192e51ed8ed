import { describe, expect, it } from 'vitest';
import { strengthBand } from '../../src/domain/format/strength';

describe('strengthBand', () => {
  it('shows nothing for an empty password (null score)', () => {
    expect(strengthBand(null)).toBeNull();
    expect(strengthBand(undefined)).toBeNull();
    expect(strengthBand(Number.NaN)).toBeNull();
  });

  it.each([
    [0, 'Weak', 'red'],
    [29, 'Weak', 'red'],
    [30, 'Fair', 'orange'],
    [59, 'Fair', 'orange'],
    [60, 'Good', 'yellow'],
    [79, 'Good', 'yellow'],
    [80, 'Strong', 'green'],
    [100, 'Strong', 'green'],
  ])('score %d is %s (%s)', (score, label, tone) => {
    expect(strengthBand(score)).toEqual({ score, label, tone });
  });

  it('clamps out-of-range scores', () => {
    expect(strengthBand(-5)).toEqual({ score: 0, label: 'Weak', tone: 'red' });
    expect(strengthBand(140)).toEqual({ score: 100, label: 'Strong', tone: 'green' });
  });

  it('bands fractions by the exact score, never rounding across a threshold', () => {
    expect(strengthBand(29.6)).toEqual({ score: 29, label: 'Weak', tone: 'red' });
    expect(strengthBand(30.2)).toEqual({ score: 30, label: 'Fair', tone: 'orange' });
    expect(strengthBand(79.9)).toEqual({ score: 79, label: 'Good', tone: 'yellow' });
  });
});
