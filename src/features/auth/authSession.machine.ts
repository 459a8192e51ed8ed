/**
 * The auth session: one app-wide actor (spec §4 "Auth flow", "Token refresh", "Session monitoring").
 *
 * States
 *   initializing      invokes `restoreSession` (id restoreSession): a stored session with an unexpired
 *                     access token or a refresh token, and a stored user -> authenticated; otherwise
 *                     `clearStoredAuth` -> anonymous
 *   anonymous         signed out; `error` holds the last login/registration failure
 *   loggingIn         invokes `login` (id login)
 *   registering       invokes `register` (id register); success -> loggingIn with the same credentials
 *                     (automatic login), failure -> anonymous with `error`
 *   authenticated     parallel:
 *     refresh.waiting     checks at once and then every 60 s: under 5 minutes left -> refreshing,
 *                         or, without a refresh token, logout
 *     refresh.refreshing  invokes `refreshTokens` (id refreshTokens); failure -> logout
 *     monitor.watching    every 60 s: access token expired and no refresh token -> logout
 *   loggingOut        invokes `logout` (id logout, best effort server revoke), then `clearStoredData`
 *                     (auth, notification, payment data, session storage) -> anonymous; a logout the
 *                     user asked for also runs `goToRoot`
 *
 * Events
 *   auth.login { email, password, remember }      auth.register { fullName, email, password }
 *   auth.logout    auth.clearError (a form changed)    auth.emailVerified    auth.userUpdated { user }
 *   auth.accountDeleted    auth.tokensChanged { tokens } (another tab refreshed or replaced the stored tokens)
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../machines/notProvided';
import type { User } from './contract';
import { messageOf } from './errors';
import type { LoginCredentials } from './login.machine';
import { AUTH_MESSAGES, AUTH_MESSAGES as SERVICE_DEFAULTS } from './messages';
import { isSessionExpired, needsRefresh, SESSION_CHECK_INTERVAL_MS, type Session, type TokenSet } from './session';
import type { NewAccount } from './signup.machine';

export type { Session } from './session';

export interface AuthSessionContext {
  user: User | null;
  tokens: TokenSet | null;
  error: string | null;
  /** credentials kept only between registration and the automatic login */
  pending: LoginCredentials | null;
  /** why the session is ending: the user asked, or it expired */
  logoutReason: 'user' | 'expired' | null;
  /** epoch ms of the last token refresh (no second refresh within one check interval) */
  refreshedAt: number | null;
}

export type AuthSessionEvent =
  | ({ type: 'auth.login' } & LoginCredentials)
  | ({ type: 'auth.register' } & NewAccount)
  | { type: 'auth.logout' }
  | { type: 'auth.clearError' }
  | { type: 'auth.emailVerified' }
  | { type: 'auth.userUpdated'; user: User }
  | { type: 'auth.tokensChanged'; tokens: TokenSet }
  | { type: 'auth.accountDeleted' };

const now = () => Date.now();

const signedOut = { user: null, tokens: null, pending: null, refreshedAt: null } as const;

export const authSessionMachine = setup({
  types: { context: {} as AuthSessionContext, events: {} as AuthSessionEvent },
  actors: {
    restoreSession: fromPromise<Session | null>(async () => notProvided('restoreSession')),
    login: fromPromise<Session, LoginCredentials>(async () => notProvided('login')),
    register: fromPromise<void, NewAccount>(async () => notProvided('register')),
    refreshTokens: fromPromise<TokenSet, { refreshToken: string }>(async () => notProvided('refreshTokens')),
    logout: fromPromise<void, { refreshToken: string | null }>(async () => notProvided('logout')),
  },
  actions: {
    /** remove stored tokens and user (restore found nothing usable) */
    clearStoredAuth: () => {},
    /** remove stored auth, notification and payment data and session storage */
    clearStoredData: () => {},
    goToRoot: () => {},
    endSession: assign({ ...signedOut, logoutReason: null }),
    expire: assign({ logoutReason: 'expired' as const, error: SERVICE_DEFAULTS.sessionExpired }),
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
  context: { user: null, tokens: null, error: null, pending: null, logoutReason: null, refreshedAt: null },
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
    },
    anonymous: {
      on: {
        'auth.login': {
          target: 'loggingIn',
          actions: assign(({ event }) => ({
            pending: { email: event.email, password: event.password, remember: event.remember },
          })),
        },
        'auth.register': {
          target: 'registering',
          actions: assign(({ event }) => ({
            pending: { email: event.email, password: event.password, remember: false },
          })),
        },
        'auth.clearError': { actions: assign({ error: null }) },
      },
    },
    loggingIn: {
      entry: assign({ error: null }),
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => context.pending ?? { email: '', password: '', remember: false },
        onDone: {
          target: 'authenticated',
          actions: assign(({ event }) => ({ user: event.output.user, tokens: event.output.tokens, pending: null })),
        },
        onError: {
          target: 'anonymous',
          actions: assign(({ event }) => ({ error: messageOf(event.error, AUTH_MESSAGES.loginFailed), pending: null })),
        },
      },
    },
    registering: {
      entry: assign({ error: null }),
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) =>
          event.type === 'auth.register'
            ? { fullName: event.fullName, email: event.email, password: event.password }
            : { fullName: '', email: '', password: '' },
        onDone: { target: 'loggingIn' },
        onError: {
          target: 'anonymous',
          actions: assign(({ event }) => ({
            error: messageOf(event.error, AUTH_MESSAGES.registrationFailed),
            pending: null,
          })),
        },
      },
    },
    authenticated: {
      type: 'parallel',
      entry: assign({ error: null, logoutReason: null }),
      on: {
        'auth.logout': { target: 'loggingOut', actions: assign({ logoutReason: 'user' as const }) },
        'auth.emailVerified': {
          actions: assign(({ context }) => ({ user: context.user && { ...context.user, isEmailVerified: true } })),
        },
        'auth.userUpdated': { actions: assign(({ event }) => ({ user: event.user })) },
        'auth.tokensChanged': { actions: assign(({ event }) => ({ tokens: event.tokens })) },
        'auth.accountDeleted': { target: 'anonymous', actions: ['endSession', 'clearStoredData'] },
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
          { guard: 'askedByUser', target: 'anonymous', actions: ['endSession', 'clearStoredData', 'goToRoot'] },
          { target: 'anonymous', actions: ['endSession', 'clearStoredData'] },
        ],
        onError: [
          { guard: 'askedByUser', target: 'anonymous', actions: ['endSession', 'clearStoredData', 'goToRoot'] },
          { target: 'anonymous', actions: ['endSession', 'clearStoredData'] },
        ],
      },
    },
  },
});
