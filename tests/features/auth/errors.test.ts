import { describe, expect, it } from 'vitest';
import type { AuthErrorCode } from '../../../src/features/auth/contract';
import {
  accountErrorMessage,
  forgotPasswordErrorMessage,
  loginErrorMessage,
  messageOf,
  registerErrorMessage,
  resendVerificationErrorMessage,
  resetPasswordErrorMessage,
  verifyEmailErrorMessage,
} from '../../../src/features/auth/errors';
import { AUTH_MESSAGES } from '../../../src/features/auth/messages';

const http = (status: number, text?: string, code?: AuthErrorCode) => ({ kind: 'http' as const, status, text, code });

describe('login errors', () => {
  it.each([
    [http(401), 'Invalid email or password. Please try again.'],
    [http(400), 'Invalid email or password. Please try again.'],
    [http(404), 'Invalid email or password. Please try again.'],
    [http(403, 'Some text', 'invalid_credentials'), 'Invalid email or password. Please try again.'],
    [http(403, 'Invalid user credentials'), 'Login failed. Please try again.'],
    [http(500), 'Service temporarily unavailable. Please try again later.'],
    [http(502, 'Bad gateway'), 'Service temporarily unavailable. Please try again later.'],
    [http(418, 'Teapot', 'internal'), 'Service temporarily unavailable. Please try again later.'],
    [{ kind: 'timeout' as const }, 'Login timed out. Please check your connection and try again.'],
    [{ kind: 'network' as const }, 'Network error. Please check your connection and try again.'],
    [http(403, 'Forbidden'), 'Login failed. Please try again.'],
    [{ kind: 'invalid-response' as const }, 'Login failed. Please try again.'],
  ])('%j -> %s', (failure, message) => {
    expect(loginErrorMessage(failure)).toBe(message);
  });

  it('keeps the server text of a rate limit (it says how long to wait)', () => {
    const text = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
    expect(loginErrorMessage(http(429, text))).toBe(text);
    expect(loginErrorMessage(http(429))).toBe('Login failed. Please try again.');
  });
});

describe('register errors', () => {
  it.each([
    [http(409, 'User already exists', 'user_exists'), 'User already exists'],
    [http(400, 'Invalid request - fields empty', 'fields_empty'), 'Username and password are required'],
    [http(400, 'Invalid request body', 'invalid_body'), 'Please check your registration information'],
    [
      http(415, 'Content-Type must be application/json', 'unsupported_media_type'),
      'Please check your registration information',
    ],
    [http(500, 'Internal server error', 'internal'), 'Server error. Please try again later.'],
    [http(400, 'Please enter a valid email address', 'validation_failed'), 'Please enter a valid email address'],
    [
      http(429, 'Too many requests. Please wait 2 minutes and try again.', 'rate_limited'),
      'Too many requests. Please wait 2 minutes and try again.',
    ],
    // the wording alone decides nothing: a 409 without the code shows the server's text
    [http(409, 'User already exists'), 'User already exists'],
    [http(400), 'Registration failed'],
    [{ kind: 'timeout' as const }, 'Login timed out. Please check your connection and try again.'],
    [{ kind: 'network' as const }, 'Network error. Please check your connection and try again.'],
  ])('%j -> %s', (failure, message) => {
    expect(registerErrorMessage(failure)).toBe(message);
  });
});

describe('forgot, reset and verification errors', () => {
  it('forgot password: send, resend, unexpected', () => {
    expect(forgotPasswordErrorMessage(http(500))).toBe('Failed to send password reset email. Please try again.');
    expect(forgotPasswordErrorMessage(http(500), true)).toBe(
      'Failed to resend password reset email. Please try again.',
    );
    expect(forgotPasswordErrorMessage({ kind: 'network' })).toBe('An unexpected error occurred. Please try again.');
  });

  it("forgot password: a 429 shows the server's wait (the same for the resend), else the product text", () => {
    const wait = 'Too many emails requested. Please wait 42 minutes and try again.';
    expect(forgotPasswordErrorMessage(http(429, wait, 'rate_limited'))).toBe(wait);
    expect(forgotPasswordErrorMessage(http(429, wait, 'rate_limited'), true)).toBe(wait);
    expect(forgotPasswordErrorMessage(http(429))).toBe('Failed to send password reset email. Please try again.');
  });

  it('reset: server text for a 4xx with a message, else the product rules text', () => {
    expect(resetPasswordErrorMessage(http(400, 'This reset link has expired'))).toBe('This reset link has expired');
    expect(resetPasswordErrorMessage(http(400))).toBe('Failed to reset password. Please try again.');
    expect(resetPasswordErrorMessage(http(500, 'Internal server error'))).toBe(
      'Failed to reset password. Please try again.',
    );
    expect(resetPasswordErrorMessage({ kind: 'timeout' })).toBe('An unexpected error occurred. Please try again.');
  });

  it('verification and resend', () => {
    expect(verifyEmailErrorMessage(http(400, 'Invalid code'))).toBe(
      'Email verification failed. The link may have expired or is invalid.',
    );
    expect(verifyEmailErrorMessage({ kind: 'network' })).toBe('An unexpected error occurred during verification.');
    expect(resendVerificationErrorMessage(http(500))).toBe('Failed to resend verification email. Please try again.');
    expect(resendVerificationErrorMessage(http(404))).toBe(
      'Cannot resend verification email. Email address not found.',
    );
  });

  it('account calls: server text for 4xx, else the service default', () => {
    expect(accountErrorMessage(http(400, 'Current password is incorrect'), AUTH_MESSAGES.changePasswordFailed)).toBe(
      'Current password is incorrect',
    );
    expect(accountErrorMessage(http(500, 'boom'), AUTH_MESSAGES.changePasswordFailed)).toBe(
      'Failed to change password',
    );
  });

  it('messageOf reads an Error or falls back', () => {
    expect(messageOf(new Error('Nope'), 'fallback')).toBe('Nope');
    expect(messageOf('text', 'fallback')).toBe('fallback');
    expect(messageOf(new Error(''), 'fallback')).toBe('fallback');
  });
});
