/**
 * Behaviour tests of account deletion on /profile (site-accounts-coverage.md §4: account deletion clears auth;
 * §8 'Failed to delete account'). Real actors; no model-path replay.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { deleteAccountMachine } from '../../../src/features/profile/deleteAccount.machine';
import { controllable, flush } from '../../support/modelHarness';

function start() {
  const c = controllable(['deleteAccount'], ['accountDeleted']);
  const actor = createActor(deleteAccountMachine.provide({ actors: c.actors, actions: c.actions } as never)).start();
  actor.send({ type: 'delete.open' });
  actor.send({ type: 'field.change', value: 'Secret#2026' });
  return { ...c, actor };
}

describe('delete account', () => {
  it('deletes with the password once (Delete waits meanwhile), then the app ends the session', async () => {
    const { controls, actor } = start();
    actor.send({ type: 'delete.confirm' });
    actor.send({ type: 'delete.confirm' });
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().value).toBe('deleting');
    expect(controls.calls.map((c) => c.input)).toEqual(['Secret#2026']);
    expect(controls.log).toEqual([]);
    controls.pending.get('deleteAccount')?.resolve(undefined);
    await flush();
    expect(actor.getSnapshot().value).toBe('deleted');
    expect(controls.log).toEqual(['accountDeleted']);
  });

  it('a refusal keeps the dialog with the reason and an empty password; typing clears the reason', async () => {
    const { controls, actor } = start();
    actor.send({ type: 'delete.confirm' });
    controls.pending.get('deleteAccount')?.reject(new Error('Current password is incorrect'));
    await flush();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context).toEqual({ password: '', error: 'Current password is incorrect' });
    expect(controls.log).toEqual([]);
    actor.send({ type: 'field.change', value: 'x' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'delete.confirm' });
    controls.pending.get('deleteAccount')?.reject(undefined);
    await flush();
    expect(actor.getSnapshot().context.error).toBe('Failed to delete account');
  });

  it('Cancel closes the dialog and forgets the password; reopening starts empty', () => {
    const { controls, actor } = start();
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'delete.open' });
    expect(actor.getSnapshot().context).toEqual({ password: '', error: null });
    expect(controls.calls).toEqual([]);
  });
});
