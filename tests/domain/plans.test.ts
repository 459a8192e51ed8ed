import { describe, expect, it } from 'vitest';
import {
  familyOf,
  findPlan,
  maxYearlySavingsPercent,
  PLAN_FAMILIES,
  PLAN_FAMILY_ORDER,
  PLANS,
  planLabel,
  plansOf,
  priceOf,
  yearlySavingsLabel,
  yearlySavingsNote,
  yearlySavingsPercent,
} from '../../src/domain/plans';

describe('plan catalogue', () => {
  it('holds the four packages and the three residential plans with the spec prices in pesewas', () => {
    expect(plansOf('packages').map((p) => [p.id, p.priceMonthly, p.priceYearly, p.badge])).toEqual([
      ['plan_basic_monthly', 5000, 50000, null],
      ['plan_standard_monthly', 10000, 100000, 'Most Popular'],
      ['plan_premium_monthly', 20000, 200000, 'Best Value'],
      ['plan_business_monthly', 50000, 500000, 'Enterprise'],
    ]);
    expect(plansOf('residential').map((p) => [p.id, p.priceMonthly, p.priceYearly, p.speedMbps])).toEqual([
      ['skylink-student', 10000, 110000, 25],
      ['skylink-home', 85000, 935000, 50],
      ['skylink-business', 120000, 1320000, 100],
    ]);
  });

  it('has unique ids', () => {
    expect(new Set(PLANS.map((p) => p.id)).size).toBe(PLANS.length);
  });

  it('accepts the underscore aliases of the residential ids', () => {
    expect(findPlan('skylink_home')?.id).toBe('skylink-home');
    expect(findPlan('nope')).toBeUndefined();
  });

  it('computes yearly savings with (12 x monthly - yearly) / (12 x monthly)', () => {
    expect(yearlySavingsPercent({ priceMonthly: 10000, priceYearly: 100000 })).toBe(17);
    expect(yearlySavingsPercent({ priceMonthly: 10000, priceYearly: 110000 })).toBe(8);
    expect(yearlySavingsPercent({ priceMonthly: 10000, priceYearly: 130000 })).toBe(0);
    expect(maxYearlySavingsPercent(plansOf('packages'))).toBe(17);
  });

  it("a page's yearly saving is the one its plans' prices give: the same for all, or up to the largest", () => {
    // the home page's residential plans: 11 months' price for 12, 8% each (not the spec's fixed 20%)
    expect(yearlySavingsLabel(plansOf('residential'))).toBe('Save 8%');
    const [first, second] = plansOf('packages');
    if (!first || !second) throw new Error('catalogue');
    expect(yearlySavingsLabel([first, { ...second, priceYearly: second.priceMonthly * 11 }])).toBe('Save up to 17%');
    expect(yearlySavingsLabel([{ ...first, priceYearly: first.priceMonthly * 12 }])).toBeNull();
  });

  it("a plan card's yearly note gives the percentage and what a year of monthly payments costs more", () => {
    expect(yearlySavingsNote({ priceMonthly: 10000, priceYearly: 110000 })).toBe('Save 8% (GH₵ 100.00 a year)');
    expect(yearlySavingsNote({ priceMonthly: 5000, priceYearly: 50000 })).toBe('Save 17% (GH₵ 100.00 a year)');
    expect(yearlySavingsNote({ priceMonthly: 120000, priceYearly: 1320000, currency: 'GHS' })).toBe(
      'Save 8% (GH₵ 1,200.00 a year)',
    );
    expect(yearlySavingsNote({ priceMonthly: 10000, priceYearly: 120000 })).toBeNull();
  });

  it('prices a cycle', () => {
    const basic = findPlan('plan_basic_monthly');
    expect(basic && priceOf(basic, 'yearly')).toBe(50000);
  });
});

describe('plan families', () => {
  it('every plan belongs to one of the two families, and every family has plans', () => {
    for (const p of PLANS) expect(Object.keys(PLAN_FAMILIES), p.id).toContain(p.family);
    expect(PLAN_FAMILY_ORDER).toEqual(['residential', 'packages']);
    for (const f of PLAN_FAMILY_ORDER) expect(plansOf(f).length, f).toBeGreaterThan(0);
    expect(PLAN_FAMILY_ORDER.flatMap((f) => plansOf(f)).length).toBe(PLANS.length);
  });

  it('names the families by what they are: satellite service anywhere, city broadband where served', () => {
    expect(familyOf({ family: findPlan('skylink-home')?.family ?? 'packages' }).name).toBe('Satellite service');
    expect(familyOf({ family: findPlan('plan_premium_monthly')?.family ?? 'residential' }).name).toBe('City broadband');
    expect(PLAN_FAMILIES.residential.description).toMatch(/anywhere in Ghana/);
    expect(PLAN_FAMILIES.residential.description).toMatch(/satellite dish/);
    expect(PLAN_FAMILIES.packages.description).toMatch(/^Fibre or fixed wireless where the coverage checker/);
    expect(planLabel({ name: 'Business', family: 'residential' })).toBe('Business (Satellite service)');
  });

  it("each plan's features say what its family gives, so two plans of one speed differ in what is listed", () => {
    for (const p of plansOf('residential')) expect(p.features, p.id).toContain('Satellite: works anywhere in Ghana');
    for (const p of plansOf('packages')) expect(p.features, p.id).toContain('Fibre or fixed wireless in served areas');
    const home = findPlan('skylink-home');
    const premium = findPlan('plan_premium_monthly');
    expect(home?.speedMbps).toBe(premium?.speedMbps);
    expect(home?.features).toContain('Satellite dish, installation and Wi-Fi router included');
  });
});
