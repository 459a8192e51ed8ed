import { describe, expect, it } from 'vitest';
import { dashboardPackages } from '../../../src/features/account/customerDashboard.view';

const labels = (v: ReturnType<typeof dashboardPackages>) => [
  v.own?.label ?? null,
  ...v.families.map((f) => [f.name, ...f.packages.map((p) => p.label)]),
];

describe("the dashboard's Make Payment card", () => {
  it('offers a city broadband customer their own plan first, then every other plan by family', () => {
    const v = dashboardPackages({ planId: 'plan_basic_monthly', billingCycle: 'monthly', standing: 'active' });
    expect(v.own).toMatchObject({
      label: 'Pay GH₵ 50.00 to renew Basic Internet',
      href: '/payment/mobile-money/plan_basic_monthly',
      family: 'City broadband',
    });
    expect(labels(v)).toEqual([
      'Pay GH₵ 50.00 to renew Basic Internet',
      ['Satellite service', 'Pay GH₵ 100.00 for Student', 'Pay GH₵ 850.00 for Home', 'Pay GH₵ 1,200.00 for Business'],
      [
        'City broadband',
        'Pay GH₵ 100.00 for Standard Internet',
        'Pay GH₵ 200.00 for Premium Internet',
        'Pay GH₵ 500.00 for Business Internet',
      ],
    ]);
    // the other city broadband plans go to their mobile money page, the satellite ones to /payment
    expect(v.families[1]?.packages[0]?.href).toBe('/payment/mobile-money/plan_standard_monthly');
    expect(v.families[0]?.packages[0]?.href).toBe('/payment?plan=skylink-student');
  });

  it('offers a city broadband customer on a yearly plan their plan at the yearly price', () => {
    const v = dashboardPackages({ planId: 'plan_standard_monthly', billingCycle: 'yearly', standing: 'grace_period' });
    expect(v.own).toMatchObject({
      label: 'Pay GH₵ 1,000.00 to renew Standard Internet',
      href: '/payment/mobile-money/plan_standard_monthly?cycle=yearly',
    });
  });

  it('offers a satellite service customer their own plan first, on /payment with it chosen', () => {
    const v = dashboardPackages({ planId: 'skylink-home', billingCycle: 'monthly', standing: 'active' });
    expect(v.own).toMatchObject({
      label: 'Pay GH₵ 850.00 to renew Home',
      href: '/payment?plan=skylink-home',
      family: 'Satellite service',
    });
    expect(v.families[0]?.packages.map((p) => p.name)).toEqual(['Student', 'Business']);
    expect(v.families[1]?.packages.map((p) => p.name)).toEqual([
      'Basic Internet',
      'Standard Internet',
      'Premium Internet',
      'Business Internet',
    ]);
  });

  it('a plan never paid is offered first to pay, not to renew; without a subscription every plan is offered', () => {
    expect(
      dashboardPackages({ planId: 'plan_premium_monthly', billingCycle: 'monthly', standing: null }).own?.label,
    ).toBe('Pay GH₵ 200.00 for Premium Internet');
    const none = dashboardPackages(null);
    expect(none.own).toBeNull();
    expect(none.families.flatMap((f) => f.packages).length).toBe(7);
  });
});
