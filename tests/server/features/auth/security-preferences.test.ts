/**
 * A customer's own Security preferences (/settings) take effect at sign-in and refresh, combined with the
 * system settings (admin console) so that the stricter of each wins: session timeout (idle limit and access
 * token lifetime), allowed devices, password expiry (0 = off yields to the other), and login notification
 * mails (which never fail the sign-in).
 * Longer than 300 lines: each preference is checked against the system setting in both directions on one seeded
 * database.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listAudit } from '../../../../server/audit/log';
import { effectiveSecurity } from '../../../../server/features/auth/security';
import { authSessions, users } from '../../../../server/features/auth/tables';
import { writeSystemSettings } from '../../../../server/system/settings';
import { DEFAULT_SYSTEM_SETTINGS, type SystemSettings } from '../../../../src/domain/systemSettings';
import { AUTH_MESSAGES } from '../../../../src/features/auth/messages';
import { DEFAULT_SETTINGS, type SecuritySettings } from '../../../../src/features/settings/contract';
import { createHarness, type Harness, jwtPayload } from '../../harness';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  await setSystem({});
});

const setSystem = (patch: Partial<SystemSettings>) =>
  writeSystemSettings(h.database.db, h.clock.now(), { ...DEFAULT_SYSTEM_SETTINGS, ...patch }, null);

let counter = 0;
/** A new customer, registered (its password set now); answers its credentials and id. */
async function customer() {
  counter += 1;
  const fields = {
    username: `secpref${counter}`,
    name: `Sec Pref${counter}`,
    email: `secpref${counter}@example.com`,
    password: 'Secure#Pass2026',
  };
  expect((await h.register(fields)).status).toBe(201);
  const [row] = await h.database.db.select().from(users).where(eq(users.email, fields.email));
  return { ...fields, id: row?.id ?? '' };
}

type Account = Awaited<ReturnType<typeof customer>>;

/** Sign in from an address of its own (so no per-address limit is met), answering the token pair. */
let addresses = 0;
async function signIn(account: Account) {
  addresses += 1;
  const res = await h.post(
    '/api/auth/login',
    { email: account.email, password: account.password },
    { ip: `192.0.2.${addresses % 250}` },
  );
  expect(res.status).toBe(200);
  return (await res.json()) as { access_token: string; refresh_token: string; expires_in: number };
}

/** Save the account's own Security section through the settings API, as /settings does. */
async function saveOwn(account: Account, patch: Partial<SecuritySettings>) {
  await h.saveSecurity((await signIn(account)).access_token, patch);
}

const refresh = (refresh_token: string) => h.post('/api/auth/refresh-token', { refresh_token });

const liveSessions = async (userId: string) =>
  h.database.db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));

describe('login notifications', () => {
  const signInAs = (account: Account, headers: Record<string, string>) =>
    h.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.77', ...headers },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
  const noticesTo = (account: Account) =>
    h.sent.filter((mail) => mail.to === account.email && mail.subject === 'New sign-in to your SkyLink Ghana account');

  it('on (the default): each sign-in mails the time in GMT, the device, the address and the reset link', async () => {
    const account = await customer();
    const res = await signInAs(account, {
      'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) SkyLinkTest/1.0 https://evil.example/steal',
      Host: 'evil.example',
    });
    expect(res.status).toBe(200);
    await h.settle();
    const [notice, ...more] = noticesTo(account);
    expect(more).toHaveLength(0);
    expect(notice?.text).toContain('Hello Sec,');
    // (the first test of the file: the harness clock still reads 2026-11-21T09:00:00Z)
    expect(notice?.text).toContain('signed in to on 21 Nov 2026, 09:00 GMT (Ghana time)');
    expect(notice?.text).toContain('Mozilla/5.0 (X11; Linux x86_64) SkyLinkTest/1.0 https[:]//evil.example/steal');
    expect(notice?.text).toContain('at IP address 203.0.113.77');
    expect(notice?.text).toContain('If this was not you, reset your password now');
    // the only link is ours, from the configured public URL (never the Host header nor the user agent)
    expect(notice?.text.match(/https?:\/\/\S+/g)).toEqual(['https://skylink.test/forgot-password']);
    expect(notice?.html).toContain('<a href="https://skylink.test/forgot-password">Reset my password</a>');
  });

  it('off: no mail at sign-in', async () => {
    const account = await customer();
    await saveOwn(account, { loginNotifications: false });
    const before = h.sent.length;
    expect((await signInAs(account, { 'User-Agent': 'Quiet/1.0' })).status).toBe(200);
    await h.settle();
    expect(h.sent.length).toBe(before);
    expect(noticesTo(account)).toHaveLength(1); // only the one of the sign-in that saved the choice
  });

  it('Security alerts or Email notifications off (Notifications section): no sign-in notice either', async () => {
    for (const toggle of ['securityAlerts', 'emailNotifications'] as const) {
      const account = await customer();
      const { access_token } = await signIn(account);
      const put = await h.app.request('/api/notifications/settings', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access_token}` },
        body: JSON.stringify({ ...DEFAULT_SETTINGS.notifications, [toggle]: false }),
      });
      expect(put.status).toBe(200);
      await h.settle();
      const before = noticesTo(account).length;
      expect((await signInAs(account, { 'User-Agent': `Other/${toggle}` })).status).toBe(200);
      await h.settle();
      expect(noticesTo(account).length, toggle).toBe(before);
    }
  });

  it('a mail that fails does not fail the sign-in (it is logged)', async () => {
    const account = await customer();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const mailbox = h.sent as unknown as { push: (...x: unknown[]) => number };
    const push = mailbox.push;
    mailbox.push = () => {
      throw new Error('SMTP down');
    };
    try {
      const res = await signInAs(account, { 'User-Agent': 'Unlucky/1.0' });
      await h.settle();
      expect(res.status).toBe(200);
      const body = (await res.json()) as { access_token: string };
      expect((await h.get('/api/auth/me', body.access_token)).status).toBe(200);
      expect(errors).toHaveBeenCalledWith('sign-in notice mail failed:', 'SMTP down');
    } finally {
      mailbox.push = push;
      errors.mockRestore();
    }
  });
});

describe('sign-in notices only for a browser the account was not used from', () => {
  const browserCookie = (res: Response) => /skylink_browser=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  const noticesTo = (email: string) =>
    h.sent.filter((mail) => mail.to === email && mail.subject === 'New sign-in to your SkyLink Ghana account');
  const signInFrom = (email: string, cookie?: string) =>
    h.app.request('/api/auth/login', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': '203.0.113.78',
        ...(cookie ? { Cookie: `skylink_browser=${cookie}` } : {}),
      },
      body: JSON.stringify({ email, password: 'Secure#Pass2026' }),
    });

  it('none for the sign-in right after sign-up in the same browser, nor for the next from it; one for another browser', async () => {
    counter += 1;
    const email = `browser${counter}@example.com`;
    const registered = await h.app.request('/api/auth/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.78' },
      body: JSON.stringify({ username: `browser${counter}`, name: 'Bro Wser', email, password: 'Secure#Pass2026' }),
    });
    expect(registered.status).toBe(201);
    const cookie = browserCookie(registered);
    // an id the browser cannot read (httpOnly), sent only to the sign-in routes
    expect(registered.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(registered.headers.get('set-cookie')).toMatch(/Path=\/api\/auth/);
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const first = await signInFrom(email, cookie);
    expect(first.status).toBe(200);
    // a known browser keeps its id
    expect(browserCookie(first)).toBeUndefined();
    expect((await signInFrom(email, cookie)).status).toBe(200);
    await h.settle();
    expect(noticesTo(email)).toHaveLength(0);

    // another browser (no cookie): a notice, and an id of its own, known from then on
    const other = await signInFrom(email);
    const otherCookie = browserCookie(other);
    expect(otherCookie).toBeDefined();
    expect(otherCookie).not.toBe(cookie);
    await h.settle();
    expect(noticesTo(email)).toHaveLength(1);
    await signInFrom(email, otherCookie);
    // an id this server never gave (made up, or another account's unknown) is a new browser
    await signInFrom(email, 'x'.repeat(43));
    await h.settle();
    expect(noticesTo(email)).toHaveLength(2);
  });
});

describe('session timeout: the stricter of the system’s and the customer’s own', () => {
  it('the customer’s shorter choice sets the access token lifetime and the idle limit of refresh', async () => {
    const account = await customer();
    await saveOwn(account, { sessionTimeout: 60 }); // system: 120 minutes
    const session = await signIn(account);
    expect(session.expires_in).toBe(1800);
    const claims = jwtPayload(session.access_token);
    expect((claims.exp as number) - (claims.iat as number)).toBe(1800);
    // 45 idle minutes: within the customer's hour (so the default 30 minutes no longer applies)
    h.clock.advance(45 * MINUTE);
    const kept = await refresh(session.refresh_token);
    expect(kept.status).toBe(200);
    const next = (await kept.json()) as { refresh_token: string; expires_in: number };
    expect(next.expires_in).toBe(1800);
    // 61 idle minutes: beyond the customer's hour, though within the system's two hours
    h.clock.advance(61 * MINUTE);
    const late = await refresh(next.refresh_token);
    expect(late.status).toBe(401);
    expect(await late.json()).toMatchObject({ code: 'invalid_refresh_token', message: AUTH_MESSAGES.sessionTimedOut });
  });

  it('a customer who never saved gets the default 30 minutes, the spec’s default', async () => {
    const account = await customer();
    const session = await signIn(account);
    expect(session.expires_in).toBe(900);
    h.clock.advance(31 * MINUTE);
    const late = await refresh(session.refresh_token);
    expect(late.status).toBe(401);
    expect(await late.json()).toMatchObject({ message: AUTH_MESSAGES.sessionTimedOut });
  });

  it('the customer’s longer choice yields to a stricter system timeout', async () => {
    const account = await customer();
    await saveOwn(account, { sessionTimeout: 240 });
    const loose = await signIn(account);
    expect(loose.expires_in).toBe(3600); // system 120 minutes: half of it, capped at an hour
    h.clock.advance(90 * MINUTE);
    expect((await refresh(loose.refresh_token)).status).toBe(200);

    await setSystem({ sessionTimeoutMinutes: 30 });
    const strict = await signIn(account);
    expect(strict.expires_in).toBe(900);
    h.clock.advance(31 * MINUTE);
    const late = await refresh(strict.refresh_token);
    expect(late.status).toBe(401);
    expect(await late.json()).toMatchObject({ code: 'invalid_refresh_token', message: AUTH_MESSAGES.sessionTimedOut });
  });
});

describe('allowed devices: the stricter of the system’s and the customer’s own', () => {
  it('with the customer’s 1, a second sign-in signs the first out (its refresh is refused), audited with 1', async () => {
    const account = await customer();
    await saveOwn(account, { allowedDevices: 1 }); // system: 5
    const first = await signIn(account);
    h.clock.advance(1000);
    const second = await signIn(account);
    const refused = await refresh(first.refresh_token);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({
      code: 'invalid_refresh_token',
      message: AUTH_MESSAGES.invalidRefreshToken,
    });
    expect((await h.get('/api/auth/me', first.access_token)).status).toBe(401);
    expect((await h.get('/api/auth/me', second.access_token)).status).toBe(200);
    expect(await liveSessions(account.id)).toHaveLength(1);
    const audit = await listAudit(h.database.db, { userId: account.id, search: 'device_limit', limit: 5, offset: 0 });
    expect(audit.entries[0]).toMatchObject({
      action: 'auth.session_revoked',
      details: { reason: 'device_limit', allowedDevices: 1 },
    });
  });

  it('the customer’s looser choice yields to the system’s stricter limit', async () => {
    const account = await customer();
    await saveOwn(account, { allowedDevices: 10 });
    await setSystem({ allowedDevices: 2 });
    const first = await signIn(account);
    h.clock.advance(1000);
    await signIn(account);
    h.clock.advance(1000);
    await signIn(account);
    expect((await h.get('/api/auth/me', first.access_token)).status).toBe(401);
    expect(await liveSessions(account.id)).toHaveLength(2);
  });

  it('parallel sign-ins with the customer’s 1 leave exactly one live session', async () => {
    const account = await customer();
    await saveOwn(account, { allowedDevices: 1 });
    const answers = await Promise.all(Array.from({ length: 4 }, () => signIn(account)));
    expect(answers).toHaveLength(4);
    expect(await liveSessions(account.id)).toHaveLength(1);
    const alive = await Promise.all(answers.map(async (a) => (await h.get('/api/auth/me', a.access_token)).status));
    expect(alive.filter((status) => status === 200)).toHaveLength(1);
  });
});

describe('password expiry: the stricter of the system’s and the customer’s own (0 is off)', () => {
  const expired = async (account: Account) => {
    const res = await h.post('/api/auth/login', { email: account.email, password: account.password });
    if (res.status === 200) return false;
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'password_expired', message: AUTH_MESSAGES.passwordExpired });
    return true;
  };

  it('the customer’s shorter expiry refuses a sign-in the system’s would allow', async () => {
    const account = await customer();
    await saveOwn(account, { passwordExpiry: 30 }); // system: 90 days
    h.clock.advance(29 * DAY);
    expect(await expired(account)).toBe(false);
    h.clock.advance(2 * DAY);
    expect(await expired(account)).toBe(true);
  });

  it('the customer’s longer expiry yields to the system’s shorter one', async () => {
    const account = await customer();
    await saveOwn(account, { passwordExpiry: 365 });
    await setSystem({ passwordExpiryDays: 30 });
    h.clock.advance(31 * DAY);
    expect(await expired(account)).toBe(true);
  });

  it('a system expiry of 0 (off) yields to the customer’s own; the customer’s own yields to nothing looser', async () => {
    const account = await customer();
    await saveOwn(account, { passwordExpiry: 30 });
    await setSystem({ passwordExpiryDays: 0 });
    h.clock.advance(31 * DAY);
    expect(await expired(account)).toBe(true);
    // the customer's default 90 days applies to one who never saved, with the system's expiry off
    const other = await customer();
    h.clock.advance(89 * DAY);
    expect(await expired(other)).toBe(false);
    h.clock.advance(2 * DAY);
    expect(await expired(other)).toBe(true);
  });
});

describe('effectiveSecurity (the rule itself)', () => {
  const own = { sessionTimeoutMinutes: 60, allowedDevices: 3, passwordExpiryDays: 45, loginNotifications: false };
  it('takes the smaller timeout and device limit, whichever side holds it', () => {
    expect(effectiveSecurity(DEFAULT_SYSTEM_SETTINGS, own)).toMatchObject({
      sessionTimeoutMinutes: 60,
      allowedDevices: 3,
      passwordExpiryDays: 45,
      loginNotifications: false,
    });
    const strict = {
      ...DEFAULT_SYSTEM_SETTINGS,
      sessionTimeoutMinutes: 30 as const,
      allowedDevices: 1,
      passwordExpiryDays: 7,
    };
    expect(effectiveSecurity(strict, own)).toMatchObject({
      sessionTimeoutMinutes: 30,
      allowedDevices: 1,
      passwordExpiryDays: 7,
    });
  });
  it('password expiry: a 0 (off) yields to the other side; both 0 stays off', () => {
    const off = { ...DEFAULT_SYSTEM_SETTINGS, passwordExpiryDays: 0 };
    expect(effectiveSecurity(off, own).passwordExpiryDays).toBe(45);
    expect(effectiveSecurity(DEFAULT_SYSTEM_SETTINGS, { ...own, passwordExpiryDays: 0 }).passwordExpiryDays).toBe(90);
    expect(effectiveSecurity(off, { ...own, passwordExpiryDays: 0 }).passwordExpiryDays).toBe(0);
  });
  it('without the account’s own preferences (no reader given) the system settings apply and no notice is mailed', () => {
    expect(effectiveSecurity(DEFAULT_SYSTEM_SETTINGS, null)).toEqual({
      sessionTimeoutMinutes: 120,
      allowedDevices: 5,
      passwordExpiryDays: 90,
      loginNotifications: false,
    });
  });
});
