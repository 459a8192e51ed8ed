import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  analyticsDashboardMachine,
  provideAnalyticsDashboard,
} from '../../../src/features/analytics/analyticsDashboard.machine';
import {
  initialAnalyticsDashboardView,
  toAnalyticsDashboardView,
} from '../../../src/features/analytics/analyticsDashboard.view';
import type { DashboardResponse, PeriodChoice } from '../../../src/features/analytics/contract';
import { REFRESH_MS } from '../../../src/features/analytics/rules';
import { emptyDashboard, sampleDashboard } from '../../../stories/features/analytics/analyticsKit';
import { flush, modelPaths, reachability, violations } from '../../support/modelHarness';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const data = sampleDashboard();
const empty = emptyDashboard();
const failure = new Error('Failed to load dashboard data');

describe('analyticsDashboard machine: model-based paths', () => {
  const timer = (state: string) => ({ type: `xstate.after.${REFRESH_MS}.analyticsDashboard.${state}` });
  const events = [
    { type: 'xstate.done.actor.loadDashboard', output: data },
    { type: 'xstate.done.actor.loadDashboard', output: empty },
    { type: 'xstate.error.actor.loadDashboard', error: failure },
    { type: 'dashboard.refresh' },
    { type: 'period.select', period: '7d' },
    { type: 'tab.hidden' },
    { type: 'tab.visible' },
    timer('loaded'),
    timer('empty'),
    timer('stale'),
    timer('error'),
  ];
  const paths = modelPaths(analyticsDashboardMachine, events as never, {});

  it('reaches every state, and no state is a dead end', () => {
    expect(reachability(analyticsDashboardMachine, [paths], events as never)).toEqual({ unreached: [], deadEnds: [] });
  });

  it('on every path: the view agrees with the state: figures, failure and busy flag', () => {
    const failures = violations(analyticsDashboardMachine, paths, {}, ({ state: snapshot, calls, log, steps }) => {
      const _controls = { calls, log };
      const _path = { steps, state: snapshot };
      const view = toAnalyticsDashboardView(snapshot as never);
      // the view agrees with the state: figures only when there are some to show, the failure only when one happened
      expect(view.status).toBe(snapshot.value);
      expect(view.data === null).toBe(['loading', 'error'].includes(view.status));
      expect(view.error !== null).toBe(['error', 'stale'].includes(view.status));
      expect(view.busy).toBe(['loading', 'refreshing'].includes(view.status));
      return [];
    });
    expect(failures).toEqual([]);
  });
});

describe('analyticsDashboard machine: what the administrator sees', () => {
  function harness(first: DashboardResponse | Error = data) {
    const calls: PeriodChoice[] = [];
    const answers: (DashboardResponse | Error)[] = [first];
    const machine = provideAnalyticsDashboard({
      loadDashboard: async (period) => {
        calls.push(period);
        const next = answers.length > 1 ? answers.shift() : answers[0];
        if (next instanceof Error) throw next;
        return next as DashboardResponse;
      },
    });
    return { calls, answers, machine };
  }

  it('starts as the initial view, then shows the period and refreshes every 30 s', async () => {
    const { calls, machine } = harness();
    const actor = createActor(machine, { input: {} }).start();
    expect(toAnalyticsDashboardView(actor.getSnapshot())).toEqual(initialAnalyticsDashboardView);
    await flush();
    expect(toAnalyticsDashboardView(actor.getSnapshot())).toMatchObject({ status: 'loaded', data, error: null });
    expect(calls).toEqual(['30d']);
    await vi.advanceTimersByTimeAsync(REFRESH_MS - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    expect(calls).toHaveLength(3);
    actor.stop();
  });

  it('pauses while the tab is hidden and reloads at once when it is visible again (only if one fell due)', async () => {
    const { calls, machine } = harness();
    const actor = createActor(machine, { input: {} }).start();
    await flush();
    actor.send({ type: 'tab.hidden' });
    await vi.advanceTimersByTimeAsync(REFRESH_MS * 4);
    expect(calls).toHaveLength(1);
    actor.send({ type: 'tab.visible' });
    await flush();
    expect(calls).toHaveLength(2);
    // hidden and back before 30 s: nothing extra
    actor.send({ type: 'tab.hidden' });
    actor.send({ type: 'tab.visible' });
    await flush();
    expect(calls).toHaveLength(2);
    actor.stop();
  });

  it('starting in a hidden tab loads once and then waits for the tab', async () => {
    const { calls, machine } = harness();
    const actor = createActor(machine, { input: { hidden: true } }).start();
    await flush();
    await vi.advanceTimersByTimeAsync(REFRESH_MS * 3);
    expect(calls).toHaveLength(1);
    actor.stop();
  });

  it('a failed refresh keeps the old figures as stale, with their time; the next success clears it', async () => {
    const { answers, machine } = harness();
    answers.push(new Error('Failed to load dashboard data'), sampleDashboard('2026-11-22T12:01:00.000Z'));
    const actor = createActor(machine, { input: {} }).start();
    await flush();
    actor.send({ type: 'dashboard.refresh' });
    expect(toAnalyticsDashboardView(actor.getSnapshot())).toMatchObject({ status: 'refreshing', data, busy: true });
    await flush();
    expect(toAnalyticsDashboardView(actor.getSnapshot())).toMatchObject({
      status: 'stale',
      data,
      error: 'Failed to load dashboard data',
      updatedAt: '2026-11-22T12:00:00.000Z',
    });
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    expect(toAnalyticsDashboardView(actor.getSnapshot())).toMatchObject({
      status: 'loaded',
      error: null,
      updatedAt: '2026-11-22T12:01:00.000Z',
    });
    actor.stop();
  });

  it("a failed first load shows 'Failed to load dashboard data' without figures; Refresh loads again", async () => {
    const { answers, machine } = harness(failure);
    answers.push(data);
    const actor = createActor(machine, { input: {} }).start();
    await flush();
    expect(toAnalyticsDashboardView(actor.getSnapshot())).toMatchObject({
      status: 'error',
      data: null,
      error: 'Failed to load dashboard data',
    });
    actor.send({ type: 'dashboard.refresh' });
    expect(actor.getSnapshot().value).toBe('loading');
    await flush();
    expect(actor.getSnapshot().value).toBe('loaded');
    actor.stop();
  });

  it('a failure with another reason shows it after the spec text', async () => {
    const { machine } = harness(new Error('The server is busy'));
    const actor = createActor(machine, { input: {} }).start();
    await flush();
    expect(toAnalyticsDashboardView(actor.getSnapshot()).error).toBe(
      'Failed to load dashboard data: The server is busy',
    );
    actor.stop();
  });

  it('an all-zero period is the empty state; a new period loads from scratch', async () => {
    const { calls, machine } = harness(empty);
    const actor = createActor(machine, { input: {} }).start();
    await flush();
    expect(toAnalyticsDashboardView(actor.getSnapshot())).toMatchObject({ status: 'empty', empty: true });
    actor.send({ type: 'period.select', period: '90d' });
    expect(toAnalyticsDashboardView(actor.getSnapshot())).toMatchObject({
      status: 'loading',
      period: '90d',
      data: null,
    });
    await flush();
    expect(calls).toEqual(['30d', '90d']);
    actor.stop();
  });
});
