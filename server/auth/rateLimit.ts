import { and, asc, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateEvents } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RateRule {
  key: string;
  /** How many events are allowed inside the window; the next one is refused. */
  limit: number;
  windowMs: number;
}

export interface RateVerdict {
  limited: boolean;
  /** Seconds until one more attempt is allowed (0 when not limited). */
  retryAfterSeconds: number;
}

/**
 * Sliding-window counters kept in the database (so they survive restarts and are shared by every
 * server process). `check` never writes; `record` adds an event; `clear` forgets a key.
 */
export function rateLimiter(db: Db, clock: () => Date) {
  return {
    async check(rules: RateRule[]): Promise<RateVerdict> {
      const now = clock().getTime();
      let retryAfterMs = 0;
      for (const rule of rules) {
        const since = new Date(now - rule.windowMs);
        const rows = await db
          .select({ at: rateEvents.at })
          .from(rateEvents)
          .where(and(eq(rateEvents.key, rule.key), gt(rateEvents.at, since)))
          .orderBy(asc(rateEvents.at));
        if (rows.length >= rule.limit) {
          // Allowed again once enough of the oldest events have left the window.
          const freeing = rows[rows.length - rule.limit]?.at.getTime() ?? now;
          retryAfterMs = Math.max(retryAfterMs, freeing + rule.windowMs - now);
        }
      }
      return { limited: retryAfterMs > 0, retryAfterSeconds: Math.max(0, Math.ceil(retryAfterMs / 1000)) };
    },
    async record(keys: string[], oldestKeptMs: number): Promise<void> {
      const now = clock();
      await db.insert(rateEvents).values(keys.map((key) => ({ key, at: now })));
      // Forget what no window can still count: this key's old events, and anything older than a day.
      await db
        .delete(rateEvents)
        .where(
          or(
            and(inArray(rateEvents.key, keys), lt(rateEvents.at, new Date(now.getTime() - oldestKeptMs))),
            lt(rateEvents.at, new Date(now.getTime() - Math.max(oldestKeptMs, DAY_MS))),
          ),
        );
    },
    async clear(key: string): Promise<void> {
      await db.delete(rateEvents).where(eq(rateEvents.key, key));
    },
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;
