/**
 * The server test harness: a migrated, seeded database per test file, the app on it, a clock, the mail kept,
 * and the helpers every server test signs in and pays with.
 * Longer than 300 lines: the database, the app and the sign-in helpers are one harness that every server test shares.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type AppDeps, createApp } from '../../server/app';
import { type Database, openDatabase } from '../../server/db/client';
import { seedDemoAccounts } from '../../server/features/auth/seed';
import { seedPlans } from '../../server/features/subscriptions/seed';
import type { JobDefinition, Scheduler } from '../../server/jobs/scheduler';
import type { Mail, Mailer } from '../../server/mail/mailer';
import { outboxMailer } from '../../server/mail/mailer';
import { paystackSandbox } from '../../server/sandbox';
import { type AppClock, appClockOf } from '../../server/system/clock';
import { writeSystemSettings } from '../../server/system/settings';
import { defaultSystemSettings } from '../../src/domain/systemSettings';
import { DEFAULT_SETTINGS, type SecuritySettings } from '../../src/features/settings/contract';
import { contractChecked } from '../support/contractCheck';
import { createDatabaseAt } from '../support/postgres';
import { TEST_SANDBOX_PUBLIC_KEY, TEST_SANDBOX_SECRET_KEY } from '../support/sandboxKeys';

/**
 * The database of one test file: in-memory PGlite (started from the migrated dump the `unit` project's
 * global setup made, see tests/support/pgliteTemplateSetup.ts; migrations still run and find nothing to
 * do), or, in the `server-pg` project (npm run test:server:pg), a fresh database on the real PostgreSQL
 * that project's global setup started.
 */
export async function openTestDatabase(): Promise<Database> {
  const server = inject('postgresUrl');
  if (!server) return openMemoryDatabase();
  const name = `t_${randomUUID().replace(/-/g, '')}`;
  return openDatabase({ databaseUrl: await createDatabaseAt(server, name) });
}

/** A migrated in-memory PGlite, in either project (from the `unit` project's migrated dump when it has one). */
export function openMemoryDatabase(): Promise<Database> {
  const template = inject('pgliteTemplate');
  return openDatabase({ dataDir: 'memory://', loadDataDir: template ? new Blob([readFileSync(template)]) : undefined });
}

/** A settable clock: tests move time to expire tokens and rate-limit windows. */
export function testClock(start = '2026-11-21T09:00:00.000Z') {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

export interface Harness {
  database: Database;
  app: ReturnType<typeof createApp>;
  clock: ReturnType<typeof testClock>;
  /** With `appClock`: the application's clock (the harness's clock plus the test clock's offset). */
  appClock?: AppClock;
  /** Every mail the app handed to the mailer (also written to the outbox table). */
  sent: Mail[];
  post: (path: string, body: unknown, init?: { token?: string; ip?: string }) => Promise<Response>;
  get: (path: string, token?: string) => Promise<Response>;
  login: (
    identifier: string,
    password: string,
    ip?: string,
  ) => Promise<{ access_token: string; refresh_token: string }>;
  register: (
    fields: { username?: string; name: string; email: string; password: string; phone_number?: string },
    ip?: string,
  ) => Promise<Response>;
  /** Wait for the work requests left running after their answers (mail). */
  settle: () => Promise<void>;
  /** The last link sent to an address whose path starts with the given prefix. */
  lastLink: (to: string, pathPrefix: string) => URL;
  /**
   * Save the signed-in account's own Security preferences (over the defaults: a 30-minute session timeout),
   * as /settings does. Tests that hold one access token across long clock moves choose 240 minutes, so the
   * system's timeout (2 hours, hour-long access tokens) is what applies.
   */
  saveSecurity: (token: string, patch: Partial<SecuritySettings>) => Promise<void>;
  /**
   * Run one of the app's scheduled jobs now, as the scheduler would (the harness records their definitions
   * instead of starting a queue: nothing runs on time by itself).
   */
  runJob: (name: string, data?: unknown) => Promise<void>;
  /** The app's scheduler (a real one when the harness was given one: start it to work its queues). */
  scheduler: Scheduler;
  /** Stops the scheduler and closes the database; fails when an answer broke its contract (tests/support/contractCheck.ts). */
  close: () => Promise<void>;
}

/**
 * A scheduler that records the jobs the app defines (Harness.runJob runs one). Over a real scheduler
 * (`inner`) it also hands them on, so they run on its queue as on a server.
 */
function recordingScheduler(inner?: Scheduler) {
  const jobs = new Map<string, JobDefinition<unknown>>();
  let runs = 0;
  const scheduler: Scheduler = {
    define: (job) => {
      jobs.set(job.name, job as JobDefinition<unknown>);
      inner?.define(job);
    },
    enqueue: async (name, data, options) => (inner ? inner.enqueue(name, data, options) : null),
    runDue: () => inner?.runDue(),
    clockMoved: async (moveId) => inner?.clockMoved(moveId),
    status: async () => (inner ? inner.status() : []),
    retry: async (name, id) => (inner ? inner.retry(name, id) : false),
    start: async () => inner?.start(),
    stop: async () => inner?.stop(),
  };
  async function runJob(name: string, data: unknown = {}) {
    const job = jobs.get(name);
    if (!job) throw new Error(`no job ${name} (defined: ${[...jobs.keys()].join(', ')})`);
    runs += 1;
    await job.run(job.schema.parse(data), { id: `test-${runs}`, retry: 0 });
  }
  return { scheduler, runJob };
}

/**
 * One in-memory PGlite per test file (migrated and seeded), with an app built on it. `production`
 * builds the app as in production mode; `fresh` skips the seed. Every answer of an endpoint a contract
 * declares is checked against it (tests/support/contractCheck.ts): a mismatch fails the request.
 */
export async function createHarness(
  options: {
    production?: boolean;
    seed?: boolean;
    billing?: AppDeps['billing'];
    /** the fake Paystack (paystackSandbox by default; billing tests pass sandboxWith(...) to keep it) */
    paymentSandbox?: AppDeps['paymentSandbox'];
    payments?: AppDeps['config']['payments'];
    metricsToken?: string;
    /** the SMS sender (a failing one, a recording one); by default the outbox */
    sms?: AppDeps['sms'];
    /** a database opened by the test (the restart drill's own PostgreSQL); closed with the harness */
    database?: Database;
    /**
     * The application's clock over the harness's clock (server/system/clock.ts): the test clock's offset is
     * added to it, and /api/admin/test-clock is mounted outside production.
     */
    appClock?: boolean;
    /** a real scheduler on the harness's database (the app's jobs are defined on it; the test starts it) */
    scheduler?: (database: Database) => Scheduler;
  } = {},
): Promise<Harness> {
  const database = options.database ?? (await openTestDatabase());
  const clock = testClock();
  await seedPlans(database.db, clock.now);
  if (options.seed !== false) await seedDemoAccounts(database.db, clock.now);
  const appClock = options.appClock
    ? appClockOf({ db: database.db, production: options.production ?? false, realNow: clock.now })
    : undefined;
  const sent: Mail[] = [];
  const outbox = outboxMailer(database.db, clock.now);
  const mailer: Mailer = {
    async send(mail) {
      sent.push(mail);
      await outbox.send(mail);
    },
  };
  // Mail goes out after the answer (background tasks): every helper below waits for them, so a
  // test sees the mail of a request as soon as the request returns.
  const pending = new Set<Promise<void>>();
  const background = (task: () => Promise<void>) => {
    const run = task().finally(() => pending.delete(run));
    pending.add(run);
  };
  const settle = async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  };
  const jobs = recordingScheduler(options.scheduler?.(database));
  const { app, mismatches } = contractChecked(
    createApp({
      scheduler: jobs.scheduler,
      background,
      config: {
        staticDir: '/nonexistent',
        production: options.production ?? false,
        trustProxy: true,
        publicUrl: 'https://skylink.test',
        payments: options.payments ?? {
          provider: 'sandbox',
          baseUrl: 'https://api.paystack.co',
          customBaseUrl: false,
          secretKey: TEST_SANDBOX_SECRET_KEY,
          publicKey: TEST_SANDBOX_PUBLIC_KEY,
        },
        metricsToken: options.metricsToken,
      },
      billing: options.billing,
      paymentSandbox: options.paymentSandbox ?? paystackSandbox,
      sms: options.sms,
      database,
      clock: clock.now,
      appClock,
      mailer,
    }),
  );
  const headers = (init?: { token?: string; ip?: string }, json = true) => {
    const h: Record<string, string> = { 'X-Forwarded-For': init?.ip ?? '198.51.100.7' };
    if (json) h['Content-Type'] = 'application/json';
    if (init?.token) h.Authorization = `Bearer ${init.token}`;
    return h;
  };
  const post: Harness['post'] = async (path, body, init) => {
    const res = await app.request(path, {
      method: 'POST',
      headers: headers(init),
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    await settle();
    return res;
  };
  const get: Harness['get'] = async (path, token) => {
    const res = await app.request(path, { headers: headers({ token }, false) });
    await settle();
    return res;
  };
  const login: Harness['login'] = async (identifier, password, ip) => {
    const field = identifier.includes('@') ? 'email' : 'username';
    const res = await post('/api/auth/login', { [field]: identifier, password }, { ip });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
    return res.json();
  };
  // Each registration from its own address, so the per-address limit meets only the tests about it.
  let registrations = 0;
  const register: Harness['register'] = (fields, ip) => {
    registrations += 1;
    return post('/api/auth/register', fields, { ip: ip ?? `203.0.113.${registrations % 250}` });
  };
  const lastLink: Harness['lastLink'] = (to, pathPrefix) => {
    for (const mail of [...sent].reverse()) {
      if (mail.to.toLowerCase() !== to.toLowerCase()) continue;
      const link = mail.text
        .match(/https?:\/\/\S+/g)
        ?.map((href) => new URL(href))
        .find((u) => u.pathname.startsWith(pathPrefix));
      if (link) return link;
    }
    throw new Error(`no ${pathPrefix} link sent to ${to}`);
  };
  const saveSecurity: Harness['saveSecurity'] = async (token, patch) => {
    const res = await app.request('/api/user/settings/security', {
      method: 'PUT',
      headers: headers({ token }),
      body: JSON.stringify({ ...DEFAULT_SETTINGS.security, ...patch }),
    });
    if (res.status !== 200) throw new Error(`saving security preferences failed: ${res.status} ${await res.text()}`);
  };
  return {
    database,
    app,
    clock,
    appClock,
    sent,
    post,
    get,
    login,
    register,
    lastLink,
    saveSecurity,
    settle,
    runJob: jobs.runJob,
    scheduler: jobs.scheduler,
    close: async () => {
      await jobs.scheduler.stop();
      await database.close();
      if (mismatches.length > 0) {
        throw new Error(
          `${mismatches.length} answer(s) broke the contract:\n${mismatches.map((m) => m.message).join('\n')}`,
        );
      }
    },
  };
}

/** Decode a JWT's payload (no verification: for assertions only). */
export function jwtPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

let registered = 0;
/**
 * A fresh account registered through the API (not yet verified), for one test: its sign-up fields, named
 * after `prefix` and a number no other call in the worker has used.
 */
export async function registerAccount(h: Pick<Harness, 'register'>, prefix: string, password = 'Start#Pass2026') {
  registered += 1;
  const fields = {
    username: `${prefix}${registered}`,
    name: `${prefix.charAt(0).toUpperCase()}${prefix.slice(1)} Number${registered}`,
    email: `${prefix}${registered}@example.com`,
    password,
  };
  const res = await h.register(fields);
  if (res.status !== 201) throw new Error(`registering ${fields.email} answered ${res.status}: ${await res.text()}`);
  return fields;
}

/**
 * A production server whose administrators may sign in without two-factor (the production default requires it):
 * for tests about what production serves an administrator, not about signing in (tests/server/features/auth/
 * two-factor.test.ts covers the requirement).
 */
export async function allowAdminsWithoutTwoFactor(h: Pick<Harness, 'database' | 'clock'>): Promise<void> {
  await writeSystemSettings(
    h.database.db,
    h.clock.now(),
    { ...defaultSystemSettings(true), adminTwoFactorRequired: false },
    null,
  );
}
