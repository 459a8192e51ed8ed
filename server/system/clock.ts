/**
 * The application's clock: what every part of the server reads for "now" (paid-until and standing, tokens'
 * expiry, rate-limit windows, reminders, the scheduler's due times). In production it is the real time. Outside
 * production an administrator may move it forward with the test clock (`/api/admin/test-clock`), as a payment
 * platform's sandbox lets one move a subscription's time: the offset lives in the database (`app_clock`), so
 * every server follows the same clock. A server reads it at start and every `refreshEveryMs` after (5 s); the
 * server that moved it knows at once, and tells its listeners (the scheduler runs what came due).
 *
 * Shared infrastructure like server/system/settings: any server feature may read it; it imports no feature.
 */
import { eq, sql } from 'drizzle-orm';
import { TEST_CLOCK_MAX_ADVANCE_SECONDS } from '../../src/domain/testClock';
import type { Db } from '../db/client';
import { appClock } from '../db/schema';

const ROW_ID = 1;

export interface TestClockReading {
  now: Date;
  offsetSeconds: number;
}

export interface AppClock {
  /** The application's time: the real time plus the stored offset (always 0 in production). */
  now: () => Date;
  offsetSeconds: () => number;
  /** Whether this clock can be moved (outside production). */
  movable: boolean;
  /** Read the stored offset now (a server follows another's advance at its next refresh). */
  refresh: () => Promise<TestClockReading>;
  /** Move the clock forward (outside production); answers the new reading. Parallel advances add up. */
  advance: (seconds: number, actorId: string | null) => Promise<TestClockReading>;
  /** Told after the offset changed (here or, at a refresh, by another server). */
  onChange: (listener: (reading: TestClockReading) => void) => () => void;
  /** Refresh every `everyMs` until `stop` (outside production; a production clock has nothing to follow). */
  start: (everyMs?: number) => Promise<void>;
  stop: () => void;
}

export interface AppClockOptions {
  db: Db;
  production: boolean;
  /** The real time (tests give a fixed or stepped one). */
  realNow?: () => Date;
}

/** The application's clock over `db`. */
export function appClockOf({ db, production, realNow = () => new Date() }: AppClockOptions): AppClock {
  let offsetMs = 0;
  let timer: ReturnType<typeof setInterval> | null = null;
  const listeners = new Set<(reading: TestClockReading) => void>();
  const now = () => new Date(realNow().getTime() + offsetMs);
  const reading = (): TestClockReading => ({ now: now(), offsetSeconds: offsetMs / 1000 });

  function apply(seconds: number) {
    const next = seconds * 1000;
    if (next === offsetMs) return;
    offsetMs = next;
    const r = reading();
    for (const listener of listeners) listener(r);
  }

  async function refresh(): Promise<TestClockReading> {
    if (production) return reading();
    const [row] = await db
      .select({ offsetSeconds: appClock.offsetSeconds })
      .from(appClock)
      .where(eq(appClock.id, ROW_ID))
      .limit(1);
    apply(row?.offsetSeconds ?? 0);
    return reading();
  }

  async function advance(seconds: number, actorId: string | null): Promise<TestClockReading> {
    if (production) throw new Error('the clock of a production server cannot be moved');
    if (!Number.isInteger(seconds) || seconds < 1 || seconds > TEST_CLOCK_MAX_ADVANCE_SECONDS) {
      throw new RangeError(`an advance is 1 to ${TEST_CLOCK_MAX_ADVANCE_SECONDS} whole seconds`);
    }
    // one statement: two advances at once both count
    const [row] = await db
      .insert(appClock)
      .values({ id: ROW_ID, offsetSeconds: seconds, updatedAt: realNow(), updatedBy: actorId })
      .onConflictDoUpdate({
        target: appClock.id,
        set: {
          offsetSeconds: sql`${appClock.offsetSeconds} + ${seconds}`,
          updatedAt: realNow(),
          updatedBy: actorId,
        },
      })
      .returning({ offsetSeconds: appClock.offsetSeconds });
    apply(row?.offsetSeconds ?? seconds);
    return reading();
  }

  return {
    now,
    offsetSeconds: () => offsetMs / 1000,
    movable: !production,
    refresh,
    advance,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start(everyMs = 5_000) {
      if (production) return;
      await refresh();
      timer ??= setInterval(() => {
        refresh().catch((err: unknown) => console.error('clock: reading the test clock failed:', err));
      }, everyMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
