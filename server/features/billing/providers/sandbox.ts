/**
 * The sandbox: a fake Paystack mounted by our own server under /sandbox/paystack (never in production).
 * It answers Paystack's paths, envelopes, messages and statuses (provider note §8 checklist) from an
 * in-memory store, so the one Paystack adapter is exercised everywhere. Mobile money goes the way a
 * phone does: the charge answers `pay_offline`, then the "phone" approves or declines (test numbers in
 * sandboxData.ts, or by hand on /sandbox/phone); Paystack's MTN test number is paid in the charge answer
 * itself, and the Telecel voucher number answers `send_otp` until its voucher reaches /charge/submit_otp.
 * Success sends a signed `charge.success` webhook, retried on Paystack's schedule (compressed) until
 * our endpoint answers 200. What it does not implement answers JSON `{ status: false, message }`.
 * Where it deliberately differs from Paystack: docs/product-rules.md, "Sandbox and Paystack".
 *
 * Time comes from the app's clock, and every outcome that depends on time (auto-approval, the 180 s
 * time-out) is also applied lazily when a transaction is read, so tests drive it by moving the clock.
 *
 * Anyone can reach the public routes (inline script, checkout, phone) wherever the sandbox is mounted, so
 * what it keeps is bounded (SANDBOX_LIMITS): bodies are limited, transactions expire after a day, and at
 * the cap the oldest one nobody needs any more makes room. A pending charge, and a settled one our server
 * has not yet seen the outcome of, are never evicted; when every kept one is such, new ones are refused
 * with 429, which our adapter treats as a passing failure, as it would Paystack's rate limit.
 * Longer than 300 lines: it answers Paystack's whole surface that the adapter uses (initialize, charge,
 * submit_otp, check pending, verify, transactions, refunds, webhooks with retries), one handler per path over
 * one store.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { sameSitePath } from '../../../../src/domain/paths';
import { maskPhone } from '../../../../src/features/billing/rules';
import { bodyLimit } from '../../../http/bodyLimit';
import { signWebhook } from './paystack';
import { CHECKOUT_JS, checkoutPage, INLINE_JS, PHONE_JS, phonePage } from './sandboxAssets';
import {
  APPROVAL_WINDOW_MS,
  phoneBehaviour,
  SANDBOX_CARDS,
  SANDBOX_LIMITS,
  SANDBOX_VOUCHER,
  type SandboxLimits,
  type SandboxPhoneBehaviour,
  WEBHOOK_RETRY,
} from './sandboxData';

interface SandboxCustomer {
  id: number;
  customer_code: string;
  email: string;
  created_at: string;
}

interface SandboxTransaction {
  id: number;
  reference: string;
  access_code: string;
  amount: number;
  currency: string;
  /** Paystack data.status ('ongoing': a voucher charge waits for its voucher) */
  status: 'abandoned' | 'pending' | 'ongoing' | 'success' | 'failed';
  channel: string | null;
  gateway_response: string | null;
  message: string | null;
  metadata: unknown;
  customer: SandboxCustomer;
  created_at: string;
  /** created_at in milliseconds (expiry) */
  createdMs: number;
  /** made with the secret key (our server's checkout or charge), not by the public inline script */
  byMerchant: boolean;
  /** our server has seen the final status: a verify or charge check answered it, or it took the webhook */
  finalSeen: boolean;
  paid_at: string | null;
  callback_url: string | null;
  /** hosted checkout returning Flutterwave-style parameters */
  flutterwave: boolean;
  phone: string | null;
  provider: string | null;
  behaviour: SandboxPhoneBehaviour | null;
  /** when a pending mobile money charge resolves by itself (approve/decline/insufficient numbers) */
  resolveAt: number | null;
  chargedAt: number | null;
  /** the charge ran out of its 180 s approval window: check pending answers Paystack's `timeout` status */
  timedOut: boolean;
  webhookSent: boolean;
}

export interface SandboxOptions {
  secretKey: string;
  publicKey: string;
  clock: () => Date;
  /** how long the auto-answering test numbers take (the server passes SANDBOX_APPROVAL_DELAY_MS; 4 s by default) */
  approveDelayMs?: number;
  /** where signed webhooks go: returns the HTTP status our endpoint answered (`signal` ends a late one) */
  deliverWebhook: (rawBody: string, signature: string, signal?: AbortSignal) => Promise<number>;
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

/** One webhook delivery: its body, its try (0 the first), when its retry is due, whether it is the duplicate. */
interface Delivery {
  tx: SandboxTransaction;
  raw: string;
  signature: string;
  attempt: number;
  dueAt: number;
  duplicate: boolean;
}

const ENVELOPE_JSON = { 'Cache-Control': 'no-store' };
/** Paystack's Telecel (vod) sample: the customer makes a voucher and types it in (provider note §2.2, §10). */
const VOUCHER_TEXT = 'Please dial *110# to generate a voucher code. Then input the voucher';
/** Paystack's per-transaction maximum (error catalogue; read here as subunits: GHS 100,000). */
const MAX_AMOUNT = 10_000_000;
/** What Paystack's email check lets through, near enough: something@something.something, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A Ghana mobile number: 0 and 9 digits, or 233 and 9 digits (spaces, dashes and a leading + are ignored). */
function ghanaMobile(phone: string): string | null {
  if (!/^\+?[\d\s-]+$/.test(phone)) return null;
  const digits = phone.replace(/\D/g, '');
  if (/^0[2-5]\d{8}$/.test(digits)) return digits;
  if (/^233[2-5]\d{8}$/.test(digits)) return `0${digits.slice(3)}`;
  return null;
}

/**
 * A form body (application/x-www-form-urlencoded, which Paystack accepts for POSTs) as the JSON it
 * stands for: `mobile_money[phone]=…` becomes `{ mobile_money: { phone } }`.
 */
function formBody(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const nested = /^([^[\]]+)\[([^[\]]+)\]$/.exec(key);
    if (!nested) {
      out[key] = value;
      continue;
    }
    const [, outer = '', inner = ''] = nested;
    const holder = out[outer];
    const object = holder && typeof holder === 'object' ? (holder as Record<string, unknown>) : {};
    object[inner] = value;
    out[outer] = object;
  }
  return out;
}
/** How long the auto-answering test numbers take by default: a few seconds, as a phone would. */
export const SANDBOX_APPROVE_DELAY_MS = 4000;

export function createSandbox(options: SandboxOptions) {
  const approveDelayMs = options.approveDelayMs ?? SANDBOX_APPROVE_DELAY_MS;
  const schedule = options.schedule ?? ((fn, ms) => setTimeout(fn, ms).unref?.());
  const byReference = new Map<string, SandboxTransaction>();
  const byAccessCode = new Map<string, SandboxTransaction>();
  const customers = new Map<string, SandboxCustomer>();
  /** how many kept transactions each customer (by email) has: a customer goes with its last one */
  const customerUse = new Map<string, number>();
  const limits: SandboxLimits = { ...SANDBOX_LIMITS, ...options.limits };
  const deliveries = new Set<Promise<void>>();
  const retry = { ...WEBHOOK_RETRY, ...options.webhookRetry };
  /** webhook deliveries waiting for their retry time */
  const retries = new Set<Delivery>();
  let nextTransactionId = 4_100_000_000;
  let nextCustomerId = 180_000_000;

  const now = () => options.clock();
  const iso = () => now().toISOString();

  function customerFor(email: string): SandboxCustomer {
    const key = email.trim().toLowerCase();
    let c = customers.get(key);
    if (!c) {
      nextCustomerId += 1;
      c = {
        id: nextCustomerId,
        customer_code: `CUS_${randomBytes(8).toString('hex').slice(0, 15)}`,
        email: key,
        created_at: iso(),
      };
      customers.set(key, c);
    }
    return c;
  }

  function newTransaction(input: {
    email: string;
    amount: number;
    currency: string;
    reference?: string;
    metadata?: unknown;
    callback_url?: string | null;
    flutterwave?: boolean;
    byMerchant: boolean;
  }): SandboxTransaction {
    nextTransactionId += 1;
    const tx: SandboxTransaction = {
      id: nextTransactionId,
      reference: input.reference ?? randomBytes(5).toString('hex'),
      access_code: randomBytes(8).toString('hex').slice(0, 15),
      amount: input.amount,
      currency: input.currency,
      status: 'abandoned',
      channel: null,
      gateway_response: null,
      message: null,
      metadata: input.metadata ?? null,
      customer: customerFor(input.email),
      created_at: iso(),
      createdMs: now().getTime(),
      byMerchant: input.byMerchant,
      finalSeen: false,
      paid_at: null,
      callback_url: input.callback_url ?? null,
      flutterwave: input.flutterwave ?? false,
      phone: null,
      provider: null,
      behaviour: null,
      resolveAt: null,
      chargedAt: null,
      timedOut: false,
      webhookSent: false,
    };
    byReference.set(tx.reference, tx);
    byAccessCode.set(tx.access_code, tx);
    customerUse.set(tx.customer.email, (customerUse.get(tx.customer.email) ?? 0) + 1);
    return tx;
  }

  function forget(tx: SandboxTransaction) {
    byReference.delete(tx.reference);
    byAccessCode.delete(tx.access_code);
    const left = (customerUse.get(tx.customer.email) ?? 1) - 1;
    if (left > 0) customerUse.set(tx.customer.email, left);
    else {
      customerUse.delete(tx.customer.email);
      customers.delete(tx.customer.email);
    }
  }

  /**
   * Kept whatever the cap: a charge a phone may still answer, and a settled one of our server's whose
   * outcome it has not seen (no webhook taken, no verify since): evicting it would make our server
   * read 'unknown reference' and give up a payment that succeeded.
   */
  function held(tx: SandboxTransaction): boolean {
    settleByTime(tx);
    if (waiting(tx)) return true;
    return tx.byMerchant && (tx.status === 'success' || tx.status === 'failed') && !tx.finalSeen;
  }

  const oldest = (wanted: (tx: SandboxTransaction) => boolean) => {
    for (const tx of byReference.values()) if (wanted(tx)) return tx;
    return undefined;
  };

  /**
   * Room for one more transaction: forget those past their age, then, at the cap, the oldest settled one
   * that is not held, else the oldest untouched checkout (our server reads an unknown reference as
   * abandoned, which it is). False when everything kept is held.
   */
  function makeRoom(): boolean {
    const t = now().getTime();
    // the map keeps creation order, so the old ones are at its start
    for (const tx of byReference.values()) {
      if (t - tx.createdMs < limits.maxAgeMs) break;
      settleByTime(tx);
      if (!waiting(tx)) forget(tx);
    }
    if (byReference.size < limits.maxTransactions) return true;
    const victim = oldest((tx) => !held(tx) && tx.status !== 'abandoned') ?? oldest((tx) => !held(tx));
    if (!victim) return false;
    forget(victim);
    return true;
  }

  /** a charge still open: on the phone (pending) or waiting for its voucher (ongoing) */
  const waiting = (tx: SandboxTransaction) => tx.status === 'pending' || tx.status === 'ongoing';

  function maskedPhone(phone: string) {
    return { bin: `${phone.slice(0, 3)}XXX`, last4: `X${phone.slice(-3)}` };
  }

  function mobileAuthorization(tx: SandboxTransaction) {
    const names: Record<string, { bank: string; brand: string }> = {
      mtn: { bank: 'MTN Mobile Money', brand: 'Mtn mobile money' },
      vod: { bank: 'Vodafone Cash', brand: 'Vodafone cash' },
    };
    const name = names[tx.provider ?? ''] ?? { bank: 'AT Money', brand: 'At money' };
    return {
      authorization_code: `AUTH_${tx.access_code}`,
      ...maskedPhone(tx.phone ?? ''),
      exp_month: '12',
      exp_year: '9999',
      channel: 'mobile_money',
      card_type: '',
      bank: name.bank,
      country_code: 'GH',
      brand: name.brand,
      reusable: false,
      signature: null,
      account_name: null,
      mobile_money_number: tx.phone,
    };
  }

  const cardAuthorization = (tx: SandboxTransaction) => ({
    authorization_code: `AUTH_${tx.access_code}`,
    bin: '408408',
    last4: '4081',
    exp_month: '12',
    exp_year: '2030',
    channel: 'card',
    card_type: 'visa',
    bank: 'TEST BANK',
    country_code: 'GH',
    brand: 'visa',
    reusable: true,
    signature: `SIG_${tx.access_code}`,
    account_name: null,
  });

  /** Paystack's attempt log (null until a payment was attempted, as on an untouched checkout). */
  function attemptLog(tx: SandboxTransaction) {
    if (tx.chargedAt === null) return null;
    const start = Math.floor(tx.chargedAt / 1000);
    const end = tx.paid_at ? Date.parse(tx.paid_at) : now().getTime();
    return {
      start_time: start,
      time_spent: Math.max(0, Math.floor(end / 1000) - start),
      attempts: 1,
      errors: tx.status === 'failed' ? 1 : 0,
      success: tx.status === 'success',
      mobile: false,
      input: [],
      history: [
        {
          type: 'action',
          message: `Attempted to pay with ${tx.channel === 'card' ? 'card' : 'mobile money'}`,
          time: 0,
        },
        ...(tx.status === 'success' || tx.status === 'failed'
          ? [
              {
                type: tx.status === 'success' ? 'success' : 'error',
                message: tx.status === 'success' ? 'Successfully paid' : (tx.gateway_response ?? 'Failed'),
                time: Math.max(0, Math.floor(end / 1000) - start),
              },
            ]
          : []),
      ],
    };
  }

  /**
   * Paystack's transaction object (verify data, webhook data, list items, a successful charge's data):
   * every field of the verify sample, objects Paystack always sends as objects (`{}` when empty).
   */
  function view(tx: SandboxTransaction) {
    const mobile = tx.channel === 'mobile_money' && tx.phone;
    const paid = tx.status === 'success';
    const fees = paid ? Math.round(tx.amount * 0.0195) : null;
    return {
      id: tx.id,
      domain: 'test',
      status: tx.status,
      reference: tx.reference,
      receipt_number: null,
      amount: tx.amount,
      message: tx.message,
      // an untouched checkout reads as Paystack's does: channel card, not completed
      gateway_response: tx.gateway_response ?? 'The transaction was not completed',
      paid_at: tx.paid_at,
      created_at: tx.created_at,
      channel: tx.channel ?? 'card',
      currency: tx.currency,
      ip_address: null,
      metadata: tx.metadata,
      log: attemptLog(tx),
      fees,
      fees_split: null,
      authorization: paid ? (mobile ? mobileAuthorization(tx) : cardAuthorization(tx)) : {},
      customer: {
        id: tx.customer.id,
        first_name: null,
        last_name: null,
        email: tx.customer.email,
        customer_code: tx.customer.customer_code,
        phone: tx.phone,
        metadata: null,
        risk_action: 'default',
        international_format_phone: tx.phone ? `+233${tx.phone.slice(1)}` : null,
      },
      plan: {},
      split: {},
      order_id: null,
      paidAt: tx.paid_at,
      createdAt: tx.created_at,
      requested_amount: tx.amount,
      pos_transaction_data: null,
      source: null,
      fees_breakdown: null,
      connect: null,
      transaction_date: tx.created_at,
      plan_object: {},
      subaccount: {},
    };
  }

  /** One try; a late answer (past the time-out) or anything but 200 is a failure, retried as Paystack does. */
  function attempt(d: Delivery) {
    const run = (async () => {
      const late = new AbortController();
      const timer = setTimeout(() => late.abort(), retry.timeoutMs);
      timer.unref?.();
      let answered = 0;
      try {
        answered = await Promise.race([
          options.deliverWebhook(d.raw, d.signature, late.signal),
          new Promise<number>((resolve) => late.signal.addEventListener('abort', () => resolve(0))),
        ]);
      } catch {
        answered = 0;
      } finally {
        clearTimeout(timer);
      }
      if (answered === 200) {
        d.tx.finalSeen = true;
        // Paystack may deliver an event twice (exercises our idempotency)
        if (options.duplicateWebhooks && !d.duplicate) attempt({ ...d, attempt: 0, duplicate: true });
        return;
      }
      if (d.attempt >= retry.retries) return;
      const next: Delivery = { ...d, attempt: d.attempt + 1, dueAt: now().getTime() + retry.intervalMs };
      retries.add(next);
      schedule(() => {
        if (retries.delete(next)) attempt(next);
      }, retry.intervalMs);
    })().finally(() => deliveries.delete(run));
    deliveries.add(run);
  }

  /** Retries whose time has come by the clock (tests move the clock and flush). */
  function retryDue() {
    const t = now().getTime();
    for (const d of retries) {
      if (d.dueAt > t) continue;
      retries.delete(d);
      attempt(d);
    }
  }

  function deliver(tx: SandboxTransaction) {
    if (tx.webhookSent) return;
    tx.webhookSent = true;
    const raw = JSON.stringify({ event: 'charge.success', data: view(tx) });
    attempt({ tx, raw, signature: signWebhook(raw, options.secretKey), attempt: 0, dueAt: 0, duplicate: false });
  }

  function finish(tx: SandboxTransaction, outcome: 'success' | 'declined' | 'insufficient' | 'timeout') {
    if (!waiting(tx)) return;
    tx.resolveAt = null;
    tx.timedOut = outcome === 'timeout';
    if (outcome === 'success') {
      tx.status = 'success';
      tx.gateway_response = 'Approved';
      tx.message = 'madePayment';
      tx.paid_at = iso();
      deliver(tx);
    } else {
      tx.status = 'failed';
      tx.gateway_response =
        outcome === 'insufficient' ? 'Insufficient funds' : outcome === 'timeout' ? 'Timeout' : 'Declined';
      tx.message =
        outcome === 'insufficient'
          ? 'Insufficient funds'
          : outcome === 'timeout'
            ? 'Transaction timed out'
            : 'Declined by customer';
    }
  }

  /** Apply what time has decided: auto-answers that are due and the 180 s approval window. */
  function settleByTime(tx: SandboxTransaction) {
    if (!waiting(tx)) return;
    const t = now().getTime();
    if (tx.resolveAt !== null && t >= tx.resolveAt) {
      finish(
        tx,
        tx.behaviour === 'approve' ? 'success' : tx.behaviour === 'insufficient' ? 'insufficient' : 'declined',
      );
    } else if (tx.chargedAt !== null && t - tx.chargedAt >= APPROVAL_WINDOW_MS) {
      finish(tx, 'timeout');
    }
  }

  const find = (reference: string) => {
    const tx = byReference.get(reference);
    if (tx) settleByTime(tx);
    return tx;
  };

  function chargeState(tx: SandboxTransaction) {
    if (tx.status === 'success') return { ...view(tx), status: 'success' };
    if (tx.status === 'failed')
      return {
        reference: tx.reference,
        status: tx.timedOut ? 'timeout' : 'failed',
        message: tx.message,
        gateway_response: tx.gateway_response,
      };
    if (tx.status === 'ongoing') return { reference: tx.reference, status: 'send_otp', display_text: VOUCHER_TEXT };
    return { reference: tx.reference, status: 'pending' };
  }

  function startMobileMoney(tx: SandboxTransaction, phone: string, provider: string) {
    tx.channel = 'mobile_money';
    tx.phone = phone;
    tx.provider = provider;
    tx.status = 'pending';
    tx.chargedAt = now().getTime();
    tx.behaviour = phoneBehaviour(phone);
    if (tx.behaviour === 'instant') {
      // Paystack's MTN test number: paid at once, no prompt (answered in the charge itself)
      finish(tx, 'success');
      return;
    }
    if (tx.behaviour === 'voucher' && provider === 'vod') tx.status = 'ongoing';
    if (tx.behaviour === 'approve' || tx.behaviour === 'decline' || tx.behaviour === 'insufficient') {
      tx.resolveAt = tx.chargedAt + approveDelayMs;
      schedule(() => settleByTime(tx), approveDelayMs + 5);
    }
    schedule(() => settleByTime(tx), APPROVAL_WINDOW_MS + 5);
  }

  // ----- the HTTP surface --------------------------------------------------------------------------

  const fail = (status: 400 | 401 | 404 | 413 | 429, message: string, extra: Record<string, unknown> = {}) =>
    new Response(JSON.stringify({ status: false, message, ...extra }), {
      status,
      headers: { 'Content-Type': 'application/json', ...ENVELOPE_JSON },
    });
  const okJson = (message: string, data: unknown, meta?: unknown) =>
    new Response(
      JSON.stringify(meta === undefined ? { status: true, message, data } : { status: true, message, data, meta }),
      {
        status: 200,
        headers: { 'Content-Type': 'application/json', ...ENVELOPE_JSON },
      },
    );
  const body = async (req: Request): Promise<Record<string, unknown> | null> => {
    try {
      if ((req.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
        return formBody(await req.text());
      }
      const value = (await req.json()) as unknown;
      return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  };
  const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;
  const full = () =>
    fail(429, 'Too many transactions in progress on this sandbox. Please try again later.', {
      type: 'api_error',
      code: 'rate_limit',
    });
  /** Our server has read the final status of this transaction (it may be forgotten from now on). */
  const seen = (tx: SandboxTransaction) => {
    if (tx.status === 'success' || tx.status === 'failed') tx.finalSeen = true;
  };

  /** Validate amount/email/reference the way Paystack does; a Response when invalid. */
  function validateTransaction(b: Record<string, unknown>, referenceField: 'reference' | 'ref' = 'reference') {
    const email = typeof b.email === 'string' ? b.email.trim() : '';
    if (!email)
      return fail(400, 'Email is not allowed to be empty', { type: 'validation_error', code: 'missing_params' });
    if (!EMAIL.test(email)) return fail(400, 'Invalid Email Address Passed', { type: 'validation_error' });
    const amount = typeof b.amount === 'string' && b.amount.trim() ? Number(b.amount) : b.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
      return fail(400, 'You must specify a valid amount', { type: 'validation_error' });
    }
    if (amount > MAX_AMOUNT) return fail(400, 'Transaction amount limit exceeded', { type: 'validation_error' });
    const currency = b.currency === undefined ? 'GHS' : b.currency;
    if (currency !== 'GHS') return fail(400, 'Currency not supported by merchant', { type: 'validation_error' });
    const reference = b[referenceField];
    if (reference !== undefined && (typeof reference !== 'string' || !REFERENCE.test(reference))) {
      return fail(400, 'Invalid character in transaction reference', { type: 'validation_error' });
    }
    return { email, amount, currency, reference: reference as string | undefined };
  }

  // Secret-key routes (Paystack's API).
  const api = new Hono();
  api.use('*', async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/.exec(header);
    if (!match) return fail(401, 'Format is Authorization Bearer [secret key]');
    if (match[1] !== options.secretKey) return fail(401, 'Invalid key');
    await next();
  });

  api.post('/transaction/initialize', async (c) => {
    const b = await body(c.req.raw);
    if (!b) return fail(400, 'Invalid request body');
    const v = validateTransaction(b);
    if (v instanceof Response) return v;
    if (v.reference && byReference.has(v.reference)) {
      return fail(400, 'Duplicate Transaction Reference', { type: 'validation_error', code: 'duplicate_reference' });
    }
    const meta = b.metadata as Record<string, unknown> | undefined;
    if (!makeRoom()) return full();
    const tx = newTransaction({
      ...v,
      metadata: b.metadata,
      callback_url: typeof b.callback_url === 'string' ? b.callback_url : null,
      flutterwave: meta?.checkout_style === 'flutterwave',
      byMerchant: true,
    });
    return okJson('Authorization URL created', {
      authorization_url: `${new URL(c.req.url).origin}/sandbox/paystack/checkout/${tx.access_code}`,
      access_code: tx.access_code,
      reference: tx.reference,
    });
  });

  api.get('/transaction/verify/:reference', (c) => {
    const tx = find(c.req.param('reference'));
    if (!tx) return fail(404, 'Transaction reference not found');
    seen(tx);
    return okJson('Verification successful', view(tx));
  });

  api.get('/transaction', (c) => {
    // Paystack's reference page spells it perPage, its OpenAPI description per_page: both are taken
    const perPage = Math.min(Math.max(Number(c.req.query('perPage') ?? c.req.query('per_page') ?? 50) || 50, 1), 200);
    const page = Math.max(Number(c.req.query('page') ?? 1) || 1, 1);
    const customer = c.req.query('customer');
    const status = c.req.query('status');
    let list = [...byReference.values()];
    for (const tx of list) settleByTime(tx);
    if (customer) list = list.filter((tx) => String(tx.customer.id) === customer);
    if (status) list = list.filter((tx) => tx.status === status);
    const amount = c.req.query('amount');
    if (amount) list = list.filter((tx) => String(tx.amount) === amount);
    // Paystack's from/to: a period of created_at (either end may be left open)
    const from = Date.parse(c.req.query('from') ?? '');
    const to = Date.parse(c.req.query('to') ?? '');
    if (!Number.isNaN(from)) list = list.filter((tx) => Date.parse(tx.created_at) >= from);
    if (!Number.isNaN(to)) list = list.filter((tx) => Date.parse(tx.created_at) <= to);
    list.sort((a, b) => b.id - a.id);
    const slice = list.slice((page - 1) * perPage, page * perPage);
    return okJson('Transactions retrieved', slice.map(view), {
      total: list.length,
      total_volume: slice.reduce((sum, tx) => sum + tx.amount, 0),
      skipped: (page - 1) * perPage,
      perPage,
      page,
      pageCount: Math.max(1, Math.ceil(list.length / perPage)),
    });
  });

  api.get('/customer/:key', (c) => {
    const key = c.req.param('key').trim().toLowerCase();
    const customer = customers.get(key) ?? [...customers.values()].find((x) => x.customer_code.toLowerCase() === key);
    if (!customer) return fail(404, 'Customer not found');
    const transactions = [...byReference.values()].filter((tx) => tx.customer.id === customer.id);
    return okJson('Customer retrieved', {
      id: customer.id,
      customer_code: customer.customer_code,
      email: customer.email,
      first_name: null,
      last_name: null,
      phone: null,
      metadata: null,
      domain: 'test',
      risk_action: 'default',
      integration: 100032,
      transactions: transactions.map(view),
      subscriptions: [],
      authorizations: [],
      total_transactions: transactions.length,
      total_transaction_value: [],
      dedicated_account: null,
      identified: false,
      identifications: null,
      createdAt: customer.created_at,
      updatedAt: customer.created_at,
      created_at: customer.created_at,
      updated_at: customer.created_at,
    });
  });

  api.post('/charge', async (c) => {
    const b = await body(c.req.raw);
    if (!b) return fail(400, 'Invalid request body');
    if (typeof b.email !== 'string' || !b.email.trim()) return fail(400, 'Email address is required to create charge');
    const v = validateTransaction(b);
    if (v instanceof Response) return v;
    const momo = b.mobile_money as { phone?: unknown; provider?: unknown } | undefined;
    if (!momo || typeof momo.phone !== 'string' || typeof momo.provider !== 'string') {
      return fail(400, 'One of authorization code, card, bank, ussd, mobile money, qr or EFT objects must be passed');
    }
    if (!['mtn', 'vod', 'atl', 'tgo'].includes(momo.provider.toLowerCase())) {
      return fail(400, 'Invalid mobile money provider');
    }
    const phone = ghanaMobile(momo.phone);
    if (!phone) return fail(400, 'Invalid phone number', { type: 'validation_error' });
    if (v.reference && byReference.has(v.reference)) return fail(400, 'Duplicate charge request for reference');
    if (!makeRoom()) return full();
    const tx = newTransaction({ ...v, metadata: b.metadata, byMerchant: true });
    startMobileMoney(tx, phone, momo.provider.toLowerCase());
    if (tx.status === 'success') {
      seen(tx);
      return okJson('Charge attempted', chargeState(tx));
    }
    if (tx.status === 'ongoing') return okJson('Charge attempted', chargeState(tx));
    return okJson('Charge attempted', {
      reference: tx.reference,
      status: 'pay_offline',
      display_text: 'Please complete authorization process on your mobile phone',
    });
  });

  /** The Telecel voucher (Paystack's send_otp step): the right one pays, any other is refused. */
  api.post('/charge/submit_otp', async (c) => {
    const b = await body(c.req.raw);
    const tx = typeof b?.reference === 'string' ? find(b.reference) : undefined;
    if (!tx) return fail(400, 'Transaction reference is invalid');
    if (tx.status !== 'ongoing' || String(b?.otp ?? '') !== SANDBOX_VOUCHER) {
      return fail(400, 'Provided registration token is invalid');
    }
    finish(tx, 'success');
    seen(tx);
    return okJson('Charge attempted', chargeState(tx));
  });

  api.get('/charge/:reference', (c) => {
    const tx = find(c.req.param('reference'));
    if (!tx) return fail(400, 'Transaction reference is invalid');
    seen(tx);
    return okJson('Reference check successful', chargeState(tx));
  });

  // ----- browser side: inline script, checkout, phone ---------------------------------------------

  const js = (source: string) =>
    new Response(source, {
      headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' },
    });
  const html = (source: string) =>
    new Response(source, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });

  const publicRoutes = new Hono();
  publicRoutes.get('/inline.js', () => js(INLINE_JS));
  publicRoutes.get('/checkout.js', () => js(CHECKOUT_JS));
  publicRoutes.get('/phone.js', () => js(PHONE_JS));

  /** The inline script's newTransaction/setup: a transaction made with the PUBLIC key (as Paystack's popup). */
  publicRoutes.post('/inline/init', async (c) => {
    const b = await body(c.req.raw);
    if (!b) return fail(400, 'Invalid request body');
    if (b.key !== options.publicKey) return fail(401, 'Invalid key');
    const v = validateTransaction(b);
    if (v instanceof Response) return v;
    const existing = v.reference ? byReference.get(v.reference) : undefined;
    if (existing) {
      // Our server initialised this reference already: resume it when the parameters match.
      if (existing.amount !== v.amount || existing.status !== 'abandoned') {
        return fail(400, 'Duplicate Transaction Reference', { type: 'validation_error', code: 'duplicate_reference' });
      }
      return okJson('Access code retrieved', { access_code: existing.access_code, reference: existing.reference });
    }
    if (!makeRoom()) return full();
    const tx = newTransaction({ ...v, metadata: b.metadata, byMerchant: false });
    return okJson('Access code retrieved', { access_code: tx.access_code, reference: tx.reference });
  });

  publicRoutes.get('/checkout/:code', (c) => {
    const tx = byAccessCode.get(c.req.param('code'));
    if (!tx) return html(checkoutPage(null));
    settleByTime(tx);
    return html(
      checkoutPage({
        transactionId: tx.id,
        accessCode: tx.access_code,
        amount: tx.amount,
        currency: tx.currency,
        email: tx.customer.email,
        status: tx.status,
        cards: SANDBOX_CARDS.map(
          (card) => `${card.number} (CVV ${card.cvv}${card.pin ? `, PIN ${card.pin}` : ''}): ${card.behaviour}`,
        ),
      }),
    );
  });

  /**
   * Where the checkout page sends the browser after a hosted checkout: the callback's path and query on
   * this origin (the sandbox is mounted on our own server), with the provider's parameters. Null when
   * it would leave the origin: a callback whose path is '//host/…' ('https://site/.//host/…' resolves to
   * one) is a path here but another host to the browser.
   */
  function returnPath(callbackUrl: string, origin: string, params: Record<string, string>): string | null {
    let url: URL;
    try {
      url = new URL(callbackUrl, origin);
    } catch {
      return null;
    }
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return sameSitePath(url.pathname + url.search);
  }

  /** The checkout page's state: the outcome and where a hosted checkout returns. */
  function checkoutState(tx: SandboxTransaction, origin: string) {
    settleByTime(tx);
    let returnUrl: string | null = null;
    const done = tx.status === 'success' || tx.status === 'failed';
    if (tx.callback_url && done) {
      returnUrl = returnPath(
        tx.callback_url,
        origin,
        tx.flutterwave
          ? {
              status: tx.status === 'success' ? 'successful' : 'failed',
              tx_ref: tx.reference,
              transaction_id: String(tx.id),
            }
          : { trxref: tx.reference, reference: tx.reference },
      );
    }
    return {
      status: tx.status,
      reference: tx.reference,
      message: tx.message ?? (tx.status === 'pending' ? 'Approve the prompt on the phone' : null),
      gateway_response: tx.gateway_response,
      // The object Paystack's inline callback receives (provider note §4.1).
      transaction: {
        reference: tx.reference,
        trans: String(tx.id),
        status: 'success',
        message: 'Approved',
        transaction: String(tx.id),
        trxref: tx.reference,
      },
      return_url: returnUrl,
    };
  }

  publicRoutes.get('/checkout/:code/status', (c) => {
    const tx = byAccessCode.get(c.req.param('code'));
    if (!tx) return fail(404, 'Transaction not found');
    return okJson('Status', checkoutState(tx, new URL(c.req.url).origin));
  });

  publicRoutes.post('/checkout/:code/pay', async (c) => {
    const tx = byAccessCode.get(c.req.param('code'));
    if (!tx) return fail(404, 'Transaction not found');
    if (tx.status !== 'abandoned') return fail(400, 'Transaction has already been attempted');
    const b = (await body(c.req.raw)) ?? {};
    if (b.method === 'mobile_money') {
      const phone = typeof b.phone === 'string' ? b.phone.replace(/\D/g, '') : '';
      if (!/^0\d{9}$/.test(phone)) return fail(400, 'Please enter a valid 10-digit mobile number starting with 0');
      const provider = typeof b.provider === 'string' ? b.provider : 'mtn';
      startMobileMoney(tx, phone, provider);
    } else {
      const number = typeof b.card_number === 'string' ? b.card_number.replace(/\D/g, '') : '';
      const card = SANDBOX_CARDS.find((x) => x.number === number);
      if (!card || b.cvv !== card.cvv) return fail(400, 'Invalid card details. Use a sandbox test card.');
      if (card.pin && b.pin !== card.pin) return fail(400, 'Incorrect PIN');
      tx.channel = 'card';
      tx.status = 'pending';
      finish(
        tx,
        card.outcome === 'success' ? 'success' : card.outcome === 'insufficient' ? 'insufficient' : 'declined',
      );
    }
    return okJson('Charge attempted', checkoutState(tx, new URL(c.req.url).origin));
  });

  publicRoutes.post('/checkout/:code/cancel', (c) => {
    const tx = byAccessCode.get(c.req.param('code'));
    if (!tx) return fail(404, 'Transaction not found');
    let returnUrl: string | null = null;
    if (tx.callback_url && tx.flutterwave) {
      returnUrl = returnPath(tx.callback_url, new URL(c.req.url).origin, { status: 'cancelled', tx_ref: tx.reference });
    }
    return okJson('Cancelled', { status: tx.status, reference: tx.reference, return_url: returnUrl });
  });

  /**
   * The "phone": pending approvals, for /sandbox/phone and tests. Anyone can read it, so it lists only
   * what a tester needs to pick and answer a prompt: reference, network, amount and the number masked
   * (055XXXX987), never the customer's email or whole number. `?phone=` (the whole number, as typed on
   * the payment page) shows only that number's prompts.
   */
  publicRoutes.get('/phone/pending', (c) => {
    const digits = c.req.query('phone')?.replace(/\D/g, '') ?? '';
    const wanted = digits.startsWith('233') ? `0${digits.slice(3)}` : digits;
    const pending = [...byReference.values()]
      .filter((tx) => {
        settleByTime(tx);
        return tx.status === 'pending' && tx.channel === 'mobile_money' && (!wanted || tx.phone === wanted);
      })
      .map((tx) => ({
        reference: tx.reference,
        // '055XXXX987' (the product's masking): enough to tell one's own prompt from another's
        phone: maskPhone(tx.phone ?? ''),
        provider: tx.provider,
        amount: tx.amount,
        currency: tx.currency,
        created_at: tx.created_at,
      }));
    return okJson('Pending approvals', pending);
  });
  publicRoutes.post('/phone/:reference/:decision{approve|decline}', (c) => {
    const tx = find(c.req.param('reference'));
    if (tx?.status !== 'pending') return fail(404, 'No pending approval for this reference');
    finish(tx, c.req.param('decision') === 'approve' ? 'success' : 'declined');
    return okJson('Done', { reference: tx.reference, status: tx.status });
  });

  const root = new Hono();
  // Every POST body is read into memory (and a transaction's metadata is kept): bounded, as Paystack does.
  root.use(
    '/sandbox/paystack/*',
    bodyLimit({ maxSize: limits.bodyBytes, onError: () => fail(413, 'Request entity too large') }),
  );
  // What the sandbox does not implement answers as Paystack's API does, in JSON (after the key check).
  api.all('*', () => fail(404, 'This endpoint is not available on the payment sandbox'));
  root.route('/sandbox/paystack', publicRoutes);
  root.route('/sandbox/paystack', api);
  root.get('/sandbox/phone', () => html(phonePage()));

  return {
    /** mount at the server root: serves /sandbox/paystack/* and /sandbox/phone */
    routes: root,
    secretKey: options.secretKey,
    publicKey: options.publicKey,
    /** wait for webhook deliveries in flight (tests) */
    async flush() {
      retryDue();
      while (deliveries.size > 0) {
        await Promise.allSettled([...deliveries]);
        retryDue();
      }
    },
    /** the phone's answer (tests): approve or decline a pending mobile money charge */
    answer(reference: string, decision: 'approve' | 'decline') {
      const tx = find(reference);
      if (tx?.status !== 'pending') return false;
      finish(tx, decision === 'approve' ? 'success' : 'declined');
      return true;
    },
    /** change a transaction's amount (tests of the amount-mismatch rule) */
    tamper(reference: string, change: { amount?: number; currency?: string }) {
      const tx = byReference.get(reference);
      if (!tx) return;
      if (change.amount !== undefined) tx.amount = change.amount;
      if (change.currency !== undefined) tx.currency = change.currency;
    },
    view(reference: string) {
      const tx = find(reference);
      return tx ? view(tx) : null;
    },
  };
}

export type Sandbox = ReturnType<typeof createSandbox>;
