import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { AUTH_MESSAGES as m, tooManyMessage } from '../../../src/features/auth/messages';
import { PROFILE_PICTURE_MAX_BYTES } from '../../../src/features/auth/rules';
import type { RateRule } from '../../db/rateLimit';
import { ApiError } from '../../http/errors';
import { clientAddress, type ProxyTrust, proxyTrustTest } from '../../http/proxy';

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
  /**
   * Reset-mail requests per client address (/forgot-password), whatever was typed; the per-account
   * limit (`mailsPerAccount`) applies after the answer, where it cannot tell which addresses exist.
   */
  resetRequestsPerAddress: 10,
  /** An unverified account holds a place under max users this long after sign-up (signupCapacity.ts). */
  unverifiedHoldsPlaceMs: 24 * HOUR,
  /** An unverified account that never signed in is removed this long after sign-up. */
  unverifiedKeptMs: 7 * 24 * HOUR,
  /** Sign-up being full is recorded for administrators at most once in this period (a counted entry). */
  registrationAlertEveryMs: 24 * HOUR,
  jsonBodyBytes: 16 * 1024,
  /** The picture itself plus room for the multipart envelope. */
  uploadBodyBytes: PROFILE_PICTURE_MAX_BYTES + 64 * 1024,
} as const;

/** The sign-in limiter's keys: per account (its id, or what was typed when no account matches) and per address. */
export const LOGIN_ACCOUNT_KEY_PREFIX = 'login:account:';
export const LOGIN_ADDRESS_KEY_PREFIX = 'login:ip:';
export const loginAccountKey = (accountIdOrIdentifier: string) => `${LOGIN_ACCOUNT_KEY_PREFIX}${accountIdOrIdentifier}`;

export const TOKEN_ISSUER = 'skylink-gh';

function tooMany(what: string, retryAfterSeconds: number): ApiError {
  return new ApiError(429, 'rate_limited', tooManyMessage(what, retryAfterSeconds), {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

export const tooManySignIns = (seconds: number) => tooMany(m.tooManySignIns, seconds);
export const tooManyMails = (seconds: number) => tooMany(m.tooManyMails, seconds);
export const tooManyPasswordChecks = (seconds: number) => tooMany(m.tooManyPasswordChecks, seconds);
export const tooManyCodes = (seconds: number) => tooMany(m.tooManyCodes, seconds);
export const tooManyAccountRequests = (seconds: number) => tooMany(m.tooManyRequests, seconds);

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

/** The rule of a reset-mail request, per client address. */
export function resetRequestRule(ip: string): RateRule {
  return { key: `forgot:ip:${ip}`, limit: authPolicy.resetRequestsPerAddress, windowMs: authPolicy.mailWindowMs };
}

/**
 * Client address: the socket's, or behind the proxies TRUST_PROXY trusts the first X-Forwarded-For hop
 * (from the right) that is not one of them (server/http/proxy.ts, Express's `trust proxy` semantics).
 */
export function defaultClientIp(trust: ProxyTrust) {
  const trusted = proxyTrustTest(trust);
  return (c: Context): string => {
    let peer: string | undefined;
    try {
      peer = getConnInfo(c).remote.address;
    } catch {
      peer = undefined;
    }
    if (trust === false) return peer ?? 'unknown';
    return clientAddress(peer, c.req.header('x-forwarded-for'), trusted);
  };
}
