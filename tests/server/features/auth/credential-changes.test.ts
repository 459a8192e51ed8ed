/**
 * What a password change, a password reset and an email change end or tell: outstanding reset links,
 * other sessions (their refresh tokens), and the old address of a changed email.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, registerAccount } from '../../harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

let counter = 0;
const newAccount = () => registerAccount(h, 'cred');

/** Ask for a reset link (each request from its own address) and answer its token. */
async function resetToken(email: string) {
  counter += 1;
  expect((await h.post('/api/auth/forgot-password', { username: email }, { ip: `198.18.40.${counter}` })).status).toBe(
    200,
  );
  return h.lastLink(email, '/reset-password').searchParams.get('token') ?? '';
}

const reset = (token: string, password = 'Reset#Pass2026') =>
  h.post('/api/auth/reset-password', { reset_token: token, new_password: password });
const refresh = (refreshToken: string) => h.post('/api/auth/refresh-token', { refresh_token: refreshToken });

describe('a password change from settings', () => {
  it('ends a reset link mailed before it: the link answers 400 invalid_reset_token and the new password stays', async () => {
    const account = await newAccount();
    const token = await resetToken(account.email);
    const here = await h.login(account.email, account.password);
    const changed = await h.post(
      '/api/auth/change-password',
      { current_password: account.password, new_password: 'Changed#Pass2026' },
      { token: here.access_token },
    );
    expect(changed.status).toBe(200);
    const res = await reset(token);
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('invalid_reset_token');
    await h.login(account.email, 'Changed#Pass2026');
  });

  it("ends every other session's refresh token and keeps this one's", async () => {
    const account = await newAccount();
    const here = await h.login(account.email, account.password);
    const elsewhere = await h.login(account.email, account.password);
    await h.post(
      '/api/auth/change-password',
      { current_password: account.password, new_password: 'Changed#Pass2026' },
      { token: here.access_token },
    );
    expect((await refresh(elsewhere.refresh_token)).status).toBe(401);
    expect((await refresh(here.refresh_token)).status).toBe(200);
  });
});

describe('a password reset', () => {
  it('ends every other reset link and every session', async () => {
    const account = await newAccount();
    const session = await h.login(account.email, account.password);
    const first = await resetToken(account.email);
    const second = await resetToken(account.email);
    expect((await reset(second)).status).toBe(200);
    expect((await reset(first, 'Other#Pass2026')).status).toBe(400);
    expect((await refresh(session.refresh_token)).status).toBe(401);
    expect((await h.get('/api/auth/me', session.access_token)).status).toBe(401);
    await h.login(account.email, 'Reset#Pass2026');
  });
});

describe('an email change', () => {
  it('mails the old address that the email was changed to the new one, and whom to contact if it was not them', async () => {
    const account = await newAccount();
    const { access_token } = await h.login(account.email, account.password);
    const newEmail = `moved.${account.email}`;
    const res = await h.post(
      '/api/auth/update-profile',
      { email: newEmail, current_password: account.password },
      { token: access_token },
    );
    expect(res.status).toBe(200);
    const notice = h.sent.filter((mail) => mail.to === account.email).at(-1);
    expect(notice?.subject).toBe('Your SkyLink Ghana email address was changed');
    expect(notice?.text).toContain(`changed from ${account.email} to ${newEmail}`);
    expect(notice?.text).toContain('If you did not make this change, contact us');
    expect(notice?.text).toContain('mailto:support@');
    // The new address gets the verification link, not the notice.
    expect(h.sent.filter((mail) => mail.to === newEmail).map((mail) => mail.subject)).toEqual([
      'Verify your email address',
    ]);
  });

  it('an update that keeps the email mails nothing to it', async () => {
    const account = await newAccount();
    const { access_token } = await h.login(account.email, account.password);
    const before = h.sent.length;
    await h.post('/api/auth/update-profile', { first_name: 'Same' }, { token: access_token });
    expect(h.sent.length).toBe(before);
  });
});
