/**
 * The sandbox: a fake Paystack for development and tests, mounted by our own server under
 * /sandbox/paystack and /sandbox/phone (never in production). It answers Paystack's paths, envelopes,
 * messages and statuses from an in-memory store, so the one Paystack adapter is exercised everywhere.
 * Where it deliberately differs from Paystack: docs/product-rules.md, "Sandbox and Paystack".
 *
 * Development only: no production module imports this folder (the import rules hold it). The entry
 * point (server/start.ts) loads it with a dynamic import outside production and hands `paystackSandbox`
 * to createApp; tests and scripts pass it themselves. Split by concern:
 * - store.ts: transactions, customers, limits and what time decides;
 * - objects.ts: Paystack's transaction object and charge states;
 * - api.ts: the secret-key API; pages.ts and assets.ts: the inline script, checkout and phone pages;
 * - webhooks.ts: signed charge.success with Paystack's retries; requests.ts: envelopes and checks;
 * - data.ts: test numbers, cards, limits; server.ts: the sandbox as its own process (several servers).
 */
import { Hono } from 'hono';
import type { PaymentSandbox, SandboxStart } from '../features/billing/providers/types';
import { bodyLimit } from '../http/bodyLimit';
import { apiRoutes } from './api';
import { SANDBOX_CARDS, SANDBOX_NUMBERS, type SandboxLimits, type WEBHOOK_RETRY } from './data';
import { transactionObject } from './objects';
import { phonePageResponse, publicRoutes } from './pages';
import { fail } from './requests';
import { createStore } from './store';
import { createWebhooks } from './webhooks';

/** How long the auto-answering test numbers take by default: a few seconds, as a phone would. */
export const SANDBOX_APPROVE_DELAY_MS = 4000;

export interface SandboxOptions extends SandboxStart {
  /**
   * timers for the auto-answers and the webhook retries (tests pass a no-op and move the clock, then
   * `flush()` runs what is due; or they keep the functions and call them)
   */
  schedule?: (fn: () => void, ms: number) => void;
  /** webhook retries: how many, how far apart, how long an attempt may take (WEBHOOK_RETRY by default) */
  webhookRetry?: Partial<typeof WEBHOOK_RETRY>;
  /** deliver every webhook twice, as Paystack may (exercises idempotency) */
  duplicateWebhooks?: boolean;
  /** what is kept and read (tests use smaller numbers); SANDBOX_LIMITS by default */
  limits?: Partial<SandboxLimits>;
}

export function createSandbox(options: SandboxOptions) {
  const schedule = options.schedule ?? ((fn, ms) => setTimeout(fn, ms).unref?.());
  const nowMs = () => options.clock().getTime();
  const webhooks = createWebhooks({
    secretKey: options.secretKey,
    deliverWebhook: options.deliverWebhook,
    nowMs,
    schedule,
    retry: options.webhookRetry,
    duplicate: options.duplicateWebhooks,
  });
  const store = createStore({
    clock: options.clock,
    approveDelayMs: options.approveDelayMs ?? SANDBOX_APPROVE_DELAY_MS,
    schedule,
    limits: options.limits,
    onPaid: (tx) => webhooks.send(tx, transactionObject(tx, nowMs())),
  });

  const routes = new Hono();
  // Every POST body is read into memory (and a transaction's metadata is kept): bounded, as Paystack does.
  routes.use(
    '/sandbox/paystack/*',
    bodyLimit({ maxSize: store.limits.bodyBytes, onError: () => fail(413, 'Request entity too large') }),
  );
  routes.route('/sandbox/paystack', publicRoutes(store, options.publicKey));
  routes.route('/sandbox/paystack', apiRoutes(store, options.secretKey));
  routes.get('/sandbox/phone', phonePageResponse);

  return {
    /** mount at the server root: serves /sandbox/paystack/* and /sandbox/phone */
    routes,
    secretKey: options.secretKey,
    publicKey: options.publicKey,
    /** wait for webhook deliveries in flight (tests) */
    flush: webhooks.flush,
    /** the phone's answer (tests): approve or decline a pending mobile money charge */
    answer(reference: string, decision: 'approve' | 'decline') {
      const tx = store.find(reference);
      if (tx?.status !== 'pending') return false;
      store.finish(tx, decision === 'approve' ? 'success' : 'declined');
      return true;
    },
    /** change a transaction's amount (tests of the amount-mismatch rule) */
    tamper(reference: string, change: { amount?: number; currency?: string }) {
      const tx = store.peek(reference);
      if (!tx) return;
      if (change.amount !== undefined) tx.amount = change.amount;
      if (change.currency !== undefined) tx.currency = change.currency;
    },
    view(reference: string) {
      const tx = store.find(reference);
      return tx ? transactionObject(tx, nowMs()) : null;
    },
  };
}

export type Sandbox = ReturnType<typeof createSandbox>;

/** What createApp takes outside production: the sandbox and the test numbers and cards it answers to. */
export const paystackSandbox: PaymentSandbox = {
  create: createSandbox,
  testNumbers: SANDBOX_NUMBERS.map(({ number, network, behaviour }) => ({ number, network, behaviour })),
  testCards: SANDBOX_CARDS.map(({ number, cvv, pin, otp, behaviour }) => ({ number, cvv, pin, otp, behaviour })),
};

/** The same, with test timers and knobs: tests keep the instance it makes (`onCreate`). */
export function sandboxWith(
  extra: Partial<Omit<SandboxOptions, 'secretKey' | 'publicKey' | 'clock' | 'deliverWebhook'>>,
  onCreate?: (sandbox: Sandbox) => void,
): PaymentSandbox {
  return {
    ...paystackSandbox,
    create: (start) => {
      const sandbox = createSandbox({ ...start, ...extra });
      onCreate?.(sandbox);
      return sandbox;
    },
  };
}
