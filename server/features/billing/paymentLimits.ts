/**
 * The billing rate limits per customer (spec §9): each kind allows `limit` attempts per 60 s, then the
 * kind is blocked for `blockMs`. A payment request takes all its kinds in one call (`take`), and only
 * once it is about to reach the provider: a request refused before (validation, unknown plan, short
 * amount, the one-payment lock) counts nothing. `check` refuses a blocked customer up front without
 * counting. The 429's 'Try again at {time}' is when every block in force has ended, to the second
 * rounded up, so a retry at that time is let through. Besides the spec's kinds, ours: `poll`, a customer's
 * status polls (POLL_LIMIT).
 */
import { rateLimitExceeded } from '../../../src/features/billing/messages';
import { clockTime, RATE_LIMITS, type RateLimitKind } from '../../../src/features/billing/rules';
import type { Db } from '../../db/client';
import { type BlockingRule, type BlockRefusal, type BlockTicket, blockingLimits } from '../../db/rateLimit';
import { ApiError } from '../../http/errors';

/**
 * A customer's status polls (GET /payments/:id/status, /mobile-money/payments/:id/poll-status): the payment
 * page polls every POLL_INTERVAL_MS (3 s: 20 a minute); 120 a minute is six pages polling at once, more
 * than a real client makes. Beyond it the polls answer 429 for a minute. Server-only: the browser does
 * not count its polls.
 */
export const POLL_LIMIT = { max: 120, windowMs: 60_000, blockMs: 60_000 } as const;

/** The kinds of rules.ts's RATE_LIMITS (§9: `max` per 60 s, then blocked for `blockMs`), the browser's too, and `poll`. */
export type LimitKind = RateLimitKind | 'poll';
const LIMITS: Record<LimitKind, { max: number; windowMs: number; blockMs: number }> = {
  ...RATE_LIMITS,
  poll: POLL_LIMIT,
};

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
      const { max, windowMs, blockMs } = LIMITS[kind];
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
