/**
 * The billing rate limits per customer (spec §9): each kind allows `limit` attempts per 60 s, then the
 * kind is blocked for `blockMs`. A payment request takes all its kinds in one call (`take`), and only
 * once it is about to reach the provider: a request refused before (validation, unknown plan, short
 * amount, the one-payment lock) counts nothing. `check` refuses a blocked customer up front without
 * counting. The 429's 'Try again at {time}' is when every block in force has ended, to the second
 * rounded up, so a retry at that time is let through.
 */
import { rateLimitExceeded } from '../../../src/features/billing/messages';
import { clockTime, RATE_LIMITS, type RateLimitKind } from '../../../src/features/billing/rules';
import type { Db } from '../../db/client';
import { type BlockingRule, type BlockRefusal, type BlockTicket, blockingLimits } from '../../db/rateLimit';
import { ApiError } from '../../http/errors';

/** The kinds of rules.ts's RATE_LIMITS (§9: `max` per 60 s, then blocked for `blockMs`), the browser's too. */
export type LimitKind = RateLimitKind;

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
    kinds.map((kind) => {
      const { max, windowMs, blockMs } = RATE_LIMITS[kind];
      return { key: limitKey(kind, userId), limit: max, windowMs, blockMs };
    });
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
