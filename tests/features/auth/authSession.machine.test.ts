/**
 * Longer than 300 lines because it holds every test of the auth session machine over one set of fakes: the
 * model checks, the machine's behaviour with controllable actors, and its rules as the app meets them through
 * `provideSession` (Spec A §4 "Auth session", §9: refresh under 5 minutes left, checks every 60 s).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { authSessionMachine, provideSession, type SessionDeps } from '../../../src/features/auth/authSession.machine';
import type { TokenSet } from '../../../src/features/auth/session';
import { controllable, flush, modelPaths, reachability, violations } from '../../support/modelHarness';
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

describe('auth session machine: model', () => {
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
  // the graph's guards read the clock too: walk it at a fixed fake time
  vi.useFakeTimers();
  vi.setSystemTime(T0);
  const paths = modelPaths(authSessionMachine, events as never);
  vi.useRealTimers();

  it('reaches every state, and no state is a dead end', () => {
    expect(reachability(authSessionMachine, [paths], events as never)).toEqual({ unreached: [], deadEnds: [] });
  });

  it('on every path: a logout clears stored data, only a chosen one goes to /, signed out holds no session', () => {
    const failures = violations(authSessionMachine, paths, undefined, ({ state, events: types, log, started }) => {
      const out: string[] = [];
      // a logout always clears stored data; only the one the user asked for (or deleting the account) goes to /
      const ended = types.filter((t) => t === 'xstate.done.actor.logout' || t === 'xstate.error.actor.logout');
      const deleted = types.filter((t) => t === 'auth.accountDeleted');
      if (log.filter((a) => a === 'clearStoredData').length !== ended.length + deleted.length) {
        out.push('stored data not cleared once per ended session');
      }
      if (log.includes('goToRoot') && !types.some((t) => t === 'auth.logout' || t === 'auth.accountDeleted')) {
        out.push('sent to / without the user asking');
      }
      // signed out, the session holds no tokens or user; signed in, it holds both
      if (state.matches('anonymous') && (state.context.user !== null || state.context.tokens !== null)) {
        out.push('signed out but holding a session');
      }
      if (state.matches('authenticated') && (state.context.tokens === null || state.context.user === null)) {
        out.push('signed in without tokens');
      }
      // expiry is a state, reached only when the session ended on its own
      if (state.matches({ anonymous: 'expired' } as never) && types.at(-2) === 'auth.logout') {
        out.push('a chosen logout shown as expired');
      }
      for (const call of started.filter((s) => s.id === 'refreshTokens')) {
        if (!(call.input as { refreshToken?: string })?.refreshToken) out.push('refresh asked without a refresh token');
      }
      return out;
    });
    expect(failures).toEqual([]);
  });
});

describe('auth session machine: a service the app forgot to provide', () => {
  it('fails loudly and safely: each missing service is named, and the session ends as expired, never signed in', async () => {
    const errors: string[] = [];
    const machine = authSessionMachine.provide({
      actors: { restoreSession: fromPromise(async () => ({ user, tokens: tokens(2) })) },
    } as never);
    const actor = createActor(machine, {
      inspect: (e) => {
        const event = (e as { event?: { type: string; error?: Error } }).event;
        if (e.type === '@xstate.event' && event?.type.startsWith('xstate.error.actor.')) {
          errors.push(`${event.type}: ${event.error?.message}`);
        }
      },
    }).start();
    await flush();
    await flush();
    expect(errors).toEqual([
      'xstate.error.actor.refreshTokens: refreshTokens not provided',
      'xstate.error.actor.logout: logout not provided',
    ]);
    expect(actor.getSnapshot().value).toEqual({ anonymous: 'expired' });
  });

  it('without a session store it names restoreSession and leaves a visitor', async () => {
    const errors: string[] = [];
    const actor = createActor(authSessionMachine, {
      inspect: (e) => {
        const event = (e as { event?: { type: string; error?: Error } }).event;
        if (e.type === '@xstate.event' && event?.type.startsWith('xstate.error.actor.')) {
          errors.push(`${event.type}: ${event.error?.message}`);
        }
      },
    }).start();
    await flush();
    expect(errors).toEqual(['xstate.error.actor.restoreSession: restoreSession not provided']);
    expect(actor.getSnapshot().value).toEqual({ anonymous: 'visitor' });
    expect(actor.getSnapshot().context).toMatchObject({ user: null, tokens: null });
  });
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

// The rules as the app meets them, through provideSession (the wiring app/ uses).
/** tokens whose access token ends `minutesLeft` after now */
const tokensFromNow = (minutesLeft: number, refreshToken: string | null = 'refresh-1', name = 'access'): TokenSet => ({
  accessToken: `${name}-${minutesLeft}`,
  refreshToken,
  expiresAt: Date.now() + minutesLeft * MIN,
  tokenType: 'Bearer',
});

function start(overrides: Partial<SessionDeps> = {}) {
  const deps = {
    restoreSession: vi.fn<SessionDeps['restoreSession']>(async () => null),
    refreshTokens: vi.fn<SessionDeps['refreshTokens']>(async () => tokensFromNow(60, 'refresh-2', 'fresh')),
    logout: vi.fn<SessionDeps['logout']>(async () => undefined),
    clearStoredAuth: vi.fn(),
    clearStoredData: vi.fn(),
    goToRoot: vi.fn(),
    ...overrides,
  };
  const actor = createActor(provideSession(deps)).start();
  return { deps, actor };
}

describe('a start', () => {
  it('a stored session that cannot be read (storage throws) leaves a visitor, with the stored auth cleared', async () => {
    const { deps, actor } = start({ restoreSession: vi.fn(async () => Promise.reject(new Error('corrupt'))) });
    await flush();
    expect(actor.getSnapshot().matches({ anonymous: 'visitor' })).toBe(true);
    expect(deps.clearStoredAuth).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('nothing stored: a visitor, stored auth cleared', async () => {
    const { deps, actor } = start();
    await flush();
    expect(actor.getSnapshot().matches({ anonymous: 'visitor' })).toBe(true);
    expect(deps.clearStoredAuth).toHaveBeenCalledTimes(1);
  });

  it('a stored session with time left is kept as it is: no refresh, nothing cleared', async () => {
    const stored = tokensFromNow(60);
    const { deps, actor } = start({ restoreSession: vi.fn(async () => ({ user, tokens: stored })) });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('authenticated')).toBe(true);
    expect(snapshot.context.user).toEqual(user);
    expect(snapshot.context.tokens).toEqual(stored);
    expect(deps.refreshTokens).not.toHaveBeenCalled();
    expect(deps.clearStoredAuth).not.toHaveBeenCalled();
  });
});

describe('refreshing', () => {
  it('under 5 minutes left: refreshed at once with the refresh token, and the new tokens kept', async () => {
    const { deps, actor } = start({ restoreSession: vi.fn(async () => ({ user, tokens: tokensFromNow(4) })) });
    await flush();
    expect(deps.refreshTokens).toHaveBeenCalledWith('refresh-1');
    await flush();
    expect(actor.getSnapshot().context.tokens?.accessToken).toBe('fresh-60');
    expect(actor.getSnapshot().matches({ authenticated: { refresh: 'waiting' } })).toBe(true);
  });

  it('5 minutes or more left: not refreshed until the 60 s check finds under 5 left', async () => {
    const { deps } = start({ restoreSession: vi.fn(async () => ({ user, tokens: tokensFromNow(6.5) })) });
    await flush();
    expect(deps.refreshTokens).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(MIN); // 5.5 minutes left
    expect(deps.refreshTokens).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(MIN); // 4.5 minutes left
    expect(deps.refreshTokens).toHaveBeenCalledTimes(1);
  });

  it('a refresh that brings short-lived tokens is not repeated within the 60 s check, and is at the next check', async () => {
    const refreshTokens = vi.fn(async () => tokensFromNow(3, 'refresh-2', 'short'));
    const { deps } = start({ restoreSession: vi.fn(async () => ({ user, tokens: tokensFromNow(2) })), refreshTokens });
    await flush();
    await flush();
    expect(deps.refreshTokens).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(MIN - 1);
    expect(deps.refreshTokens).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.refreshTokens).toHaveBeenCalledTimes(2);
    expect(deps.refreshTokens).toHaveBeenLastCalledWith('refresh-2');
  });

  it('a refresh due without a refresh token ends the session as expired: server logout, data cleared, no navigation', async () => {
    const { deps, actor } = start({ restoreSession: vi.fn(async () => ({ user, tokens: tokensFromNow(4, null) })) });
    await flush();
    await flush();
    expect(deps.refreshTokens).not.toHaveBeenCalled();
    expect(deps.logout).toHaveBeenCalledWith(null);
    expect(actor.getSnapshot().matches({ anonymous: 'expired' })).toBe(true);
    expect(deps.clearStoredData).toHaveBeenCalledTimes(1);
    expect(deps.goToRoot).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context).toMatchObject({ user: null, tokens: null });
  });

  it('another tab’s tokens replace ours without a refresh here', async () => {
    const { deps, actor } = start({ restoreSession: vi.fn(async () => ({ user, tokens: tokensFromNow(60) })) });
    await flush();
    const theirs = tokensFromNow(55, 'refresh-other', 'other');
    actor.send({ type: 'auth.tokensChanged', tokens: theirs });
    expect(actor.getSnapshot().context.tokens).toEqual(theirs);
    expect(deps.refreshTokens).not.toHaveBeenCalled();
  });
});

describe('the session ends', () => {
  it('signed out by the user: server logout with the refresh token, data cleared, back to the site root', async () => {
    const { deps, actor } = start({ restoreSession: vi.fn(async () => ({ user, tokens: tokensFromNow(60) })) });
    await flush();
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().matches('loggingOut')).toBe(true);
    await flush();
    expect(deps.logout).toHaveBeenCalledWith('refresh-1');
    expect(actor.getSnapshot().matches({ anonymous: 'signedOut' })).toBe(true);
    expect(deps.clearStoredData).toHaveBeenCalledTimes(1);
    expect(deps.goToRoot).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toEqual({ user: null, tokens: null, logoutReason: null, refreshedAt: null });
  });

  it('the account deleted: signed out by choice at once (home, not the login form), data cleared, no server logout', async () => {
    const { deps, actor } = start({ restoreSession: vi.fn(async () => ({ user, tokens: tokensFromNow(60) })) });
    await flush();
    actor.send({ type: 'auth.accountDeleted' });
    expect(actor.getSnapshot().matches({ anonymous: 'signedOut' })).toBe(true);
    expect(deps.clearStoredData).toHaveBeenCalledTimes(1);
    expect(deps.logout).not.toHaveBeenCalled();
    expect(deps.goToRoot).toHaveBeenCalledTimes(1);
    // the reason stays, so home can say 'Account deleted successfully'
    expect(actor.getSnapshot().context).toMatchObject({ user: null, logoutReason: 'accountDeleted' });
  });

  it('signing in again after signing out keeps the new session, with no reason to end it', async () => {
    const { actor } = start({ restoreSession: vi.fn(async () => ({ user, tokens: tokensFromNow(60) })) });
    await flush();
    actor.send({ type: 'auth.logout' });
    await flush();
    const again = tokensFromNow(60, 'refresh-9', 'again');
    actor.send({ type: 'auth.signedIn', user, tokens: again });
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ user, tokens: again, logoutReason: null });
  });
});

describe('what a signed-in session keeps', () => {
  it('an updated profile replaces the user; a verified email marks it verified; the tokens stay', async () => {
    const stored = tokensFromNow(60);
    const { actor } = start({ restoreSession: vi.fn(async () => ({ user, tokens: stored })) });
    await flush();
    const renamed = { ...user, fullName: 'Ama K. Mensah' };
    actor.send({ type: 'auth.userUpdated', user: renamed });
    expect(actor.getSnapshot().context.user).toEqual(renamed);
    actor.send({ type: 'auth.emailVerified' });
    expect(actor.getSnapshot().context.user).toEqual({ ...renamed, isEmailVerified: true });
    expect(actor.getSnapshot().context.tokens).toEqual(stored);
  });
});
