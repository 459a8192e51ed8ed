/**
 * The server-side circuit breaker around the payment provider, its state in the database (table
 * provider_breaker) so every process sees the same one. Closed; open after 3 failed calls (each call
 * already retried); after 15 s half-open, letting calls through; closed again after 2 successes; a
 * failure while half-open opens it again (spec billing §4, §9 "History breaker: 3 failures, 15 s
 * recovery, 2 successes", applied here to the provider). The thresholds are rules.ts's HISTORY_BREAKER,
 * the ones the browser's history breaker uses: one set of numbers.
 */
import { eq, sql } from 'drizzle-orm';
import { circuitBreakerOpen } from '../../../src/features/billing/messages';
import { type BreakerStatus, clockTime, HISTORY_BREAKER } from '../../../src/features/billing/rules';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import { providerBreaker } from './tables';

/** What `before()` read: `quiet` when the breaker was closed with no failure counted. */
export interface BreakerSeen {
  quiet: boolean;
}

export function circuitBreaker(db: Db, clock: () => Date, name = 'payment-provider') {
  async function row() {
    const [r] = await db.select().from(providerBreaker).where(eq(providerBreaker.name, name)).limit(1);
    return r;
  }
  return {
    async state(): Promise<BreakerStatus> {
      const r = await row();
      if (!r) return 'closed';
      if (r.state === 'open' && r.nextAttemptAt && clock() >= r.nextAttemptAt) return 'half-open';
      return r.state;
    },
    /**
     * Refuse at once while open; move to half-open when the recovery time has passed. Answers what it
     * read, for `success(seen)`: a caller that read the breaker once need not read it again.
     */
    async before(): Promise<BreakerSeen> {
      const r = await row();
      const seen = { quiet: !r || (r.state === 'closed' && r.failures === 0) };
      if (r?.state !== 'open') return seen;
      const next = r.nextAttemptAt ?? clock();
      if (clock() < next) {
        const message = circuitBreakerOpen('open', clockTime(next));
        const retry = Math.max(1, Math.ceil((next.getTime() - clock().getTime()) / 1000));
        throw new ApiError(503, 'circuit_open', message, { headers: { 'Retry-After': String(retry) } });
      }
      await db
        .update(providerBreaker)
        .set({ state: 'half-open', successes: 0, updatedAt: clock() })
        .where(eq(providerBreaker.name, name));
      return { quiet: false };
    },
    /**
     * A call went through. `seen`: what this request's `before()` read; closed with no failures, there is
     * nothing to reset and nothing is read or written (a failure recorded meanwhile by another request is
     * then reset by the next success that sees it).
     */
    async success(seen?: BreakerSeen): Promise<void> {
      if (seen?.quiet) return;
      const r = await row();
      if (!r || (r.state === 'closed' && r.failures === 0)) return;
      if (r.state === 'half-open' || r.state === 'open') {
        const successes = r.successes + 1;
        const closed = successes >= HISTORY_BREAKER.successThreshold;
        await db
          .update(providerBreaker)
          .set(
            closed
              ? { state: 'closed', failures: 0, successes: 0, nextAttemptAt: null, updatedAt: clock() }
              : { state: 'half-open', successes, updatedAt: clock() },
          )
          .where(eq(providerBreaker.name, name));
      } else {
        await db.update(providerBreaker).set({ failures: 0, updatedAt: clock() }).where(eq(providerBreaker.name, name));
      }
    },
    async failure(): Promise<void> {
      const now = clock();
      const next = new Date(now.getTime() + HISTORY_BREAKER.recoveryMs);
      await db
        .insert(providerBreaker)
        .values({ name, state: 'closed', failures: 0, successes: 0, updatedAt: now })
        .onConflictDoNothing();
      // One statement: count the failure and open when the threshold is reached (or when half-open).
      await db
        .update(providerBreaker)
        .set({
          failures: sql`${providerBreaker.failures} + 1`,
          successes: 0,
          state: sql`case when ${providerBreaker.state} = 'half-open' or ${providerBreaker.failures} + 1 >= ${HISTORY_BREAKER.failureThreshold} then 'open' else ${providerBreaker.state} end`,
          nextAttemptAt: sql`case when ${providerBreaker.state} = 'half-open' or ${providerBreaker.failures} + 1 >= ${HISTORY_BREAKER.failureThreshold} then ${next.toISOString()}::timestamptz else ${providerBreaker.nextAttemptAt} end`,
          updatedAt: now,
        })
        .where(eq(providerBreaker.name, name));
    },
  };
}

export type CircuitBreaker = ReturnType<typeof circuitBreaker>;
