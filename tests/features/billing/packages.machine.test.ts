import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { packagesMachine, providePackages } from '../../../src/features/billing/packages.machine';
import { toPackagesView } from '../../../src/features/billing/packages.view';
import { modelPaths, reachability, violations } from '../../support/modelHarness';

const events = [
  { type: 'cycle.change', cycle: 'yearly' },
  { type: 'session.change', signedIn: true },
  { type: 'plan.viewed', planId: 'plan_basic_monthly' },
  { type: 'plan.subscribe', planId: 'plan_standard_monthly' },
];

describe('packages machine: model-based paths', () => {
  const paths = modelPaths(packagesMachine, events as never);

  it('reaches every state, and no state is a dead end', () => {
    expect(reachability(packagesMachine, [paths], events as never)).toEqual({ unreached: [], deadEnds: [] });
  });

  it('on every path: viewed tracked once; leaving tracks the choice, then goes to payment or login', () => {
    const failures = violations(packagesMachine, paths, undefined, ({ state: snapshot, calls, log, steps }) => {
      const controls = { calls, log };
      const path = { steps, state: snapshot };
      const viewedEvents = path.steps.filter((s) => s.event.type === 'plan.viewed').length;
      expect(controls.log.filter((a) => a === 'trackViewed')).toHaveLength(Math.min(viewedEvents, 1));
      if (snapshot.matches('leaving')) {
        expect(controls.log.slice(-2)).toEqual([
          'trackSelected',
          snapshot.context.signedIn ? 'goToPayment' : 'goToLogin',
        ]);
      } else {
        expect(controls.log).not.toContain('goToPayment');
        expect(controls.log).not.toContain('goToLogin');
      }
      return [];
    });
    expect(failures).toEqual([]);
  });
});

describe('packages machine: behaviour and view', () => {
  it('subscribe goes to the payment page of the plan and cycle when signed in, else to login', () => {
    const deps = { track: vi.fn(), goToPayment: vi.fn(), goToLogin: vi.fn() };
    const signedIn = createActor(providePackages(deps), { input: { signedIn: true } }).start();
    signedIn.send({ type: 'cycle.change', cycle: 'yearly' });
    signedIn.send({ type: 'plan.subscribe', planId: 'plan_premium_monthly' });
    expect(deps.goToPayment).toHaveBeenCalledWith({ planId: 'plan_premium_monthly', cycle: 'yearly' });
    expect(deps.track).toHaveBeenCalledWith('package_selected', {
      package_id: 'plan_premium_monthly',
      billing_cycle: 'yearly',
    });
    const visitor = createActor(providePackages(deps), { input: {} }).start();
    visitor.send({ type: 'plan.viewed', planId: 'plan_basic_monthly' });
    visitor.send({ type: 'plan.viewed', planId: 'plan_basic_monthly' });
    visitor.send({ type: 'plan.subscribe', planId: 'plan_basic_monthly' });
    expect(deps.goToLogin).toHaveBeenCalledWith({ planId: 'plan_basic_monthly', cycle: 'monthly' });
    expect(deps.track.mock.calls.filter(([e]) => e === 'package_viewed')).toEqual([
      ['package_viewed', { package_id: 'plan_basic_monthly' }],
    ]);
  });

  it('the view lists the four packages from the catalogue with hrefs carrying the cycle', () => {
    const actor = createActor(packagesMachine, { input: { cycle: 'yearly' } }).start();
    const view = toPackagesView(actor.getSnapshot());
    expect(view.savingsLabel).toBe('Save up to 17%');
    expect(view.plans.map((p) => [p.name, p.priceMonthly, p.priceYearly, p.badge])).toEqual([
      ['Basic Internet', 5_000, 50_000, null],
      ['Standard Internet', 10_000, 100_000, 'Most Popular'],
      ['Premium Internet', 20_000, 200_000, 'Best Value'],
      ['Business Internet', 50_000, 500_000, 'Enterprise'],
    ]);
    expect(view.plans[1]?.paymentHref).toBe('/payment/mobile-money/plan_standard_monthly?cycle=yearly');
    expect(view.plans[1]?.loginHref).toBe(
      `/login?from=${encodeURIComponent('/payment/mobile-money/plan_standard_monthly?cycle=yearly')}`,
    );
  });
});
