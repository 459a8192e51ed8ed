/**
 * Longer than 300 lines: one client for the whole auth API (sign-in with its second step, tokens, account), each method beside the endpoint it calls.
 *
 * Client for our auth API at /api/auth. Every answer is parsed with the contract's schema
 * (contract.ts); every method resolves on success and throws a `RequestError` whose message comes
 * from errors.ts (which branches on status and error code).
 *
 * - The login identifier is sent as `email` when it contains @, else as `username`.
 * - The role ALWAYS comes from GET /me after login, never from the identifier.
 * - Tokens and the user are kept by the token store (localStorage with "remember me", else sessionStorage).
 */

import type { z } from 'zod';
import { callEndpoint, type FetchLike, RequestError, type RequestFailure } from '../../services/http';
import { AUTH_API_BASE, type AuthEndpointName, authEndpoints, type User } from './contract';
import {
  accountErrorMessage,
  forgotPasswordErrorMessage,
  loginErrorMessage,
  registerErrorMessage,
  resendVerificationErrorMessage,
  resetPasswordErrorMessage,
  twoFactorErrorMessage,
  verifyEmailErrorMessage,
} from './errors';
import { AUTH_MESSAGES, mustBeLoggedInMessage } from './messages';
import { registrationPayload } from './rules';
import {
  needsRefresh,
  type SecondStep,
  type Session,
  type TokenSet,
  type TwoFactorSetup,
  tokenSetFrom,
} from './session';
import type { TokenStore } from './tokenStore';

export type { SecondStep, Session, TwoFactorSetup };

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

/** A bearer call without a session: 'You must be logged in to ...'. */
function mustBeLoggedIn(action: string): RequestError {
  return new RequestError({ kind: 'http', status: 401, code: 'auth_required' }, mustBeLoggedInMessage(action));
}

/** The parsed success body of an endpoint. */
type Answer<N extends AuthEndpointName> = z.output<(typeof authEndpoints)[N]['response']>;

export function createAuthClient(options: AuthClientOptions) {
  const { store } = options;
  const base = options.baseUrl ?? AUTH_API_BASE;
  // read at each call, not captured: a clock set after the client is made (a test's, a story's) applies
  const now = options.now ?? (() => Date.now());
  const refreshLock = options.refreshLock ?? webRefreshLock();
  /**
   * Call an endpoint of the contract: its method and path, then its success status and body (parsed
   * with its response schema); anything else is a failure of kind invalid-response.
   */
  async function call<N extends AuthEndpointName>(
    name: N,
    init: { body?: unknown; token?: string | null },
    describe: (failure: RequestFailure) => string,
  ): Promise<Answer<N>> {
    const endpoint = authEndpoints[name];
    return callEndpoint(
      options.fetch,
      `${base}${endpoint.path}`,
      endpoint,
      { ...init, timeoutMs: options.timeoutMs },
      describe,
    ) as Promise<Answer<N>>;
  }

  const bearer = (action: string): string => {
    const token = store.getAccessToken();
    if (!token) throw mustBeLoggedIn(action);
    return token;
  };

  /** GET /me: the user record, with the role the server holds. */
  async function me(token: string, describe: (failure: RequestFailure) => string = () => AUTH_MESSAGES.sessionExpired) {
    return call('me', { token }, describe);
  }

  /** Tokens in hand: GET /me for the record with its role, then the session is stored. */
  async function startSession(
    answer: Answer<'loginTwoFactor'>,
    remember: boolean,
    describe: (failure: RequestFailure) => string,
  ): Promise<Session> {
    const tokens = tokenSetFrom(answer, now());
    const user = await me(tokens.accessToken, describe);
    const session = { user, tokens };
    store.save(session, remember);
    return session;
  }

  return {
    me,

    /**
     * POST /login, then GET /me; stores the session. With two-factor sign-in (or an administrator who must
     * enrol first) the answer is the second step instead, and no session exists yet.
     */
    async login(input: { email: string; password: string; remember: boolean }): Promise<Session | SecondStep> {
      const identifier = input.email.trim();
      const body = identifier.includes('@')
        ? { email: identifier, password: input.password }
        : { username: identifier, password: input.password };
      const answer = await call('login', { body }, loginErrorMessage);
      if ('second_step' in answer) return { step: answer.second_step, challengeToken: answer.challenge_token };
      return startSession(answer, input.remember, loginErrorMessage);
    },

    /** POST /login/two-factor: the second step with a code (or a recovery code); stores the session. */
    async loginWithCode(input: { challengeToken: string; code: string; remember: boolean }): Promise<Session> {
      const answer = await call(
        'loginTwoFactor',
        { body: { challenge_token: input.challengeToken, code: input.code } },
        twoFactorErrorMessage,
      );
      return startSession(answer, input.remember, twoFactorErrorMessage);
    },

    /** POST /login/enrol: an administrator's enrolment during sign-in, its new secret. */
    async startSignInEnrolment(challengeToken: string): Promise<TwoFactorSetup> {
      const answer = await call('loginEnrol', { body: { challenge_token: challengeToken } }, twoFactorErrorMessage);
      return { secret: answer.secret, uri: answer.otpauth_uri };
    },

    /** POST /login/enrol/confirm: enrolment confirmed; stores the session and answers the recovery codes. */
    async confirmSignInEnrolment(input: {
      challengeToken: string;
      code: string;
      remember: boolean;
    }): Promise<{ session: Session; recoveryCodes: string[] }> {
      const answer = await call(
        'loginEnrolConfirm',
        { body: { challenge_token: input.challengeToken, code: input.code } },
        twoFactorErrorMessage,
      );
      const session = await startSession(answer, input.remember, twoFactorErrorMessage);
      return { session, recoveryCodes: answer.recovery_codes };
    },

    /** POST /two-factor/setup: start enrolment from the settings. */
    async startTwoFactorSetup(): Promise<TwoFactorSetup> {
      const token = bearer('set up two-factor authentication');
      const answer = await call('twoFactorSetup', { token }, twoFactorErrorMessage);
      return { secret: answer.secret, uri: answer.otpauth_uri };
    },

    /** POST /two-factor/enable: confirm with a current code; the recovery codes (shown once). */
    async enableTwoFactor(code: string): Promise<string[]> {
      const token = bearer('turn on two-factor authentication');
      const answer = await call('twoFactorEnable', { token, body: { code } }, twoFactorErrorMessage);
      const current = store.getUser();
      if (current) store.saveUser({ ...current, twoFactorEnabled: true });
      return answer.recovery_codes;
    },

    /** POST /two-factor/disable with a current code or a recovery code. */
    async disableTwoFactor(code: string): Promise<string> {
      const token = bearer('turn off two-factor authentication');
      const answer = await call('twoFactorDisable', { token, body: { code } }, twoFactorErrorMessage);
      const current = store.getUser();
      if (current) store.saveUser({ ...current, twoFactorEnabled: false });
      return answer.message;
    },

    /** POST /register; resolves only on the contract's success: 201 with its response body. */
    async register(input: { fullName: string; email: string; phoneNumber?: string; password: string }): Promise<void> {
      await call('register', { body: registrationPayload(input) }, registerErrorMessage);
    },

    /**
     * POST /refresh-token; stores and returns the new tokens. One tab refreshes at a time: a tab that
     * waited for the lock and finds tokens another tab already rotated uses those instead of
     * presenting its old refresh token again.
     */
    async refresh(refreshToken: string): Promise<TokenSet> {
      if (!refreshToken) {
        throw new RequestError({ kind: 'http', status: 401 }, AUTH_MESSAGES.noRefreshToken);
      }
      return refreshLock(async () => {
        const stored = store.getTokens();
        if (stored?.refreshToken && stored.refreshToken !== refreshToken && !needsRefresh(stored, now())) {
          return stored;
        }
        const describe = () => AUTH_MESSAGES.sessionExpired;
        const tokens = tokenSetFrom(
          await call('refreshToken', { body: { refresh_token: refreshToken } }, describe),
          now(),
        );
        store.saveTokens(tokens);
        return tokens;
      });
    },

    /** POST /logout: revoke the refresh token on the server (best effort; the caller clears storage). */
    async logout(refreshToken: string | null): Promise<void> {
      if (!refreshToken) return;
      await call('logout', { body: { refresh_token: refreshToken } }, () => AUTH_MESSAGES.logoutFailed);
    },

    /** POST /verify-email: `alreadyVerified` when the link was used before and the address is verified. */
    async verifyEmail(input: { email: string; code: string }): Promise<{ alreadyVerified: boolean }> {
      const answer = await call(
        'verifyEmail',
        { body: { email: input.email, verification_code: input.code } },
        verifyEmailErrorMessage,
      );
      return { alreadyVerified: answer.already_verified === true };
    },

    async resendCode(input: { email: string }): Promise<void> {
      await call('resendCode', { body: { email: input.email } }, resendVerificationErrorMessage);
    },

    /** POST /forgot-password: the field is called username and carries the email. */
    async forgotPassword(input: { email: string; resend?: boolean }): Promise<string> {
      await call('forgotPassword', { body: { username: input.email } }, (failure) =>
        forgotPasswordErrorMessage(failure, input.resend ?? false),
      );
      return AUTH_MESSAGES.forgotSent;
    },

    async resetPassword(input: { token: string; newPassword: string }): Promise<string> {
      await call(
        'resetPassword',
        { body: { reset_token: input.token, new_password: input.newPassword } },
        resetPasswordErrorMessage,
      );
      return AUTH_MESSAGES.resetSuccess;
    },

    async changePassword(input: { currentPassword: string; newPassword: string }): Promise<string> {
      const token = bearer('change your password');
      await call(
        'changePassword',
        { token, body: { current_password: input.currentPassword, new_password: input.newPassword } },
        (failure) => accountErrorMessage(failure, AUTH_MESSAGES.changePasswordFailed),
      );
      return AUTH_MESSAGES.passwordChanged;
    },

    /** POST /update-profile; the answer carries the fresh record (stored). */
    async updateProfile(input: ProfileUpdate): Promise<User> {
      const token = bearer('update your profile');
      const describe = (failure: RequestFailure) => accountErrorMessage(failure, AUTH_MESSAGES.updateProfileFailed);
      const { user } = await call(
        'updateProfile',
        {
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
      store.saveUser(user);
      return user;
    },

    /** POST /upload-profile-picture (multipart field profile_picture): the picture's URL. */
    async uploadProfilePicture(file: Blob): Promise<string> {
      const token = bearer('upload a profile picture');
      const describe = (failure: RequestFailure) => accountErrorMessage(failure, AUTH_MESSAGES.uploadPictureFailed);
      const form = new FormData();
      form.append('profile_picture', file);
      return (await call('uploadProfilePicture', { token, body: form }, describe)).profile_picture_url;
    },

    /** DELETE /delete-account, confirmed with the current password; then local auth is cleared. */
    async deleteAccount(input: { password: string }): Promise<string> {
      const token = bearer('delete your account');
      await call('deleteAccount', { token, body: { password: input.password } }, (failure) =>
        accountErrorMessage(failure, AUTH_MESSAGES.deleteAccountFailed),
      );
      store.clearAuth();
      return AUTH_MESSAGES.accountDeleted;
    },

    /** The stored session when it may be restored, else null (the session machine clears storage). */
    restore(): Session | null {
      return store.restorable(now());
    },
  };
}

export type AuthClient = ReturnType<typeof createAuthClient>;
