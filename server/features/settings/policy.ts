/**
 * The settings API's bounds. A settings body is a handful of short fields (the largest, the profile section,
 * is under 2 KB at its longest), so 16 KB is generous; and a person saves settings a few times a session,
 * so 60 saves per account in 10 minutes is never met by one, while a script writing in a loop is held to
 * one save every 10 seconds.
 */
import { SETTINGS_MESSAGES as m } from '../../../src/features/settings/messages';
import type { RateRule } from '../../db/rateLimit';
import { ApiError } from '../../http/errors';

export const settingsPolicy = {
  bodyBytes: 16 * 1024,
  writesPerAccount: 60,
  writeWindowMs: 10 * 60 * 1000,
} as const;

/** Every save (PUT) of one account counts under this rule, whatever the section and whether it is valid. */
export const settingsWriteRule = (userId: string): RateRule => ({
  key: `settings:write:${userId}`,
  limit: settingsPolicy.writesPerAccount,
  windowMs: settingsPolicy.writeWindowMs,
});

export const tooManySaves = (retryAfterSeconds: number) =>
  new ApiError(429, 'rate_limited', m.tooManySaves, { headers: { 'Retry-After': String(retryAfterSeconds) } });
