import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { authSessionMachine } from '../../../src/features/auth/authSession.machine';
import type { TokenSet } from '../../../src/features/auth/session';
import { allStatePaths, controllable, coveredStates, flush, modelPaths, replay } from '../../support/modelHarness';
import { sessionUser } from './sessionFixtures';

const T0 = Date.UTC(2026, 10, 21, 9, 0, 0);
const MIN = 60_000;

const user = sessionUser;
const tokens = (minutesLeft: number, refreshToken: string | null = 'refresh-1'): TokenSet => ({
  accessToken: `access-${minutesLeft}`,
  refreshToken,
  expiresAt: T0 + minutesLeft * MIN,
  tokenType: 'Bearer',
});

const actorNames = ['restoreSession', 'refreshTokens', 'logout'];
const actionNames = ['clearStoredAuth', 'clearStoredData', 'goToRoot'];

function provided() {
  const { controls, actors, actions } = controllable(actorNames, actionNames);
  return { controls, machine: authSessionMachine.provide({ actors, actions } as never) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

describe('auth session machine: model-based paths', () => {
  // The 60 s timers are left out of the graph (both regions tick together); the timer tests below drive them.
  const events = [
    { type: 'auth.signedIn', user, tokens: tokens(60) },
    { type: 'auth.logout' },
    { type: 'auth.emailVerified' },
    { type: 'auth.accountDeleted' },
    { type: 'auth.rejected' },
    { type: 'xstate.done.actor.restoreSession', output: { user, tokens: tokens(60) } },
    { type: 'xstate.done.actor.restoreSession', output: { user, tokens: tokens(2) } },
    { type: 'xstate.done.actor.restoreSession', output: { user, tokens: tokens(2, null) } },
    { type: 'xstate.done.actor.restoreSession', output: null },
    { type: 'xstate.error.actor.restoreSession', error: new Error('storage unavailable') },
    { type: 'xstate.done.actor.refreshTokens', output: tokens(60, 'refresh-2') },
    { type: 'xstate.error.actor.refreshTokens', error: new Error('Session expired') },
    { type: 'xstate.done.actor.logout' },
    { type: 'xstate.error.actor.logout', error: new Error('Network error') },
  ];
  // the graph's guards read the clock too: walk it at the same fake time the replays run at
  vi.useFakeTimers();
  vi.setSystemTime(T0);
  const paths = modelPaths(authSessionMachine, events as never);
  vi.useRealTimers();

  it('reaches every state', () => {
    expect([...coveredStates(authSessionMachine, paths)].sort()).toEqual(allStatePaths(authSessionMachine).sort());
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' > ') || '(initial)', p]))(
    'live actor follows %s',
    async (_name, path) => {
      const { controls, machine } = provided();
      const actor = await replay(machine, controls, path);
      const types = path.steps.map((s) => s.event.type);
      // a logout always clears stored data; only the one the user asked for (or deleting the account) goes to /
      const loggedOut = types.filter((t) => t === 'xstate.done.actor.logout' || t === 'xstate.error.actor.logout');
      expect(controls.log.filter((a) => a === 'clearStoredData').length).toBe(
        loggedOut.length + types.filter((t) => t === 'auth.accountDeleted').length,
      );
      if (controls.log.includes('goToRoot'))
        expect(types.some((t) => t === 'auth.logout' || t === 'auth.accountDeleted')).toBe(true);
      // signed out, the session holds no tokens or user; signed in, it holds both
      const snapshot = actor.getSnapshot();
      if (snapshot.matches('anonymous')) expect(snapshot.context).toMatchObject({ user: null, tokens: null });
      if (snapshot.matches('authenticated')) expect(snapshot.context.tokens).not.toBeNull();
      // expiry is a state, reached only when the session ended on its own
      if (snapshot.matches({ anonymous: 'expired' })) expect(types.at(-2)).not.toBe('auth.logout');
    },
  );
});

async function signedIn(minutesLeft: number, refreshToken: string | null = 'refresh-1') {
  const { controls, machine } = provided();
  const actor = createActor(machine).start();
  await flush();
  controls.pending.get('restoreSession')?.resolve({ user, tokens: tokens(minutesLeft, refreshToken) });
  await flush();
  return { actor, controls };
}

describe('auth session machine: start', () => {
  it('clears stored auth when nothing can be restored', async () => {
    const { controls, machine } = provided();
    const actor = createActor(machine).start();
    expect(actor.getSnapshot().value).toBe('initializing');
    await flush();
    controls.pending.get('restoreSession')?.resolve(null);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ anonymous: 'visitor' });
    expect(controls.log).toEqual(['clearStoredAuth']);
  });

  it('restores a stored session and checks the tokens at once', async () => {
    const { actor, controls } = await signedIn(3);
    expect(actor.getSnapshot().matches({ authenticated: { refresh: 'refreshing' } })).toBe(true);
    expect(controls.calls.at(-1)).toMatchObject({ src: 'refreshTokens', input: { refreshToken: 'refresh-1' } });
  });
});

describe('auth session machine: refresh and monitor timers', () => {
  it('checks every 60 s and refreshes when under 5 minutes are left', async () => {
    const { actor, controls } = await signedIn(6);
    expect(actor.getSnapshot().matches({ authenticated: { refresh: 'waiting' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(MIN); // 5:00 left: not under 5 minutes
    expect(actor.getSnapshot().matches({ authenticated: { refresh: 'waiting' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(MIN); // 4:00 left
    expect(actor.getSnapshot().matches({ authenticated: { refresh: 'refreshing' } })).toBe(true);
    const fresh: TokenSet = { ...tokens(60, 'refresh-2'), expiresAt: Date.now() + 60 * MIN };
    controls.pending.get('refreshTokens')?.resolve(fresh);
    await flush();
    expect(actor.getSnapshot().matches({ authenticated: { refresh: 'waiting' } })).toBe(true);
    expect(actor.getSnapshot().context.tokens).toEqual(fresh);
    await vi.advanceTimersByTimeAsync(10 * MIN);
    expect(controls.calls.filter((c) => c.src === 'refreshTokens')).toHaveLength(1);
  });

  it('logs out (without going to /) when the refresh fails', async () => {
    const { actor, controls } = await signedIn(2);
    controls.pending.get('refreshTokens')?.reject(new Error('Session expired'));
    await flush();
    expect(actor.getSnapshot().value).toBe('loggingOut');
    expect(controls.calls.at(-1)).toMatchObject({ src: 'logout', input: { refreshToken: 'refresh-1' } });
    controls.pending.get('logout')?.resolve(undefined);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ anonymous: 'expired' });
    expect(actor.getSnapshot().context).toMatchObject({ user: null, tokens: null });
    expect(controls.log).toEqual(['clearStoredData']);
  });

  it('refreshes at once when an API refuses the token: a revoked session ends as expired', async () => {
    const { actor, controls } = await signedIn(50);
    expect(actor.getSnapshot().matches({ authenticated: { refresh: 'waiting' } })).toBe(true);
    actor.send({ type: 'auth.rejected' });
    expect(actor.getSnapshot().matches({ authenticated: { refresh: 'refreshing' } })).toBe(true);
    actor.send({ type: 'auth.rejected' }); // a second refusal while refreshing starts no second refresh
    await flush();
    expect(controls.calls.filter((c) => c.src === 'refreshTokens')).toHaveLength(1);
    controls.pending.get('refreshTokens')?.reject(new Error('Session expired'));
    await flush();
    controls.pending.get('logout')?.resolve(undefined);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ anonymous: 'expired' });
  });

  it('keeps the session when the refused token was only stale and the refresh succeeds', async () => {
    const { actor, controls } = await signedIn(50);
    actor.send({ type: 'auth.rejected' });
    const fresh: TokenSet = { ...tokens(60, 'refresh-2'), expiresAt: Date.now() + 60 * MIN };
    controls.pending.get('refreshTokens')?.resolve(fresh);
    await flush();
    expect(actor.getSnapshot().matches({ authenticated: { refresh: 'waiting' } })).toBe(true);
    expect(actor.getSnapshot().context.tokens).toEqual(fresh);
  });

  it('logs out when a refresh is due and there is no refresh token', async () => {
    const { actor, controls } = await signedIn(7, null);
    await vi.advanceTimersByTimeAsync(2 * MIN);
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    await vi.advanceTimersByTimeAsync(MIN); // 4 minutes left, nothing to refresh with
    expect(actor.getSnapshot().value).toBe('loggingOut');
    expect(controls.calls.filter((c) => c.src === 'refreshTokens')).toHaveLength(0);
  });

  it('the session monitor ends a session whose access token expired without a refresh token', async () => {
    // the refresh region is kept busy (a refresh that never answers) so only the monitor can act
    const { actor, controls } = await signedIn(2, 'refresh-1');
    expect(actor.getSnapshot().matches({ authenticated: { refresh: 'refreshing' } })).toBe(true);
    // another tab replaces the stored tokens with a set that has no refresh token
    actor.send({ type: 'auth.tokensChanged', tokens: tokens(2, null) });
    await vi.advanceTimersByTimeAsync(MIN); // 1 minute left: not expired yet
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    await vi.advanceTimersByTimeAsync(MIN); // expired, no refresh token
    expect(actor.getSnapshot().value).toBe('loggingOut');
    expect(actor.getSnapshot().context.logoutReason).toBe('expired');
    expect(controls.log).toEqual([]);
  });
});

describe('auth session machine: sign-in, logout', () => {
  it('keeps the session a form signed in with, and leaves an expiry behind', async () => {
    const { actor, controls } = await signedIn(2);
    controls.pending.get('refreshTokens')?.reject(new Error('Session expired'));
    await flush();
    controls.pending.get('logout')?.resolve(undefined);
    await flush();
    expect(actor.getSnapshot().matches({ anonymous: 'expired' })).toBe(true);
    actor.send({ type: 'auth.signedIn', user, tokens: tokens(60) });
    expect(actor.getSnapshot().matches({ authenticated: { refresh: 'waiting' } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ user, tokens: tokens(60), logoutReason: null });
  });

  it('accepts a sign-in that finishes before the stored session was read', async () => {
    const { controls, machine } = provided();
    const actor = createActor(machine).start();
    actor.send({ type: 'auth.signedIn', user, tokens: tokens(60) });
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    expect(controls.log).toEqual([]);
  });

  it('logout clears stored data and goes to the site root, even when the server is unreachable', async () => {
    const { actor, controls } = await signedIn(60);
    actor.send({ type: 'auth.logout' });
    controls.pending.get('logout')?.reject(new Error('Network error'));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ anonymous: 'signedOut' });
    expect(controls.log).toEqual(['clearStoredData', 'goToRoot']);
  });

  it('email verification marks the user verified', async () => {
    const { actor } = await signedIn(60);
    actor.send({ type: 'auth.emailVerified' });
    expect(actor.getSnapshot().context.user?.isEmailVerified).toBe(true);
  });
});
