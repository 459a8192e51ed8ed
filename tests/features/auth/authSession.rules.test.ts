/**
 * The auth session's rules as the app meets them, through `provideSession` (the wiring app/ uses): what a
 * start does with a stored session, when tokens are refreshed (under 5 minutes left, at most once per 60 s
 * check), how a session ends (signed out by the user: stored data cleared and back to the site root;
 * expired: cleared, no navigation; account deleted: cleared without a server logout), and what the other
 * events keep. Spec A §4 "Auth session", §9 (refresh threshold 5 minutes, checks every 60 s).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { provideSession, type SessionDeps } from '../../../src/features/auth/authSession.machine';
import type { TokenSet } from '../../../src/features/auth/session';
import { flush } from '../../support/modelHarness';
import { sessionUser } from './sessionFixtures';

const T0 = Date.UTC(2026, 10, 21, 9, 0, 0);
const MIN = 60_000;

const user = sessionUser;
/** tokens whose access token ends `minutesLeft` after now */
const tokens = (minutesLeft: number, refreshToken: string | null = 'refresh-1', name = 'access'): TokenSet => ({
  accessToken: `${name}-${minutesLeft}`,
  refreshToken,
  expiresAt: Date.now() + minutesLeft * MIN,
  tokenType: 'Bearer',
});

function start(overrides: Partial<SessionDeps> = {}) {
  const deps = {
    restoreSession: vi.fn<SessionDeps['restoreSession']>(async () => null),
    refreshTokens: vi.fn<SessionDeps['refreshTokens']>(async () => tokens(60, 'refresh-2', 'fresh')),
    logout: vi.fn<SessionDeps['logout']>(async () => undefined),
    clearStoredAuth: vi.fn(),
    clearStoredData: vi.fn(),
    goToRoot: vi.fn(),
    ...overrides,
  };
  const actor = createActor(provideSession(deps)).start();
  return { deps, actor };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

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
    const stored = tokens(60);
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
    const { deps, actor } = start({ restoreSession: vi.fn(async () => ({ user, tokens: tokens(4) })) });
    await flush();
    expect(deps.refreshTokens).toHaveBeenCalledWith('refresh-1');
    await flush();
    expect(actor.getSnapshot().context.tokens?.accessToken).toBe('fresh-60');
    expect(actor.getSnapshot().matches({ authenticated: { refresh: 'waiting' } })).toBe(true);
  });

  it('5 minutes or more left: not refreshed until the 60 s check finds under 5 left', async () => {
    const { deps } = start({ restoreSession: vi.fn(async () => ({ user, tokens: tokens(6.5) })) });
    await flush();
    expect(deps.refreshTokens).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(MIN); // 5.5 minutes left
    expect(deps.refreshTokens).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(MIN); // 4.5 minutes left
    expect(deps.refreshTokens).toHaveBeenCalledTimes(1);
  });

  it('a refresh that brings short-lived tokens is not repeated within the 60 s check, and is at the next check', async () => {
    const refreshTokens = vi.fn(async () => tokens(3, 'refresh-2', 'short'));
    const { deps } = start({ restoreSession: vi.fn(async () => ({ user, tokens: tokens(2) })), refreshTokens });
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
    const { deps, actor } = start({ restoreSession: vi.fn(async () => ({ user, tokens: tokens(4, null) })) });
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
    const { deps, actor } = start({ restoreSession: vi.fn(async () => ({ user, tokens: tokens(60) })) });
    await flush();
    const theirs = tokens(55, 'refresh-other', 'other');
    actor.send({ type: 'auth.tokensChanged', tokens: theirs });
    expect(actor.getSnapshot().context.tokens).toEqual(theirs);
    expect(deps.refreshTokens).not.toHaveBeenCalled();
  });
});

describe('the session ends', () => {
  it('signed out by the user: server logout with the refresh token, data cleared, back to the site root', async () => {
    const { deps, actor } = start({ restoreSession: vi.fn(async () => ({ user, tokens: tokens(60) })) });
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
    const { deps, actor } = start({ restoreSession: vi.fn(async () => ({ user, tokens: tokens(60) })) });
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
    const { actor } = start({ restoreSession: vi.fn(async () => ({ user, tokens: tokens(60) })) });
    await flush();
    actor.send({ type: 'auth.logout' });
    await flush();
    const again = tokens(60, 'refresh-9', 'again');
    actor.send({ type: 'auth.signedIn', user, tokens: again });
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ user, tokens: again, logoutReason: null });
  });
});

describe('what a signed-in session keeps', () => {
  it('an updated profile replaces the user; a verified email marks it verified; the tokens stay', async () => {
    const stored = tokens(60);
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
