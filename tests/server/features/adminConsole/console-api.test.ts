/**
 * The admin console's API: live stats, the audit log (filters, search, paging, CSV export that is itself
 * audited, no way to edit it), and the system settings, stored, audited and applied where the server uses
 * them (max users at registration under a lock, allowed devices at sign-in, the session timeout at
 * refresh, password expiry at sign-in).
 * Longer than 300 lines: the console's endpoints share one seeded database and its sign-ins; one describe per
 * endpoint.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listAudit, recordAudit } from '../../../../server/audit/log';
import { auditLog } from '../../../../server/db/schema';
import { authSessions, users } from '../../../../server/features/auth/tables';
import { writeSystemSettings } from '../../../../server/system/settings';
import { DEFAULT_SYSTEM_SETTINGS, type SystemSettings } from '../../../../src/domain/systemSettings';
import {
  auditPageSchema,
  consoleErrorBodySchema,
  statsResponseSchema,
  systemSettingsResponseSchema,
  systemSettingsSavedSchema,
} from '../../../../src/features/adminConsole/contract';
import { CONSOLE_MESSAGES } from '../../../../src/features/adminConsole/messages';
import { AUTH_MESSAGES } from '../../../../src/features/auth/messages';
import { createHarness, type Harness } from '../../harness';

const ADMIN = { email: 'ops@example.com', password: 'Admin#Pass2026' };
const DEMO = { email: 'demo@example.com', password: 'Demo#Pass2026' };

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createHarness();
  // The admin's own 4 hours yield to the system's 2 (hour-long access tokens), renewed on the same session.
  const session = await h.login(ADMIN.email, ADMIN.password);
  await h.saveSecurity(session.access_token, { sessionTimeout: 240 });
  admin = (await (await h.post('/api/auth/refresh-token', { refresh_token: session.refresh_token })).json())
    .access_token;
});
afterAll(() => h.close());

const put = (path: string, body: unknown, token = admin) =>
  h.app.request(path, {
    method: 'PUT',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
      'X-Forwarded-For': '198.51.100.9',
    },
    body: JSON.stringify(body),
  });
const saveSettings = async (patch: Partial<SystemSettings>) => {
  const res = await put('/api/admin/settings', { ...DEFAULT_SYSTEM_SETTINGS, ...patch });
  expect(res.status).toBe(200);
  return systemSettingsSavedSchema.parse(await res.json());
};

describe('GET /api/admin/stats', () => {
  it('counts accounts, today’s sign-ups and live sessions from the database, and the server’s own traffic', async () => {
    const before = statsResponseSchema.parse(await (await h.get('/api/admin/stats', admin)).json()).stats;
    expect(before.totalUsers).toBe(2);
    expect(before.activeUsers).toBe(1); // the admin just signed in; the demo customer has not
    expect(before.newUsersToday).toBe(2); // seeded on the harness clock's day
    expect(before.totalSessions).toBe(1);
    expect(before.systemUptime).toBeGreaterThanOrEqual(0);
    expect(before.responseTime).not.toBeNull();

    const session = await h.login(DEMO.email, DEMO.password);
    h.clock.advance(90_000);
    await h.post('/api/auth/logout', { refresh_token: session.refresh_token });
    const after = statsResponseSchema.parse(await (await h.get('/api/admin/stats', admin)).json()).stats;
    expect(after.activeUsers).toBe(2);
    expect(after.totalSessions).toBe(1);
    expect(after.averageSessionDuration).toBe(90);
    expect(after.errorRate).toBe(0);
  });
});

describe('GET /api/admin/audit and audit.csv', () => {
  beforeAll(async () => {
    const at = new Date('2026-11-21T08:00:00Z');
    await recordAudit(h.database.db, at, {
      action: 'system.settings_changed',
      userId: null,
      details: { note: '=HYPERLINK("http://evil.example","x")' },
    });
  });

  it('filters by category and level, searches, pages, and shows the account’s email', async () => {
    const page = async (query: string) => {
      const res = await h.get(`/api/admin/audit${query}`, admin);
      expect(res.status).toBe(200);
      return auditPageSchema.parse(await res.json());
    };
    const all = await page('');
    expect(all.page).toBe(1);
    expect(all.pageSize).toBe(20);
    expect(all.total).toBeGreaterThanOrEqual(3);
    const auth = await page('?filter=auth');
    expect(auth.entries.length).toBeGreaterThan(0);
    expect(auth.entries.every((e) => e.category === 'auth')).toBe(true);
    const signIn = auth.entries.find((e) => e.action === 'auth.sign_in' && e.userEmail === ADMIN.email);
    expect(signIn?.ipAddress).toBe('198.51.100.7');
    const system = await page('?filter=system&level=warn');
    expect(system.entries.map((e) => e.action)).toEqual(['system.settings_changed']);
    expect((await page('?search=HYPERLINK')).total).toBe(1);
    const first = await page('?pageSize=10&page=1');
    const second = await page('?pageSize=10&page=2');
    expect(first.entries.map((e) => e.id)).not.toEqual(second.entries.map((e) => e.id));
  });

  it('answers 400 naming the field for a bad query', async () => {
    for (const query of ['?filter=payments', '?level=debug', '?page=0', '?pageSize=7', `?search=${'x'.repeat(101)}`]) {
      const res = await h.get(`/api/admin/audit${query}`, admin);
      expect(res.status, query).toBe(400);
      const body = consoleErrorBodySchema.parse(await res.json());
      expect(body.code).toBe('validation_failed');
      expect(body.issues?.length).toBeGreaterThan(0);
    }
  });

  it('exports CSV with formula cells neutralised, and records the export', async () => {
    const res = await h.get('/api/admin/audit.csv?filter=system', admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="skylink-audit-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const text = await res.text();
    expect(text.split('\r\n')[0]).toBe(
      'Timestamp,Level,Category,Action,User ID,User email,Actor ID,IP address,User agent,Details',
    );
    expect(text).toContain('system.settings_changed');
    // the details cell starts with '{', and no cell of the file starts a formula
    for (const line of text.trim().split('\r\n')) {
      for (const cell of line.split(',')) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@]/);
    }
    const exported = await listAudit(h.database.db, { search: 'report_exported', limit: 5, offset: 0 });
    expect(exported.entries[0]).toMatchObject({
      action: 'system.report_exported',
      category: 'system',
      details: { report: 'audit', filter: 'system' },
    });
  });

  it('the audit log cannot be edited through the API', async () => {
    const [row] = await h.database.db.select().from(auditLog).limit(1);
    for (const method of ['PUT', 'DELETE', 'PATCH', 'POST']) {
      const res = await h.app.request(`/api/admin/audit/${row?.id}`, {
        method,
        headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
        body: method === 'DELETE' ? undefined : '{}',
      });
      expect(res.status, method).toBe(404);
    }
    const res = await h.app.request('/api/admin/audit', {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(res.status).toBe(404);
  });
});

describe('GET and PUT /api/admin/settings', () => {
  beforeEach(async () => {
    await saveSettings(DEFAULT_SYSTEM_SETTINGS);
  });

  it('answers the defaults, saves a change and records it with before and after', async () => {
    const got = systemSettingsResponseSchema.parse(await (await h.get('/api/admin/settings', admin)).json());
    expect(got.settings).toEqual({
      sessionTimeoutMinutes: 120,
      passwordExpiryDays: 90,
      allowedDevices: 5,
      backupFrequency: 'daily',
      maxUsers: 1000,
      reminderDays: [7, 3, 1],
      reminderChannels: { sms: true, mail: true, bell: true },
      // outside production administrators are not required to use two-factor sign-in
      adminTwoFactorRequired: false,
    });
    const saved = await saveSettings({ backupFrequency: 'weekly', allowedDevices: 3 });
    expect(saved).toMatchObject({ message: CONSOLE_MESSAGES.settingsSaved, changed: true });
    const [entry] = (await listAudit(h.database.db, { category: 'system', search: 'weekly', limit: 1, offset: 0 }))
      .entries;
    expect(entry?.action).toBe('system.settings_changed');
    expect(entry?.details).toMatchObject({
      before: { backupFrequency: 'daily', allowedDevices: 5 },
      after: { backupFrequency: 'weekly', allowedDevices: 3 },
      changed: ['allowedDevices', 'backupFrequency'],
    });
    expect(entry?.ipAddress).toBe('198.51.100.9');
    const again = await saveSettings({ backupFrequency: 'weekly', allowedDevices: 3 });
    expect(again).toMatchObject({ message: CONSOLE_MESSAGES.settingsUnchanged, changed: false });
  });

  it('refuses values outside the options with 400 and the field', async () => {
    for (const [field, value] of [
      ['sessionTimeoutMinutes', 45],
      ['passwordExpiryDays', -1],
      ['allowedDevices', 0],
      ['backupFrequency', 'hourly'],
      ['maxUsers', 2.5],
    ] as const) {
      const res = await put('/api/admin/settings', { ...DEFAULT_SYSTEM_SETTINGS, [field]: value });
      expect(res.status, field).toBe(400);
      const body = consoleErrorBodySchema.parse(await res.json());
      expect(body.issues?.[0]?.path).toBe(field);
    }
    expect((await put('/api/admin/settings', {})).status).toBe(400);
    expect(
      (
        await put(
          '/api/admin/settings',
          DEFAULT_SYSTEM_SETTINGS,
          (
            await h.login(DEMO.email, DEMO.password)
          ).access_token,
        )
      ).status,
    ).toBe(403);
  });

  it('max users: registration is refused at the limit, and parallel registrations never overshoot it', async () => {
    const n = await h.database.db.$count(users);
    await saveSettings({ maxUsers: n + 2 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        h.register({
          username: `capped${i}`,
          name: 'Capped User',
          email: `capped${i}@example.com`,
          password: 'Capped#Pass2026',
        }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 403, 403, 403, 403]);
    const refused = answers.find((r) => r.status === 403);
    expect(await refused?.json()).toMatchObject({
      code: 'registration_closed',
      message: AUTH_MESSAGES.registrationClosed,
    });
    expect(await h.database.db.$count(users)).toBe(n + 2);
  });

  it('allowed devices: signing in beyond the limit signs out the oldest sessions', async () => {
    await saveSettings({ allowedDevices: 2 });
    const first = await h.login(DEMO.email, DEMO.password);
    h.clock.advance(1000);
    const second = await h.login(DEMO.email, DEMO.password);
    h.clock.advance(1000);
    const third = await h.login(DEMO.email, DEMO.password);
    expect((await h.get('/api/auth/me', first.access_token)).status).toBe(401);
    expect((await h.get('/api/auth/me', second.access_token)).status).toBe(200);
    expect((await h.get('/api/auth/me', third.access_token)).status).toBe(200);
    const [demo] = await h.database.db.select().from(users).where(eq(users.email, DEMO.email));
    const live = (
      await h.database.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.userId, demo?.id ?? ''))
    ).filter((s) => s.revokedAt === null);
    expect(live).toHaveLength(2);
    const revoked = await listAudit(h.database.db, { userId: demo?.id, search: 'device_limit', limit: 5, offset: 0 });
    expect(revoked.entries[0]?.action).toBe('auth.session_revoked');
    // parallel sign-ins still leave at most the limit
    await Promise.all(Array.from({ length: 4 }, () => h.login(DEMO.email, DEMO.password)));
    const after = (
      await h.database.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.userId, demo?.id ?? ''))
    ).filter((s) => s.revokedAt === null);
    expect(after).toHaveLength(2);
  });

  it('session timeout: a refresh token idle longer than the timeout is refused; access tokens last half of it', async () => {
    await saveSettings({ sessionTimeoutMinutes: 30 });
    const session = await h.login(DEMO.email, DEMO.password);
    expect((session as { expires_in?: number }).expires_in).toBe(900);
    h.clock.advance(20 * 60_000);
    const refreshed = await h.post('/api/auth/refresh-token', { refresh_token: session.refresh_token });
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as { refresh_token: string };
    h.clock.advance(31 * 60_000);
    const late = await h.post('/api/auth/refresh-token', { refresh_token: next.refresh_token });
    expect(late.status).toBe(401);
    expect(await late.json()).toMatchObject({ code: 'invalid_refresh_token', message: AUTH_MESSAGES.sessionTimedOut });
  });

  it('password expiry: a password older than the expiry cannot sign in until it is reset; 0 turns it off', async () => {
    await saveSettings({ passwordExpiryDays: 30 });
    h.clock.advance(31 * 24 * 60 * 60_000);
    const res = await h.post('/api/auth/login', DEMO);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'password_expired', message: AUTH_MESSAGES.passwordExpired });
    // (the admin's own password is as old: the settings are set directly from here on)
    const set = (days: number) =>
      writeSystemSettings(h.database.db, h.clock.now(), { ...DEFAULT_SYSTEM_SETTINGS, passwordExpiryDays: days }, null);
    await set(0);
    expect((await h.post('/api/auth/login', DEMO)).status).toBe(200);
    await set(30);
    // a reset sets a new password, which counts from now
    expect((await h.post('/api/auth/forgot-password', { username: DEMO.email })).status).toBe(200);
    const token = h.lastLink(DEMO.email, '/reset-password').searchParams.get('token') ?? '';
    expect(
      (await h.post('/api/auth/reset-password', { reset_token: token, new_password: 'Demo#Pass2027' })).status,
    ).toBe(200);
    expect((await h.post('/api/auth/login', { email: DEMO.email, password: 'Demo#Pass2027' })).status).toBe(200);
    await set(90);
    admin = (await h.login(ADMIN.email, ADMIN.password)).access_token;
  });
});
