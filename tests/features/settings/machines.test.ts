/**
 * Longer than 300 lines because it holds every test of /settings' machines (a section, change password, the
 * page, Data & Export) over one set of fakes: the model checks and the behaviour of each.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { changePasswordMachine } from '../../../src/features/settings/changePassword.machine';
import { DEFAULT_SETTINGS } from '../../../src/features/settings/contract';
import { dataExportMachine } from '../../../src/features/settings/dataExport.machine';
import { settingsMachine } from '../../../src/features/settings/settings.machine';
import {
  toChangePasswordView,
  toDataExportView,
  toSectionView,
  toSettingsView,
} from '../../../src/features/settings/settings.view';
import { settingsSectionMachine } from '../../../src/features/settings/settingsSection.machine';
import { controllable, flush, modelPaths, reachability, violations } from '../../support/modelHarness';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const provided = <
  M extends
    | typeof settingsSectionMachine
    | typeof changePasswordMachine
    | typeof settingsMachine
    | typeof dataExportMachine,
>(
  machine: M,
  actors: string[],
) => {
  const { controls, actors: a } = controllable(actors, []);
  return { controls, machine: machine.provide({ actors: a } as never) as M };
};

describe('settingsSection machine: model-based paths', () => {
  const input = { section: 'security' as const, values: DEFAULT_SETTINGS.security };
  const events = [
    { type: 'field.change', field: 'sessionTimeout', value: 120 },
    { type: 'field.change', field: 'passwordExpiry', value: 5000 },
    { type: 'field.commit', field: 'twoFactorEnabled', value: true },
    { type: 'form.submit' },
    {
      type: 'xstate.done.actor.saveSection',
      output: { values: { ...DEFAULT_SETTINGS.security, sessionTimeout: 120 }, message: 'Security settings saved' },
    },
    { type: 'xstate.error.actor.saveSection', error: new Error('Failed to toggle 2FA') },
    { type: 'xstate.after.5000.settingsSection.saved' },
  ];
  const paths = modelPaths(settingsSectionMachine, events as never, input);

  it('reaches every state, and no state is a dead end', () => {
    expect(reachability(settingsSectionMachine, [paths], events as never)).toEqual({ unreached: [], deadEnds: [] });
  });

  it('on every path: a save asks only for valid values, with the last saved alongside; the view shows the state', () => {
    const failures = violations(settingsSectionMachine, paths, input, ({ state: snapshot, calls, log, steps }) => {
      const controls = { calls, log };
      const _path = { steps, state: snapshot };
      // a save is only ever asked for valid values, with the last saved values alongside
      for (const call of controls.calls) {
        const { values, previous, section } = call.input as {
          values: Record<string, unknown>;
          previous: unknown;
          section: string;
        };
        expect(section).toBe('security');
        expect(values.passwordExpiry).not.toBe(5000);
        expect(previous).toBeDefined();
      }
      expect(toSectionView(snapshot as never).status).toBe(
        (['saving', 'saved', 'failed'] as const).find((s) => snapshot.matches(s)) ?? 'editing',
      );
      return [];
    });
    expect(failures).toEqual([]);
  });
});

describe('settingsSection machine: behaviour', () => {
  it('a refused submit shows every field error and saves nothing; typing clears that field', () => {
    const { controls, machine } = provided(settingsSectionMachine, ['saveSection']);
    const actor = createActor(machine, { input: { section: 'billing', values: DEFAULT_SETTINGS.billing } }).start();
    actor.send({ type: 'field.change', field: 'defaultNumber', value: '12' });
    actor.send({ type: 'field.change', field: 'defaultNetwork', value: 'GLO' });
    actor.send({ type: 'form.submit' });
    expect(controls.calls).toEqual([]);
    expect(actor.getSnapshot().context.errors).toEqual({
      defaultNumber: 'Please enter a valid 10-digit mobile number starting with 0',
      defaultNetwork: 'Network must be MTN, Telecel or AT (AirtelTigo)',
    });
    actor.send({ type: 'field.change', field: 'defaultNumber', value: '0241234567' });
    expect(actor.getSnapshot().context.errors).toEqual({
      defaultNetwork: 'Network must be MTN, Telecel or AT (AirtelTigo)',
    });
  });

  it('field.commit saves at once; the success flash clears after 5 s, not before', async () => {
    const { controls, machine } = provided(settingsSectionMachine, ['saveSection']);
    const actor = createActor(machine, { input: { section: 'preferences', values: { theme: 'auto' } } }).start();
    actor.send({ type: 'field.commit', field: 'theme', value: 'dark' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(controls.calls[0]?.input).toEqual({
      section: 'preferences',
      values: { theme: 'dark' },
      previous: { theme: 'auto' },
    });
    controls.pending.get('saveSection')?.resolve({ values: { theme: 'dark' }, message: 'Preferences saved' });
    await flush();
    expect(toSectionView(actor.getSnapshot())).toMatchObject({ status: 'saved', message: 'Preferences saved' });
    await vi.advanceTimersByTimeAsync(4999);
    expect(actor.getSnapshot().value).toBe('saved');
    await vi.advanceTimersByTimeAsync(1);
    expect(toSectionView(actor.getSnapshot())).toEqual({
      status: 'editing',
      values: { theme: 'dark' },
      errors: {},
      emailChanged: false,
    });
  });

  it('changing the email in the Profile section asks for the current password', () => {
    const { controls, machine } = provided(settingsSectionMachine, ['saveSection']);
    const values = {
      firstName: 'Ama',
      lastName: 'Mensah',
      email: 'ama@example.com',
      phone: '',
      bio: '',
      website: '',
      location: '',
      address: '',
      currentPassword: '',
    };
    const actor = createActor(machine, { input: { section: 'profile', values } }).start();
    actor.send({ type: 'field.change', field: 'email', value: 'ama@new.example.com' });
    expect(toSectionView(actor.getSnapshot()).emailChanged).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      currentPassword: 'Enter your current password to change your email',
    });
    actor.send({ type: 'field.change', field: 'currentPassword', value: 'Secret#2026' });
    actor.send({ type: 'form.submit' });
    expect(controls.calls).toHaveLength(1);
  });
});

describe('changePassword machine: model-based paths', () => {
  for (const variant of ['profile', 'settings'] as const) {
    const events = [
      { type: 'field.change', field: 'currentPassword', value: 'Old#Pass2026' },
      { type: 'field.change', field: 'newPassword', value: 'New#Pass2026' },
      { type: 'field.change', field: 'confirmPassword', value: 'New#Pass2026' },
      { type: 'form.submit' },
      { type: 'xstate.done.actor.changePassword' },
      { type: 'xstate.error.actor.changePassword', error: new Error('Current password is incorrect') },
      { type: 'xstate.after.3000.changePassword.succeeded' },
      { type: 'xstate.after.5000.changePassword.succeeded' },
    ];
    const paths = modelPaths(changePasswordMachine, events as never, { variant });

    it(`${variant}: reaches every state, and no state is a dead end`, () => {
      expect(reachability(changePasswordMachine, [paths], events as never)).toEqual({ unreached: [], deadEnds: [] });
    });

    it(`${variant}: on every path, the change sends the current and the new password`, () => {
      const failures = violations(
        changePasswordMachine,
        paths,
        { variant },
        ({ state: snapshot, calls, log, steps }) => {
          const controls = { calls, log };
          const _path = { steps, state: snapshot };
          for (const call of controls.calls)
            expect(call.input).toEqual({ currentPassword: 'Old#Pass2026', newPassword: 'New#Pass2026' });
          return [];
        },
      );
      expect(failures).toEqual([]);
    });
  }
});

describe('changePassword machine: the spec wording and timing per place', () => {
  const run = (variant: 'profile' | 'settings') => {
    const { controls, machine } = provided(changePasswordMachine, ['changePassword']);
    const actor = createActor(machine, { input: { variant } }).start();
    const set = (field: 'currentPassword' | 'newPassword' | 'confirmPassword', value: string) =>
      actor.send({ type: 'field.change', field, value });
    return { actor, controls, set };
  };

  it('profile: all required, "New passwords do not match", at least 8, then "Password updated successfully!" for 3 s', async () => {
    const { actor, controls, set } = run('profile');
    actor.send({ type: 'form.submit' });
    expect(toChangePasswordView(actor.getSnapshot()).error).toBe('All password fields are required');
    set('currentPassword', 'Old#Pass2026');
    set('newPassword', 'short');
    set('confirmPassword', 'shorter');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toBe('New passwords do not match');
    set('confirmPassword', 'short');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toBe('New password must be at least 8 characters long');
    expect(controls.calls).toEqual([]);
    set('newPassword', 'New#Pass2026');
    set('confirmPassword', 'New#Pass2026');
    actor.send({ type: 'form.submit' });
    controls.pending.get('changePassword')?.resolve(undefined);
    await flush();
    expect(toChangePasswordView(actor.getSnapshot())).toEqual({
      status: 'succeeded',
      fields: { currentPassword: '', newPassword: '', confirmPassword: '' },
      message: 'Password updated successfully!',
    });
    await vi.advanceTimersByTimeAsync(3000);
    expect(toChangePasswordView(actor.getSnapshot()).message).toBeUndefined();
  });

  it('settings: "Passwords do not match" and "Password changed successfully" for 5 s; a failure shows its text', async () => {
    const { actor, controls, set } = run('settings');
    set('currentPassword', 'Old#Pass2026');
    set('newPassword', 'New#Pass2026');
    set('confirmPassword', 'New#Pass2027');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toBe('Passwords do not match');
    set('confirmPassword', 'New#Pass2026');
    actor.send({ type: 'form.submit' });
    controls.pending.get('changePassword')?.reject(new Error('Current password is incorrect'));
    await flush();
    expect(toChangePasswordView(actor.getSnapshot())).toMatchObject({
      status: 'failed',
      error: 'Current password is incorrect',
    });
    actor.send({ type: 'form.submit' });
    controls.pending.get('changePassword')?.resolve(undefined);
    await flush();
    expect(actor.getSnapshot().context.message).toBe('Password changed successfully');
    await vi.advanceTimersByTimeAsync(3000);
    expect(actor.getSnapshot().value).toBe('succeeded');
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('a failure without a message falls back to the spec text per place', async () => {
    const { actor, controls, set } = run('profile');
    set('currentPassword', 'Old#Pass2026');
    set('newPassword', 'New#Pass2026');
    set('confirmPassword', 'New#Pass2026');
    actor.send({ type: 'form.submit' });
    controls.pending.get('changePassword')?.reject(new Error(''));
    await flush();
    expect(actor.getSnapshot().context.error).toBe('Failed to update password');
  });
});

describe('settings (page) machine', () => {
  const page = { settings: DEFAULT_SETTINGS, account: { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '' } };
  const events = [
    { type: 'load.retry' },
    { type: 'xstate.done.actor.loadSettings', output: page },
    { type: 'xstate.error.actor.loadSettings', error: new Error('Failed to load settings') },
  ];
  const paths = modelPaths(settingsMachine, events as never);
  it('reaches every state, and no state is a dead end', () => {
    // loaded, the page is done: each section has its own machine
    expect(reachability(settingsMachine, [paths], events as never)).toEqual({ unreached: [], deadEnds: ['ready'] });
  });
  it('on every path: the page shows the settings once loaded, the spec text on failure', () => {
    const failures = violations(settingsMachine, paths, undefined, ({ state: snapshot, calls, log, steps }) => {
      const _controls = { calls, log };
      const _path = { steps, state: snapshot };
      const view = toSettingsView(snapshot as never);
      if (snapshot.matches('ready')) expect(view).toEqual({ status: 'ready', page });
      if (snapshot.matches('failed')) expect(view).toEqual({ status: 'failed', message: 'Failed to load settings' });
      return [];
    });
    expect(failures).toEqual([]);
  });
});

describe('dataExport machine', () => {
  const events = [
    { type: 'export.download', kind: 'json' },
    { type: 'export.download', kind: 'csv' },
    { type: 'xstate.done.actor.download', output: 'skylink-data-2026-11-22.json' },
    { type: 'xstate.error.actor.download', error: new Error('') },
  ];
  const paths = modelPaths(dataExportMachine, events as never);
  it('reaches every state, and no state is a dead end', () => {
    expect(reachability(dataExportMachine, [paths], events as never)).toEqual({ unreached: [], deadEnds: [] });
  });
  it('on every path: only json or csv is downloaded; a failure says the spec text', () => {
    const failures = violations(dataExportMachine, paths, undefined, ({ state: snapshot, calls, log, steps }) => {
      const controls = { calls, log };
      const _path = { steps, state: snapshot };
      const view = toDataExportView(snapshot as never);
      if (view.status === 'failed') expect(view.message).toBe('Failed to download your data');
      for (const call of controls.calls) expect(['json', 'csv']).toContain(call.input);
      return [];
    });
    expect(failures).toEqual([]);
  });
});

// The page and Data & Export (billing-payments-admin.md §2 "User settings page").
describe('settings page: load, failure and retry', () => {
  it("a failed load says 'Failed to load settings' (or the server's text); retry loads again and shows the sections", async () => {
    const { controls, actors } = controllable(['loadSettings'], []);
    const actor = createActor(settingsMachine.provide({ actors } as never)).start();
    expect(actor.getSnapshot().value).toBe('loading');
    controls.pending.get('loadSettings')?.reject(undefined);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Failed to load settings');
    actor.send({ type: 'load.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    controls.pending.get('loadSettings')?.reject(new Error('Session expired'));
    await flush();
    expect(actor.getSnapshot().context.error).toBe('Session expired');
    actor.send({ type: 'load.retry' });
    const page = { settings: {}, account: { firstName: 'Ama', lastName: 'Mensah', email: 'a@b.co', phone: '' } };
    controls.pending.get('loadSettings')?.resolve(page);
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toEqual({ page, error: null });
    expect(controls.calls).toHaveLength(3);
  });
});

describe('Data & Export: one download at a time, failure and retry', () => {
  it('downloads the chosen kind, says which file; both buttons wait meanwhile; a failure can be retried', async () => {
    const { controls, actors } = controllable(['download'], []);
    const actor = createActor(dataExportMachine.provide({ actors } as never)).start();
    actor.send({ type: 'export.download', kind: 'csv' });
    actor.send({ type: 'export.download', kind: 'json' });
    expect(controls.calls.map((c) => c.input)).toEqual(['csv']);
    controls.pending.get('download')?.resolve('skylink-payments.csv');
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.message).toBe('Downloaded skylink-payments.csv');
    actor.send({ type: 'export.download', kind: 'json' });
    expect(actor.getSnapshot().context.message).toBeNull();
    controls.pending.get('download')?.reject(undefined);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Failed to download your data');
    actor.send({ type: 'export.download', kind: 'json' });
    expect(actor.getSnapshot().value).toBe('downloading');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(controls.calls.map((c) => c.input)).toEqual(['csv', 'json', 'json']);
  });
});
