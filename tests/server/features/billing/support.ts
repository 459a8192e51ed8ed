import { expect, vi } from 'vitest';
import type { AppDeps } from '../../../../server/app';
import type { Database } from '../../../../server/db/client';
import { hashPassword } from '../../../../server/features/auth/crypto';
import { users } from '../../../../server/features/auth/tables';
import { signWebhook } from '../../../../server/features/billing/providers/paystack';
import type { BellStreamOptions } from '../../../../server/features/notifications/bellStream';
import { type Sandbox, sandboxWith } from '../../../../server/sandbox';
import { type PaymentRecord, paymentEnvelopeSchema } from '../../../../src/features/billing/contract';
import { TEST_SANDBOX_SECRET_KEY } from '../../../support/sandboxKeys';
import { createHarness, type Harness } from '../../harness';

// Billing tests run whole payment journeys (many requests on PGlite, argon2 sign-ins) on shared cores.
vi.setConfig({ testTimeout: 60_000 });

export const PASSWORD = 'Billing#Pass2026';
export const METRICS_TOKEN = 'metrics-token-for-tests-0001';

export interface BillingHarness extends Harness {
  sandbox: Sandbox;
  /**
   * a new signed-in customer: its id, email and access token. `longSession`: the customer chooses a 4-hour
   * session timeout first (the system's 2 hours then apply: an hour-long access token) for tests that keep
   * the token across long clock moves; else the default 30 minutes (15-minute access tokens).
   */
  customer: (
    name: string,
    options?: { longSession?: boolean },
  ) => Promise<{ id: string; email: string; token: string }>;
  send: (method: string, path: string, token?: string, body?: unknown) => Promise<Response>;
}

/**
 * The server harness with billing: plans seeded, the sandbox as the provider with its timers off (the
 * tests move the clock or answer for the phone), and customers created directly in the database.
 */
export async function billingHarness(
  options: {
    duplicateWebhooks?: boolean;
    production?: boolean;
    /** the notification stream's timings (shortened so a test sees events quickly) */
    bellStream?: Partial<BellStreamOptions>;
    /** fault drills: the provider's transport, its time-out, the webhook deliveries; a database of their own */
    providerTransport?: NonNullable<AppDeps['billing']>['providerTransport'];
    providerTimeoutMs?: number;
    webhookTransport?: NonNullable<AppDeps['billing']>['webhookTransport'];
    database?: Database;
    /** the SMS sender and dispatch (by default the outbox, sent right after each commit) */
    sms?: AppDeps['sms'];
  } = {},
): Promise<BillingHarness> {
  let sandbox: Sandbox | undefined;
  const h = await createHarness({
    production: options.production,
    metricsToken: METRICS_TOKEN,
    database: options.database,
    sms: options.sms,
    billing: {
      retryBaseMs: 1,
      providerTransport: options.providerTransport,
      providerTimeoutMs: options.providerTimeoutMs,
      webhookTransport: options.webhookTransport,
      bellStream: options.bellStream,
    },
    paymentSandbox: sandboxWith(
      { schedule: () => {}, approveDelayMs: 3000, duplicateWebhooks: options.duplicateWebhooks },
      (s) => {
        sandbox = s;
      },
    ),
  });
  const passwordHash = await hashPassword(PASSWORD);
  let n = 0;
  const customer: BillingHarness['customer'] = async (name, { longSession = false } = {}) => {
    n += 1;
    // a valid address even for a name with spaces (the sandbox, as Paystack, refuses an invalid email)
    const email = `${name.toLowerCase().replace(/\s+/g, '.')}${n}@example.com`;
    const [row] = await h.database.db
      .insert(users)
      .values({
        email,
        username: `${name.toLowerCase()}${n}`,
        passwordHash,
        fullName: `${name} Tester`,
        firstName: name,
        lastName: 'Tester',
        emailVerifiedAt: h.clock.now(),
      })
      .returning({ id: users.id });
    const tokens = await h.login(email, PASSWORD, `198.51.100.${n % 250}`);
    if (longSession) {
      await h.saveSecurity(tokens.access_token, { sessionTimeout: 240 });
      const renewed = await h.post('/api/auth/refresh-token', { refresh_token: tokens.refresh_token });
      return { id: row?.id ?? '', email, token: ((await renewed.json()) as { access_token: string }).access_token };
    }
    return { id: row?.id ?? '', email, token: tokens.access_token };
  };
  const send: BillingHarness['send'] = async (method, path, token, body) => {
    const headers: Record<string, string> = { 'X-Forwarded-For': '198.51.100.200' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await h.app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    await h.settle();
    return res;
  };
  return { ...h, sandbox: sandbox as Sandbox, customer, send };
}

/** Paystack's signed charge.success for a transaction, posted to our webhook as Paystack would. */
export function postChargeSuccess(h: Pick<Harness, 'app'>, data: unknown): Promise<Response> {
  const raw = JSON.stringify({ event: 'charge.success', data });
  return Promise.resolve(
    h.app.request('/api/billing/paystack/webhook', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'x-paystack-signature': signWebhook(raw, TEST_SANDBOX_SECRET_KEY),
      },
      body: raw,
    }),
  );
}

/** Ours (sandbox only): an MTN number whose phone approves after a few seconds (processing, then paid). */
export const MTN_TEST = '0241234987';
/** Paystack's MTN test number: paid in the charge answer itself, no prompt. */
export const PAYSTACK_MTN = '0551234987';
export const DECLINE = '0551234000';
export const MANUAL = '0244000111';

export const payBody = (overrides: Record<string, unknown> = {}) => ({
  plan_id: 'plan_standard_monthly',
  billing_cycle: 'monthly',
  mobile_number: MTN_TEST,
  mobile_network: 'MTN',
  amount: 100,
  ...overrides,
});

/** Start a mobile money payment on the number whose phone waits for the test to answer (MANUAL): processing. */
export async function startManual(
  h: BillingHarness,
  c: { token: string },
  body: Record<string, unknown> = {},
): Promise<PaymentRecord> {
  const res = await h.send(
    'POST',
    '/api/billing/mobile-money/pay-with-retry',
    c.token,
    payBody({ mobile_number: MANUAL, ...body }),
  );
  expect(res.status).toBe(201);
  const started = paymentEnvelopeSchema.parse(await res.json()).data.payment;
  expect(started.status).toBe('processing');
  return started;
}

/**
 * Pay by mobile money on the number whose phone approves after a few seconds; the poll settles it, the
 * webhook is flushed, and the clock moves past the per-minute payment limits.
 */
export async function payApproved(
  h: BillingHarness,
  c: { token: string },
  body: Record<string, unknown>,
): Promise<PaymentRecord> {
  const res = await h.send('POST', '/api/billing/mobile-money/pay-with-retry', c.token, payBody(body));
  expect(res.status).toBe(201);
  const started = paymentEnvelopeSchema.parse(await res.json()).data.payment;
  h.clock.advance(4000);
  const polled = await h.send('GET', `/api/billing/mobile-money/payments/${started.id}/poll-status`, c.token);
  const payment = paymentEnvelopeSchema.parse(await polled.json()).data.payment;
  expect(payment.status).toBe('succeeded');
  await h.sandbox.flush();
  h.clock.advance(61_000);
  return payment;
}

/** A customer of `BillingHarness.customer`. */
export type Customer = Awaited<ReturnType<BillingHarness['customer']>>;

/** A date as the API's epoch seconds. */
export const sec = (d: Date) => Math.floor(d.getTime() / 1000);
