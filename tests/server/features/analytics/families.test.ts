import { describe, expect, it } from 'vitest';
import { byFamily } from '../../../../server/features/analytics/queries';

describe('revenue grouped by the catalogue family', () => {
  const rows = [
    { planId: 'plan_basic_monthly', pesewas: '50000', payments: 1 },
    { planId: 'skylink-business', pesewas: '120000', payments: 1 },
    { planId: 'plan_business_monthly', pesewas: '500000', payments: 1 },
    { planId: 'skylink-home', pesewas: '170000', payments: 2 },
    { planId: 'plan_gone', pesewas: '900000', payments: 3 },
  ];

  it('lists satellite service plans first, then city broadband, then unknown ids, largest first in each', () => {
    expect(byFamily(rows).revenueByPlan.map((p) => [p.familyName, p.planName, p.pesewas])).toEqual([
      ['Satellite service', 'Home', 170000],
      ['Satellite service', 'Business', 120000],
      ['City broadband', 'Business Internet', 500000],
      ['City broadband', 'Basic Internet', 50000],
      ['Other', 'plan_gone', 900000],
    ]);
  });

  it('totals each family of the catalogue, with a family that sold nothing at 0', () => {
    expect(byFamily(rows).revenueByFamily).toEqual([
      { family: 'residential', familyName: 'Satellite service', pesewas: 290000, payments: 3 },
      { family: 'packages', familyName: 'City broadband', pesewas: 550000, payments: 2 },
    ]);
    expect(byFamily(rows.slice(0, 1)).revenueByFamily[0]).toEqual({
      family: 'residential',
      familyName: 'Satellite service',
      pesewas: 0,
      payments: 0,
    });
  });
});
