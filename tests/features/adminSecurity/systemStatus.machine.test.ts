import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  formatMs,
  formatRate,
  formatUptime,
  reasonError,
  STATUS_REFRESH_MS,
} from '../../../src/features/adminSecurity/rules';
import { provideSystemStatus, systemStatusMachine } from '../../../src/features/adminSecurity/systemStatus.machine';
import { healthTiles, toSystemStatusView } from '../../../src/features/adminSecurity/systemStatus.view';
import { healthData } from '../../../stories/features/adminSecurity/securityKit';
import { flush, modelPaths, reachability, violations } from '../../support/modelHarness';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('systemStatus machine: model-based paths', () => {
  const events = [
    { type: 'xstate.done.actor.loadHealth', output: healthData },
    { type: 'xstate.error.actor.loadHealth', error: new Error('Failed to load dashboard data') },
    { type: 'status.refresh' },
    { type: 'page.hidden' },
    { type: 'page.visible' },
    { type: `xstate.after.${STATUS_REFRESH_MS}.systemStatus.ready` },
    { type: `xstate.after.${STATUS_REFRESH_MS}.systemStatus.stale` },
    { type: `xstate.after.${STATUS_REFRESH_MS}.systemStatus.failed` },
  ];
  const paths = modelPaths(systemStatusMachine, events as never);

  it('reaches every state, and no state is a dead end', () => {
    expect(reachability(systemStatusMachine, [paths], events as never)).toEqual({ unreached: [], deadEnds: [] });
  });

  it('on every path: tiles once loaded, the stale notice and the failure text', () => {
    const failures = violations(systemStatusMachine, paths, undefined, ({ state: snapshot, calls, log, steps }) => {
      const _controls = { calls, log };
      const _path = { steps, state: snapshot };
      const view = toSystemStatusView(snapshot as never);
      expect(view.tiles !== null).toBe(snapshot.context.data !== null);
      if (snapshot.matches('stale')) expect(view.staleNotice).toContain('the latest refresh failed');
      if (snapshot.matches('failed')) expect(view.error).toBe('Failed to load dashboard data');
      return [];
    });
    expect(failures).toEqual([]);
  });
});

describe('systemStatus machine: refreshes', () => {
  it('every 30 s on its own, not while the page is hidden, and at once when it shows again', async () => {
    const loadHealth = vi.fn(async () => healthData);
    const actor = createActor(provideSystemStatus({ loadHealth })).start();
    await flush();
    expect(loadHealth).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(STATUS_REFRESH_MS - 1);
    expect(loadHealth).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(loadHealth).toHaveBeenCalledTimes(2);
    actor.send({ type: 'page.hidden' });
    await vi.advanceTimersByTimeAsync(5 * STATUS_REFRESH_MS);
    expect(loadHealth).toHaveBeenCalledTimes(2);
    expect(toSystemStatusView(actor.getSnapshot()).refreshNote).toBe('Paused while this page is hidden.');
    actor.send({ type: 'page.visible' });
    await flush();
    expect(loadHealth).toHaveBeenCalledTimes(3);
    actor.send({ type: 'status.refresh' });
    await flush();
    expect(loadHealth).toHaveBeenCalledTimes(4);
  });

  it('a failed refresh keeps the last tiles (stale) and tries again after 30 s', async () => {
    let fail = false;
    const loadHealth = vi.fn(async () => {
      if (fail) throw new Error('Failed to load dashboard data');
      return healthData;
    });
    const actor = createActor(provideSystemStatus({ loadHealth })).start();
    await flush();
    fail = true;
    await vi.advanceTimersByTimeAsync(STATUS_REFRESH_MS);
    expect(actor.getSnapshot().value).toBe('stale');
    expect(toSystemStatusView(actor.getSnapshot()).tiles).not.toBeNull();
    fail = false;
    await vi.advanceTimersByTimeAsync(STATUS_REFRESH_MS);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(toSystemStatusView(actor.getSnapshot()).staleNotice).toBeNull();
  });
});

describe('health tiles', () => {
  it('say each figure in plain words', () => {
    expect(healthTiles(healthData).map((t) => [t.label, t.value, t.hint, t.tone])).toEqual([
      ['Database', 'Reachable', 'PGlite, ping 0.8 ms', 'success'],
      ['Uptime', '2 d 4 h', expect.stringMatching(/^Since /), 'info'],
      ['Response time', 'p50 12 ms · p95 86 ms', 'Last 340 API requests of this server (up to 1000)', 'info'],
      ['Error rate', '0.3% server errors', '5.0% refused requests (4xx)', 'success'],
      ['Payment provider', 'Working (circuit closed)', 'Sandbox: Payments go to the provider as usual.', 'success'],
      ['Mail', 'Outbox', 'Mail is kept in the outbox table, not sent (no SMTP_URL).', 'neutral'],
      ['Version', '1.0.0', 'API version', 'neutral'],
    ]);
    // mail kept in the outbox: the tile links to the Admin Panel's Outbox tab, where it can be read
    expect(healthTiles(healthData).find((t) => t.id === 'mail')?.link).toEqual({
      label: 'Read the outbox',
      href: '/admin?tab=outbox',
    });
    const open = healthTiles({
      ...healthData,
      database: { kind: 'postgres', ok: false, latencyMs: 1500 },
      paymentProvider: { name: 'paystack', breaker: 'open' },
      requests: { sampled: 0, window: 1000, p50Ms: null, p95Ms: null, errorRate: null, clientErrorRate: null },
      mail: { mode: 'smtp' },
    });
    expect(open.find((t) => t.id === 'database')).toMatchObject({
      value: 'Not reachable',
      tone: 'danger',
      hint: 'PostgreSQL, ping 1.50 s',
    });
    expect(open.find((t) => t.id === 'breaker')).toMatchObject({ value: 'Paused (circuit open)', tone: 'danger' });
    expect(open.find((t) => t.id === 'latency')?.value).toBe('No requests yet');
    expect(open.find((t) => t.id === 'errors')?.value).toBe('No requests yet');
    expect(open.find((t) => t.id === 'mail')?.link).toBeUndefined();
    const halfOpen = healthTiles({ ...healthData, paymentProvider: { name: 'sandbox', breaker: 'half-open' } });
    expect(halfOpen.find((t) => t.id === 'breaker')).toMatchObject({
      value: 'Testing (circuit half-open)',
      tone: 'warning',
    });
    const failing = healthTiles({ ...healthData, requests: { ...healthData.requests, errorRate: 0.08 } });
    expect(failing.find((t) => t.id === 'errors')).toMatchObject({ value: '8.0% server errors', tone: 'warning' });
  });

  it('formats uptime, durations, rates and checks the reason', () => {
    expect([
      formatUptime(45),
      formatUptime(720),
      formatUptime(3600),
      formatUptime(3 * 3600 + 300),
      formatUptime(86_400),
    ]).toEqual(['45 s', '12 min', '1 h', '3 h 5 min', '1 d']);
    expect([formatMs(0.84), formatMs(12.4), formatMs(1250)]).toEqual(['0.8 ms', '12 ms', '1.25 s']);
    expect([formatRate(0), formatRate(0.025), formatRate(1)]).toEqual(['0.0%', '2.5%', '100.0%']);
    expect(reasonError('Lost phone')).toBeNull();
    expect(reasonError('  ok ')).toBe('Give a reason of 3 to 500 characters');
    expect(reasonError('x'.repeat(501))).toBe('Give a reason of 3 to 500 characters');
  });
});
