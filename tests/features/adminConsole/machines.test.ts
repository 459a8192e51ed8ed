/**
 * Longer than 300 lines because it holds every test of the admin console's machines (stats, audit log, system
 * settings) over one set of fakes: the model checks of each and their behaviour and spec rules.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DEFAULT_SYSTEM_SETTINGS } from '../../../src/domain/systemSettings';
import { auditLogMachine, INITIAL_AUDIT_QUERY } from '../../../src/features/adminConsole/auditLog.machine';
import { toAuditLogView, toStatsView, toSystemSettingsView } from '../../../src/features/adminConsole/console.view';
import { consoleStatsMachine } from '../../../src/features/adminConsole/consoleStats.machine';
import type { AuditPage, StatsResponse } from '../../../src/features/adminConsole/contract';
import { CONSOLE_MESSAGES } from '../../../src/features/adminConsole/messages';
import { systemSettingsMachine } from '../../../src/features/adminConsole/systemSettings.machine';
import { controllable, flush, modelPaths, reachability, violations } from '../../support/modelHarness';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const STATS: StatsResponse = {
  stats: {
    totalUsers: 12,
    activeUsers: 7,
    newUsersToday: 2,
    totalSessions: 5,
    averageSessionDuration: 640,
    systemUptime: 86_400,
    errorRate: 0.5,
    responseTime: 12.5,
    lateSuccesses: 0,
  },
  generatedAt: '2026-11-22T10:00:00.000Z',
};

const entry = (i: number) => ({
  id: `e${i}`,
  userId: null,
  userEmail: null,
  actorId: null,
  action: 'auth.sign_in_failed' as const,
  category: 'auth' as const,
  level: 'warn' as const,
  timestamp: '2026-11-22T10:00:00.000Z',
  ipAddress: '198.51.100.1',
  userAgent: null,
  details: { reason: 'unknown_account' },
});
const PAGE: AuditPage = { entries: [entry(1), entry(2)], total: 45, page: 1, pageSize: 20 };

describe('consoleStats machine', () => {
  const events = [
    { type: 'xstate.done.actor.loadStats', output: STATS },
    { type: 'xstate.error.actor.loadStats', error: new Error('') },
    { type: 'stats.refresh' },
    { type: 'stats.retry' },
  ];
  const paths = modelPaths(consoleStatsMachine, events as never);
  it('reaches every state, and no state is a dead end', () => {
    expect(reachability(consoleStatsMachine, [paths], events as never)).toEqual({ unreached: [], deadEnds: [] });
  });
  it('on every path: the view shows the state, and a failure without the server words says the product', () => {
    const failures = violations(consoleStatsMachine, paths, undefined, ({ state: snapshot, calls, log, steps }) => {
      const _controls = { calls, log };
      const _path = { steps, state: snapshot };
      const view = toStatsView(snapshot as never);
      expect(view.status).toBe(snapshot.value);
      // a failure without the server's words says the product's
      if (view.status === 'failed') expect(view.message).toBe(CONSOLE_MESSAGES.statsFailed);
      return [];
    });
    expect(failures).toEqual([]);
  });
});

describe('auditLog machine', () => {
  const events = [
    { type: 'xstate.done.actor.loadPage', output: PAGE },
    { type: 'xstate.error.actor.loadPage', error: new Error('Failed to load the audit log') },
    { type: 'filter.change', filter: 'auth' },
    { type: 'level.change', level: 'warn' },
    { type: 'search.change', value: ' 198.51 ' },
    { type: 'search.submit' },
    { type: 'page.change', page: 2 },
    { type: 'page.change', page: 9 },
    { type: 'pageSize.change', pageSize: 50 },
    { type: 'audit.retry' },
    { type: 'export.start' },
    { type: 'xstate.done.actor.exportCsv', output: 'skylink-audit-2026-11-22.csv' },
    { type: 'xstate.error.actor.exportCsv', error: new Error('') },
  ];
  // depth-limited: the query space is finite but large; shortest paths to each (state, context) pair
  const paths = modelPaths(auditLogMachine, events as never).filter((p) => p.steps.length <= 4);
  it('reaches every state, and no state is a dead end', () => {
    expect(reachability(auditLogMachine, [paths], events as never)).toEqual({ unreached: [], deadEnds: [] });
  });
  it('on every path: every load asks for the query as it was then, trimmed, within the pages', () => {
    const failures = violations(auditLogMachine, paths, undefined, ({ state: snapshot, calls, log, steps }) => {
      const controls = { calls, log };
      const _path = { steps, state: snapshot };
      // every load asks for the query as it was then; a search is trimmed; a page out of range is never asked for
      for (const call of controls.calls) {
        const q = call.input as typeof INITIAL_AUDIT_QUERY;
        expect(q.search).toBe(q.search.trim());
        expect(q.page).toBeGreaterThanOrEqual(1);
        expect(q.page).toBeLessThanOrEqual(3);
      }
      const view = toAuditLogView(snapshot as never);
      if (view.status === 'ready' && view.exportError) expect(view.exportError).toBe(CONSOLE_MESSAGES.exportFailed);
      return [];
    });
    expect(failures).toEqual([]);
  });

  it('a filter change starts again from page 1 with the new category', async () => {
    const loads: unknown[] = [];
    const actor = createActor(
      auditLogMachine.provide({
        actors: {
          loadPage: fromPromise(async ({ input }) => {
            loads.push(input);
            return PAGE;
          }),
        },
      }),
    ).start();
    await flush();
    actor.send({ type: 'page.change', page: 2 });
    await flush();
    actor.send({ type: 'filter.change', filter: 'system' });
    await flush();
    expect(loads).toEqual([
      INITIAL_AUDIT_QUERY,
      { ...INITIAL_AUDIT_QUERY, page: 2 },
      { ...INITIAL_AUDIT_QUERY, filter: 'system', page: 1 },
    ]);
    expect(toAuditLogView(actor.getSnapshot())).toMatchObject({ status: 'ready', filter: 'system', lastPage: 3 });
  });
});

describe('auditLog machine: a query changed while a page loads or after a failure', () => {
  it('a search submitted before the first page came loads again with it, and the old answer is dropped', async () => {
    const loads: Array<{ query: typeof INITIAL_AUDIT_QUERY; answer: (page: typeof PAGE) => void }> = [];
    const actor = createActor(
      auditLogMachine.provide({
        actors: {
          loadPage: fromPromise(
            ({ input }) => new Promise<typeof PAGE>((answer) => loads.push({ query: input, answer })),
          ),
        },
      }),
    ).start();
    actor.send({ type: 'search.change', value: ' 198.51 ' });
    actor.send({ type: 'search.submit' });
    actor.send({ type: 'level.change', level: 'warn' });
    expect(loads.map((l) => l.query)).toEqual([
      INITIAL_AUDIT_QUERY,
      { ...INITIAL_AUDIT_QUERY, search: '198.51' },
      { ...INITIAL_AUDIT_QUERY, search: '198.51', level: 'warn' },
    ]);
    loads[0]?.answer({ ...PAGE, total: 999 }); // too late to count
    await flush();
    expect(actor.getSnapshot().value).toBe('loading');
    loads[2]?.answer(PAGE);
    await flush();
    expect(toAuditLogView(actor.getSnapshot())).toMatchObject({ status: 'ready', search: '198.51' });
    expect(actor.getSnapshot().context.data).toEqual(PAGE);
    actor.stop();
  });

  it('after a failure, a submitted search tries again with it', async () => {
    const loads: unknown[] = [];
    let fail = true;
    const actor = createActor(
      auditLogMachine.provide({
        actors: {
          loadPage: fromPromise(async ({ input }) => {
            loads.push(input);
            if (fail) throw new Error('Failed to load the audit log');
            return PAGE;
          }),
        },
      }),
    ).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    fail = false;
    actor.send({ type: 'search.change', value: 'login' });
    actor.send({ type: 'search.submit' });
    await flush();
    expect(loads.at(-1)).toEqual({ ...INITIAL_AUDIT_QUERY, search: 'login' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.stop();
  });
});

describe('systemSettings machine', () => {
  const loaded = { settings: DEFAULT_SYSTEM_SETTINGS, updatedAt: null };
  const events = [
    { type: 'xstate.done.actor.loadSettings', output: loaded },
    { type: 'xstate.error.actor.loadSettings', error: new Error('') },
    { type: 'settings.retry' },
    { type: 'field.change', field: 'maxUsers', value: '0' },
    { type: 'field.change', field: 'allowedDevices', value: '3' },
    { type: 'form.submit' },
    {
      type: 'xstate.done.actor.saveSettings',
      output: {
        ...loaded,
        settings: { ...DEFAULT_SYSTEM_SETTINGS, allowedDevices: 3 },
        message: 'System settings saved',
        changed: true,
      },
    },
    { type: 'xstate.error.actor.saveSettings', error: new Error('Failed to save system settings') },
  ];
  const paths = modelPaths(systemSettingsMachine, events as never).filter((p) => p.steps.length <= 6);
  it('reaches every state, and no state is a dead end', () => {
    expect(reachability(systemSettingsMachine, [paths], events as never)).toEqual({ unreached: [], deadEnds: [] });
  });
  it('on every path: only valid settings are ever sent to the server', () => {
    const failures = violations(systemSettingsMachine, paths, undefined, ({ state: snapshot, calls, log, steps }) => {
      const controls = { calls, log };
      const _path = { steps, state: snapshot };
      // only valid settings are ever sent to the server
      for (const call of controls.calls.filter((c) => c.src === 'saveSettings')) {
        expect((call.input as { maxUsers: number }).maxUsers).toBeGreaterThanOrEqual(1);
      }
      const view = toSystemSettingsView(snapshot as never);
      if (view.status === 'editing' && view.form.maxUsers === '0' && Object.keys(view.errors).length > 0) {
        expect(view.errors.maxUsers).toMatch(/^Max users must be a whole number/);
      }
      return [];
    });
    expect(failures).toEqual([]);
  });
});

// The spec rules of the console's machines.
describe('console Overview: refresh keeps the figures; a failure says so and can be retried', () => {
  it('loads, refreshes with the old stats on screen, fails with the spec text, retries', async () => {
    const { controls, actors } = controllable(['loadStats'], []);
    const actor = createActor(consoleStatsMachine.provide({ actors } as never)).start();
    controls.pending.get('loadStats')?.resolve(STATS);
    await flush();
    expect(actor.getSnapshot().value).toBe('loaded');
    actor.send({ type: 'stats.refresh' });
    actor.send({ type: 'stats.refresh' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    expect(actor.getSnapshot().context.data).toEqual(STATS);
    expect(controls.calls).toHaveLength(2);
    controls.pending.get('loadStats')?.reject(undefined);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Failed to load dashboard data');
    actor.send({ type: 'stats.refresh' });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'stats.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
    controls.pending.get('loadStats')?.resolve({ ...STATS, generatedAt: '2026-11-22T11:00:00.000Z' });
    await flush();
    expect(actor.getSnapshot().context.data?.generatedAt).toBe('2026-11-22T11:00:00.000Z');
  });
});

describe('System Settings: checked before saving; typed values survive a failure', () => {
  async function editing() {
    const c = controllable(['loadSettings', 'saveSettings'], []);
    const actor = createActor(systemSettingsMachine.provide({ actors: c.actors } as never)).start();
    c.controls.pending.get('loadSettings')?.resolve({ settings: DEFAULT_SYSTEM_SETTINGS, updatedAt: null });
    await flush();
    const saves = () => c.controls.calls.filter((call) => call.src === 'saveSettings');
    return { ...c, actor, saves };
  }

  it('starts from the stored settings (max users 1000)', async () => {
    const { actor } = await editing();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.form?.maxUsers).toBe('1000');
  });

  it('an invalid field shows its message and nothing is saved; typing in it clears that message', async () => {
    const { actor, saves } = await editing();
    actor.send({ type: 'field.change', field: 'maxUsers', value: '0' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors.maxUsers).toMatch(/^Max users must be a whole number/);
    expect(saves()).toHaveLength(0);
    actor.send({ type: 'field.change', field: 'maxUsers', value: '50' });
    expect(actor.getSnapshot().context.errors.maxUsers).toBeUndefined();
    actor.send({ type: 'form.submit' });
    expect(saves()[0]?.input).toMatchObject({ maxUsers: 50 });
  });

  it("a failed save keeps what was typed with 'Failed to save system settings'; typing leaves the error", async () => {
    const { controls, actor, saves } = await editing();
    actor.send({ type: 'field.change', field: 'allowedDevices', value: '3' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    expect(saves()).toHaveLength(1);
    controls.pending.get('saveSettings')?.reject(undefined);
    await flush();
    expect(actor.getSnapshot().value).toBe('saveFailed');
    expect(actor.getSnapshot().context.error).toBe('Failed to save system settings');
    expect(actor.getSnapshot().context.form?.allowedDevices).toBe('3');
    actor.send({ type: 'field.change', field: 'allowedDevices', value: '4' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a save shows the server message until the next edit', async () => {
    const { controls, actor } = await editing();
    actor.send({ type: 'form.submit' });
    controls.pending.get('saveSettings')?.resolve({
      settings: DEFAULT_SYSTEM_SETTINGS,
      updatedAt: '2026-11-22T10:00:00.000Z',
      message: 'No changes to save',
      changed: false,
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context.message).toBe('No changes to save');
    actor.send({ type: 'field.change', field: 'maxUsers', value: '999' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.message).toBeNull();
  });
});
