/**
 * The findings of the accounts security review, one block each: every test here failed before its fix.
 * Longer than 300 lines because each finding gets its own block of parallel and hostile requests.
 */
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { and, eq } from 'drizzle-orm';
import { sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../../server/app';
import { auditLog, serverKeys } from '../../../../server/db/schema';
import { greetingName } from '../../../../server/features/auth/mailTemplates';
import { createAdmin, prepareAccounts } from '../../../../server/features/auth/seed';
import { authSessions, emailCodes, users } from '../../../../server/features/auth/tables';
import { describeError } from '../../../../server/http/errors';
import { hasControlCharacter } from '../../../../src/domain/text';
import { createHarness, type Harness, jwtPayload, openMemoryDatabase } from '../../harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const DEMO = { email: 'demo@example.com', password: 'Demo#Pass2026' };
let counter = 0;
async function newAccount(password = 'Start#Pass2026') {
  counter += 1;
  const fields = {
    username: `hard${counter}`,
    name: `Hard Case${counter}`,
    email: `hard${counter}@example.com`,
    password,
  };
  expect((await h.register(fields)).status).toBe(201);
  return fields;
}

describe('demo accounts and the first administrator', () => {
  it('production seeds no demo account; the first admin comes from ADMIN_EMAIL/ADMIN_PASSWORD, once', async () => {
    const database = await openMemoryDatabase();
    try {
      const none = await prepareAccounts(database.db, { production: true });
      expect(none.created).toEqual([]);
      // Nobody can reach the admin area: said loudly, with what to do.
      expect(none.warnings.join('\n')).toMatch(/No administrator exists[\s\S]*ADMIN_EMAIL[\s\S]*admin:create/);
      expect(await database.db.select().from(users)).toHaveLength(0);
      const initialAdmin = { email: 'Lead@Company.example', password: 'Lead#Pass2026' };
      expect(await prepareAccounts(database.db, { production: true, initialAdmin })).toEqual({
        created: ['lead@company.example'],
        warnings: [],
      });
      // The same start again: the administrator is there, nothing to say.
      expect(await prepareAccounts(database.db, { production: true, initialAdmin })).toEqual({
        created: [],
        warnings: [],
      });
      // A start with other values creates nothing (an administrator exists) and says why, loudly.
      const other = await prepareAccounts(database.db, {
        production: true,
        initialAdmin: { email: 'other@company.example', password: 'Other#Pass2026' },
      });
      expect(other.created).toEqual([]);
      expect(other.warnings).toEqual([
        expect.stringMatching(
          /^ADMIN_EMAIL=other@company\.example was NOT created: this database already has an administrator \(lead@company\.example\)/,
        ),
      ]);
      const rows = await database.db.select({ email: users.email, role: users.role }).from(users);
      expect(rows).toEqual([{ email: 'lead@company.example', role: 'admin' }]);
    } finally {
      await database.close();
    }
  });

  it('outside production the demo accounts are seeded', async () => {
    const database = await openMemoryDatabase();
    try {
      expect(await prepareAccounts(database.db, { production: false })).toEqual({
        created: ['demo@example.com', 'ops@example.com'],
        warnings: [],
      });
    } finally {
      await database.close();
    }
  });

  it('admin:create refuses a weak password and a taken address', async () => {
    await expect(createAdmin(h.database.db, { email: 'weak@company.example', password: 'short' })).rejects.toThrow(
      /Password must be at least 8 characters long/,
    );
    await expect(createAdmin(h.database.db, { email: DEMO.email, password: 'Strong#Pass2026' })).rejects.toThrow(
      /already has an account/,
    );
  });
});

describe('failed sign-ins are counted before the password check', () => {
  it('50 parallel wrong passwords: at most 5 are checked, the rest get 429, and a correct one in the burst is refused', async () => {
    const account = await newAccount();
    const attempts = Array.from({ length: 50 }, (_, i) =>
      h.post(
        '/api/auth/login',
        { email: account.email, password: i === 25 ? account.password : `Wrong#Pass${i}` },
        { ip: `198.18.0.${i + 1}` },
      ),
    );
    const statuses = (await Promise.all(attempts)).map((r) => r.status);
    const checked = statuses.filter((s) => s !== 429).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - checked);
    // Unless the correct password was among the five checked, it did not sign in.
    const signedIn = statuses[25] === 200;
    expect(statuses.filter((s) => s === 200)).toHaveLength(signedIn ? 1 : 0);
    if (!signedIn) {
      const after = await h.post(
        '/api/auth/login',
        { email: account.email, password: account.password },
        { ip: '198.18.1.1' },
      );
      expect(after.status).toBe(429);
    }
  });

  it('20 parallel attempts from one address on different accounts: at most 20 are checked per window', async () => {
    const attempts = Array.from({ length: 30 }, (_, i) =>
      h.post('/api/auth/login', { email: `nobody${i}@example.com`, password: 'Wrong#Pass1' }, { ip: '198.18.2.2' }),
    );
    const statuses = (await Promise.all(attempts)).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it('a successful sign-in does not use up its address', async () => {
    for (let i = 0; i < 25; i++) {
      expect((await h.post('/api/auth/login', DEMO, { ip: '198.18.3.3' })).status).toBe(200);
    }
  });
});

describe('mail links come from configuration, never from the request', () => {
  it('a Host header (through a real socket) and an absolute-form target do not reach the reset link', async () => {
    const account = await newAccount();
    const server = createServer(getRequestListener(h.app.fetch));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const send = (path: string, host: string) =>
      new Promise<number>((done, fail) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path,
            method: 'POST',
            headers: { Host: host, 'Content-Type': 'application/json' },
          },
          (res) => {
            res.resume();
            res.on('end', () => done(res.statusCode ?? 0));
          },
        );
        req.on('error', fail);
        req.end(JSON.stringify({ username: account.email }));
      });
    try {
      expect(await send('/api/auth/forgot-password', 'evil.example')).toBe(200);
      await h.settle();
      expect(h.lastLink(account.email, '/reset-password').origin).toBe('https://skylink.test');
      expect(await send('http://evil.example/api/auth/forgot-password', 'evil.example')).toBe(200);
      await h.settle();
      expect(h.lastLink(account.email, '/reset-password').origin).toBe('https://skylink.test');
    } finally {
      server.close();
    }
  });

  it('without PUBLIC_URL (outside production) links point at the local server', async () => {
    const tasks: Promise<void>[] = [];
    const mails: string[] = [];
    const app = createApp({
      config: { staticDir: '/nonexistent', production: false },
      database: h.database,
      mailer: { send: async (mail) => void mails.push(mail.text) },
      background: (task) => tasks.push(task()),
    });
    const res = await app.request('http://evil.example/api/auth/forgot-password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Host: 'evil.example' },
      body: JSON.stringify({ username: DEMO.email }),
    });
    expect(res.status).toBe(200);
    await Promise.all(tasks);
    expect(mails.at(-1)).toContain('http://localhost:3000/reset-password?token=');
    expect(mails.join('\n')).not.toContain('evil.example');
  });
});

describe('account enumeration', () => {
  it('forgot-password does nothing account-specific before its answer: no lookup, token, entry or mail', async () => {
    const held: (() => Promise<void>)[] = [];
    const mails: string[] = [];
    const app = createApp({
      config: { staticDir: '/nonexistent', production: false, publicUrl: 'https://skylink.test' },
      database: h.database,
      mailer: { send: async (mail) => void mails.push(mail.to) },
      background: (task) => void held.push(task),
    });
    const account = await newAccount();
    const [{ id } = { id: '' }] = await h.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, account.email));
    const resetCodes = () =>
      h.database.db
        .select()
        .from(emailCodes)
        .where(and(eq(emailCodes.userId, id), eq(emailCodes.purpose, 'reset_password')));
    const resetEntries = () =>
      h.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.userId, id), eq(auditLog.action, 'auth.password_reset_requested')));
    const ask = (username: string) =>
      app.request('/api/auth/forgot-password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.18.10.10' },
        body: JSON.stringify({ username }),
      });
    const known = await ask(account.email);
    const unknown = await ask('ghost@example.com');
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual(await unknown.json());
    // Each request left the same work behind, and none of it has happened yet.
    expect(held).toHaveLength(2);
    expect(mails).toHaveLength(0);
    expect(await resetCodes()).toHaveLength(0);
    expect(await resetEntries()).toHaveLength(0);
    for (const task of held) await task();
    expect(mails).toEqual([account.email]);
    expect(await resetCodes()).toHaveLength(1);
    expect(await resetEntries()).toHaveLength(1);
  });

  it('forgot-password is limited per address: the 11th request in an hour gets 429 with Retry-After', async () => {
    const ip = '198.18.11.11';
    for (let i = 0; i < 10; i++) {
      // known and unknown addresses alike use up the address's requests
      const username = i % 2 === 0 ? DEMO.email : `nobody${i}@example.com`;
      expect((await h.post('/api/auth/forgot-password', { username }, { ip })).status).toBe(200);
    }
    const limited = await h.post('/api/auth/forgot-password', { username: 'ghost@example.com' }, { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    const body = await limited.json();
    expect(body.code).toBe('rate_limited');
    expect(body.error).toMatch(/^Too many emails requested\. /);
    // another address is not affected, and the window frees the first one
    expect((await h.post('/api/auth/forgot-password', { username: DEMO.email }, { ip: '198.18.11.12' })).status).toBe(
      200,
    );
    h.clock.advance(60 * 60_000 + 1000);
    expect((await h.post('/api/auth/forgot-password', { username: DEMO.email }, { ip })).status).toBe(200);
  });

  it('register is limited per address (10 an hour) and per target email (5 an hour)', async () => {
    const fields = (i: number) => ({
      username: `reglimit${i}`,
      name: 'Reg Limit',
      email: `reglimit${i}@example.com`,
      password: 'Start#Pass2026',
    });
    for (let i = 0; i < 10; i++) expect((await h.register(fields(i), '198.18.4.4')).status).toBe(201);
    const limited = await h.register(fields(10), '198.18.4.4');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBeTruthy();

    // reglimit0@example.com has had one request (its registration): four more, then the limit.
    const taken = { ...fields(0), username: 'someoneelse' };
    for (let i = 0; i < 4; i++) {
      const res = await h.register(taken, `198.18.5.${i}`);
      expect(res.status).toBe(409);
      expect((await res.json()).error).toBe('User already exists');
    }
    expect((await h.register(taken, '198.18.5.99')).status).toBe(429);
  });

  it('register limits hold under parallel requests', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        h.register(
          { username: `burst${i}`, name: 'Burst Case', email: `burst${i}@example.com`, password: 'Start#Pass2026' },
          '198.18.6.6',
        ),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });
});

describe('email addresses that mailers read as several recipients', () => {
  it('register and update-profile refuse ; and , in an address with the field message, and store nothing', async () => {
    const account = await newAccount();
    const { access_token } = await h.login(account.email, account.password, '198.18.12.12');
    for (const email of ['a;b@example.com', 'a,b@example.com', `victim@example.com;${account.email}`]) {
      const registered = await h.register(
        { username: `sep${email.length}`, name: 'Separator Case', email, password: 'Start#Pass2026' },
        '198.18.12.13',
      );
      expect(registered.status, email).toBe(400);
      const answer = await registered.json();
      expect(answer.error).toBe('Please enter a valid email address');
      expect(answer.issues[0].path).toBe('email');

      const updated = await h.post(
        '/api/auth/update-profile',
        { email, current_password: account.password },
        { token: access_token },
      );
      expect(updated.status, email).toBe(400);
      expect((await updated.json()).error).toBe('Please enter a valid email address');
    }
    const stored = await h.database.db.select({ email: users.email }).from(users);
    expect(stored.filter((u) => /[;,]/.test(u.email))).toEqual([]);
    expect(stored.map((u) => u.email)).toContain(account.email);
  });
});

describe('control characters', () => {
  it('a NUL in any string field answers 400 with a field message, and logs nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const [path, body] of [
        ['/api/auth/login', { email: 'demo\u0000@example.com', password: 'x' }],
        [
          '/api/auth/register',
          { username: 'nul', name: 'Nul\u0000Name', email: 'nul@example.com', password: 'Start#Pass2026' },
        ],
        ['/api/auth/forgot-password', { username: '\u0000' }],
        ['/api/auth/refresh-token', { refresh_token: 'abc\u001b[31m' }],
      ] as const) {
        const res = await h.post(path, body);
        expect(res.status, path).toBe(400);
        const answer = await res.json();
        expect(answer.error).toBe('This field contains characters that are not allowed');
        expect(answer.issues[0].path).toBe(
          Object.keys(body).find((k) => hasControlCharacter(String(body[k as keyof typeof body]))),
        );
      }
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('an unexpected database error is logged without its bound parameters', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const err = Object.assign(
      new Error('Failed query: select * from users where password_hash = $1\nparams: $argon2id$v=19$secret'),
      {
        name: 'DrizzleQueryError',
        query: 'select * from users where password_hash = $1',
        params: ['$argon2id$v=19$secret'],
        cause,
      },
    );
    const line = describeError(err);
    expect(line).toBe('Database error 22021: invalid byte sequence for encoding "UTF8": 0x00');
    expect(line).not.toContain('argon2id');
  });
});

describe('no caching of personal answers', () => {
  it('login, refresh-token and me answer Cache-Control: no-store; a profile picture keeps its own caching', async () => {
    const login = await h.post('/api/auth/login', DEMO, { ip: '198.18.7.7' });
    expect(login.headers.get('Cache-Control')).toBe('no-store');
    const tokens = await login.json();
    const me = await h.get('/api/auth/me', tokens.access_token);
    expect(me.headers.get('Cache-Control')).toBe('no-store');
    const refreshed = await h.post('/api/auth/refresh-token', { refresh_token: tokens.refresh_token });
    expect(refreshed.headers.get('Cache-Control')).toBe('no-store');
    expect((await h.get('/api/nothing-here')).headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('current password checks', () => {
  it('change-password: 20 parallel wrong current passwords, at most 5 checked, then 429 even for the right one', async () => {
    const account = await newAccount();
    const { access_token, refresh_token } = await h.login(account.email, account.password);
    const statuses = (
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          h.post(
            '/api/auth/change-password',
            { current_password: `Wrong#Pass${i}`, new_password: 'Next#Pass2026' },
            { token: access_token },
          ),
        ),
      )
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const right = await h.post(
      '/api/auth/change-password',
      { current_password: account.password, new_password: 'Next#Pass2026' },
      { token: access_token },
    );
    expect(right.status).toBe(429);
    expect(right.headers.get('Retry-After')).toBeTruthy();
    h.clock.advance(16 * 60_000);
    // (the access token has expired by now: half the account's default 30-minute session timeout)
    const renewed = await h.post('/api/auth/refresh-token', { refresh_token });
    const later = await h.post(
      '/api/auth/change-password',
      { current_password: account.password, new_password: 'Next#Pass2026' },
      { token: (await renewed.json()).access_token },
    );
    expect(later.status).toBe(200);
  });

  it('delete-account needs the current password', async () => {
    const account = await newAccount();
    const { access_token } = await h.login(account.email, account.password);
    const del = (body?: unknown) =>
      h.app.request('/api/auth/delete-account', {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const missing = await del({});
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toBe('Please enter your current password');
    const wrong = await del({ password: 'Wrong#Pass2026' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toBe('Current password is incorrect');
    expect(await h.database.db.select().from(users).where(eq(users.email, account.email))).toHaveLength(1);
    expect((await del({ password: account.password })).status).toBe(200);
  });

  it('changing the email needs the current password; other profile fields do not', async () => {
    const account = await newAccount();
    const { access_token } = await h.login(account.email, account.password);
    const update = (body: unknown) => h.post('/api/auth/update-profile', body, { token: access_token });
    const missing = await update({ email: `moved.${account.email}` });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toBe('Please enter your current password');
    const wrong = await update({ email: `moved.${account.email}`, current_password: 'Wrong#Pass2026' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toBe('Current password is incorrect');
    expect((await update({ first_name: 'Renamed' })).status).toBe(200);
    // The same address again is no change and needs nothing.
    expect((await update({ email: account.email })).status).toBe(200);
    expect((await update({ email: `moved.${account.email}`, current_password: account.password })).status).toBe(200);
  });
});

describe('mail greetings', () => {
  it('greets by a plain first name, else by "there"', () => {
    expect(greetingName({ firstName: 'Ama', fullName: 'Ama Mensah' })).toBe('Ama');
    expect(greetingName({ firstName: "N'Dri-Kouassi", fullName: '' })).toBe("N'Dri-Kouassi");
    expect(greetingName({ firstName: 'Kwɛku', fullName: '' })).toBe('Kwɛku');
    for (const hostile of ['http://evil.example/claim-prize', '<b>Win</b>', 'evil.example', 'a@b', 'x'.repeat(41)]) {
      expect(greetingName({ firstName: hostile, fullName: hostile })).toBe('there');
    }
  });

  it('a name that is a link does not reach the mail', async () => {
    const res = await h.register(
      {
        username: 'prize',
        name: 'http://evil.example/claim-prize Smith',
        email: 'prize@example.com',
        password: 'Start#Pass2026',
      },
      '198.18.8.8',
    );
    expect(res.status).toBe(201);
    const mail = h.sent.at(-1);
    expect(mail?.text.startsWith('Hello there,')).toBe(true);
    expect(mail?.text).not.toContain('evil.example');
    expect(mail?.html).not.toContain('evil.example');
  });
});

describe('access-token claims', () => {
  it('a well-signed token whose claims are out of shape is a 401, not a 500', async () => {
    const [key] = await h.database.db.select().from(serverKeys);
    const { access_token } = await h.login(DEMO.email, DEMO.password, '198.18.9.9');
    const good = jwtPayload(access_token);
    for (const claims of [
      { ...good, sid: 'not-a-uuid' },
      { ...good, sub: "1' or '1'='1" },
      { ...good, sid: 42 },
      { ...good, exp: 'soon' },
    ]) {
      const token = await sign(claims as never, key?.value ?? '', 'HS256');
      const res = await h.get('/api/auth/me', token);
      expect(res.status, JSON.stringify(claims)).toBe(401);
    }
    const sessions = await h.database.db.select().from(authSessions).limit(1);
    expect(sessions.length).toBe(1);
  });
});
