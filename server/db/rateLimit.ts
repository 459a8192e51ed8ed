import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { type Db, rowsOf } from './client';
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

// ----- limits with a block ------------------------------------------------------------------------

/** `limit` events per `windowMs` under `key`; the attempt that finds the window full blocks the key for `blockMs`. */
export interface BlockingRule {
  key: string;
  limit: number;
  windowMs: number;
  blockMs: number;
}

/** Refused: `retryAt` is when every block in force has ended (to the whole second, rounded up). */
export interface BlockRefusal {
  limited: true;
  retryAt: Date;
  retryAfterSeconds: number;
}

export interface BlockTicket {
  limited: false;
  /** Take back this attempt's events for the given keys. */
  release(keys: string[]): Promise<void>;
}

const blockKeyOf = (key: string) => `${key}:block`;
const SECOND = 1000;

/**
 * Several blocking limits taken together, in one call. `peek` reads (one statement) and writes nothing
 * unless it refuses for a full window (then it records the block, like `take`). `take` runs one
 * transaction holding an advisory lock on every key (one statement, keys in a fixed order): one read
 * of every key's recent events and blocks; when every rule has room it counts the attempt under every
 * key (and forgets what no window still counts) in one statement; when any rule refuses it counts
 * nothing and blocks only the keys whose window is full. The refusal's `retryAt` is the end of the
 * longest block in force, so a customer who retries at that time is let through.
 */
export function blockingLimits(db: Db, clock: () => Date) {
  type Row = { key: string; at: Date | string };
  function read(executor: Pick<Db, 'execute'>, rules: BlockingRule[], now: number) {
    const keys = rules.flatMap((r) => [r.key, blockKeyOf(r.key)]);
    const oldest = new Date(now - Math.max(...rules.map((r) => Math.max(r.windowMs, r.blockMs))));
    return rowsOf<Row>(
      executor.execute(
        sql`select key, at from rate_events where key in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )}) and at > ${oldest.toISOString()}::timestamptz`,
      ),
    );
  }
  /** When each rule is free again (null: it has room now), and which windows are full. */
  function judge(rules: BlockingRule[], rows: Row[], now: number) {
    let until = 0;
    const full: BlockingRule[] = [];
    for (const rule of rules) {
      const times = (key: string, sinceMs: number) =>
        rows
          .filter((r) => r.key === key)
          .map((r) => new Date(r.at).getTime())
          .filter((t) => t > now - sinceMs);
      const blocks = times(blockKeyOf(rule.key), rule.blockMs);
      if (blocks.length > 0) {
        until = Math.max(until, Math.max(...blocks) + rule.blockMs);
        continue;
      }
      if (times(rule.key, rule.windowMs).length >= rule.limit) {
        full.push(rule);
        until = Math.max(until, now + rule.blockMs);
      }
    }
    return { until, full };
  }
  function refusal(until: number, now: number): BlockRefusal {
    const retryAt = new Date(Math.ceil(until / SECOND) * SECOND);
    return { limited: true, retryAt, retryAfterSeconds: Math.max(1, Math.ceil((until - now) / SECOND)) };
  }

  async function take(rules: BlockingRule[], options: { count: boolean }): Promise<BlockRefusal | BlockTicket | null> {
    const now = clock().getTime();
    const at = new Date(now).toISOString();
    const keys = [...new Set(rules.map((r) => r.key))].sort();
    const outcome = await db.transaction(async (tx) => {
      await tx.execute(
        sql`select count(pg_advisory_xact_lock(hashtextextended(k, 0))) from (select unnest(array[${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )}]::text[]) as k order by 1) as locked`,
      );
      const { until, full } = judge(rules, await read(tx, rules, now), now);
      if (until > now) {
        if (full.length > 0) {
          await tx.execute(
            sql`insert into rate_events (key, at) values ${sql.join(
              full.map((r) => sql`(${blockKeyOf(r.key)}, ${at}::timestamptz)`),
              sql`, `,
            )}`,
          );
        }
        return { ids: null, until };
      }
      if (!options.count) return null;
      const longest = Math.max(...rules.map((r) => Math.max(r.windowMs, r.blockMs)));
      const cutoff = new Date(now - longest).toISOString();
      const inserted = await rowsOf<{ id: number; key: string }>(
        tx.execute(sql`with forgotten as (
            delete from rate_events where key in (${sql.join(
              rules.flatMap((r) => [sql`${r.key}`, sql`${blockKeyOf(r.key)}`]),
              sql`, `,
            )}) and at < ${cutoff}::timestamptz
          )
          insert into rate_events (key, at) values ${sql.join(
            keys.map((k) => sql`(${k}, ${at}::timestamptz)`),
            sql`, `,
          )} returning id, key`),
      );
      return { ids: inserted, until: 0 };
    });
    if (outcome === null) return null;
    if (outcome.ids === null) return refusal(outcome.until, now);
    const { ids } = outcome;
    return {
      limited: false,
      async release(releaseKeys) {
        const mine = ids.filter((row) => releaseKeys.includes(row.key)).map((row) => row.id);
        if (mine.length > 0) await db.delete(rateEvents).where(inArray(rateEvents.id, mine));
      },
    };
  }

  return {
    /** Would these rules admit one more attempt? Counts nothing; a full window is blocked as `take` would. */
    async peek(rules: BlockingRule[]): Promise<BlockRefusal | null> {
      const now = clock().getTime();
      const { until, full } = judge(rules, await read(db, rules, now), now);
      if (until <= now) return null;
      if (full.length === 0) return refusal(until, now); // only blocks in force: nothing to record
      const answer = await take(rules, { count: false });
      return answer?.limited ? answer : null;
    },
    /** Count one attempt under every rule, or refuse it (counting nothing). */
    async take(rules: BlockingRule[]): Promise<BlockRefusal | BlockTicket> {
      const answer = await take(rules, { count: true });
      if (!answer) throw new Error('take counted nothing');
      return answer;
    },
  };
}

export type BlockingLimits = ReturnType<typeof blockingLimits>;
