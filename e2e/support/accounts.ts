import { type APIRequestContext, expect, type Page } from '@playwright/test';

/**
 * Accounts for the e2e journeys. Each journey that pays, reads notifications or changes settings uses a
 * customer of its own, registered through the API: the specs share one server and one database, and the
 * per-customer limits (3 mobile money payments a minute, for one) or another spec's notifications must
 * not decide whether a journey passes.
 */
export interface Account {
  email: string;
  password: string;
  name: string;
}

/** The seeded customer (server/features/auth/seed.ts): for journeys that only read. */
export const demoCustomer: Account = { email: 'demo@example.com', password: 'Demo#Pass2026', name: 'Ama Mensah' };

/** The seeded administrator (server/features/auth/seed.ts). */
export const seededAdmin: Account = { email: 'ops@example.com', password: 'Admin#Pass2026', name: 'Kwame Boateng' };

let counter = 0;

/**
 * The address a registration comes from. Registrations are limited per client address (10 an hour), and
 * the journeys register more customers than that from one machine: each fresh customer comes from an
 * address of its own, as real customers do. The e2e server trusts X-Forwarded-For (TRUST_PROXY=true, as
 * behind a load balancer); requests without it still count against the socket's address.
 */
export function customerAddress(): Record<string, string> {
  const byte = () => Math.floor(Math.random() * 250) + 1;
  return { 'X-Forwarded-For': `10.${byte()}.${byte()}.${byte()}` };
}

/** A new customer, registered through the API (signing in needs no verified email). */
export async function freshCustomer(request: APIRequestContext, name = 'Yaa Boateng'): Promise<Account> {
  counter += 1;
  const stamp = `${Date.now()}${counter}`;
  const first = name.split(' ')[0]?.toLowerCase() ?? 'customer';
  const account = { email: `${first}.${stamp}@example.com`, password: 'Yaa#Pass2026', name };
  const register = await request.post('/api/auth/register', {
    data: { username: `${first}${stamp}`, name, email: account.email, password: account.password },
    headers: customerAddress(),
  });
  expect(register.ok()).toBe(true);
  return account;
}

/** Open a protected page signed out, sign in on the login page it leads to, and land back on it. */
export async function signInAt(page: Page, path: string, account: Pick<Account, 'email' | 'password'>) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

/** A new customer pays Standard monthly (GH₵ 100) by MTN in the sandbox, through the API. */
export async function customerPays(request: APIRequestContext, name = 'Kwesi Appiah'): Promise<Account> {
  const account = await freshCustomer(request, name);
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const pay = await request.post('/api/billing/mobile-money/pay-with-retry', {
    headers,
    data: {
      plan_id: 'plan_standard_monthly',
      billing_cycle: 'monthly',
      mobile_number: '0551234987',
      mobile_network: 'MTN',
      amount: 100,
    },
  });
  expect(pay.status()).toBe(201);
  const { id } = ((await pay.json()) as { data: { payment: { id: string } } }).data.payment;
  // Paystack's MTN test number is paid in the charge answer itself; the poll reads it at once
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/billing/mobile-money/payments/${id}/poll-status`, { headers });
        return ((await res.json()) as { data: { payment: { status: string } } }).data.payment.status;
      },
      { timeout: 20_000, intervals: [250] },
    )
    .toBe('succeeded');
  return account;
}
