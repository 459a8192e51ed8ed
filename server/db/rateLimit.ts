import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from './client';
import { rateEvents } from './schema';

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

/** A refused attempt: nothing was recorded. */
export interface RateRefusal {
  limited: true;
  retryAfterSeconds: number;
}

/** An admitted attempt: its events stay counted unless the caller gives them back. */
export interface RateTicket extends RateVerdict {
  limited: false;
  /** Take back this attempt's events for the given keys (a success that should not count). */
  release(keys: string[]): Promise<void>;
}

type Executor = Pick<Db, 'select' | 'insert' | 'delete' | 'execute'>;

async function verdictOf(db: Executor, rules: RateRule[], now: number): Promise<RateVerdict> {
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
}

/**
 * Sliding-window counters kept in the database (so they survive restarts and are shared by every
 * server process). `consume` counts an attempt atomically before the work it guards; `check` never
 * writes; `record` adds an event; `clear` forgets a key.
 */
export function rateLimiter(db: Db, clock: () => Date) {
  return {
    check(rules: RateRule[]): Promise<RateVerdict> {
      return verdictOf(db, rules, clock().getTime());
    },
    /**
     * Admit one attempt under every rule or refuse it, atomically: inside one transaction that holds
     * an advisory lock per key (taken in a fixed order, so two requests cannot deadlock), count the
     * window and, when every rule has room, record the attempt. However many requests arrive at
     * once, no more than `limit` are admitted per window.
     */
    async consume(rules: RateRule[]): Promise<RateRefusal | RateTicket> {
      const now = clock();
      const keys = [...new Set(rules.map((r) => r.key))].sort();
      const admitted = await db.transaction(async (tx) => {
        for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
        const verdict = await verdictOf(tx, rules, now.getTime());
        if (verdict.limited) return verdict;
        const ids = await tx
          .insert(rateEvents)
          .values(keys.map((key) => ({ key, at: now })))
          .returning({ id: rateEvents.id, key: rateEvents.key });
        const longest = Math.max(...rules.map((r) => r.windowMs));
        await tx
          .delete(rateEvents)
          .where(and(inArray(rateEvents.key, keys), lt(rateEvents.at, new Date(now.getTime() - longest))));
        return { ...verdict, ids };
      });
      if (!('ids' in admitted)) return { limited: true, retryAfterSeconds: admitted.retryAfterSeconds };
      const { ids } = admitted;
      return {
        limited: false,
        retryAfterSeconds: 0,
        async release(releaseKeys) {
          const mine = ids.filter((row) => releaseKeys.includes(row.key)).map((row) => row.id);
          if (mine.length > 0) await db.delete(rateEvents).where(inArray(rateEvents.id, mine));
        },
      };
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
