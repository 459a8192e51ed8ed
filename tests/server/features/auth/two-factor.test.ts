/**
 * Two-factor sign-in on the server: enrolment from the account (a secret, confirmed with a current code,
 * recovery codes once), the sign-in's second step (no session before it, a code used once, a recovery code
 * once, wrong codes limited like passwords), turning it off, and administrators required to use it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryCodes, twoFactor } from '../../../../server/features/auth/tables';
import { totpCode } from '../../../../server/features/auth/totp';
import { readSystemSettings, writeSystemSettings } from '../../../../server/system/settings';
import { DEFAULT_SYSTEM_SETTINGS } from '../../../../src/domain/systemSettings';
import { createHarness, type Harness, registerAccount } from '../../harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const code = (secret: string, offsetMs = 0) => totpCode(secret, new Date(h.clock.now().getTime() + offsetMs));
const STEP = 30_000;
let addresses = 0;
/** Each test's requests from an address of its own, so the per-address limit meets only the test about it. */
const nextIp = () => {
  addresses += 1;
  return `198.18.77.${addresses}`;
};

/** A fresh account with two-factor sign-in on: its credentials, secret and recovery codes. */
async function enrolledAccount() {
  const account = await registerAccount(h, 'tfa');
  const { access_token: token } = await h.login(account.email, account.password);
  const setup = await h.post('/api/auth/two-factor/setup', {}, { token });
  expect(setup.status).toBe(200);
  const { secret, otpauth_uri } = await setup.json();
  expect(otpauth_uri).toContain(`secret=${secret}`);
  const enabled = await h.post('/api/auth/two-factor/enable', { code: code(secret) }, { token });
  expect(enabled.status).toBe(200);
  const { recovery_codes } = await enabled.json();
  // the next test's codes come from a later step than the one enrolment used
  h.clock.advance(STEP);
  return { ...account, token, secret, recoveryCodes: recovery_codes as string[] };
}

async function passwordStep(email: string, password: string, ip: string) {
  const res = await h.post('/api/auth/login', { email, password }, { ip });
  expect(res.status).toBe(200);
  return res.json();
}

describe('enrolment from the account', () => {
  it('turns on with a current code, answers 10 recovery codes once and keeps the secret out of every answer', async () => {
    const account = await enrolledAccount();
    expect(account.recoveryCodes).toHaveLength(10);
    const me = await (await h.get('/api/auth/me', account.token)).json();
    expect(me.twoFactorEnabled).toBe(true);
    expect(JSON.stringify(me)).not.toContain(account.secret);
    // a second setup is refused while it is on: the secret is never answered again
    const again = await h.post('/api/auth/two-factor/setup', {}, { token: account.token });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('two_factor_on');
    // stored sealed and hashed, not as given
    const [row] = await h.database.db.select().from(twoFactor).limit(1);
    expect(row?.secretSealed).not.toContain(account.secret);
    const stored = await h.database.db.select().from(recoveryCodes);
    expect(stored.some((r) => account.recoveryCodes.includes(r.codeHash))).toBe(false);
  });

  it('refuses a wrong code and stays off', async () => {
    const account = await registerAccount(h, 'tfa');
    const { access_token: token } = await h.login(account.email, account.password);
    const { secret } = await (await h.post('/api/auth/two-factor/setup', {}, { token })).json();
    const wrong = await h.post('/api/auth/two-factor/enable', { code: code(secret, 5 * STEP) }, { token });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).code).toBe('invalid_two_factor_code');
    expect((await (await h.get('/api/auth/me', token)).json()).twoFactorEnabled).toBe(false);
    // a sign-in without two-factor still gets its session at once
    expect((await h.login(account.email, account.password)).access_token).toBeTruthy();
  });
});

describe('the sign-in second step', () => {
  it('issues no session for the password alone; the current code does', async () => {
    const account = await enrolledAccount();
    const ip = nextIp();
    const first = await passwordStep(account.email, account.password, ip);
    expect(first).toMatchObject({ second_step: 'verify' });
    expect(first.access_token).toBeUndefined();
    expect(first.refresh_token).toBeUndefined();
    const done = await h.post(
      '/api/auth/login/two-factor',
      { challenge_token: first.challenge_token, code: code(account.secret) },
      { ip },
    );
    expect(done.status).toBe(200);
    const tokens = await done.json();
    expect((await h.get('/api/auth/me', tokens.access_token)).status).toBe(200);
    // the challenge is spent with its sign-in
    const again = await h.post(
      '/api/auth/login/two-factor',
      { challenge_token: first.challenge_token, code: code(account.secret, STEP) },
      { ip },
    );
    expect(again.status).toBe(401);
    expect((await again.json()).code).toBe('invalid_challenge');
  });

  it('accepts the previous window, refuses an older one, and refuses a code used before (replay)', async () => {
    const account = await enrolledAccount();
    // two steps past enrolment's, so the code one step back was never used
    h.clock.advance(2 * STEP);
    const ip = nextIp();
    const older = code(account.secret, -2 * STEP);
    const previous = code(account.secret, -STEP);
    const one = await passwordStep(account.email, account.password, ip);
    const refused = await h.post(
      '/api/auth/login/two-factor',
      { challenge_token: one.challenge_token, code: older },
      { ip },
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).code).toBe('invalid_two_factor_code');
    const accepted = await h.post(
      '/api/auth/login/two-factor',
      { challenge_token: one.challenge_token, code: previous },
      { ip },
    );
    expect(accepted.status).toBe(200);
    const two = await passwordStep(account.email, account.password, ip);
    const replay = await h.post(
      '/api/auth/login/two-factor',
      { challenge_token: two.challenge_token, code: previous },
      { ip },
    );
    expect(replay.status).toBe(400);
    expect((await replay.json()).code).toBe('invalid_two_factor_code');
  });

  it('takes a recovery code once', async () => {
    const account = await enrolledAccount();
    const ip = nextIp();
    const recovery = account.recoveryCodes[0] ?? '';
    const one = await passwordStep(account.email, account.password, ip);
    const used = await h.post(
      '/api/auth/login/two-factor',
      { challenge_token: one.challenge_token, code: recovery.toUpperCase() },
      { ip },
    );
    expect(used.status).toBe(200);
    const two = await passwordStep(account.email, account.password, ip);
    const again = await h.post(
      '/api/auth/login/two-factor',
      { challenge_token: two.challenge_token, code: recovery },
      { ip },
    );
    expect(again.status).toBe(400);
    expect((await again.json()).code).toBe('invalid_two_factor_code');
  });

  it('limits wrong codes like passwords: after 5 the right code is refused too, until the window passes', async () => {
    const account = await enrolledAccount();
    const ip = nextIp();
    const { challenge_token } = await passwordStep(account.email, account.password, ip);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await h.post('/api/auth/login/two-factor', { challenge_token, code: '000000' }, { ip });
      expect(wrong.status).toBe(400);
    }
    const limited = await h.post('/api/auth/login/two-factor', { challenge_token, code: code(account.secret) }, { ip });
    expect(limited.status).toBe(429);
    expect((await limited.json()).code).toBe('rate_limited');
    expect(limited.headers.get('Retry-After')).toBeTruthy();
    h.clock.advance(15 * 60_000);
    const later = await passwordStep(account.email, account.password, ip);
    const done = await h.post(
      '/api/auth/login/two-factor',
      { challenge_token: later.challenge_token, code: code(account.secret) },
      { ip },
    );
    expect(done.status).toBe(200);
  });

  it('refuses a challenge after 10 minutes', async () => {
    const account = await enrolledAccount();
    const ip = nextIp();
    const { challenge_token } = await passwordStep(account.email, account.password, ip);
    h.clock.advance(10 * 60_000 + 1);
    const late = await h.post('/api/auth/login/two-factor', { challenge_token, code: code(account.secret) }, { ip });
    expect(late.status).toBe(401);
    expect((await late.json()).code).toBe('invalid_challenge');
  });
});

describe('turning it off', () => {
  it('takes a current code; then the password alone signs in again', async () => {
    const account = await enrolledAccount();
    const wrong = await h.post('/api/auth/two-factor/disable', { code: '123456' }, { token: account.token });
    expect(wrong.status).toBe(400);
    const off = await h.post('/api/auth/two-factor/disable', { code: code(account.secret) }, { token: account.token });
    expect(off.status).toBe(200);
    expect((await h.login(account.email, account.password)).access_token).toBeTruthy();
    expect(
      await h.database.db
        .select()
        .from(twoFactor)
        .where(eq(twoFactor.userId, (await meOf(account.token)).id)),
    ).toHaveLength(0);
  });
});

const meOf = async (token: string) => (await h.get('/api/auth/me', token)).json();

describe('administrators required to use it', () => {
  it('is off outside production: the demo administrator signs in with the password', async () => {
    expect((await h.login('ops@example.com', 'Admin#Pass2026')).access_token).toBeTruthy();
  });

  it('when on, sends an administrator without it to enrolment, and the session starts once it is confirmed', async () => {
    await writeSystemSettings(
      h.database.db,
      h.clock.now(),
      { ...DEFAULT_SYSTEM_SETTINGS, adminTwoFactorRequired: true },
      null,
    );
    const ip = nextIp();
    const first = await passwordStep('ops@example.com', 'Admin#Pass2026', ip);
    expect(first).toMatchObject({ second_step: 'enrol' });
    expect(first.access_token).toBeUndefined();
    // the enrolment challenge is not a code challenge
    const notVerify = await h.post(
      '/api/auth/login/two-factor',
      { challenge_token: first.challenge_token, code: '123456' },
      { ip },
    );
    expect(notVerify.status).toBe(401);
    const setup = await h.post('/api/auth/login/enrol', { challenge_token: first.challenge_token }, { ip });
    expect(setup.status).toBe(200);
    const { secret } = await setup.json();
    const confirmed = await h.post(
      '/api/auth/login/enrol/confirm',
      { challenge_token: first.challenge_token, code: code(secret) },
      { ip },
    );
    expect(confirmed.status).toBe(200);
    const body = await confirmed.json();
    expect(body.recovery_codes).toHaveLength(10);
    expect((await meOf(body.access_token)).twoFactorEnabled).toBe(true);
    // from now on the administrator gets the code step
    h.clock.advance(STEP);
    expect(await passwordStep('ops@example.com', 'Admin#Pass2026', ip)).toMatchObject({ second_step: 'verify' });
    await writeSystemSettings(h.database.db, h.clock.now(), DEFAULT_SYSTEM_SETTINGS, null);
  });

  it('is on by default on a production server', async () => {
    const p = await createHarness({ production: true, seed: false });
    try {
      expect((await readSystemSettings(p.database.db, { production: true })).adminTwoFactorRequired).toBe(true);
      expect((await readSystemSettings(p.database.db)).adminTwoFactorRequired).toBe(false);
    } finally {
      await p.close();
    }
  });
});
