/**
 * The auth session: one app-wide actor that owns the tokens and the user. Forms sign in with their
 * own request and report the result with `auth.signedIn`; the session only keeps it, refreshes it
 * and ends it.
 *
 * States
 *   initializing      invokes `restoreSession` (id restoreSession): a stored session with an unexpired
 *                     access token or a refresh token, and a stored user -> authenticated; otherwise
 *                     `clearStoredAuth` -> anonymous
 *   anonymous         no session:
 *     visitor           nobody signed out here (start, or the account was deleted)
 *     signedOut         the user signed out (route guards send them home, not to the login form)
 *     expired           the session ended on its own (refresh refused, or expired without a refresh token)
 *   authenticated     parallel:
 *     refresh.waiting     checks at once and then every 60 s: under 5 minutes left -> refreshing,
 *                         or, without a refresh token, the session expires
 *     refresh.refreshing  invokes `refreshTokens` (id refreshTokens); failure -> the session expires
 *     monitor.watching    every 60 s: access token expired and no refresh token -> the session expires
 *   loggingOut        invokes `logout` (id logout, best effort server revoke), then `clearStoredData`
 *                     (auth, notification, payment data, session storage) -> anonymous.signedOut (the
 *                     user asked; also runs `goToRoot`) or anonymous.expired
 *
 * Events
 *   auth.signedIn { user, tokens } (a form signed in)    auth.logout    auth.emailVerified
 *   auth.userUpdated { user }    auth.accountDeleted
 *   auth.tokensChanged { tokens } (another tab refreshed or replaced the stored tokens)
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../machines/notProvided';
import type { User } from './contract';
import type { Session } from './session';
import { isSessionExpired, needsRefresh, SESSION_CHECK_INTERVAL_MS, type TokenSet } from './session';

export type { Session } from './session';

export interface AuthSessionContext {
  user: User | null;
  tokens: TokenSet | null;
  /**
   * why the session is ending while logging out: the user asked, or it expired; 'accountDeleted' stays
   * after the account was deleted, so the home page can say so
   */
  logoutReason: 'user' | 'expired' | 'accountDeleted' | null;
  /** epoch ms of the last token refresh (no second refresh within one check interval) */
  refreshedAt: number | null;
}

export type AuthSessionEvent =
  | ({ type: 'auth.signedIn' } & Session)
  | { type: 'auth.logout' }
  | { type: 'auth.emailVerified' }
  | { type: 'auth.userUpdated'; user: User }
  | { type: 'auth.tokensChanged'; tokens: TokenSet }
  | { type: 'auth.accountDeleted' }
  /** an API refused the access token as invalid (revoked session, or expired early): refresh now to find out */
  | { type: 'auth.rejected' };

const now = () => Date.now();

const signedOut = { user: null, tokens: null, refreshedAt: null, logoutReason: null } as const;

export const authSessionMachine = setup({
  types: { context: {} as AuthSessionContext, events: {} as AuthSessionEvent },
  actors: {
    restoreSession: fromPromise<Session | null>(async () => notProvided('restoreSession')),
    refreshTokens: fromPromise<TokenSet, { refreshToken: string }>(async () => notProvided('refreshTokens')),
    logout: fromPromise<void, { refreshToken: string | null }>(async () => notProvided('logout')),
  },
  actions: {
    /** remove stored tokens and user (restore found nothing usable) */
    clearStoredAuth: () => {},
    /** remove stored auth, notification and payment data and session storage */
    clearStoredData: () => {},
    goToRoot: () => {},
    endSession: assign(signedOut),
    expire: assign({ logoutReason: 'expired' as const }),
    keepSession: assign(({ event }) =>
      event.type === 'auth.signedIn' ? { user: event.user, tokens: event.tokens } : {},
    ),
  },
  guards: {
    refreshDueWithoutToken: ({ context }) => needsRefresh(context.tokens, now()) && !context.tokens?.refreshToken,
    refreshDue: ({ context }) =>
      needsRefresh(context.tokens, now()) &&
      (context.refreshedAt === null || now() - context.refreshedAt >= SESSION_CHECK_INTERVAL_MS),
    sessionExpired: ({ context }) => isSessionExpired(context.tokens, now()),
    askedByUser: ({ context }) => context.logoutReason === 'user',
  },
}).createMachine({
  id: 'authSession',
  context: { user: null, tokens: null, logoutReason: null, refreshedAt: null },
  initial: 'initializing',
  states: {
    initializing: {
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'authenticated',
            actions: assign(({ event }) => ({
              user: event.output?.user ?? null,
              tokens: event.output?.tokens ?? null,
            })),
          },
          { target: 'anonymous', actions: 'clearStoredAuth' },
        ],
        onError: { target: 'anonymous', actions: 'clearStoredAuth' },
      },
      on: { 'auth.signedIn': { target: 'authenticated', actions: 'keepSession' } },
    },
    anonymous: {
      initial: 'visitor',
      on: { 'auth.signedIn': { target: 'authenticated', actions: 'keepSession' } },
      states: {
        visitor: {},
        signedOut: {},
        expired: {},
      },
    },
    authenticated: {
      type: 'parallel',
      entry: assign({ logoutReason: null }),
      on: {
        'auth.logout': { target: 'loggingOut', actions: assign({ logoutReason: 'user' as const }) },
        'auth.emailVerified': {
          actions: assign(({ context }) => ({ user: context.user && { ...context.user, isEmailVerified: true } })),
        },
        'auth.userUpdated': { actions: assign(({ event }) => ({ user: event.user })) },
        'auth.tokensChanged': { actions: assign(({ event }) => ({ tokens: event.tokens })) },
        // signed out by choice (the guards send home, not to the login form), with the reason kept
        'auth.accountDeleted': {
          target: 'anonymous.signedOut',
          actions: ['endSession', 'clearStoredData', assign({ logoutReason: 'accountDeleted' as const }), 'goToRoot'],
        },
      },
      states: {
        refresh: {
          initial: 'waiting',
          states: {
            waiting: {
              always: [
                { guard: 'refreshDueWithoutToken', target: '#authSession.loggingOut', actions: 'expire' },
                { guard: 'refreshDue', target: 'refreshing' },
              ],
              after: { [SESSION_CHECK_INTERVAL_MS]: { target: 'waiting', reenter: true } },
              // A refused token is refreshed at once: a revoked session fails the refresh and ends as
              // expired (the login page says so); a token that was only stale gets its successor.
              // While a refresh runs, further refusals wait for it.
              on: { 'auth.rejected': { target: 'refreshing' } },
            },
            refreshing: {
              invoke: {
                id: 'refreshTokens',
                src: 'refreshTokens',
                input: ({ context }) => ({ refreshToken: context.tokens?.refreshToken ?? '' }),
                onDone: {
                  target: 'waiting',
                  actions: assign(({ event }) => ({ tokens: event.output, refreshedAt: now() })),
                },
                onError: { target: '#authSession.loggingOut', actions: 'expire' },
              },
            },
          },
        },
        monitor: {
          initial: 'watching',
          states: {
            watching: {
              after: {
                [SESSION_CHECK_INTERVAL_MS]: [
                  { guard: 'sessionExpired', target: '#authSession.loggingOut', actions: 'expire' },
                  { target: 'watching', reenter: true },
                ],
              },
            },
          },
        },
      },
    },
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ refreshToken: context.tokens?.refreshToken ?? null }),
        onDone: [
          {
            guard: 'askedByUser',
            target: 'anonymous.signedOut',
            actions: ['endSession', 'clearStoredData', 'goToRoot'],
          },
          { target: 'anonymous.expired', actions: ['endSession', 'clearStoredData'] },
        ],
        onError: [
          {
            guard: 'askedByUser',
            target: 'anonymous.signedOut',
            actions: ['endSession', 'clearStoredData', 'goToRoot'],
          },
          { target: 'anonymous.expired', actions: ['endSession', 'clearStoredData'] },
        ],
      },
    },
  },
});

/** What the session machine needs from the app: storage, the API and navigation home. */
export interface SessionDeps {
  restoreSession: () => Promise<Session | null>;
  refreshTokens: (refreshToken: string) => Promise<TokenSet>;
  logout: (refreshToken: string | null) => Promise<void>;
  clearStoredAuth: () => void;
  clearStoredData: () => void;
  goToRoot: () => void;
}

/** The session machine with its actors and actions provided. */
export function provideSession(deps: SessionDeps) {
  return authSessionMachine.provide({
    actors: {
      restoreSession: fromPromise(() => deps.restoreSession()),
      refreshTokens: fromPromise(({ input }: { input: { refreshToken: string } }) =>
        deps.refreshTokens(input.refreshToken),
      ),
      logout: fromPromise(({ input }: { input: { refreshToken: string | null } }) => deps.logout(input.refreshToken)),
    },
    actions: {
      clearStoredAuth: () => deps.clearStoredAuth(),
      clearStoredData: () => deps.clearStoredData(),
      goToRoot: () => deps.goToRoot(),
    },
  });
}
