/**
 * What the scheduler costs and how quickly it acts (npm run bench:scheduler [-- --postgres] [--seconds 60]).
 * Starts the app as `npm start` does (the application's clock, pg-boss on the app's database, every job the
 * app defines), on in-memory PGlite or, with --postgres, on a throwaway PostgreSQL, and prints:
 *   - idle: the SQL statements a minute and the CPU-seconds a minute of the process while nothing is due
 *     (after a 15 s warm-up; statements counted at the driver: PGlite's query/exec, pg's Client.query);
 *   - due to sent: a customer 7 days and 1 hour before paid-until, the test clock moved 1 h; the time from
 *     the move to the reminder written, and to its SMS taken by the outbox.
 * A benchmark, not a test: figures depend on the machine.
 */
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import { type Database, openDatabase } from '../server/db/client';
import { smsOutbox } from '../server/db/schema';
import { users } from '../server/features/auth/tables';
import { seedPlans } from '../server/features/subscriptions/seed';
import { subscriptionReminders, subscriptions } from '../server/features/subscriptions/tables';
import { createScheduler } from '../server/jobs/scheduler';
import { paystackSandbox } from '../server/sandbox';
import { appClockOf } from '../server/system/clock';
import { startPostgres, type TestPostgres } from '../tests/support/postgres';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('--seconds', 60);
const usePostgres = process.argv.includes('--postgres');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let statements = 0;
/** Count every statement at the driver. */
function countStatements(database: Database) {
  if (database.driver.kind === 'postgres') {
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
      statements += 1;
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    return;
  }
  const lite = database.driver.pglite as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
  for (const name of ['query', 'exec'] as const) {
    const original = lite[name]?.bind(lite);
    if (!original) continue;
    lite[name] = (...args: unknown[]) => {
      statements += 1;
      return original(...args);
    };
  }
  const transaction = lite.transaction?.bind(lite);
  if (transaction) {
    lite.transaction = (callback: unknown) =>
      transaction(async (tx: Record<string, (...a: unknown[]) => Promise<unknown>>) => {
        for (const name of ['query', 'exec'] as const) {
          const original = tx[name]?.bind(tx);
          if (original)
            tx[name] = (...args: unknown[]) => {
              statements += 1;
              return original(...args);
            };
        }
        return (callback as (t: unknown) => Promise<unknown>)(tx);
      });
  }
}

async function main() {
  let postgres: TestPostgres | null = null;
  if (usePostgres) postgres = await startPostgres();
  const database = await openDatabase({ databaseUrl: postgres?.url });
  await seedPlans(database.db);
  const config = loadConfig();
  const clock = appClockOf({ db: database.db, production: false });
  await clock.start();
  const scheduler = createScheduler({ database: database.driver, now: clock.now, followTestClock: true });
  // the whole app, as npm start builds it (the sandbox as the payment provider)
  createApp({ config, database, appClock: clock, scheduler, paymentSandbox: paystackSandbox });
  await scheduler.start();
  clock.onChange((reading) => void scheduler.clockMoved(String(reading.offsetSeconds)));
  countStatements(database);

  await sleep(15_000);
  statements = 0;
  const cpu = process.cpuUsage();
  const started = Date.now();
  await sleep(SECONDS * 1000);
  const minutes = (Date.now() - started) / 60_000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  const where = usePostgres ? 'PostgreSQL' : 'PGlite';
  console.info(
    `idle (${where}, ${SECONDS} s): ${Math.round(statements / minutes)} SQL statements a minute, ${(cpuSeconds / minutes).toFixed(2)} CPU-seconds a minute (${((cpuSeconds / (minutes * 60)) * 100).toFixed(1)} % of one core)`,
  );

  // due to sent: the 7-day reminder comes due when the clock moves 1 h
  const now = clock.now();
  const [user] = await database.db
    .insert(users)
    .values({
      email: 'bench.reminder@example.com',
      username: 'benchreminder',
      passwordHash: 'x',
      fullName: 'Bench Reminder',
      firstName: 'Bench',
      lastName: 'Reminder',
      phoneNumber: '0201234567',
      emailVerifiedAt: now,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  await database.db.insert(subscriptions).values({
    userId: user.id,
    planId: 'plan_standard_monthly',
    billingCycle: 'monthly',
    status: 'active',
    nextBillingDate: new Date(now.getTime() + 7 * 86_400_000 + 3_600_000),
    createdAt: now,
    updatedAt: now,
  });
  const moved = Date.now();
  await clock.advance(3_601, null);
  let written: number | null = null;
  let sent: number | null = null;
  while (Date.now() - moved < 60_000 && sent === null) {
    if (written === null) {
      const [row] = await database.db
        .select()
        .from(subscriptionReminders)
        .where(eq(subscriptionReminders.userId, user.id));
      if (row) written = Date.now() - moved;
    }
    const [sms] = await database.db.select().from(smsOutbox).where(eq(smsOutbox.userId, user.id));
    if (sms && sms.status !== 'queued') sent = Date.now() - moved;
    else if (sms && written !== null && sms.nextAttemptAt.getTime() > clock.now().getTime()) {
      console.info('(the SMS waits for 08:00 Ghana time: quiet hours at this application time)');
      break;
    }
    await sleep(50);
  }
  console.info(
    `due to sent (${where}): reminder written ${written ?? '-'} ms after the clock moved, its SMS taken by the outbox ${sent ?? '-'} ms after`,
  );
  await scheduler.stop();
  clock.stop();
  await database.close();
  await postgres?.stop();
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
