// Longer than 300 lines: every client method's requests and answers, side by side with the contract they follow.
import { describe, expect, it } from 'vitest';
import { createAuthClient, type SecondStep, type Session } from '../../../src/features/auth/client';
import { createTokenStore, STORAGE_KEYS } from '../../../src/features/auth/tokenStore';
import { json, MemoryStorage, scriptedFetch, text } from '../../services/fakes';

const NOW = 1_800_000_000_000;
const me = {
  id: 'u-1',
  email: 'ops@example.com',
  username: 'kwameboateng',
  fullName: 'Kwame Boateng',
  firstName: 'Kwame',
  lastName: 'Boateng',
  role: 'admin',
  isActive: true,
  isEmailVerified: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  lastLoginAt: null,
  phoneNumber: null,
  dateOfBirth: null,
  profilePicture: null,
};
const tokenBody = { access_token: 'acc', refresh_token: 'ref', expires_in: 3600 };

function client(routes: Parameters<typeof scriptedFetch>[0]) {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  const store = createTokenStore(local, session);
  const { fetch, calls } = scriptedFetch(routes);
  return { local, session, store, calls, auth: createAuthClient({ store, fetch, now: () => NOW }) };
}

/** The session of a sign-in without a second step (the test fails on a second step). */
function signedIn(answer: Session | SecondStep): Session {
  if (!('user' in answer)) throw new Error(`a second step: ${answer.step}`);
  return answer;
}

describe('auth client: login', () => {
  it('answers the second step without a session when the account uses two-factor sign-in', async () => {
    const c = client({
      'POST /api/auth/login': json(200, { second_step: 'verify', challenge_token: 'chal', expires_in: 600 }),
    });
    const answer = await c.auth.login({ email: 'ama@example.com', password: 'x', remember: true });
    expect(answer).toEqual({ step: 'verify', challengeToken: 'chal' });
    expect(c.calls).toHaveLength(1);
    expect(c.local.getItem(STORAGE_KEYS.tokens)).toBeNull();
  });

  it('signs in with the code of the second step and stores the session', async () => {
    const c = client({ 'POST /api/auth/login/two-factor': json(200, tokenBody), 'GET /api/auth/me': json(200, me) });
    const session = await c.auth.loginWithCode({ challengeToken: 'chal', code: '123456', remember: true });
    expect(c.calls[0]?.body).toEqual({ challenge_token: 'chal', code: '123456' });
    expect(session.user.role).toBe('admin');
    expect(c.local.getItem(STORAGE_KEYS.tokens)).not.toBeNull();
  });

  it('sends an identifier with @ as email, reads the role from GET /me, stores the session', async () => {
    const c = client({ 'POST /api/auth/login': json(200, tokenBody), 'GET /api/auth/me': json(200, me) });
    const session = signedIn(
      await c.auth.login({ email: ' ops@example.com ', password: 'Admin#Pass2026', remember: true }),
    );
    expect(c.calls[0]?.body).toEqual({ email: 'ops@example.com', password: 'Admin#Pass2026' });
    expect(c.calls[1]?.headers.Authorization).toBe('Bearer acc');
    expect(session.user.role).toBe('admin');
    expect(session.tokens).toEqual({
      accessToken: 'acc',
      refreshToken: 'ref',
      expiresAt: NOW + 3_600_000,
      tokenType: 'Bearer',
    });
    expect(c.local.getItem(STORAGE_KEYS.tokens)).not.toBeNull();
  });

  it('sends an identifier without @ as username; an "admin" name gives no admin role', async () => {
    const c = client({
      'POST /api/auth/login': json(200, tokenBody),
      'GET /api/auth/me': json(200, { ...me, username: 'leadership-admin', role: 'user' }),
    });
    const session = signedIn(await c.auth.login({ email: 'leadership-admin', password: 'x', remember: false }));
    expect(c.calls[0]?.body).toEqual({ username: 'leadership-admin', password: 'x' });
    expect(session.user.role).toBe('user');
    expect(c.session.getItem(STORAGE_KEYS.tokens)).not.toBeNull();
    expect(c.local.length).toBe(0);
  });

  it('defaults expires_in to 3600 s', async () => {
    const c = client({
      'POST /api/auth/login': json(200, { access_token: 'acc', refresh_token: 'ref' }),
      'GET /api/auth/me': json(200, me),
    });
    const session = signedIn(await c.auth.login({ email: 'a@b.co', password: 'x', remember: false }));
    expect(session.tokens.expiresAt).toBe(NOW + 3_600_000);
  });

  it.each([
    [
      json(401, {
        error: 'Invalid user credentials',
        message: 'Invalid user credentials',
        code: 'invalid_credentials',
      }),
      'Invalid email or password. Please try again.',
    ],
    [
      json(500, { error: 'Internal server error', message: 'Internal server error', code: 'internal' }),
      'Service temporarily unavailable. Please try again later.',
    ],
    [json(429, { error: 'Too many', message: 'Too many failed sign-in attempts.', code: 'rate_limited' }), 'Too many'],
    [json(200, { nope: true }), 'Login failed. Please try again.'],
  ])('maps a failure to the catalogue', async (reply, message) => {
    const c = client({ 'POST /api/auth/login': reply });
    await expect(c.auth.login({ email: 'a@b.co', password: 'x', remember: false })).rejects.toThrow(message);
    expect(c.local.length + c.session.length).toBe(0);
  });
});

describe('auth client: other calls', () => {
  it('register sends the derived username and resolves on 201 with the contract body', async () => {
    const c = client({ 'POST /api/auth/register': json(201, { message: 'Successfully registered user' }) });
    await c.auth.register({ fullName: 'Ama  Mensah', email: 'ama@example.com', password: 'Str0ng#Pass' });
    expect(c.calls[0]?.body).toEqual({
      username: 'amamensah',
      name: 'Ama  Mensah',
      email: 'ama@example.com',
      password: 'Str0ng#Pass',
    });
  });

  it('register maps the user_exists code (a taken email) and refuses a success that is not the contract one', async () => {
    const taken = client({
      'POST /api/auth/register': json(409, {
        error: 'User already exists',
        message: 'User already exists',
        code: 'user_exists',
      }),
    });
    await expect(taken.auth.register({ fullName: 'A B', email: 'a@b.co', password: 'x' })).rejects.toThrow(
      /^User already exists$/,
    );
    for (const reply of [
      text(200, 'ok'),
      text(201, 'Successfully registered user'),
      json(200, { message: 'Successfully registered user' }),
    ]) {
      const odd = client({ 'POST /api/auth/register': reply });
      await expect(odd.auth.register({ fullName: 'A B', email: 'a@b.co', password: 'x' })).rejects.toThrow(
        'Registration failed',
      );
    }
  });

  it('refresh sends refresh_token and stores the new tokens; without one it fails', async () => {
    const c = client({ 'POST /api/auth/refresh-token': json(200, { ...tokenBody, access_token: 'acc2' }) });
    c.store.save(
      { tokens: { accessToken: 'acc', refreshToken: 'ref', expiresAt: NOW, tokenType: 'Bearer' }, user: me as never },
      true,
    );
    const tokens = await c.auth.refresh('ref');
    expect(c.calls[0]?.body).toEqual({ refresh_token: 'ref' });
    expect(c.store.getTokens()).toEqual(tokens);
    await expect(c.auth.refresh('')).rejects.toThrow('No refresh token available');
  });

  it('verification tells a link used before (already_verified) from a fresh one', async () => {
    const c = client({
      'POST /api/auth/verify-email': json(200, {
        message: 'Your email address is already verified.',
        user: me,
        already_verified: true,
      }),
    });
    await expect(c.auth.verifyEmail({ email: 'ama@example.com', code: '123456' })).resolves.toEqual({
      alreadyVerified: true,
    });
  });

  it('forgot password sends the email as username; reset and verification use the contract fields', async () => {
    const c = client({
      'POST /api/auth/forgot-password': json(200, { message: 'ok' }),
      'POST /api/auth/reset-password': json(200, { message: 'ok' }),
      'POST /api/auth/verify-email': json(200, { message: 'ok', user: me }),
      'POST /api/auth/resend-code': json(404, { error: 'Not found' }),
    });
    await expect(c.auth.forgotPassword({ email: 'ama@example.com' })).resolves.toBe(
      'If this email exists in our system, you will receive password reset instructions shortly.',
    );
    await c.auth.resetPassword({ token: 't', newPassword: 'New#Pass2026' });
    await expect(c.auth.verifyEmail({ email: 'ama@example.com', code: '123456' })).resolves.toEqual({
      alreadyVerified: false,
    });
    await expect(c.auth.resendCode({ email: 'x@y.co' })).rejects.toThrow(
      'Cannot resend verification email. Email address not found.',
    );
    expect(c.calls.map((call) => call.body)).toEqual([
      { username: 'ama@example.com' },
      { reset_token: 't', new_password: 'New#Pass2026' },
      { email: 'ama@example.com', verification_code: '123456' },
      { email: 'x@y.co' },
    ]);
  });

  it('bearer calls refuse without a session', async () => {
    const c = client({});
    await expect(c.auth.changePassword({ currentPassword: 'a', newPassword: 'b' })).rejects.toThrow(
      'You must be logged in to change your password',
    );
    await expect(c.auth.deleteAccount({ password: 'Start#Pass2026' })).rejects.toThrow(
      'You must be logged in to delete your account',
    );
    expect(c.calls).toHaveLength(0);
  });

  it('upload sends multipart profile_picture and returns the URL; delete clears local auth', async () => {
    const c = client({
      'POST /api/auth/upload-profile-picture': json(200, { profile_picture_url: '/pics/1.png' }),
      'DELETE /api/auth/delete-account': json(200, { message: 'Account deleted successfully' }),
    });
    c.store.save(
      {
        tokens: { accessToken: 'acc', refreshToken: 'ref', expiresAt: NOW + 1e6, tokenType: 'Bearer' },
        user: me as never,
      },
      false,
    );
    const url = await c.auth.uploadProfilePicture(new Blob(['x'], { type: 'image/png' }));
    expect(url).toBe('/pics/1.png');
    expect(c.calls[0]?.body).toBeInstanceOf(FormData);
    expect((c.calls[0]?.body as FormData | undefined)?.get('profile_picture')).toBeInstanceOf(Blob);
    await expect(c.auth.deleteAccount({ password: 'Start#Pass2026' })).resolves.toBe('Account deleted successfully');
    expect(c.calls[1]?.headers.Authorization).toBe('Bearer acc');
    expect(c.calls[1]?.body).toEqual({ password: 'Start#Pass2026' });
    expect(c.store.getTokens()).toBeNull();
  });
});

describe('auth client: one refresh across tabs', () => {
  /** A lock like the Web Locks API's: tasks run one after another. */
  function serialLock() {
    let tail: Promise<unknown> = Promise.resolve();
    return <T>(task: () => Promise<T>): Promise<T> => {
      const run = tail.then(task, task);
      tail = run.catch(() => undefined);
      return run;
    };
  }

  it('two tabs refreshing with the same token at once: one request, both end with the rotated tokens', async () => {
    const local = new MemoryStorage();
    const store = createTokenStore(local, new MemoryStorage());
    store.save(
      {
        tokens: { accessToken: 'acc', refreshToken: 'ref', expiresAt: NOW + 60_000, tokenType: 'Bearer' },
        user: me as never,
      },
      true,
    );
    const { fetch, calls } = scriptedFetch({
      'POST /api/auth/refresh-token': json(200, { access_token: 'acc2', refresh_token: 'ref2', expires_in: 3600 }),
    });
    const refreshLock = serialLock();
    // Two tabs: two clients over the same localStorage, one lock (the browser's).
    const tabA = createAuthClient({ store, fetch, now: () => NOW, refreshLock });
    const tabB = createAuthClient({
      store: createTokenStore(local, new MemoryStorage()),
      fetch,
      now: () => NOW,
      refreshLock,
    });
    const [a, b] = await Promise.all([tabA.refresh('ref'), tabB.refresh('ref')]);
    expect(calls).toHaveLength(1);
    expect(a.refreshToken).toBe('ref2');
    expect(b.refreshToken).toBe('ref2');
  });

  it('without the lock both tabs would present the old token (the lock is what saves the second request)', async () => {
    const local = new MemoryStorage();
    const store = createTokenStore(local, new MemoryStorage());
    store.save(
      {
        tokens: { accessToken: 'acc', refreshToken: 'ref', expiresAt: NOW + 60_000, tokenType: 'Bearer' },
        user: me as never,
      },
      true,
    );
    const { fetch, calls } = scriptedFetch({
      'POST /api/auth/refresh-token': json(200, { access_token: 'acc2', refresh_token: 'ref2', expires_in: 3600 }),
    });
    const noLock = <T>(task: () => Promise<T>) => task();
    const tabA = createAuthClient({ store, fetch, now: () => NOW, refreshLock: noLock });
    const tabB = createAuthClient({ store, fetch, now: () => NOW, refreshLock: noLock });
    await Promise.all([tabA.refresh('ref'), tabB.refresh('ref')]);
    expect(calls).toHaveLength(2);
  });

  it('uses navigator.locks when the browser has it', async () => {
    const names: string[] = [];
    const { webRefreshLock } = await import('../../../src/features/auth/client');
    const lock = webRefreshLock({
      request: ((name: string, task: () => Promise<unknown>) => {
        names.push(name);
        return task();
      }) as never,
    });
    await expect(lock(async () => 7)).resolves.toBe(7);
    expect(names).toEqual(['skylink.auth.refresh']);
  });
});
