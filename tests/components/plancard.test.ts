import { describe, expect, it } from 'vitest';
import { dataAllowance } from '../../src/components/PlanCard/PlanCard';

describe('dataAllowance', () => {
  it("reads 'Unlimited' for a cap of 0 and GB otherwise (product rule: data_cap_gb 0 means unlimited)", () => {
    expect(dataAllowance(0)).toBe('Unlimited');
    expect(dataAllowance(100)).toBe('100 GB');
    expect(dataAllowance(1)).toBe('1 GB');
  });
});
