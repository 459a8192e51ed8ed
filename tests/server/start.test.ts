/**
 * Safe defaults of a start: what environment the server reads, where it listens, which sandbox keys it
 * uses, and that a production start never keeps the demo accounts whose passwords the README publishes.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { hashPassword, verifyPassword } from '../../server/features/auth/crypto';
import {
  DEMO_ACCOUNTS,
  prepareAccounts,
  REMOVE_DEMO_COMMAND,
  removeDemoAccounts,
  StartRefused,
  seedDemoAccounts,
} from '../../server/features/auth/seed';
import { users } from '../../server/features/auth/tables';
import { KEEP_ALIVE_IDLE_MS } from '../../server/start';
import { openMemoryDatabase } from './harness';

const root = join(import.meta.dirname, '..', '..');
const PRODUCTION = { JWT_SECRET: 'k'.repeat(40), PUBLIC_URL: 'https://skylink.example' };

describe('which environment a start runs as', () => {
  it('NODE_ENV=production without APP_ENV runs as production, and says so when it refuses', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /NODE_ENV=production without APP_ENV is read as APP_ENV=production[\s\S]*JWT_SECRET[\s\S]*PUBLIC_URL/,
    );
    const config = loadConfig({ NODE_ENV: 'production', ...PRODUCTION });
    expect(config).toMatchObject({ production: true, appEnv: 'production', appEnvSource: 'NODE_ENV' });
    // Production never takes payments with the sandbox (whose keys anyone running it could know).
    expect(config.payments.provider).toBe('paystack');
  });

  it('APP_ENV wins over NODE_ENV, and neither set is development', () => {
    expect(loadConfig({ NODE_ENV: 'production', APP_ENV: 'test' })).toMatchObject({
      production: false,
      appEnv: 'test',
      appEnvSource: 'APP_ENV',
    });
    expect(loadConfig({})).toMatchObject({ production: false, appEnv: 'development', appEnvSource: 'default' });
  });

  it('listens on loopback outside production and on every interface in production, unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ APP_ENV: 'production', ...PRODUCTION }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ APP_ENV: 'production', ...PRODUCTION, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it("the sandbox's keys are random at every start unless PAYSTACK_SECRET_KEY/PAYSTACK_PUBLIC_KEY are set", () => {
    const first = loadConfig({}).payments;
    const second = loadConfig({}).payments;
    expect(first.generatedKeys).toBe(true);
    expect(first.secretKey).toMatch(/^sk_test_sandbox_[0-9a-f]{48}$/);
    expect(first.publicKey).toMatch(/^pk_test_sandbox_[0-9a-f]{48}$/);
    expect(second.secretKey).not.toBe(first.secretKey);
    expect(second.publicKey).not.toBe(first.publicKey);
    const own = loadConfig({ PAYSTACK_SECRET_KEY: 'sk_test_mine', PAYSTACK_PUBLIC_KEY: 'pk_test_mine' }).payments;
    expect(own).toMatchObject({ secretKey: 'sk_test_mine', publicKey: 'pk_test_mine', generatedKeys: false });
  });

  it("SANDBOX_APPROVAL_DELAY_MS sets how long the sandbox's test numbers take; absent, the sandbox keeps its 4 s", () => {
    expect(loadConfig({}).payments.sandboxApprovalDelayMs).toBeUndefined();
    expect(loadConfig({ SANDBOX_APPROVAL_DELAY_MS: '400' }).payments.sandboxApprovalDelayMs).toBe(400);
    for (const bad of ['soon', '-1', '1.5']) {
      expect(() => loadConfig({ SANDBOX_APPROVAL_DELAY_MS: bad })).toThrow(/SANDBOX_APPROVAL_DELAY_MS/);
    }
  });
});

describe('a production start on a database a development start seeded', () => {
  it('refuses while a demo account still signs in with its published password, naming it and the fix', async () => {
    const database = await openMemoryDatabase();
    try {
      await seedDemoAccounts(database.db);
      const start = prepareAccounts(database.db, {
        production: true,
        initialAdmin: { email: 'lead@company.example', password: 'Lead#Pass2026' },
      });
      await expect(start).rejects.toBeInstanceOf(StartRefused);
      await expect(start).rejects.toThrow(/demo@example\.com \(user\), ops@example\.com \(admin\)/);
      await expect(start).rejects.toThrow(REMOVE_DEMO_COMMAND);
      // Nothing was created while refusing.
      const emails = (await database.db.select({ email: users.email }).from(users)).map((r) => r.email).sort();
      expect(emails).toEqual(['demo@example.com', 'ops@example.com']);
    } finally {
      await database.close();
    }
  });

  it('after the demo accounts are removed, ADMIN_EMAIL becomes the first administrator', async () => {
    const database = await openMemoryDatabase();
    try {
      await seedDemoAccounts(database.db);
      expect((await removeDemoAccounts(database.db)).sort()).toEqual(['demo@example.com', 'ops@example.com']);
      const initialAdmin = { email: 'lead@company.example', password: 'Lead#Pass2026' };
      expect(await prepareAccounts(database.db, { production: true, initialAdmin })).toEqual({
        created: ['lead@company.example'],
        warnings: [],
      });
    } finally {
      await database.close();
    }
  });

  it('a demo account whose password was changed is no longer a published one: kept, and the start goes on', async () => {
    const database = await openMemoryDatabase();
    try {
      await seedDemoAccounts(database.db);
      const customer = DEMO_ACCOUNTS[0];
      const admin = DEMO_ACCOUNTS[1];
      await database.db
        .update(users)
        .set({ passwordHash: await hashPassword('A#Changed#Pass2026') })
        .where(inArray(users.email, [customer.email, admin.email]));
      expect(await removeDemoAccounts(database.db)).toEqual([]);
      const prepared = await prepareAccounts(database.db, {
        production: true,
        initialAdmin: { email: 'lead@company.example', password: 'Lead#Pass2026' },
      });
      // An administrator exists (the renamed demo admin), so ADMIN_EMAIL was not created: said loudly, with why.
      expect(prepared.created).toEqual([]);
      expect(prepared.warnings).toEqual([
        expect.stringMatching(
          /ADMIN_EMAIL=lead@company\.example was NOT created: .*already has an administrator \(ops@example\.com\)/,
        ),
      ]);
      const [row] = await database.db
        .select()
        .from(users)
        .where(inArray(users.email, [admin.email]));
      expect(row && (await verifyPassword(row.passwordHash ?? '', 'A#Changed#Pass2026'))).toBe(true);
    } finally {
      await database.close();
    }
  });
});

/** Run `server/main.ts` as `npm start` does, until it exits or prints its listening line. */
function runServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', PORT: '0', STATIC_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr.on('data', (chunk) => {
    output += String(chunk);
  });
  return new Promise<{ code: number | null; output: string; stop: () => void }>((resolve) => {
    const timer = setInterval(() => {
      if (/listening on /.test(output)) {
        clearInterval(timer);
        resolve({ code: null, output, stop: () => child.kill('SIGTERM') });
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(timer);
      resolve({ code, output, stop: () => {} });
    });
  });
}

// The process starts on its own PGlite whatever the project: run once, in the unit project.
describe.skipIf(Boolean(inject('postgresUrl')))('the server process', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('exits with the reason before listening when production finds a published demo password', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'skylink-start-'));
    dirs.push(dataDir);
    const seeded = await openDatabase({ dataDir });
    await seedDemoAccounts(seeded.db);
    await seeded.close();
    const run = await runServer({ DATA_DIR: dataDir, APP_ENV: 'production', ...PRODUCTION });
    run.stop();
    expect(run.code).toBe(1);
    expect(run.output).toMatch(
      /Refusing to start in production: demo@example\.com \(user\), ops@example\.com \(admin\)/,
    );
    expect(run.output).toContain(REMOVE_DEMO_COMMAND);
    expect(run.output).not.toMatch(/listening on/);
  }, 60_000);

  describe('a development start (one process for these checks)', () => {
    let development: ReturnType<typeof runServer>;
    beforeAll(() => {
      const dataDir = mkdtempSync(join(tmpdir(), 'skylink-start-'));
      dirs.push(dataDir);
      development = runServer({ DATA_DIR: dataDir, APP_ENV: 'test' });
    });
    afterAll(async () => (await development).stop());

    it('outside production it listens on 127.0.0.1, prints the address it really bound and the one mail links use', async () => {
      const run = await development;
      const [, announced, bound] =
        /open http:\/\/localhost:(\d+) \(listening on http:\/\/127\.0\.0\.1:(\d+)\)/.exec(run.output) ?? [];
      // one origin: the page to open is where mail links lead (localhost), on the port really bound
      expect(announced).toBeDefined();
      expect(announced).toBe(bound);
      // The sandbox's keys of this start are printed (random, not a key anyone could read in the source).
      expect(run.output).toMatch(
        /Keys: sk_test_sandbox_[0-9a-f]{48} \/ pk_test_sandbox_[0-9a-f]{48} \(made up for this start/,
      );
    }, 60_000);

    it('keeps an idle connection open 65 s, longer than a proxy or a client waits between two requests on it', async () => {
      const run = await development;
      const port = Number(/listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(run.output)?.[1]);
      const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
        const agent = new Agent({ keepAlive: true });
        get({ host: '127.0.0.1', port, path: '/api/health/live', agent }, (res) => {
          res.resume();
          res.on('end', () => {
            agent.destroy();
            resolve(res.headers);
          });
        }).on('error', reject);
      });
      expect(headers).toMatchObject({
        connection: 'keep-alive',
        'keep-alive': `timeout=${KEEP_ALIVE_IDLE_MS / 1000}`,
      });
      expect(KEEP_ALIVE_IDLE_MS).toBeGreaterThan(60_000);
    }, 60_000);
  });

  it('KEEP_ALIVE=false closes every connection after its answer (each request may then reach another server)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'skylink-start-'));
    dirs.push(dataDir);
    const run = await runServer({ DATA_DIR: dataDir, APP_ENV: 'test', KEEP_ALIVE: 'false' });
    try {
      const port = Number(/listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(run.output)?.[1]);
      const answer = await new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const agent = new Agent({ keepAlive: true });
        get({ host: '127.0.0.1', port, path: '/api/health/live', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        }).on('error', reject);
      });
      expect(answer).toEqual({ status: 200, connection: 'close' });
    } finally {
      run.stop();
    }
  }, 60_000);
});
