/**
 * From a failed request to the message the user sees. The services describe every failure as a
 * `RequestFailure`; these functions branch on its kind, HTTP status and error `code` (the contract's
 * AUTH_ERROR_CODES), never on the wording of the server's text. The texts are in messages.ts.
 */

import type { RequestFailure } from '../../services/http';
import type { AuthErrorCode } from './contract';
import { AUTH_MESSAGES } from './messages';

/** True for an HTTP failure whose body carried one of these codes. */
function hasCode(failure: RequestFailure, ...codes: AuthErrorCode[]): boolean {
  return failure.kind === 'http' && failure.code !== undefined && (codes as string[]).includes(failure.code);
}

/** A server failure: a 5xx, or an error body with the internal code. */
function isServerError(failure: RequestFailure): boolean {
  return failure.kind === 'http' && (failure.status >= 500 || hasCode(failure, 'internal'));
}

/** Login (service layer). A 429 keeps the server's rate-limit text: it tells the user how long to wait. */
export function loginErrorMessage(failure: RequestFailure): string {
  if (failure.kind === 'timeout') return AUTH_MESSAGES.loginTimeout;
  if (failure.kind === 'network') return AUTH_MESSAGES.networkError;
  if (failure.kind === 'invalid-response') return AUTH_MESSAGES.loginFailed;
  const { status, text } = failure;
  if (status === 401 || status === 400 || status === 404 || hasCode(failure, 'invalid_credentials')) {
    return AUTH_MESSAGES.invalidCredentials;
  }
  if (isServerError(failure)) return AUTH_MESSAGES.serviceUnavailable;
  if (status === 429 && text) return text;
  // An expired password (the admin console's password expiry): the server's text says what to do next.
  if (hasCode(failure, 'password_expired') && text) return text;
  return AUTH_MESSAGES.loginFailed;
}

/** The second step of a sign-in: the server's own text (wrong code, expired sign-in, too many codes). */
export function twoFactorErrorMessage(failure: RequestFailure): string {
  if (failure.kind === 'timeout') return AUTH_MESSAGES.loginTimeout;
  if (failure.kind === 'network') return AUTH_MESSAGES.networkError;
  return accountErrorMessage(failure, AUTH_MESSAGES.twoFactorFailed);
}

/**
 * Register (service layer). A rule's message (a weak field) is shown as the server wrote it. `user_exists`
 * means the email has an account ('User already exists'): the server picks a free username itself, so
 * the product's 'Username already exists...' text, about a field the form does not have, is never shown.
 */
export function registerErrorMessage(failure: RequestFailure): string {
  if (failure.kind === 'timeout') return AUTH_MESSAGES.loginTimeout;
  if (failure.kind === 'network') return AUTH_MESSAGES.networkError;
  if (failure.kind === 'invalid-response') return AUTH_MESSAGES.registrationFailed;
  if (hasCode(failure, 'user_exists')) return AUTH_MESSAGES.userExists;
  if (hasCode(failure, 'fields_empty')) return AUTH_MESSAGES.usernamePasswordRequired;
  if (hasCode(failure, 'invalid_body', 'unsupported_media_type')) return AUTH_MESSAGES.checkRegistration;
  if (isServerError(failure)) return AUTH_MESSAGES.registerServerError;
  return failure.text?.trim() ? failure.text : AUTH_MESSAGES.registrationFailed;
}

/**
 * Forgot password: the request, or its resend from the 'Check your email' screen. A 429 (too many
 * requests from this address) keeps the server's text: it tells the user how long to wait.
 */
export function forgotPasswordErrorMessage(failure: RequestFailure, resend = false): string {
  if (failure.kind === 'network' || failure.kind === 'timeout') return AUTH_MESSAGES.unexpected;
  if (failure.kind === 'http' && failure.status === 429 && failure.text?.trim()) return failure.text;
  return resend ? AUTH_MESSAGES.forgotResendFailed : AUTH_MESSAGES.forgotFailed;
}

/**
 * Reset password: why it failed. A 4xx with a message (an expired or used link, a weak password) is the
 * server's text, shown under the product's 'Failed to reset password. Please try again.' (resetPassword.view.ts);
 * anything else is the product's text alone.
 */
export function resetPasswordErrorMessage(failure: RequestFailure): string {
  if (failure.kind === 'network' || failure.kind === 'timeout') return AUTH_MESSAGES.unexpected;
  if (failure.kind === 'http' && failure.status >= 400 && failure.status < 500 && failure.text?.trim()) {
    return failure.text;
  }
  return AUTH_MESSAGES.resetFailed;
}

/** Email verification from the link. */
export function verifyEmailErrorMessage(failure: RequestFailure): string {
  if (failure.kind === 'network' || failure.kind === 'timeout') return AUTH_MESSAGES.verifyUnexpected;
  return AUTH_MESSAGES.verifyFailed;
}

/** Resending the verification email. */
export function resendVerificationErrorMessage(failure: RequestFailure): string {
  if (failure.kind === 'http' && failure.status === 404) return AUTH_MESSAGES.verifyResendNoEmail;
  return AUTH_MESSAGES.verifyResendFailed;
}

/** Other account calls (change password, profile, picture, delete): the server's text or the default. */
export function accountErrorMessage(failure: RequestFailure, fallback: string): string {
  if (failure.kind === 'timeout' || failure.kind === 'network') return AUTH_MESSAGES.networkError;
  if (failure.kind === 'http' && failure.status < 500 && failure.text?.trim()) return failure.text;
  return fallback;
}

/** The message carried by a thrown value (actors reject with an Error whose message is from this catalogue). */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}
