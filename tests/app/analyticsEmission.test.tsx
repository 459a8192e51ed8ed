import { afterEach, describe, expect, it } from 'vitest';
import { track } from '../../app/billingTrack';
import { RouteErrorBoundary } from '../../app/RouteErrorBoundary';
import { errorOccurred } from '../../src/features/site/errorEvent';
import { createAnalytics, type EventsBatch, installAnalytics } from '../../src/services/analytics';

function wrapper() {
  const sent: EventsBatch[] = [];
  const instance = createAnalytics({
    now: () => Date.parse('2026-11-22T10:00:00.000Z'),
    page: () => ({ url: 'https://skylink.test/packages', title: 'Internet Packages — SkyLink Ghana' }),
    send: (batch) => sent.push(batch),
    isAllowed: () => true,
    sessionId: 'session-1234',
  });
  const events = () => {
    instance.flush();
    return sent.flatMap((b) => b.events);
  };
  return { instance, events };
}

afterEach(() => installAnalytics(null));

describe('the machines’ track (app/billingTrack.ts)', () => {
  it('keeps a package_viewed reported before the analytics wrapper has loaded, and sends it once it has', () => {
    // a plan card in view on arrival reports itself before the wrapper (loaded after the first paint) runs
    track('package_viewed', { package_id: 'plan_standard_monthly' });
    const { instance, events } = wrapper();
    installAnalytics(instance);
    expect(events().filter((e) => e.name === 'package_viewed')).toMatchObject([
      { properties: { package_id: 'plan_standard_monthly' } },
    ]);
  });

  it('sends only the spec’s event names and flat values', () => {
    const { instance, events } = wrapper();
    installAnalytics(instance);
    track('package_compared', { package_id: 'plan_basic_monthly' });
    track('payment_initiated', { package_id: 'plan_basic_monthly', amount: 5000, plan: { nested: true } });
    const names = events().map((e) => e.name);
    expect(names).not.toContain('package_compared');
    expect(events().find((e) => e.name === 'payment_initiated')?.properties).not.toHaveProperty('plan');
  });
});

describe('the error screen: error_occurred ("our team has been notified")', () => {
  it('is recorded when the error boundary catches, with the spec’s error properties', () => {
    const { instance, events } = wrapper();
    installAnalytics(instance);
    new RouteErrorBoundary({ children: null }).componentDidCatch(new TypeError('plan is undefined'));
    const errors = events().filter((e) => e.name === 'error_occurred');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.properties).toMatchObject({
      error_type: 'render_error',
      error_message: 'TypeError: plan is undefined',
      user_action: 'use_page',
    });
  });

  it('names a page whose code did not arrive, and never sends the query string', () => {
    expect(errorOccurred(new Error('Failed to fetch dynamically imported module'), '/packages', true)).toEqual({
      error_type: 'page_load_failed',
      error_message: 'Error: Failed to fetch dynamically imported module',
      page: '/packages',
      user_action: 'open_page',
    });
    expect(errorOccurred('boom', '/reset-password', false).page).toBe('/reset-password');
    expect(errorOccurred(42, '/', false).error_message).toBe('Unknown error');
  });
});
