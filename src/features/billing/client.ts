/**
 * Client for our billing API (/api/billing), the notifications API (/api/notifications) and the
 * Flutterwave-style verify (/api/payment). Every answer is parsed with the contract's schema; every
 * failure becomes a `PaymentProblem` (errors.ts) carrying the spec's payment error fields.
 *
 * The client also holds the spec's client-side rate limiter for mobile money payments (3 per 60 s, then
 * 15 minutes; rules.ts), so a customer hammering Pay is refused before a request is made. The server
 * enforces its own limits either way. Likewise the payment history breaker (spec §4: open after 3
 * failures, half-open after 15 s, closed after 2 successes): while open, `transactions()` is refused
 * with 'Payment service unavailable. Circuit breaker is open. Next attempt at {time}' and no request.
 */
import type { z } from 'zod';
import {
  type FetchLike,
  parseBody,
  platformFetch,
  RequestError,
  type RequestFailure,
  request,
} from '../../services/http';
import {
  BILLING_BASE,
  type BillingConfig,
  billingEndpoints,
  HOSTED_PAYMENT_BASE,
  hostedPaymentEndpoints,
  type InvoiceRecord,
  NOTIFICATIONS_BASE,
  type NotificationRecord,
  notificationEndpoints,
  type PaymentEnvelope,
  type PaymentRecord,
  type PaystackVerifyResponse,
  type PlanRecord,
  type ReceiptRecord,
  type SubscriptionRecord,
  type TransactionsResponse,
} from './contract';
import { PaymentProblem, paymentErrorOf } from './errors';
import { OPEN_PAYMENT_STATUSES } from './lifecycle';
import { BILLING_MESSAGES } from './messages';
import type { MobileMoneyPayInput, MobilePayment, PaymentOutcome, ResumedPayment } from './payments';
import {
  type BreakerState,
  breakerAllows,
  breakerFailure,
  breakerSuccess,
  closedBreaker,
  consumeRateLimit,
  emptyRateLimit,
  HISTORY_BREAKER,
  RATE_LIMITS,
  type RateLimitState,
} from './rules';

export interface BillingClientOptions {
  /** the signed-in customer's access token, or null */
  getToken: () => string | null;
  fetch?: FetchLike;
  now?: () => number;
  timeoutMs?: number;
}

type Endpoint = { method: 'GET' | 'POST' | 'DELETE'; path: string; status: number; response: z.ZodType };

/** The payment fields the screens use. */
export function toMobilePayment(record: PaymentRecord): MobilePayment {
  return {
    id: record.id,
    reference: record.reference,
    status: record.status,
    amount: record.amount,
    network: record.network,
    display_text: record.display_text,
    awaiting_otp: record.awaiting_otp,
    failure_reason: record.failure_reason,
    failure_code: record.failure_code,
  };
}

function outcome(envelope: PaymentEnvelope): PaymentOutcome {
  return { payment: toMobilePayment(envelope.data.payment), error: envelope.error };
}

export function createBillingClient(options: BillingClientOptions) {
  const fetchFn: FetchLike = options.fetch ?? platformFetch;
  const now = options.now ?? Date.now;
  let mobileMoneyLimit: RateLimitState = emptyRateLimit;
  let historyBreaker: BreakerState = closedBreaker;

  const describe = (failure: RequestFailure) => paymentErrorOf(failure).user_friendly_message;

  async function call<E extends Endpoint>(
    base: string,
    endpoint: E,
    path: string,
    init: { body?: unknown; auth?: boolean; query?: Record<string, string> } = {},
  ): Promise<z.output<E['response']>> {
    const token = init.auth === false ? null : options.getToken();
    if (init.auth !== false && !token) {
      throw new PaymentProblem(
        { user_friendly_message: BILLING_MESSAGES.authRequired, retry_suggested: false, support_contact: null },
        'auth_required',
      );
    }
    const query = init.query ? `?${new URLSearchParams(init.query).toString()}` : '';
    try {
      const response = await request(
        fetchFn,
        `${base}${path}${query}`,
        { method: endpoint.method, body: init.body, token, timeoutMs: options.timeoutMs },
        describe,
      );
      return parseBody(response, endpoint.response, describe) as z.output<E['response']>;
    } catch (error) {
      if (error instanceof RequestError) {
        const failure = error.failure;
        throw new PaymentProblem(
          paymentErrorOf(failure),
          failure.kind === 'http' ? failure.code : undefined,
          failure.kind === 'http' ? { status: failure.status, text: failure.text } : undefined,
        );
      }
      throw error;
    }
  }

  /** A call the client refuses without a request: its own rate limit (try later) or the open breaker (retry soon). */
  const refusedHere = (message: string, code: 'rate_limited' | 'circuit_open') =>
    new PaymentProblem(
      {
        user_friendly_message: message,
        retry_suggested: code === 'circuit_open',
        support_contact: BILLING_MESSAGES.supportContact,
      },
      code,
    );

  return {
    /** POST /mobile-money/pay-with-retry (client limit: 3 per 60 s, then 15 minutes). */
    async payWithRetry(input: MobileMoneyPayInput): Promise<PaymentOutcome> {
      const decision = consumeRateLimit(mobileMoneyLimit, RATE_LIMITS.mobile_money, now());
      mobileMoneyLimit = decision.state;
      if (!decision.allowed) {
        throw refusedHere(decision.message, 'rate_limited');
      }
      const body = { ...input, subscription_id: 'new', currency: 'GHS', max_retries: 3 };
      return outcome(
        await call(BILLING_BASE, billingEndpoints.mobileMoneyPay, billingEndpoints.mobileMoneyPay.path, { body }),
      );
    },

    /** GET /mobile-money/payments/:id/poll-status */
    async pollStatus(paymentId: string): Promise<PaymentOutcome> {
      const path = `/mobile-money/payments/${encodeURIComponent(paymentId)}/poll-status`;
      return outcome(await call(BILLING_BASE, billingEndpoints.mobileMoneyPoll, path));
    },

    /**
     * POST /payments/:id/otp: the code the network asked for (a Telecel voucher); the payment as it then is.
     * A refused code rejects with code 'voucher_rejected' (the payment stays open).
     */
    async submitOtp(paymentId: string, otp: string): Promise<PaymentOutcome> {
      const path = `/payments/${encodeURIComponent(paymentId)}/otp`;
      return outcome(await call(BILLING_BASE, billingEndpoints.submitOtp, path, { body: { otp } }));
    },

    /** POST /payments/:id/cancel: stop waiting for approval; the payment as it then is. */
    async cancelPayment(paymentId: string): Promise<PaymentOutcome> {
      const path = `/payments/${encodeURIComponent(paymentId)}/cancel`;
      return outcome(await call(BILLING_BASE, billingEndpoints.cancelPayment, path));
    },

    /**
     * The customer's open mobile money payment for a plan (GET /payments), to resume after a reload; with
     * `invoiceId`, only one paying that invoice (the subscriber dashboard).
     */
    async findPaymentInProgress(planId: string, invoiceId?: string): Promise<ResumedPayment | null> {
      const { data } = await call(BILLING_BASE, billingEndpoints.listPayments, billingEndpoints.listPayments.path);
      const open = data.payments.find(
        (p) =>
          p.plan_id === planId &&
          (invoiceId === undefined || p.invoice_id === invoiceId) &&
          p.channel === 'mobile_money' &&
          OPEN_PAYMENT_STATUSES.includes(p.status),
      );
      return open ? { payment: toMobilePayment(open), cycle: open.billing_cycle } : null;
    },

    /** GET /subscriptions: the customer's subscription and its plan, or null (404 no_subscription). */
    async subscription(): Promise<{ subscription: SubscriptionRecord; plan: PlanRecord } | null> {
      try {
        const { data } = await call(
          BILLING_BASE,
          billingEndpoints.getSubscription,
          billingEndpoints.getSubscription.path,
        );
        return data;
      } catch (error) {
        if (error instanceof PaymentProblem && error.code === 'no_subscription') return null;
        throw error;
      }
    },

    /** GET /invoices: newest first, with the server's overdue status and late fee. */
    async invoices(): Promise<InvoiceRecord[]> {
      return (await call(BILLING_BASE, billingEndpoints.invoices, billingEndpoints.invoices.path)).data.invoices;
    },

    /** POST /subscriptions: choose a plan with no subscription; answers the subscription and its invoice. */
    async createSubscription(
      planId: string,
      cycle: 'monthly' | 'yearly',
    ): Promise<{ subscription: SubscriptionRecord; invoice: InvoiceRecord }> {
      const body = { plan_id: planId, billing_cycle: cycle };
      const { data } = await call(
        BILLING_BASE,
        billingEndpoints.createSubscription,
        billingEndpoints.createSubscription.path,
        { body },
      );
      return data;
    },

    /** POST /subscriptions/pay: pay one unpaid invoice by mobile money (then poll like any payment). */
    async payInvoice(input: {
      invoice_id: string;
      mobile_number: string;
      mobile_network: 'MTN' | 'VODAFONE' | 'AIRTELTIGO';
    }): Promise<PaymentOutcome> {
      return outcome(
        await call(BILLING_BASE, billingEndpoints.subscriptionPay, billingEndpoints.subscriptionPay.path, {
          body: input,
        }),
      );
    },

    /** POST /paystack/initialize: what the popup needs (key, email, amount in pesewas, reference). */
    async paystackInitialize(input: {
      plan_id: string;
      billing_cycle: 'monthly' | 'yearly';
      email?: string;
      /** pesewas; must cover the price (the server credits extra) */
      amount?: number;
      metadata?: Record<string, unknown>;
    }) {
      const { data } = await call(
        BILLING_BASE,
        billingEndpoints.paystackInitialize,
        billingEndpoints.paystackInitialize.path,
        {
          body: { ...input, currency: 'GHS' },
        },
      );
      return data;
    },

    /** GET /paystack/verify/:reference (paid only when data.status is 'success'). */
    async paystackVerify(reference: string): Promise<PaystackVerifyResponse> {
      const path = `/paystack/verify/${encodeURIComponent(reference)}`;
      return call(BILLING_BASE, billingEndpoints.paystackVerify, path);
    },

    /**
     * GET /callback/:reference without a session: the payment's outcome (status, amount, method, date,
     * reference) for whoever holds the reference (the callback page, signed in or not).
     */
    async callbackOutcome(reference: string) {
      const endpoint = billingEndpoints.callbackOutcome;
      const path = `/callback/${encodeURIComponent(reference)}`;
      return (await call(BILLING_BASE, endpoint, path, { auth: false })).data.outcome;
    },

    /** GET /api/payment/verify/:transactionId (Flutterwave-style). */
    async hostedVerify(transactionId: string) {
      const path = `/verify/${encodeURIComponent(transactionId)}`;
      return call(HOSTED_PAYMENT_BASE, hostedPaymentEndpoints.verify, path);
    },

    /** GET /paystack/billing-summary (spec §3 Billing summary; amounts in pesewas). */
    async billingSummary() {
      const endpoint = billingEndpoints.paystackBillingSummary;
      return (await call(BILLING_BASE, endpoint, endpoint.path)).data;
    },

    /**
     * GET /paystack/transactions (default limit 50, spec §9) behind the history breaker: refused without a
     * request while the breaker is open.
     */
    async transactions(limit = 50): Promise<TransactionsResponse> {
      const decision = breakerAllows(historyBreaker, now());
      historyBreaker = decision.state;
      if (!decision.allowed) {
        throw refusedHere(decision.message, 'circuit_open');
      }
      try {
        const endpoint = billingEndpoints.paystackTransactions;
        const answer = await call(BILLING_BASE, endpoint, endpoint.path, { query: { limit: String(limit) } });
        historyBreaker = breakerSuccess(historyBreaker, HISTORY_BREAKER);
        return answer;
      } catch (error) {
        historyBreaker = breakerFailure(historyBreaker, HISTORY_BREAKER, now());
        throw error;
      }
    },

    /** GET /config (public): public key, inline script URL, mode, test numbers and cards. */

    async config(): Promise<BillingConfig> {
      return (await call(BILLING_BASE, billingEndpoints.config, billingEndpoints.config.path, { auth: false })).data;
    },

    /** GET /api/notifications */
    async notifications(): Promise<{ notifications: NotificationRecord[]; unread: number }> {
      const { data } = await call(NOTIFICATIONS_BASE, notificationEndpoints.list, notificationEndpoints.list.path);
      return { notifications: data.notifications, unread: data.unread_count };
    },

    /** POST /api/notifications/:id/read */
    async markRead(id: string): Promise<void> {
      await call(NOTIFICATIONS_BASE, notificationEndpoints.read, `/${encodeURIComponent(id)}/read`);
    },

    /** DELETE /api/notifications */
    async clearNotifications(): Promise<void> {
      await call(NOTIFICATIONS_BASE, notificationEndpoints.clear, notificationEndpoints.clear.path);
    },

    /** POST /api/notifications/read-all */
    async markAllRead(): Promise<void> {
      await call(NOTIFICATIONS_BASE, notificationEndpoints.readAll, notificationEndpoints.readAll.path);
    },

    /** POST /api/notifications/stream-ticket: a single-use ticket for the stream URL (30 s). */
    async streamTicket(): Promise<string> {
      const { data } = await call(
        NOTIFICATIONS_BASE,
        notificationEndpoints.streamTicket,
        notificationEndpoints.streamTicket.path,
      );
      return data.ticket;
    },

    /** The stream's URL for a ticket (the ticket is single-use: never the access token). */
    streamUrl(ticket: string): string {
      return `${NOTIFICATIONS_BASE}/stream?ticket=${encodeURIComponent(ticket)}`;
    },

    /** GET /api/billing/payments/:id/receipt */
    async receipt(paymentId: string): Promise<ReceiptRecord> {
      const path = `/payments/${encodeURIComponent(paymentId)}/receipt`;
      return (await call(BILLING_BASE, billingEndpoints.receipt, path)).data.receipt;
    },

    /** GET /api/billing/payments/:id/receipt.pdf with the bearer: the PDF as a Blob (the caller saves it). */
    async receiptPdf(paymentId: string): Promise<Blob> {
      const token = options.getToken();
      if (!token) {
        throw new PaymentProblem(
          { user_friendly_message: BILLING_MESSAGES.authRequired, retry_suggested: false, support_contact: null },
          'auth_required',
        );
      }
      try {
        const response = await request(
          fetchFn,
          `${BILLING_BASE}/payments/${encodeURIComponent(paymentId)}/receipt.pdf`,
          { token, timeoutMs: options.timeoutMs, blob: 'application/pdf' },
          describe,
        );
        if (!response.blob) throw new RequestError({ kind: 'network' }, describe({ kind: 'network' }));
        return response.blob;
      } catch (error) {
        if (error instanceof RequestError) {
          throw new PaymentProblem(
            paymentErrorOf(error.failure),
            error.failure.kind === 'http' ? error.failure.code : undefined,
          );
        }
        throw error;
      }
    },
  };
}

export type BillingClient = ReturnType<typeof createBillingClient>;
