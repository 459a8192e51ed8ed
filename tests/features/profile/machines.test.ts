/**
 * Every test of /profile's machines (the profile form, account deletion) over one set of fakes: the model checks
 * and the behaviour, with account deletion's rules (site-accounts-coverage.md §4, §8).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { deleteAccountMachine } from '../../../src/features/profile/deleteAccount.machine';
import { type ProfileData, profileMachine } from '../../../src/features/profile/profile.machine';
import { toDeleteAccountView, toProfileView } from '../../../src/features/profile/profile.view';
import { accountStatus, memberSince, validateProfile } from '../../../src/features/profile/rules';
import { controllable, flush, modelPaths, reachability, violations } from '../../support/modelHarness';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const fields = {
  firstName: 'Ama',
  lastName: 'Mensah',
  email: 'ama@example.com',
  phone: '0241234567',
  address: '1 Oxford St',
  currentPassword: '',
};
const profile: ProfileData = {
  fields,
  pictureUrl: '/api/auth/profile-picture/1',
  isActive: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  plan: { name: 'Standard Internet', status: 'active', cycle: 'monthly' },
  displayName: 'Ama Mensah',
  username: 'amamensah2',
};
const saved: ProfileData = { ...profile, fields: { ...fields, firstName: 'Amma' } };

function provided() {
  const { controls, actors } = controllable(['loadProfile', 'saveProfile', 'uploadPicture', 'removePicture'], []);
  return { controls, machine: profileMachine.provide({ actors } as never) };
}

describe('profile machine: model-based paths', () => {
  const events = [
    { type: 'load.retry' },
    { type: 'edit.start' },
    { type: 'edit.cancel' },
    { type: 'field.change', field: 'firstName', value: 'Amma' },
    { type: 'field.change', field: 'firstName', value: '' },
    { type: 'form.submit' },
    { type: 'picture.select', file: new Blob(['x']) },
    { type: 'picture.remove' },
    { type: 'xstate.done.actor.loadProfile', output: profile },
    { type: 'xstate.error.actor.loadProfile', error: new Error('Failed to load your profile') },
    { type: 'xstate.done.actor.saveProfile', output: saved },
    { type: 'xstate.error.actor.saveProfile', error: new Error('Failed to update profile') },
    { type: 'xstate.done.actor.uploadPicture', output: '/api/auth/profile-picture/2' },
    { type: 'xstate.error.actor.uploadPicture', error: new Error('Please select a valid image file') },
    { type: 'xstate.done.actor.removePicture', output: 'Profile picture removed' },
    { type: 'xstate.error.actor.removePicture', error: new Error('Failed to remove profile picture') },
    { type: 'xstate.after.3000.profile.saved' },
  ];
  const paths = modelPaths(profileMachine, events as never);

  it('reaches every state, and no state is a dead end', () => {
    expect(reachability(profileMachine, [paths], events as never)).toEqual({ unreached: [], deadEnds: [] });
  });

  it('on every path: only valid drafts are saved, and the view shows the state', () => {
    const failures = violations(profileMachine, paths, undefined, ({ state: snapshot, calls, log, steps }) => {
      const controls = { calls, log };
      const _path = { steps, state: snapshot };
      for (const call of controls.calls.filter((c) => c.src === 'saveProfile')) {
        // only valid drafts are saved
        expect((call.input as { draft: typeof fields }).draft.firstName).not.toBe('');
      }
      const view = toProfileView(snapshot);
      const state = snapshot.value as string;
      expect(view.status).toBe(state === 'saving' ? 'saving' : state);
      return [];
    });
    expect(failures).toEqual([]);
  });
});

describe('profile machine: behaviour', () => {
  async function ready() {
    const { controls, machine } = provided();
    const actor = createActor(machine).start();
    controls.pending.get('loadProfile')?.resolve(profile);
    await flush();
    return { controls, actor };
  }

  it('shows the status tiles from real data, with the username to sign in with', async () => {
    const { actor } = await ready();
    const view = toProfileView(actor.getSnapshot());
    expect(view).toMatchObject({
      status: 'viewing',
      tiles: { status: 'Active', plan: 'Standard Internet', memberSince: 'November 2026', username: 'amamensah2' },
    });
  });

  it('spec §5: first name, last name and a valid email are required; changing the email asks for the password', async () => {
    const { actor, controls } = await ready();
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'field.change', field: 'firstName', value: ' ' });
    actor.send({ type: 'field.change', field: 'lastName', value: '' });
    actor.send({ type: 'field.change', field: 'email', value: 'ama@' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      currentPassword: 'Enter your current password to change your email',
    });
    expect(controls.calls.filter((c) => c.src === 'saveProfile')).toEqual([]);
  });

  it("'Profile updated successfully!' shows for 3 s after a save", async () => {
    const { actor, controls } = await ready();
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'field.change', field: 'firstName', value: 'Amma' });
    actor.send({ type: 'form.submit' });
    expect(controls.calls.at(-1)?.input).toEqual({ draft: { ...fields, firstName: 'Amma' }, original: fields });
    controls.pending.get('saveProfile')?.resolve(saved);
    await flush();
    expect(toProfileView(actor.getSnapshot())).toMatchObject({
      status: 'saved',
      message: 'Profile updated successfully!',
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(actor.getSnapshot().value).toBe('saved');
    await vi.advanceTimersByTimeAsync(1);
    expect(toProfileView(actor.getSnapshot())).toMatchObject({ status: 'viewing', fields: { firstName: 'Amma' } });
  });

  it('removing the picture clears it; there is nothing to remove without one', async () => {
    const { actor, controls } = await ready();
    actor.send({ type: 'picture.remove' });
    controls.pending.get('removePicture')?.resolve('Profile picture removed');
    await flush();
    expect(toProfileView(actor.getSnapshot())).toMatchObject({
      pictureUrl: null,
      pictureMessage: 'Profile picture removed',
    });
    actor.send({ type: 'picture.remove' });
    expect(actor.getSnapshot().value).toBe('viewing');
  });
});

describe('deleteAccount machine', () => {
  const events = [
    { type: 'delete.open' },
    { type: 'delete.cancel' },
    { type: 'field.change', value: 'Secret#2026' },
    { type: 'delete.confirm' },
    { type: 'xstate.done.actor.deleteAccount' },
    { type: 'xstate.error.actor.deleteAccount', error: new Error('Current password is incorrect') },
  ];
  const paths = modelPaths(deleteAccountMachine, events as never);
  const setup = () => {
    const { controls, actors, actions } = controllable(['deleteAccount'], ['accountDeleted']);
    return { controls, machine: deleteAccountMachine.provide({ actors, actions } as never) };
  };

  it('reaches every state, and no state is a dead end', () => {
    expect(reachability(deleteAccountMachine, [paths], events as never)).toEqual({ unreached: [], deadEnds: [] });
  });

  it('on every path: the account is deleted only with a password, and the app hears of it exactly then', () => {
    const failures = violations(deleteAccountMachine, paths, undefined, ({ state: snapshot, calls, log, steps }) => {
      const controls = { calls, log };
      const _path = { steps, state: snapshot };
      // the account is deleted only with a password, and the app hears of it exactly then
      for (const call of controls.calls) expect(call.input).toBe('Secret#2026');
      expect(controls.log).toEqual(snapshot.matches('deleted') ? ['accountDeleted'] : []);
      return [];
    });
    expect(failures).toEqual([]);
  });

  it('asks for the password before deleting', () => {
    const { controls, machine } = setup();
    const actor = createActor(machine).start();
    actor.send({ type: 'delete.open' });
    actor.send({ type: 'delete.confirm' });
    expect(toDeleteAccountView(actor.getSnapshot())).toEqual({
      status: 'confirming',
      password: '',
      error: 'Enter your password to delete your account',
    });
    expect(controls.calls).toEqual([]);
  });
});

describe('profile rules', () => {
  it('account status and member since', () => {
    expect(accountStatus(true)).toBe('Active');
    expect(accountStatus(false)).toBe('Inactive');
    expect(memberSince('2026-01-31T23:30:00.000Z')).toBe('January 2026');
    expect(memberSince('nonsense')).toBe('');
    expect(memberSince(null)).toBe('');
  });

  it('a phone number must be a Ghana number when given; the address at most 200 characters', () => {
    expect(validateProfile({ ...fields, phone: '123' }, fields)).toEqual({
      phone: 'Please enter a valid phone number',
    });
    expect(validateProfile({ ...fields, phone: '' }, fields)).toBeNull();
    expect(validateProfile({ ...fields, address: 'x'.repeat(201) }, fields)).toEqual({
      address: 'Address must be at most 200 characters',
    });
  });
});

// Account deletion (site-accounts-coverage.md §4: deletion clears auth; §8 'Failed to delete account').
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
