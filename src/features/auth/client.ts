/**
 * Client for our auth API at /api/auth (spec §7). Every method resolves on success and throws a
 * `RequestError` whose message comes from the error catalogue (src/domain/auth/errors.ts).
 *
 * - The login identifier is sent as `email` when it contains @, else as `username`.
 * - The role ALWAYS comes from GET /me after login, never from the identifier.
 * - Tokens and the user are kept by the token store (localStorage with "remember me", else sessionStorage).
 */
import { z } from 'zod';
import { type FetchLike, parseBody, RequestError, type RequestFailure, request } from '../../services/http';
import {
  AUTH_MESSAGES,
  accountErrorMessage,
  forgotPasswordErrorMessage,
  loginErrorMessage,
  registerErrorMessage,
  resendVerificationErrorMessage,
  resetPasswordErrorMessage,
  SERVICE_DEFAULTS,
  verifyEmailErrorMessage,
} from './errors';
import { registrationPayload } from './schemas';
import { needsRefresh } from './session';
import type { TokenStore } from './tokenStore';
import { type TokenSet, tokenSetFrom, type User, userSchema } from './user';

export const AUTH_API_BASE = '/api/auth';

const tokenResponse = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().nullish(),
  expires_in: z.number().positive().nullish(),
});

const pictureResponse = z
  .object({ profile_picture_url: z.string().optional(), url: z.string().optional() })
  .refine((body) => body.profile_picture_url || body.url);

export const REGISTERED_TEXT = 'Successfully registered user';

export interface Session {
  user: User;
  tokens: TokenSet;
}

export interface ProfileUpdate {
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string | null;
  dateOfBirth?: string | null;
  /** Required by the server when `email` changes the address. */
  currentPassword?: string;
}

/** Runs a task while holding the refresh lock (one refresh at a time across the browser's tabs). */
export type RefreshLock = <T>(task: () => Promise<T>) => Promise<T>;

export const REFRESH_LOCK_NAME = 'skylink.auth.refresh';

/** The Web Locks API's exclusive lock when the browser has it, else no lock (the server's grace window still holds). */
export function webRefreshLock(
  locks: Pick<LockManager, 'request'> | undefined = globalThis.navigator?.locks,
): RefreshLock {
  if (!locks) return (task) => task();
  return (task) => locks.request(REFRESH_LOCK_NAME, task);
}

export interface AuthClientOptions {
  store: TokenStore;
  /** Serialises refreshes across tabs; the Web Locks API by default. */
  refreshLock?: RefreshLock;
  fetch?: FetchLike;
  baseUrl?: string;
  now?: () => number;
  timeoutMs?: number;
}

/** 'You must be logged in to ...' (spec §5) */
function mustBeLoggedIn(action: string): RequestError {
  return new RequestError({ kind: 'http', status: 401 }, `You must be logged in to ${action}`);
}

export function createAuthClient(options: AuthClientOptions) {
  const { store } = options;
  const fetchFn: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const base = options.baseUrl ?? AUTH_API_BASE;
  const now = options.now ?? Date.now;
  const refreshLock = options.refreshLock ?? webRefreshLock();
  const send = (
    path: string,
    init: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown; token?: string | null },
    describe: (failure: RequestFailure) => string,
  ) => request(fetchFn, `${base}${path}`, { ...init, timeoutMs: options.timeoutMs }, describe);

  const bearer = (action: string): string => {
    const token = store.getAccessToken();
    if (!token) throw mustBeLoggedIn(action);
    return token;
  };

  /** GET /me: the user record, with the role the server holds. */
  async function me(
    token: string,
    describe: (failure: RequestFailure) => string = () => SERVICE_DEFAULTS.sessionExpired,
  ) {
    const response = await send('/me', { token }, describe);
    return parseBody(response, userSchema, describe);
  }

  return {
    me,

    /** POST /login, then GET /me; stores the session. */
    async login(input: { email: string; password: string; remember: boolean }): Promise<Session> {
      const identifier = input.email.trim();
      const body = identifier.includes('@')
        ? { email: identifier, password: input.password }
        : { username: identifier, password: input.password };
      const response = await send('/login', { method: 'POST', body }, loginErrorMessage);
      const tokens = tokenSetFrom(parseBody(response, tokenResponse, loginErrorMessage), now());
      const user = await me(tokens.accessToken, loginErrorMessage);
      const session = { user, tokens };
      store.save(session, input.remember);
      return session;
    },

    /** POST /register; resolves only when the server answers 'Successfully registered user'. */
    async register(input: { fullName: string; email: string; password: string }): Promise<void> {
      const response = await send(
        '/register',
        { method: 'POST', body: registrationPayload(input) },
        registerErrorMessage,
      );
      if (!response.text.includes(REGISTERED_TEXT)) {
        throw new RequestError({ kind: 'invalid-response' }, AUTH_MESSAGES.registrationFailed);
      }
    },

    /**
     * POST /refresh-token; stores and returns the new tokens. One tab refreshes at a time: a tab that
     * waited for the lock and finds tokens another tab already rotated uses those instead of
     * presenting its old refresh token again.
     */
    async refresh(refreshToken: string): Promise<TokenSet> {
      if (!refreshToken) {
        throw new RequestError({ kind: 'http', status: 401 }, SERVICE_DEFAULTS.noRefreshToken);
      }
      return refreshLock(async () => {
        const stored = store.getTokens();
        if (stored?.refreshToken && stored.refreshToken !== refreshToken && !needsRefresh(stored, now())) {
          return stored;
        }
        const describe = () => SERVICE_DEFAULTS.sessionExpired;
        const response = await send(
          '/refresh-token',
          { method: 'POST', body: { refresh_token: refreshToken } },
          describe,
        );
        const tokens = tokenSetFrom(parseBody(response, tokenResponse, describe), now());
        store.saveTokens(tokens);
        return tokens;
      });
    },

    /** POST /logout: revoke the refresh token on the server (best effort; the caller clears storage). */
    async logout(refreshToken: string | null): Promise<void> {
      if (!refreshToken) return;
      await send('/logout', { method: 'POST', body: { refresh_token: refreshToken } }, () => 'Logout failed');
    },

    async verifyEmail(input: { email: string; code: string }): Promise<void> {
      await send(
        '/verify-email',
        { method: 'POST', body: { email: input.email, verification_code: input.code } },
        verifyEmailErrorMessage,
      );
    },

    async resendCode(input: { email: string }): Promise<void> {
      await send('/resend-code', { method: 'POST', body: { email: input.email } }, resendVerificationErrorMessage);
    },

    /** POST /forgot-password: the field is called username and carries the email (spec §7). */
    async forgotPassword(input: { email: string; resend?: boolean }): Promise<string> {
      await send('/forgot-password', { method: 'POST', body: { username: input.email } }, (failure) =>
        forgotPasswordErrorMessage(failure, input.resend ?? false),
      );
      return AUTH_MESSAGES.forgotSent;
    },

    async resetPassword(input: { token: string; newPassword: string }): Promise<string> {
      await send(
        '/reset-password',
        { method: 'POST', body: { reset_token: input.token, new_password: input.newPassword } },
        resetPasswordErrorMessage,
      );
      return AUTH_MESSAGES.resetSuccess;
    },

    async changePassword(input: { currentPassword: string; newPassword: string }): Promise<string> {
      const token = bearer('change your password');
      await send(
        '/change-password',
        { method: 'POST', token, body: { current_password: input.currentPassword, new_password: input.newPassword } },
        (failure) => accountErrorMessage(failure, SERVICE_DEFAULTS.changePassword),
      );
      return AUTH_MESSAGES.passwordChanged;
    },

    /** POST /update-profile, then the fresh record from GET /me (stored). */
    async updateProfile(input: ProfileUpdate): Promise<User> {
      const token = bearer('update your profile');
      const describe = (failure: RequestFailure) => accountErrorMessage(failure, SERVICE_DEFAULTS.updateProfile);
      await send(
        '/update-profile',
        {
          method: 'POST',
          token,
          body: {
            first_name: input.firstName,
            last_name: input.lastName,
            email: input.email,
            phone_number: input.phoneNumber,
            date_of_birth: input.dateOfBirth,
            current_password: input.currentPassword,
          },
        },
        describe,
      );
      const user = await me(token, describe);
      store.saveUser(user);
      return user;
    },

    /** POST /upload-profile-picture (multipart field profile_picture): the picture's URL. */
    async uploadProfilePicture(file: Blob): Promise<string> {
      const token = bearer('upload a profile picture');
      const describe = (failure: RequestFailure) => accountErrorMessage(failure, SERVICE_DEFAULTS.uploadPicture);
      const form = new FormData();
      form.append('profile_picture', file);
      const response = await send('/upload-profile-picture', { method: 'POST', token, body: form }, describe);
      const body = parseBody(response, pictureResponse, describe);
      return (body.profile_picture_url ?? body.url) as string;
    },

    /** DELETE /delete-account, confirmed with the current password; then local auth is cleared. */
    async deleteAccount(input: { password: string }): Promise<string> {
      const token = bearer('delete your account');
      await send('/delete-account', { method: 'DELETE', token, body: { password: input.password } }, (failure) =>
        accountErrorMessage(failure, SERVICE_DEFAULTS.deleteAccount),
      );
      store.clearAuth();
      return AUTH_MESSAGES.accountDeleted;
    },

    /** The stored session when it may be restored (spec §4), else null (the session machine clears storage). */
    restore(): Session | null {
      return store.restorable(now());
    },
  };
}

export type AuthClient = ReturnType<typeof createAuthClient>;
