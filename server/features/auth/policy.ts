import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { PROFILE_PICTURE_MAX_BYTES } from '../../../src/features/auth/schemas';
import type { RateRule } from '../../db/rateLimit';
import { ApiError } from '../../http/errors';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Lifetimes and limits of the auth API (the product's where it speaks; ours where it is silent). */
export const authPolicy = {
  accessTokenSeconds: 3600,
  refreshTokenMs: 30 * 24 * HOUR,
  /**
   * A refresh token presented again this soon after it was rotated, by whoever holds it, gets the
   * same successor instead of ending the session (two tabs refreshing at once).
   */
  refreshGraceMs: 10_000,
  verificationCodeMs: 24 * HOUR,
  resetTokenMs: HOUR,
  loginWindowMs: 15 * MINUTE,
  loginFailuresPerAccount: 5,
  loginFailuresPerAddress: 20,
  /** Wrong current passwords (change password, delete account, change email) per account. */
  passwordChecksPerAccount: 5,
  mailWindowMs: HOUR,
  mailsPerAccount: 5,
  /** Registrations and verification-mail requests per client address and per target email. */
  accountRequestsPerAddress: 10,
  accountRequestsPerEmail: 5,
  jsonBodyBytes: 16 * 1024,
  /** The picture itself plus room for the multipart envelope. */
  uploadBodyBytes: PROFILE_PICTURE_MAX_BYTES + 64 * 1024,
} as const;

export const TOKEN_ISSUER = 'skylink-gh';

/** Server texts the client maps (the product's), and ours where it is silent. */
export const authServerMessages = {
  invalidCredentials: 'Invalid user credentials',
  userExists: 'User already exists',
  registered: 'Successfully registered user',
  accountDisabled: 'This account has been disabled. Please contact support.',
  authRequired: 'Authentication required',
  invalidAccessToken: 'Invalid or expired access token',
  invalidRefreshToken: 'Invalid or expired refresh token',
  refreshReused: 'This sign-in session has ended. Please sign in again.',
  invalidVerificationCode: 'Invalid or expired verification code',
  invalidResetToken: 'Invalid or expired reset token',
  wrongCurrentPassword: 'Current password is incorrect',
  samePassword: 'New password must be different from your current password',
  emailInUse: 'This email address is already used by another account.',
  nothingToUpdate: 'Invalid request - fields empty',
  mailFailed: 'We could not send the email. Please try again later.',
  signedOut: 'Signed out successfully',
  forbidden: 'You do not have permission to do this.',
  // Success texts.
  verified: 'Email successfully verified!',
  verificationSent: 'Verification email sent successfully! Please check your inbox.',
  forgotAccepted: 'If this email exists in our system, you will receive password reset instructions shortly.',
  passwordReset: 'Password successfully reset. You can now log in with your new password.',
  passwordChanged: 'Password successfully changed!',
  profileUpdated: 'Profile updated successfully!',
  pictureUploaded: 'Profile picture uploaded successfully!',
  accountDeleted: 'Account deleted successfully',
} as const;

function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

function tooMany(what: string, retryAfterSeconds: number): ApiError {
  return new ApiError(429, `${what} Please wait ${minutesText(retryAfterSeconds)} and try again.`, {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

export const tooManySignIns = (seconds: number) => tooMany('Too many failed sign-in attempts.', seconds);
export const tooManyMails = (seconds: number) => tooMany('Too many emails requested.', seconds);
export const tooManyPasswordChecks = (seconds: number) => tooMany('Too many wrong passwords.', seconds);
export const tooManyAccountRequests = (seconds: number) => tooMany('Too many requests.', seconds);

/** The rules of one account-level request (register, resend): per client address and per target email. */
export function accountRequestRules(kind: string, ip: string, email: string): RateRule[] {
  return [
    { key: `${kind}:ip:${ip}`, limit: authPolicy.accountRequestsPerAddress, windowMs: authPolicy.mailWindowMs },
    {
      key: `${kind}:email:${email.toLowerCase()}`,
      limit: authPolicy.accountRequestsPerEmail,
      windowMs: authPolicy.mailWindowMs,
    },
  ];
}

/** Client address: the first X-Forwarded-For hop behind a trusted proxy, else the socket's address. */
export function defaultClientIp(trustProxy: boolean) {
  return (c: Context): string => {
    if (trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
      if (forwarded) return forwarded;
    }
    try {
      return getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      return 'unknown';
    }
  };
}
