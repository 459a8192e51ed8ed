/**
 * The billing rate limits per customer (spec §9): each kind allows `limit` attempts per 60 s, then the
 * kind is blocked for `blockMs`. A payment request takes all its kinds in one call (`take`), and only
 * once it is about to reach the provider: a request refused before (validation, unknown plan, short
 * amount, the one-payment lock) counts nothing. `check` refuses a blocked customer up front without
 * counting. The 429's 'Try again at {time}' is when every block in force has ended, to the second
 * rounded up, so a retry at that time is let through.
 */
import { rateLimitExceeded } from '../../../src/features/billing/messages';
import type { Db } from '../../db/client';
import { type BlockingRule, type BlockRefusal, type BlockTicket, blockingLimits } from '../../db/rateLimit';
import { ApiError } from '../../http/errors';
import { clockTime } from './pricing';

/** §9 rate limits per customer: limit per 60 s, then blocked for `blockMs`. */
export const BILLING_LIMITS = {
  payment: { limit: 5, windowMs: 60_000, blockMs: 10 * 60_000 },
  mobile_money: { limit: 3, windowMs: 60_000, blockMs: 15 * 60_000 },
  api: { limit: 30, windowMs: 60_000, blockMs: 5 * 60_000 },
} as const;
export type LimitKind = keyof typeof BILLING_LIMITS;

/** The key a kind is counted under (the payment kind's is also refunded by a success, service.ts). */
export const limitKey = (kind: LimitKind, userId: string) => `billing:${kind}:${userId}`;

export function tooMany(refusal: Pick<BlockRefusal, 'retryAt' | 'retryAfterSeconds'>) {
  return new ApiError(429, 'rate_limited', rateLimitExceeded(clockTime(refusal.retryAt)), {
    headers: { 'Retry-After': String(refusal.retryAfterSeconds) },
  });
}

export function billingLimits(db: Db, clock: () => Date) {
  const limits = blockingLimits(db, clock);
  const rulesOf = (userId: string, kinds: LimitKind[]): BlockingRule[] =>
    kinds.map((kind) => ({ key: limitKey(kind, userId), ...BILLING_LIMITS[kind] }));
  return {
    /** 429 while any of the kinds is blocked or full (a full window is blocked now); counts nothing. */
    async check(userId: string, kinds: LimitKind[]): Promise<void> {
      const refused = await limits.peek(rulesOf(userId, kinds));
      if (refused) throw tooMany(refused);
    },
    /** Count one attempt under every kind at once, or 429 counting nothing. */
    async take(userId: string, kinds: LimitKind[]): Promise<BlockTicket> {
      const answer = await limits.take(rulesOf(userId, kinds));
      if (answer.limited) throw tooMany(answer);
      return answer;
    },
  };
}

export type BillingLimits = ReturnType<typeof billingLimits>;
