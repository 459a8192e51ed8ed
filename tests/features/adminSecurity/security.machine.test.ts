import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { provideSecurity, securityMachine } from '../../../src/features/adminSecurity/security.machine';
import { toSecurityView } from '../../../src/features/adminSecurity/security.view';
import { securityData as storySecurity } from '../../../stories/features/adminSecurity/securityKit';
import { flush, modelPaths, reachability, violations } from '../../support/modelHarness';

// The stories' sample, with the unknown account's attempt from an address the server did not record.
const securityData = {
  ...storySecurity,
  failedSignIns: storySecurity.failedSignIns.map((f) => (f.account ? f : { ...f, ipAddress: null })),
};

const target = { id: '33333333-3333-4333-8333-333333333333', label: 'demo@example.com' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('security machine: model-based paths', () => {
  const events = [
    { type: 'xstate.done.actor.loadSecurity', output: securityData },
    { type: 'xstate.error.actor.loadSecurity', error: new Error('Failed to load dashboard data') },
    { type: 'security.refresh' },
    { type: 'unlock.request', target },
    { type: 'revoke.request', target },
    { type: 'confirm.submit', reason: 'Customer called' },
    { type: 'confirm.submit', reason: ' x ' },
    { type: 'confirm.cancel' },
    { type: 'xstate.done.actor.runAction', output: { message: 'Session revoked.' } },
    { type: 'xstate.error.actor.runAction', error: new Error('This session has already ended') },
  ];
  const paths = modelPaths(securityMachine, events as never);

  it('reaches every state, and no state is a dead end', () => {
    expect(reachability(securityMachine, [paths], events as never)).toEqual({ unreached: [], deadEnds: [] });
  });

  it('on every path: the dialog open exactly while confirming or acting; actions carry the valid reason', () => {
    const failures = violations(securityMachine, paths, undefined, ({ state: snapshot, calls, log, steps }) => {
      const controls = { calls, log };
      const _path = { steps, state: snapshot };
      const view = toSecurityView(snapshot as never);
      // the dialog is open exactly while confirming or acting; the lists show once loaded
      expect(view.dialog !== null).toBe(snapshot.matches('confirming') || snapshot.matches('acting'));
      expect(view.dialog?.isPending ?? false).toBe(snapshot.matches('acting'));
      expect(view.lists !== null).toBe(snapshot.context.data !== null);
      if (snapshot.matches('failed')) expect(view.error).toBe('Failed to load dashboard data');
      // an action only runs with a valid reason, and with that reason
      for (const call of controls.calls.filter((c) => c.src === 'runAction')) {
        expect(call.input).toMatchObject({ id: target.id, reason: 'Customer called' });
      }
      return [];
    });
    expect(failures).toEqual([]);
  });
});

describe('security machine: what the administrator sees', () => {
  it('unlock: confirmation with reason, the call, the notice, then the lists reload', async () => {
    const loadSecurity = vi.fn(async () => securityData);
    const unlockAccount = vi.fn(async () => ({ message: 'Account unlocked. Its failed sign-ins were cleared.' }));
    const revokeSession = vi.fn(async () => ({ message: 'x' }));
    const actor = createActor(provideSecurity({ loadSecurity, unlockAccount, revokeSession })).start();
    expect(toSecurityView(actor.getSnapshot())).toMatchObject({ status: 'loading', isLoading: true, lists: null });
    await flush();
    const ready = toSecurityView(actor.getSnapshot());
    expect(ready.lists?.lockedAccounts).toEqual([
      expect.objectContaining({ email: 'demo@example.com', failures: 5, untilIso: '2026-11-22T10:12:00.000Z' }),
    ]);
    expect(ready.lists?.failedSignIns.map((f) => [f.who, f.whoDetail, f.address])).toEqual([
      ['Ama Mensah', 'demo@example.com', '198.51.100.4'],
      ['guess@example.com', 'No such account', 'Unknown'],
    ]);
    expect(ready.lists?.sessions.map((s) => [s.email, s.current, s.lastRefresh === 'Not yet'])).toEqual([
      ['demo@example.com', false, false],
      ['ops@example.com', true, true],
    ]);
    expect(ready.lists?.sessionSummary).toBe('Showing 2 of 2 active sessions');

    actor.send({ type: 'unlock.request', target: { id: 'acc-1', label: 'demo@example.com' } });
    expect(toSecurityView(actor.getSnapshot()).dialog).toEqual({
      kind: 'unlock',
      title: 'Unlock this account?',
      question: 'Clear the failed sign-ins of demo@example.com so they can sign in again now.',
      confirmLabel: 'Unlock account',
      pendingLabel: 'Unlocking...',
      isPending: false,
      error: null,
    });
    actor.send({ type: 'confirm.submit', reason: 'no' });
    expect(toSecurityView(actor.getSnapshot()).dialog?.error).toBe('Give a reason of 3 to 500 characters');
    expect(unlockAccount).not.toHaveBeenCalled();
    actor.send({ type: 'confirm.submit', reason: '  Customer called, ID checked  ' });
    expect(toSecurityView(actor.getSnapshot()).dialog?.isPending).toBe(true);
    await flush();
    expect(unlockAccount).toHaveBeenCalledWith('acc-1', 'Customer called, ID checked');
    const after = toSecurityView(actor.getSnapshot());
    expect(after).toMatchObject({
      status: 'ready',
      dialog: null,
      notice: 'Account unlocked. Its failed sign-ins were cleared.',
    });
    expect(loadSecurity).toHaveBeenCalledTimes(2);
  });

  it('revoke refused by the server: the dialog stays with its words; Cancel closes it', async () => {
    const actor = createActor(
      provideSecurity({
        loadSecurity: async () => securityData,
        unlockAccount: async () => ({ message: '' }),
        revokeSession: async () => {
          throw new Error('This session has already ended');
        },
      }),
    ).start();
    await flush();
    actor.send({ type: 'revoke.request', target });
    actor.send({ type: 'confirm.submit', reason: 'Lost phone' });
    await flush();
    expect(toSecurityView(actor.getSnapshot())).toMatchObject({
      status: 'confirming',
      dialog: { kind: 'revoke', isPending: false, error: 'This session has already ended' },
    });
    actor.send({ type: 'confirm.cancel' });
    expect(toSecurityView(actor.getSnapshot())).toMatchObject({ status: 'ready', dialog: null, notice: null });
  });

  it('a failed refresh keeps the lists and says so; the next refresh clears it', async () => {
    let fail = false;
    const actor = createActor(
      provideSecurity({
        loadSecurity: async () => {
          if (fail) throw new Error('Failed to load dashboard data');
          return securityData;
        },
        unlockAccount: async () => ({ message: '' }),
        revokeSession: async () => ({ message: '' }),
      }),
    ).start();
    await flush();
    fail = true;
    actor.send({ type: 'security.refresh' });
    expect(toSecurityView(actor.getSnapshot()).isRefreshing).toBe(true);
    await flush();
    expect(toSecurityView(actor.getSnapshot())).toMatchObject({
      status: 'ready',
      error: 'Failed to load dashboard data',
    });
    expect(toSecurityView(actor.getSnapshot()).lists).not.toBeNull();
    fail = false;
    actor.send({ type: 'security.refresh' });
    await flush();
    expect(toSecurityView(actor.getSnapshot()).error).toBeNull();
  });
});
