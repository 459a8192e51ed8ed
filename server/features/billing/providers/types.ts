/**
 * What the billing routes need from a payment provider. One implementation speaks Paystack's REST API
 * (paystack.ts); the sandbox (server/sandbox, development only) is a fake Paystack the same adapter talks
 * to, so the adapter is exercised in development, tests and e2e alike.
 */
import type { Hono } from 'hono';

/** Paystack's transaction object, the fields we read (verify data, webhook data, list items). */
export interface PaystackTransaction {
  id: number;
  status: string;
  reference: string;
  amount: number;
  currency: string;
  channel: string | null;
  gateway_response: string | null;
  message?: string | null;
  paid_at: string | null;
  created_at: string;
  metadata: unknown;
  customer: { id: number; email: string; customer_code: string } | null;
  authorization?: Record<string, unknown> | null;
}

export interface PaystackCustomer {
  id: number;
  customer_code: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  total_transactions?: number;
}

/** The answer to a charge or a check-pending-charge: Paystack's data.status plus what goes with it. */
export interface ChargeResult {
  /** pay_offline, send_otp, pending, success, failed, timeout (plus card-only states) */
  status: string;
  reference: string;
  display_text?: string | null;
  message?: string | null;
  gateway_response?: string | null;
  /** the transaction id when Paystack answered with a full transaction */
  id?: number | null;
}

export interface InitializeInput {
  email: string;
  amount: number;
  currency: 'GHS';
  reference: string;
  callback_url?: string;
  metadata?: Record<string, unknown>;
  channels?: string[];
}

export interface ChargeMobileMoneyInput {
  email: string;
  amount: number;
  currency: 'GHS';
  reference: string;
  phone: string;
  /** Paystack provider codes for Ghana: mtn, vod, atl */
  provider: 'mtn' | 'vod' | 'atl';
  metadata?: Record<string, unknown>;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'paystack';
  readonly publicKey: string;
  initialize(input: InitializeInput): Promise<{ authorization_url: string; access_code: string; reference: string }>;
  /** null when the provider does not know the reference */
  verify(reference: string): Promise<PaystackTransaction | null>;
  chargeMobileMoney(input: ChargeMobileMoneyInput): Promise<ChargeResult>;
  submitOtp(reference: string, otp: string): Promise<ChargeResult>;
  checkPendingCharge(reference: string): Promise<ChargeResult | null>;
  /** Paystack's GET /transaction: `from`/`to` (ISO dates) bound created_at, `status` filters (e.g. 'success'). */
  listTransactions(query: {
    customer?: number;
    perPage?: number;
    page?: number;
    from?: string;
    to?: string;
    status?: string;
  }): Promise<{
    data: PaystackTransaction[];
    total: number;
  }>;
  /** null when the provider has no customer for the email */
  customer(emailOrCode: string): Promise<PaystackCustomer | null>;
}

/**
 * A provider failure. `transient` ones (network, 5xx, 429) are retried; all but the provider's throttling
 * (429, `throttled`) count against the breaker.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
  /** the provider refused for our rate (429): it is up, and tells us to slow down */
  get throttled(): boolean {
    return this.status === 429;
  }
}

export const NETWORK_TO_PAYSTACK: Record<'MTN' | 'VODAFONE' | 'AIRTELTIGO', 'mtn' | 'vod' | 'atl'> = {
  MTN: 'mtn',
  VODAFONE: 'vod',
  AIRTELTIGO: 'atl',
};

/** Customers must approve a mobile money prompt within 180 s (provider note §2.2): Paystack's window, and the sandbox's. */
export const APPROVAL_WINDOW_MS = 180_000;

/** A test number or card the payment page lists outside production (GET /api/billing/config). */
export interface TestNumber {
  number: string;
  network: 'MTN' | 'VODAFONE' | 'AIRTELTIGO';
  behaviour: string;
}
export interface TestCard {
  number: string;
  cvv: string;
  pin: string | null;
  otp: string | null;
  behaviour: string;
}

/** What the in-process sandbox is started with (setupPayments passes it; tests add their timers). */
export interface SandboxStart {
  secretKey: string;
  publicKey: string;
  clock: () => Date;
  /** how long the auto-answering test numbers take (SANDBOX_APPROVAL_DELAY_MS) */
  approveDelayMs?: number;
  /** where signed webhooks go: returns the HTTP status our endpoint answered (`signal` ends a late one) */
  deliverWebhook: (rawBody: string, signature: string, signal?: AbortSignal) => Promise<number>;
}

/**
 * The fake Paystack, as the billing feature sees it. It lives in server/sandbox, a development-only
 * folder no production module imports: the entry point (server/start.ts) loads it outside production and
 * hands it to createApp; tests and scripts hand in their own. Without it, a server outside production
 * has no sandbox and says so (payments answer 503) instead of reaching into test code.
 */
export interface PaymentSandbox {
  /** starts the in-process sandbox; its routes serve /sandbox/paystack/* and /sandbox/phone */
  create: (options: SandboxStart) => { routes: Hono };
  testNumbers: readonly TestNumber[];
  testCards: readonly TestCard[];
}
