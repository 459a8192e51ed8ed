/**
 * Behaviour tests of the admin console's Overview and System Settings (billing-payments-admin.md §2 "Admin
 * dashboard", §3 "Admin stats", "Other settings": max users default 1000). Real actors; no model-path replay.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { DEFAULT_SYSTEM_SETTINGS } from '../../../src/domain/systemSettings';
import { consoleStatsMachine } from '../../../src/features/adminConsole/consoleStats.machine';
import { systemSettingsMachine } from '../../../src/features/adminConsole/systemSettings.machine';
import { controllable, flush } from '../../support/modelHarness';

const STATS = {
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
