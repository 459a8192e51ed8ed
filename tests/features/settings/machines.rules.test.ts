/**
 * Behaviour tests of /settings' page and Data & Export machines (billing-payments-admin.md §2 "User settings
 * page": its sections load from the stored settings). Real actors; no model-path replay.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { dataExportMachine } from '../../../src/features/settings/dataExport.machine';
import { settingsMachine } from '../../../src/features/settings/settings.machine';
import { controllable, flush } from '../../support/modelHarness';

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
