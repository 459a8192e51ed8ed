/**
 * The application's test clock from a journey (GET and POST /api/admin/test-clock, outside production): the
 * after-clock journeys (e2e/clock-*.spec.ts) move it forward, which every journey on the server feels, so
 * they run in their own project after all the others.
 */
import { type APIRequestContext, expect } from '@playwright/test';
import { type Account, seededAdmin } from './accounts';

/** A fresh sign-in's bearer header (every token signed before a move has expired by the moved clock). */
export async function tokenOf(request: APIRequestContext, account: Pick<Account, 'email' | 'password'>) {
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  return { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
}

/** The customer's paid-until, in seconds, as the API sends it. */
export async function paidUntil(request: APIRequestContext, account: Account): Promise<number> {
  const res = await request.get('/api/billing/subscriptions', { headers: await tokenOf(request, account) });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { subscription: { next_billing_date: number } } };
  return body.data.subscription.next_billing_date;
}

/** Move the application's clock forward to `atSeconds`; answers an administrator's headers valid then. */
export async function moveClockTo(request: APIRequestContext, atSeconds: number) {
  const admin = await tokenOf(request, seededAdmin);
  const clock = await request.get('/api/admin/test-clock', { headers: admin });
  expect(clock.status()).toBe(200);
  const now = Date.parse(((await clock.json()) as { now: string }).now) / 1000;
  const advance = await request.post('/api/admin/test-clock', {
    headers: admin,
    data: { advance_seconds: Math.floor(atSeconds - now) },
  });
  expect(advance.status()).toBe(200);
  return tokenOf(request, seededAdmin);
}
