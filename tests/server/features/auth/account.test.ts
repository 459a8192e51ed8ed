/**
 * The account endpoints of the auth API (register, verify, resend, forgot, reset, change password,
 * profile, picture, delete, outbox) through app.request on one seeded database. Longer than 300 lines:
 * one describe per endpoint with every error path, sharing the account helpers at the top.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../../server/db/schema';
import { authSessions, emailCodes, users } from '../../../../server/features/auth/tables';
import { mailOutboxResponseSchema } from '../../../../src/features/admin/contract';
import {
  profilePictureResponseSchema,
  userMessageResponseSchema,
  verifyEmailResponseSchema,
} from '../../../../src/features/auth/contract';
import { AUTH_MESSAGES } from '../../../../src/features/auth/messages';
import { createHarness, type Harness, registerAccount } from '../../harness';
import { smsRowsFor, smsRowsOf } from '../../sms/rows';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

/** A fresh account (registered, not yet verified) for one test. */
const newAccount = (password?: string) => registerAccount(h, 'member', password);

async function userRow(email: string) {
  const [row] = await h.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

describe('POST /api/auth/register', () => {
  it("answers 'Successfully registered user', creates a role-user account and mails a verification link", async () => {
    const res = await h.register({
      username: 'abena',
      name: 'Abena Owusu Sarpong',
      email: 'Abena@Example.com',
      password: 'Abena#Pass2026',
    });
    expect(res.status).toBe(201);
    expect(await res.text()).toContain('Successfully registered user');
    const row = await userRow('abena@example.com');
    expect(row).toMatchObject({
      username: 'abena',
      fullName: 'Abena Owusu Sarpong',
      firstName: 'Abena',
      lastName: 'Owusu Sarpong',
      role: 'user',
      emailVerifiedAt: null,
    });
    const link = h.lastLink('abena@example.com', '/verify-email');
    expect(link.origin).toBe('https://skylink.test');
    expect(link.searchParams.get('email')).toBe('abena@example.com');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Codes are stored hashed.
    const codes = await h.database.db.select().from(emailCodes).where(eq(emailCodes.userId, row.id));
    expect(codes.map((c) => c.codeHash)).not.toContain(link.searchParams.get('token'));
  });

  it("answers 409 'User already exists' for a taken email (any case), and only for that", async () => {
    await h.register({ username: 'kwesi', name: 'Kwesi', email: 'kwesi@example.com', password: 'Kwesi#Pass2026' });
    const res = await h.register({
      username: 'other',
      name: 'Other',
      email: 'KWESI@example.com',
      password: 'Kwesi#Pass2026',
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: 'User already exists',
      message: 'User already exists',
      code: 'user_exists',
    });
  });

  it('gives a second person of the same name a free username of their own; both sign in by email and by it', async () => {
    const efua = { username: 'efuamensah', name: 'Efua Mensah', password: 'Efua#Pass2026' };
    expect((await h.register({ ...efua, email: 'efua.one@example.com' })).status).toBe(201);
    expect((await h.register({ ...efua, email: 'efua.two@example.com' })).status).toBe(201);
    // any case of a taken username is taken too
    expect((await h.register({ ...efua, username: 'EfuaMensah', email: 'efua.three@example.com' })).status).toBe(201);
    const usernames = [
      (await userRow('efua.one@example.com')).username,
      (await userRow('efua.two@example.com')).username,
      (await userRow('efua.three@example.com')).username,
    ];
    expect(usernames).toEqual(['efuamensah', 'efuamensah2', 'EfuaMensah3']);
    for (const identifier of ['efua.two@example.com', 'efuamensah2', 'EFUAMENSAH2']) {
      const signedIn = await h.login(identifier, efua.password);
      const me = await h.get('/api/auth/me', signedIn.access_token);
      expect((await me.json()).email).toBe('efua.two@example.com');
    }
  });

  it('pads a name too short for a username, and derives one from the name when the one sent is unusable', async () => {
    const al = await h.register({ username: 'al', name: 'Al', email: 'al@example.com', password: 'Al#Pass20266' });
    expect(al.status).toBe(201);
    expect((await userRow('al@example.com')).username).toBe('al1');
    const odd = await h.register({
      username: 'no spaces!',
      name: 'Yaw Odd',
      email: 'yaw.odd@example.com',
      password: 'Good#Pass2026',
    });
    expect(odd.status).toBe(201);
    expect((await userRow('yaw.odd@example.com')).username).toBe('nospaces');
    // no username sent: the product's derivation from the name
    const bare = await h.post('/api/auth/register', {
      name: 'Esi Bare',
      email: 'esi@example.com',
      password: 'Good#Pass2026',
    });
    expect(bare.status).toBe(201);
    expect((await userRow('esi@example.com')).username).toBe('esibare');
  });

  it('two registrations of the same name at once both succeed, with different usernames', async () => {
    const fields = (n: number) => ({
      username: 'kofiboateng',
      name: 'Kofi Boateng',
      email: `kofi.${n}@example.com`,
      password: 'Kofi#Pass2026',
    });
    const answers = await Promise.all([1, 2, 3, 4].map((n) => h.register(fields(n))));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const names = await Promise.all([1, 2, 3, 4].map(async (n) => (await userRow(`kofi.${n}@example.com`)).username));
    expect(new Set(names).size).toBe(4);
    expect(names.sort()).toEqual(['kofiboateng', 'kofiboateng2', 'kofiboateng3', 'kofiboateng4']);
  });

  it("answers 400 'Invalid request - fields empty' for missing or blank fields", async () => {
    for (const body of [
      {},
      { username: 'abc', password: 'Abc#12345', name: 'A', email: '  ' },
      { username: 'abc', password: 'Abc#12345', name: null, email: 'a@b.co' },
    ]) {
      const res = await h.post('/api/auth/register', body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe('Invalid request - fields empty');
    }
  });

  it('answers 400 with the shared rule messages for a weak password or bad email', async () => {
    const weak = await h.register({
      username: 'weakling',
      name: 'Weak',
      email: 'weak@example.com',
      password: 'password',
    });
    expect(weak.status).toBe(400);
    const weakBody = await weak.json();
    expect(weakBody.error).toBe('Password must contain at least one uppercase letter');
    expect(weakBody.issues.map((i: { message: string }) => i.message)).toEqual([
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
    const badEmail = await h.register({
      username: 'mailless',
      name: 'X',
      email: 'not-an-email',
      password: 'Good#Pass2026',
    });
    expect((await badEmail.json()).error).toBe('Please enter a valid email address');
    const typed = await h.post('/api/auth/register', {
      username: ['a'],
      password: 'Good#Pass2026',
      name: 'X',
      email: 'x2@example.com',
    });
    expect(typed.status).toBe(400);
    expect((await typed.json()).error).toBe('username must be a string');
    expect((await h.post('/api/auth/register', 'not json')).status).toBe(400);
  });

  it('keeps an optional phone number for SMS, stored as the profile keeps it; refuses one that is not a Ghana number', async () => {
    const res = await h.register({
      name: 'Kofi Texts',
      email: 'kofi.texts@example.com',
      password: 'Kofi#Pass2026',
      phone_number: '+233 24 123 4567',
    });
    expect(res.status).toBe(201);
    expect((await userRow('kofi.texts@example.com')).phoneNumber).toBe('0241234567');
    // none given: none kept
    expect(
      (await h.register({ name: 'Efua Quiet', email: 'efua.quiet@example.com', password: 'Efua#Pass2026' })).status,
    ).toBe(201);
    expect((await userRow('efua.quiet@example.com')).phoneNumber).toBeNull();
    const bad = await h.register({
      name: 'Yaw Wrong',
      email: 'yaw.wrong@example.com',
      password: 'Yaw#Pass2026',
      phone_number: '12345',
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe(AUTH_MESSAGES.phoneInvalid);
  });
});

describe('POST /api/auth/verify-email and /resend-code', () => {
  it('verifies with the mailed code once; the code is single-use', async () => {
    const account = await newAccount();
    const link = h.lastLink(account.email, '/verify-email');
    const body = { email: account.email, verification_code: link.searchParams.get('token') };
    const res = await h.post('/api/auth/verify-email', body);
    expect(res.status).toBe(200);
    const parsed = userMessageResponseSchema.parse(await res.json());
    expect(parsed.message).toBe('Email successfully verified!');
    expect(parsed.user?.isEmailVerified).toBe(true);
    expect((await userRow(account.email)).emailVerifiedAt).not.toBeNull();

    // the same link again (a second tab, a second click): already verified, not a failure
    const again = await h.post('/api/auth/verify-email', body);
    expect(again.status).toBe(200);
    const second = verifyEmailResponseSchema.parse(await again.json());
    expect(second).toMatchObject({ message: 'Your email address is already verified.', already_verified: true });
    expect(second.user.isEmailVerified).toBe(true);
    // no bearer token was sent: verification needs no session
  });

  it("an older link after verifying, even expired, says already verified; another account's code is still refused", async () => {
    const account = await newAccount();
    const older = h.lastLink(account.email, '/verify-email').searchParams.get('token');
    expect((await h.post('/api/auth/resend-code', { email: account.email })).status).toBe(200);
    await h.settle();
    const newer = h.lastLink(account.email, '/verify-email').searchParams.get('token');
    expect(newer).not.toBe(older);
    expect((await h.post('/api/auth/verify-email', { email: account.email, verification_code: newer })).status).toBe(
      200,
    );
    h.clock.advance(24 * 3600 * 1000 + 1);
    const res = await h.post('/api/auth/verify-email', { email: account.email, verification_code: older });
    expect(res.status).toBe(200);
    expect((await res.json()).already_verified).toBe(true);
    // a code of another account is still refused
    const other = await newAccount();
    const res2 = await h.post('/api/auth/verify-email', { email: other.email, verification_code: newer });
    expect(res2.status).toBe(400);
  });

  it("refuses another account's email, an unknown code, and an expired code", async () => {
    const a = await newAccount();
    const b = await newAccount();
    const codeA = h.lastLink(a.email, '/verify-email').searchParams.get('token');
    expect((await h.post('/api/auth/verify-email', { email: b.email, verification_code: codeA })).status).toBe(400);
    expect((await h.post('/api/auth/verify-email', { email: a.email, verification_code: 'made-up' })).status).toBe(400);
    h.clock.advance(24 * 3600 * 1000 + 1);
    expect((await h.post('/api/auth/verify-email', { email: a.email, verification_code: codeA })).status).toBe(400);
    expect((await userRow(a.email)).emailVerifiedAt).toBeNull();
  });

  it('validates its body', async () => {
    const empty = await h.post('/api/auth/verify-email', { email: 'a@b.co' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toBe('Invalid request - fields empty');
    const typed = await h.post('/api/auth/verify-email', { email: 'a@b.co', verification_code: 7 });
    expect((await typed.json()).error).toBe('verification_code must be a string');
  });

  it('resends a new working code; the same answer for unknown and verified addresses (the mail says what applies)', async () => {
    const SENT = 'Verification email sent successfully! Please check your inbox.';
    const account = await newAccount();
    const first = h.lastLink(account.email, '/verify-email').searchParams.get('token');
    const res = await h.post('/api/auth/resend-code', { email: account.email }, { ip: '192.0.2.80' });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe(SENT);
    const second = h.lastLink(account.email, '/verify-email').searchParams.get('token');
    expect(second).not.toBe(first);

    const before = h.sent.length;
    const unknown = await h.post('/api/auth/resend-code', { email: 'ghost@example.com' }, { ip: '192.0.2.80' });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ message: SENT });
    expect(h.sent.length).toBe(before);

    expect((await h.post('/api/auth/verify-email', { email: account.email, verification_code: second })).status).toBe(
      200,
    );
    const done = await h.post('/api/auth/resend-code', { email: account.email }, { ip: '192.0.2.80' });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: SENT });
    const last = h.sent.at(-1);
    expect(last?.subject).toBe('Your email address is already verified');
    expect(last?.text).toContain('https://skylink.test/login');
  });

  it('limits resends per target email (5 an hour) and per client address (10 an hour), known or not', async () => {
    const account = await newAccount();
    for (let i = 0; i < 5; i++) {
      expect(
        (await h.post('/api/auth/resend-code', { email: account.email }, { ip: `192.0.2.${100 + i}` })).status,
      ).toBe(200);
    }
    const perEmail = await h.post('/api/auth/resend-code', { email: account.email }, { ip: '192.0.2.120' });
    expect(perEmail.status).toBe(429);
    expect(perEmail.headers.get('Retry-After')).toBeTruthy();
    // An unknown address is limited the same way: the 429 tells nothing about accounts.
    for (let i = 0; i < 5; i++)
      await h.post('/api/auth/resend-code', { email: 'nobody@example.com' }, { ip: `192.0.2.${130 + i}` });
    expect((await h.post('/api/auth/resend-code', { email: 'nobody@example.com' }, { ip: '192.0.2.140' })).status).toBe(
      429,
    );

    for (let i = 0; i < 10; i++) {
      expect(
        (await h.post('/api/auth/resend-code', { email: `probe${i}@example.com` }, { ip: '192.0.2.150' })).status,
      ).toBe(200);
    }
    expect(
      (await h.post('/api/auth/resend-code', { email: 'probe99@example.com' }, { ip: '192.0.2.150' })).status,
    ).toBe(429);
    h.clock.advance(61 * 60_000);
    expect(
      (await h.post('/api/auth/resend-code', { email: 'probe99@example.com' }, { ip: '192.0.2.150' })).status,
    ).toBe(200);
  });
});

describe('POST /api/auth/forgot-password and /reset-password', () => {
  const FORGOT = 'If this email exists in our system, you will receive password reset instructions shortly.';

  it('mails a reset link for a known email; answers the same for an unknown one and sends nothing', async () => {
    const account = await newAccount();
    const known = await h.post('/api/auth/forgot-password', { username: account.email });
    expect(known.status).toBe(200);
    expect((await known.json()).message).toBe(FORGOT);
    const link = h.lastLink(account.email, '/reset-password');
    expect(link.origin).toBe('https://skylink.test');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const before = h.sent.length;
    const unknown = await h.post('/api/auth/forgot-password', { username: 'ghost@example.com' });
    expect(unknown.status).toBe(200);
    expect((await unknown.json()).message).toBe(FORGOT);
    expect(h.sent.length).toBe(before);

    const empty = await h.post('/api/auth/forgot-password', { email: account.email });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toBe('Invalid request - fields empty');
  });

  it('resets with the token once, signs out every session, and the new password works', async () => {
    const account = await newAccount();
    const session = await h.login(account.email, account.password);
    await h.post('/api/auth/forgot-password', { username: account.email });
    const token = h.lastLink(account.email, '/reset-password').searchParams.get('token');

    const weak = await h.post('/api/auth/reset-password', { reset_token: token, new_password: 'short' });
    expect(weak.status).toBe(400);
    expect((await weak.json()).error).toBe('Password must be at least 8 characters long');

    const res = await h.post('/api/auth/reset-password', { reset_token: token, new_password: 'Fresh#Pass2026' });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe('Password successfully reset. You can now log in with your new password.');

    const reused = await h.post('/api/auth/reset-password', { reset_token: token, new_password: 'Other#Pass2026' });
    expect(reused.status).toBe(400);
    expect((await reused.json()).error).toBe('Invalid or expired reset token');

    expect((await h.get('/api/auth/me', session.access_token)).status).toBe(401);
    expect((await h.post('/api/auth/refresh-token', { refresh_token: session.refresh_token })).status).toBe(401);
    expect((await h.post('/api/auth/login', { email: account.email, password: account.password })).status).toBe(401);
    await h.login(account.email, 'Fresh#Pass2026');
  });

  it('reset tokens expire after 1 hour', async () => {
    const account = await newAccount();
    await h.post('/api/auth/forgot-password', { username: account.username });
    const token = h.lastLink(account.email, '/reset-password').searchParams.get('token');
    h.clock.advance(60 * 60 * 1000);
    const res = await h.post('/api/auth/reset-password', { reset_token: token, new_password: 'Late#Pass2026' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Invalid or expired reset token');

    await h.post('/api/auth/forgot-password', { username: account.email });
    const fresh = h.lastLink(account.email, '/reset-password').searchParams.get('token');
    h.clock.advance(59 * 60 * 1000);
    expect(
      (await h.post('/api/auth/reset-password', { reset_token: fresh, new_password: 'Intime#Pass2026' })).status,
    ).toBe(200);
  });

  it('refuses a verification code used as a reset token, and validates types', async () => {
    const account = await newAccount();
    const code = h.lastLink(account.email, '/verify-email').searchParams.get('token');
    expect(
      (await h.post('/api/auth/reset-password', { reset_token: code, new_password: 'Fresh#Pass2026' })).status,
    ).toBe(400);
    const typed = await h.post('/api/auth/reset-password', { reset_token: true, new_password: 'Fresh#Pass2026' });
    expect((await typed.json()).error).toBe('reset_token must be a string');
  });
});

describe('POST /api/auth/change-password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const account = await newAccount();
    const here = await h.login(account.email, account.password);
    const elsewhere = await h.login(account.email, account.password);
    const res = await h.post(
      '/api/auth/change-password',
      { current_password: account.password, new_password: 'Changed#Pass2026' },
      { token: here.access_token },
    );
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe('Password successfully changed!');
    expect((await h.get('/api/auth/me', here.access_token)).status).toBe(200);
    expect((await h.get('/api/auth/me', elsewhere.access_token)).status).toBe(401);
    await h.login(account.email, 'Changed#Pass2026');
  });

  it('refuses a wrong current password, the same password, a weak one, and no token', async () => {
    const account = await newAccount();
    const { access_token } = await h.login(account.email, account.password);
    const wrong = await h.post(
      '/api/auth/change-password',
      { current_password: 'Nope#Pass2026', new_password: 'Changed#Pass2026' },
      { token: access_token },
    );
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toBe('Current password is incorrect');
    const same = await h.post(
      '/api/auth/change-password',
      { current_password: account.password, new_password: account.password },
      { token: access_token },
    );
    expect((await same.json()).error).toBe('New password must be different from your current password');
    const weak = await h.post(
      '/api/auth/change-password',
      { current_password: account.password, new_password: 'alllowercase1!' },
      { token: access_token },
    );
    expect((await weak.json()).error).toBe('Password must contain at least one uppercase letter');
    const anonymous = await h.post('/api/auth/change-password', {
      current_password: account.password,
      new_password: 'Changed#Pass2026',
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /api/auth/update-profile', () => {
  it('updates names, phone and date of birth and answers the user', async () => {
    const account = await newAccount();
    const { access_token } = await h.login(account.email, account.password);
    const res = await h.post(
      '/api/auth/update-profile',
      { first_name: 'Efua', last_name: 'Asante', phone_number: '+233 24 123 4567', date_of_birth: '1994-03-06' },
      { token: access_token },
    );
    expect(res.status).toBe(200);
    const body = userMessageResponseSchema.parse(await res.json());
    expect(body.message).toBe('Profile updated successfully!');
    expect(body.user).toMatchObject({
      firstName: 'Efua',
      lastName: 'Asante',
      fullName: 'Efua Asante',
      // One phone rule (src/domain/format/phone.ts): stored in the local 10-digit form.
      phoneNumber: '0241234567',
      dateOfBirth: '1994-03-06',
    });
    const me = await (await h.get('/api/auth/me', access_token)).json();
    expect(me.fullName).toBe('Efua Asante');

    const cleared = await h.post(
      '/api/auth/update-profile',
      { phone_number: null, date_of_birth: '' },
      { token: access_token },
    );
    expect((await cleared.json()).user).toMatchObject({ phoneNumber: null, dateOfBirth: null, firstName: 'Efua' });
  });

  it('a new email must be free, turns verification off and mails a new link', async () => {
    const account = await newAccount();
    const { access_token } = await h.login(account.email, account.password);
    const current_password = account.password;
    const taken = await h.post(
      '/api/auth/update-profile',
      { email: 'demo@example.com', current_password },
      { token: access_token },
    );
    expect(taken.status).toBe(409);
    expect((await taken.json()).error).toBe('This email address is already used by another account.');

    const res = await h.post(
      '/api/auth/update-profile',
      { email: `New.${account.email}`, current_password },
      { token: access_token },
    );
    expect(res.status).toBe(200);
    const user = (await res.json()).user;
    expect(user.email).toBe(`new.${account.email}`);
    expect(user.isEmailVerified).toBe(false);
    expect(h.lastLink(`new.${account.email}`, '/verify-email').searchParams.get('email')).toBe(`new.${account.email}`);
  });

  it('answers 400 with the rule message for bad values, an empty update, and 401 without a token', async () => {
    const account = await newAccount();
    const { access_token } = await h.login(account.email, account.password);
    const cases: [unknown, string][] = [
      [{ phone_number: '12345' }, 'Please enter a valid phone number'],
      [{ date_of_birth: '2999-01-01' }, 'Please enter a valid date of birth'],
      [{ date_of_birth: '1990-02-30' }, 'Please enter a valid date of birth'],
      [{ email: 'nope' }, 'Please enter a valid email address'],
      [{ first_name: '  ' }, 'First name is required'],
      [{ first_name: 5 }, 'first_name must be a string'],
      [{}, 'Invalid request - fields empty'],
    ];
    for (const [body, message] of cases) {
      const res = await h.post('/api/auth/update-profile', body, { token: access_token });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error).toBe(message);
    }
    expect((await h.post('/api/auth/update-profile', { first_name: 'X' })).status).toBe(401);
  });
});

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');
const WEBP = new TextEncoder().encode('RIFF\x24\x00\x00\x00WEBPVP8 ');

function upload(
  token: string | undefined,
  parts: { bytes: Uint8Array<ArrayBuffer>; type: string; name: string; field?: string },
) {
  const form = new FormData();
  form.append(parts.field ?? 'profile_picture', new File([parts.bytes], parts.name, { type: parts.type }));
  return h.app.request('/api/auth/upload-profile-picture', {
    method: 'POST',
    body: form,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

describe('POST /api/auth/upload-profile-picture', () => {
  let token: string;
  beforeAll(async () => {
    const account = await newAccount();
    token = (await h.login(account.email, account.password)).access_token;
  });

  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['GIF', GIF, 'image/gif'],
    ['WebP', WEBP, 'image/webp'],
  ])('accepts a %s by its content and serves it back', async (_name, bytes, type) => {
    // The declared type is wrong on purpose: the server reads the magic bytes.
    const res = await upload(token, { bytes, type: 'application/octet-stream', name: 'me.bin' });
    expect(res.status).toBe(200);
    const body = profilePictureResponseSchema.parse(await res.json());
    expect(body.message).toBe('Profile picture uploaded successfully!');
    expect(body.url).toBe(body.profile_picture_url);
    const me = await (await h.get('/api/auth/me', token)).json();
    expect(me.profilePicture).toBe(body.profile_picture_url);
    const served = await h.get(body.profile_picture_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe(type);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it('a new upload replaces the old picture', async () => {
    const first = await (await upload(token, { bytes: PNG, type: 'image/png', name: 'a.png' })).json();
    const second = await (await upload(token, { bytes: JPEG, type: 'image/jpeg', name: 'b.jpg' })).json();
    expect(second.profile_picture_url).not.toBe(first.profile_picture_url);
    expect((await h.get(first.profile_picture_url)).status).toBe(404);
  });

  it('refuses a non-image labelled as an image (checked by content)', async () => {
    const res = await upload(token, {
      bytes: new TextEncoder().encode('<svg onload="alert(1)"></svg>'),
      type: 'image/png',
      name: 'x.png',
    });
    expect(res.status).toBe(415);
    expect((await res.json()).error).toBe('Please select a valid image file');
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const res = await upload(token, { bytes: big, type: 'image/png', name: 'big.png' });
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe('Image file must be smaller than 5MB');
  });

  it('accepts exactly 5 MB', async () => {
    const edge = new Uint8Array(5 * 1024 * 1024);
    edge.set(PNG);
    expect((await upload(token, { bytes: edge, type: 'image/png', name: 'edge.png' })).status).toBe(200);
  });

  it('refuses a body far over the limit before reading it', async () => {
    const huge = new Uint8Array(6 * 1024 * 1024);
    huge.set(PNG);
    const res = await upload(token, { bytes: huge, type: 'image/png', name: 'huge.png' });
    expect(res.status).toBe(413);
  });

  it('refuses a missing field, an empty file, JSON instead of multipart, and no token', async () => {
    const wrongField = await upload(token, { bytes: PNG, type: 'image/png', name: 'a.png', field: 'avatar' });
    expect(wrongField.status).toBe(400);
    expect((await wrongField.json()).error).toBe('Please select a valid image file');
    expect((await upload(token, { bytes: new Uint8Array(0), type: 'image/png', name: 'empty.png' })).status).toBe(400);
    expect((await h.post('/api/auth/upload-profile-picture', { profile_picture: 'x' }, { token })).status).toBe(400);
    expect((await upload(undefined, { bytes: PNG, type: 'image/png', name: 'a.png' })).status).toBe(401);
  });

  it('answers 404 for an unknown or malformed picture id', async () => {
    expect((await h.get('/api/auth/profile-picture/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await h.get('/api/auth/profile-picture/not-a-uuid')).status).toBe(404);
  });
});

describe('DELETE /api/auth/delete-account', () => {
  it('deletes the account with its sessions; the tokens and the password stop working', async () => {
    const account = await newAccount();
    const tokens = await h.login(account.email, account.password);
    const { id } = await userRow(account.email);
    const res = await h.app.request('/api/auth/delete-account', {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${tokens.access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: account.password }),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe('Account deleted successfully');
    expect(await h.database.db.select().from(users).where(eq(users.id, id))).toHaveLength(0);
    expect(await h.database.db.select().from(authSessions).where(eq(authSessions.userId, id))).toHaveLength(0);
    expect((await h.get('/api/auth/me', tokens.access_token)).status).toBe(401);
    expect((await h.post('/api/auth/refresh-token', { refresh_token: tokens.refresh_token })).status).toBe(401);
    expect((await h.post('/api/auth/login', { email: account.email, password: account.password })).status).toBe(401);
    // The address can register again.
    expect((await h.register(account)).status).toBe(201);
  });

  it("takes the customer's SMS messages with it (kept and queued); another customer's stay", async () => {
    const account = await newAccount();
    const other = await newAccount();
    const tokens = await h.login(account.email, account.password);
    const { id } = await userRow(account.email);
    const { id: otherId } = await userRow(other.email);
    await smsRowsFor(h.database.db, id, '233241234987');
    await smsRowsFor(h.database.db, otherId, '233201234987');
    const res = await h.app.request('/api/auth/delete-account', {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${tokens.access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: account.password }),
    });
    expect(res.status).toBe(200);
    expect(await smsRowsOf(h.database.db, id)).toBe(0);
    expect(await smsRowsOf(h.database.db, otherId)).toBe(2);
  });

  it('answers 401 without a token', async () => {
    expect((await h.app.request('/api/auth/delete-account', { method: 'DELETE' })).status).toBe(401);
  });
});

describe('GET /api/admin/outbox', () => {
  it('lists mail newest first, with links, filtered by ?to=, for an administrator', async () => {
    const account = await newAccount();
    await h.post('/api/auth/forgot-password', { username: account.email });
    const admin = await h.login('ops@example.com', 'Admin#Pass2026');
    const res = await h.get(
      `/api/admin/outbox?to=${encodeURIComponent(account.email.toUpperCase())}`,
      admin.access_token,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const { messages } = await res.json();
    // the answer is the admin panel's contract (the Outbox tab parses it)
    expect(mailOutboxResponseSchema.parse({ messages }).messages).toEqual(messages);
    expect(messages.map((mail: { subject: string }) => mail.subject)).toEqual([
      'Reset your password',
      'Verify your email address',
    ]);
    expect(messages.every((mail: { to: string }) => mail.to === account.email)).toBe(true);
    expect(messages[0].links[0]).toMatch(/^https:\/\/skylink\.test\/reset-password\?token=/);
    const all = await (await h.get('/api/admin/outbox', admin.access_token)).json();
    expect(all.messages.length).toBeGreaterThan(messages.length);
    const ids = all.messages.map((mail: { id: number }) => mail.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await h.database.db.select().from(outbox)).length).toBe(all.messages.length);
  });

  it('answers 401 without a token and 403 for a customer; the old anonymous route is gone', async () => {
    const anonymous = await h.get('/api/admin/outbox');
    expect(anonymous.status).toBe(401);
    const customer = await h.login('demo@example.com', 'Demo#Pass2026');
    const forbidden = await h.get('/api/admin/outbox', customer.access_token);
    expect(forbidden.status).toBe(403);
    expect(JSON.stringify(await forbidden.json())).not.toContain('reset-password');
    expect((await h.get('/api/dev/outbox')).status).toBe(404);
  });

  it('answers 400 with a field message for a recipient that is not an address', async () => {
    const admin = await h.login('ops@example.com', 'Admin#Pass2026');
    for (const [to, message] of [
      ['not-an-address', 'to must be an email address'],
      [`${'a'.repeat(250)}@x.example`, 'to must be an email address'],
      ['a%00b@example.com', 'to must not contain control characters'],
    ]) {
      const res = await h.get(`/api/admin/outbox?to=${to}`, admin.access_token);
      expect(res.status, to).toBe(400);
      const body = await res.json();
      expect(body.code).toBe('validation_failed');
      expect(body.issues).toEqual([{ path: 'to', message }]);
    }
  });
});
