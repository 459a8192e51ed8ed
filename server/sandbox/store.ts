/**
 * What the sandbox keeps: its transactions and customers in memory, and the rules time applies to them.
 * Mobile money goes the way a phone does: a charge is pending until the "phone" approves or declines
 * (the test numbers in data.ts answer by themselves, any other waits for /sandbox/phone); Paystack's MTN
 * test number is paid at once; the Telecel voucher number waits for its voucher (`ongoing`). Every outcome
 * that depends on time (auto-answers, the 180 s approval window) is also applied lazily when a transaction
 * is read, so tests drive it by moving the clock. A success is handed to `onPaid` (the webhooks).
 *
 * Anyone can reach the public routes wherever the sandbox is mounted, so what it keeps is bounded
 * (SANDBOX_LIMITS): transactions expire after a day, and at the cap the oldest one nobody needs any more
 * makes room. A pending charge, and a settled one our server has not yet seen the outcome of, are never
 * evicted; when every kept one is such, `makeRoom` says no and the caller answers 429.
 */
import { randomBytes } from 'node:crypto';
import { APPROVAL_WINDOW_MS } from '../features/billing/providers/types';
import { phoneBehaviour, SANDBOX_LIMITS, type SandboxLimits, type SandboxPhoneBehaviour } from './data';
import type { SandboxChannel } from './requests';

export interface SandboxCustomer {
  id: number;
  customer_code: string;
  email: string;
  created_at: string;
}

export interface SandboxTransaction {
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
  /** the channels the checkout offers, in its order (null: every channel, card first, as Paystack) */
  channels: SandboxChannel[] | null;
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

export type Outcome = 'success' | 'declined' | 'insufficient' | 'timeout';

export interface StoreOptions {
  clock: () => Date;
  approveDelayMs: number;
  schedule: (fn: () => void, ms: number) => void;
  limits?: Partial<SandboxLimits>;
  /** a transaction has just succeeded (the webhooks send charge.success) */
  onPaid: (tx: SandboxTransaction) => void;
}

export function createStore(options: StoreOptions) {
  const { approveDelayMs, schedule } = options;
  const byReference = new Map<string, SandboxTransaction>();
  const byAccessCode = new Map<string, SandboxTransaction>();
  const customers = new Map<string, SandboxCustomer>();
  /** how many kept transactions each customer (by email) has: a customer goes with its last one */
  const customerUse = new Map<string, number>();
  const limits: SandboxLimits = { ...SANDBOX_LIMITS, ...options.limits };
  let nextTransactionId = 4_100_000_000;
  let nextCustomerId = 180_000_000;

  const nowMs = () => options.clock().getTime();
  const iso = () => options.clock().toISOString();

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

  function add(input: {
    email: string;
    amount: number;
    currency: string;
    reference?: string;
    metadata?: unknown;
    callback_url?: string | null;
    flutterwave?: boolean;
    byMerchant: boolean;
    channels?: SandboxChannel[] | null;
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
      createdMs: nowMs(),
      byMerchant: input.byMerchant,
      finalSeen: false,
      paid_at: null,
      callback_url: input.callback_url ?? null,
      flutterwave: input.flutterwave ?? false,
      channels: input.channels ?? null,
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

  /** a charge still open: on the phone (pending) or waiting for its voucher (ongoing) */
  const waiting = (tx: SandboxTransaction) => tx.status === 'pending' || tx.status === 'ongoing';

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
    const t = nowMs();
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

  function finish(tx: SandboxTransaction, outcome: Outcome) {
    if (!waiting(tx)) return;
    tx.resolveAt = null;
    tx.timedOut = outcome === 'timeout';
    if (outcome === 'success') {
      tx.status = 'success';
      tx.gateway_response = 'Approved';
      tx.message = 'madePayment';
      tx.paid_at = iso();
      options.onPaid(tx);
      return;
    }
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

  /** Apply what time has decided: auto-answers that are due and the 180 s approval window. */
  function settleByTime(tx: SandboxTransaction) {
    if (!waiting(tx)) return;
    const t = nowMs();
    if (tx.resolveAt !== null && t >= tx.resolveAt) {
      finish(
        tx,
        tx.behaviour === 'approve' ? 'success' : tx.behaviour === 'insufficient' ? 'insufficient' : 'declined',
      );
    } else if (tx.chargedAt !== null && t - tx.chargedAt >= APPROVAL_WINDOW_MS) {
      finish(tx, 'timeout');
    }
  }

  /** A transaction by reference, brought up to date with the clock. */
  const find = (reference: string) => {
    const tx = byReference.get(reference);
    if (tx) settleByTime(tx);
    return tx;
  };

  function startMobileMoney(tx: SandboxTransaction, phone: string, provider: string) {
    tx.channel = 'mobile_money';
    tx.phone = phone;
    tx.provider = provider;
    tx.status = 'pending';
    tx.chargedAt = nowMs();
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

  /** Our server has read the final status of this transaction (it may be forgotten from now on). */
  const seen = (tx: SandboxTransaction) => {
    if (tx.status === 'success' || tx.status === 'failed') tx.finalSeen = true;
  };

  /** Every kept transaction, oldest first, each brought up to date with the clock. */
  function all(): SandboxTransaction[] {
    const list = [...byReference.values()];
    for (const tx of list) settleByTime(tx);
    return list;
  }

  return {
    limits,
    nowMs,
    add,
    makeRoom,
    find,
    byAccessCode: (code: string) => byAccessCode.get(code),
    /** a reference in use, as it is (no time applied): duplicates and tests that tamper with it */
    peek: (reference: string) => byReference.get(reference),
    customer: (key: string) =>
      customers.get(key) ?? [...customers.values()].find((x) => x.customer_code.toLowerCase() === key),
    all,
    settleByTime,
    finish,
    startMobileMoney,
    seen,
  };
}

export type SandboxStore = ReturnType<typeof createStore>;
