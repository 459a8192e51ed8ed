/**
 * The server against the auth contract (src/features/auth/contract.ts): every success answer has the
 * endpoint's status and parses with its response schema, and every error answer parses with the error
 * body schema and carries the expected code, one the endpoint lists.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../../server/features/auth/tables';
import { commonErrorBodySchema } from '../../../../src/domain/apiError';
import {
  AUTH_ERROR_CODES,
  type AuthEndpointName,
  type AuthErrorCode,
  authEndpoints,
  authErrorBodySchema,
} from '../../../../src/features/auth/contract';
import { createHarness, type Harness } from '../../harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

/** A success of the endpoint: its status, and a body its schema reads without changing it. */
async function success(name: AuthEndpointName, res: Response) {
  const endpoint = authEndpoints[name];
  const body = await res.json();
  expect(res.status, `${name}: ${JSON.stringify(body)}`).toBe(endpoint.status);
  const parsed = endpoint.response.safeParse(body);
  expect(parsed.success, `${name}: ${JSON.stringify(body)}`).toBe(true);
  // Nothing filled in by defaults or fallbacks: the server sends the contract in full.
  expect(parsed.data).toEqual(body);
  return body;
}

/** An error of the endpoint: the error body with this code, which the endpoint lists. */
async function failure(name: AuthEndpointName, res: Response, code: AuthErrorCode, status: number) {
  const body = await res.json();
  expect(res.status, `${name}: ${JSON.stringify(body)}`).toBe(status);
  expect(authErrorBodySchema.parse(body).code).toBe(code);
  expect(authEndpoints[name].errors as readonly string[]).toContain(code);
  return body;
}

let counter = 0;
async function newAccount() {
  counter += 1;
  const fields = {
    username: `contract${counter}`,
    name: `Contract Member${counter}`,
    email: `contract${counter}@example.com`,
    password: 'Start#Pass2026',
  };
  await success('register', await h.register(fields));
  return fields;
}

const raw = (path: string, init: RequestInit) => h.app.request(path, init);

describe('sign-in, tokens and registration', () => {
  it('register: 201, user_exists, fields_empty, validation_failed, invalid_body, unsupported_media_type, body_too_large', async () => {
    const account = await newAccount();
    await failure('register', await h.register(account), 'user_exists', 409);
    await failure('register', await h.post('/api/auth/register', { username: 'abc' }), 'fields_empty', 400);
    const bad = await failure('register', await h.register({ ...account, email: 'nope' }), 'validation_failed', 400);
    expect(bad.issues).toEqual([{ path: 'email', message: 'Please enter a valid email address' }]);
    await failure('register', await h.post('/api/auth/register', '{"email": '), 'invalid_body', 400);
    const form = await raw('/api/auth/register', {
      method: 'POST',
      body: 'a=b',
      headers: { 'Content-Type': 'text/plain' },
    });
    await failure('register', form, 'unsupported_media_type', 415);
    const big = await h.post('/api/auth/register', { name: 'x'.repeat(20_000) });
    await failure('register', big, 'body_too_large', 413);
  });

  it('login: tokens, invalid_credentials, account_disabled, rate_limited', async () => {
    const account = await newAccount();
    await success('login', await h.post('/api/auth/login', { email: account.email, password: account.password }));
    const wrong = { email: account.email, password: 'Wrong#Pass2026' };
    await failure('login', await h.post('/api/auth/login', wrong), 'invalid_credentials', 401);
    for (let i = 0; i < 5; i++) await h.post('/api/auth/login', wrong);
    const limited = await h.post('/api/auth/login', wrong);
    expect(limited.headers.get('Retry-After')).not.toBeNull();
    await failure('login', limited, 'rate_limited', 429);

    const other = await newAccount();
    await h.database.db.update(users).set({ isActive: false }).where(eq(users.email, other.email));
    const disabled = await h.post('/api/auth/login', { email: other.email, password: other.password });
    await failure('login', disabled, 'account_disabled', 403);
  });

  it('refresh-token and logout: tokens, invalid_refresh_token, refresh_reused', async () => {
    const account = await newAccount();
    const { refresh_token } = await h.login(account.email, account.password);
    const rotated = await success('refreshToken', await h.post('/api/auth/refresh-token', { refresh_token }));
    h.clock.advance(60_000);
    await failure('refreshToken', await h.post('/api/auth/refresh-token', { refresh_token }), 'refresh_reused', 401);
    const unknown = await h.post('/api/auth/refresh-token', { refresh_token: 'nope' });
    await failure('refreshToken', unknown, 'invalid_refresh_token', 401);
    await success('logout', await h.post('/api/auth/logout', { refresh_token: rotated.refresh_token }));
  });
});

describe('verification and recovery', () => {
  it('verify-email, resend-code, forgot-password and reset-password', async () => {
    const account = await newAccount();
    const link = h.lastLink(account.email, '/verify-email');
    const verify = { email: account.email, verification_code: link.searchParams.get('token') };
    await success('verifyEmail', await h.post('/api/auth/verify-email', verify));
    // the same link again: already verified (a success)
    await success('verifyEmail', await h.post('/api/auth/verify-email', verify));
    const madeUp = { ...verify, verification_code: 'made-up' };
    await failure('verifyEmail', await h.post('/api/auth/verify-email', madeUp), 'invalid_code', 400);
    await success('resendCode', await h.post('/api/auth/resend-code', { email: account.email }));
    await success('forgotPassword', await h.post('/api/auth/forgot-password', { username: account.email }));
    const reset_token = h.lastLink(account.email, '/reset-password').searchParams.get('token');
    const reset = { reset_token, new_password: 'Fresh#Pass2026' };
    await success('resetPassword', await h.post('/api/auth/reset-password', reset));
    await failure('resetPassword', await h.post('/api/auth/reset-password', reset), 'invalid_reset_token', 400);
  });
});

describe('the signed-in user', () => {
  it('me: the full record, auth_required, invalid_token', async () => {
    const account = await newAccount();
    const { access_token } = await h.login(account.email, account.password);
    await success('me', await h.get('/api/auth/me', access_token));
    await failure('me', await h.get('/api/auth/me'), 'auth_required', 401);
    await failure('me', await h.get('/api/auth/me', 'not-a-token'), 'invalid_token', 401);
  });

  it('change-password, update-profile, upload, delete-account and their errors', async () => {
    const account = await newAccount();
    const other = await newAccount();
    const { access_token: token } = await h.login(account.email, account.password);
    const post = (path: string, body: unknown) => h.post(`/api/auth/${path}`, body, { token });

    const wrong = { current_password: 'Wrong#Pass2026', new_password: 'Fresh#Pass2026' };
    await failure('changePassword', await post('change-password', wrong), 'wrong_password', 400);
    const same = { current_password: account.password, new_password: account.password };
    await failure('changePassword', await post('change-password', same), 'same_password', 400);
    const change = { current_password: account.password, new_password: 'Fresh#Pass2026' };
    await success('changePassword', await post('change-password', change));

    await success('updateProfile', await post('update-profile', { first_name: 'Efua', phone_number: '0241234567' }));
    await failure('updateProfile', await post('update-profile', {}), 'nothing_to_update', 400);
    await failure(
      'updateProfile',
      await post('update-profile', { email: 'x@example.com' }),
      'current_password_required',
      400,
    );
    const taken = { email: other.email, current_password: 'Fresh#Pass2026' };
    await failure('updateProfile', await post('update-profile', taken), 'email_in_use', 409);

    await failure('uploadProfilePicture', await post('upload-profile-picture', { a: 1 }), 'invalid_image', 400);

    const remove = (password: string) =>
      raw('/api/auth/delete-account', {
        method: 'DELETE',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ password }),
      });
    await failure('deleteAccount', await remove('Wrong#Pass2026'), 'wrong_password', 400);
    await success('deleteAccount', await remove('Fresh#Pass2026'));
  });
});

describe('answers outside the endpoints', () => {
  it('an unknown /api path and a missing picture are not_found; the outbox refuses a customer with forbidden', async () => {
    for (const res of [await h.get('/api/nope'), await h.get('/api/auth/profile-picture/nope')]) {
      expect(res.status).toBe(404);
      expect(commonErrorBodySchema.parse(await res.json()).code).toBe('not_found');
    }
    const account = await newAccount();
    const { access_token } = await h.login(account.email, account.password);
    const outbox = await h.get('/api/admin/outbox', access_token);
    expect(outbox.status).toBe(403);
    expect(authErrorBodySchema.parse(await outbox.json()).code).toBe('forbidden');
  });

  it('an unexpected failure is a 500 with the internal code', async () => {
    const broken = await createHarness();
    const { access_token } = await broken.login('demo@example.com', 'Demo#Pass2026');
    await broken.close();
    const res = await broken.get('/api/auth/me', access_token);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      error: 'Internal server error',
      message: 'Internal server error',
      code: 'internal',
    });
  });

  it('the code enum holds every code the endpoints list', () => {
    const listed = new Set(Object.values(authEndpoints).flatMap((e) => [...e.errors]));
    for (const code of listed) expect(AUTH_ERROR_CODES).toContain(code);
  });
});
