/**
 * Client for our billing API (/api/billing) and the
 * Flutterwave-style verify (/api/payment). Every answer is parsed with the contract's schema; every
 * failure becomes a `PaymentProblem` (errors.ts) carrying the spec's payment error fields.
 *
 * The client also holds the spec's client-side rate limiter for mobile money payments (3 per 60 s, then
 * 15 minutes; rules.ts), so a customer hammering Pay is refused before a request is made. The server
 * enforces its own limits either way. Likewise the payment history breaker (spec §4: open after 3
 * failures, half-open after 15 s, closed after 2 successes): while open, `transactions()` is refused
 * with 'Payment service unavailable. Circuit breaker is open. Next attempt at {time}' and no request.
 * Longer than 300 lines: one client for three mounts of billing's API that share the rate limiter, the breaker
 * and the mapping of every failure to a PaymentProblem.
 */
import type { z } from 'zod';
import {
  type ContractEndpoint,
  callEndpoint,
  endpointUrl,
  type FetchLike,
  type PathParamNames,
  platformFetch,
  type QueryValues,
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
  type PaidServiceRecord,
  type PaymentEnvelope,
  type PaymentRecord,
  type PaystackVerifyResponse,
  type PlanRecord,
  RECEIPT_PDF_PATH,
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

/** An endpoint of billing's tables (contract.ts), as the client calls it. */
type BillingEndpoint = ContractEndpoint & { path: string; auth: boolean };

/** What a call adds to its endpoint: the path's parameters (when it has any), the JSON body, the query. */
type CallInit<E extends BillingEndpoint> = { body?: unknown; query?: QueryValues<E> } & (PathParamNames<
  E['path']
> extends never
  ? { params?: undefined }
  : { params: { [K in PathParamNames<E['path']>]: string } });

/** A PaymentProblem for a request failure: the spec's payment error fields, the server's code and status. */
function problemOf(error: RequestError): PaymentProblem {
  const failure = error.failure;
  return new PaymentProblem(
    paymentErrorOf(failure),
    failure.kind === 'http' ? failure.code : undefined,
    failure.kind === 'http' ? { status: failure.status, text: failure.text } : undefined,
  );
}

/**
 * The number a mobile money start sends. The billing pages always have one typed (only the renewal link pays
 * with a saved number, through its own API): none is refused here as the server would refuse it.
 */
function typedNumber(number: string | null): string {
  if (number) return number;
  throw new PaymentProblem(
    {
      user_friendly_message: BILLING_MESSAGES.mobileNumberAndNetwork,
      retry_suggested: false,
      support_contact: null,
    },
    'validation_failed',
  );
}

const authRequired = () =>
  new PaymentProblem(
    { user_friendly_message: BILLING_MESSAGES.authRequired, retry_suggested: false, support_contact: null },
    'auth_required',
  );

/** The payment fields the screens use, with what a succeeded one bought (the envelope's `service`). */
export function toMobilePayment(record: PaymentRecord, service: PaidServiceRecord | null = null): MobilePayment {
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
    service: service
      ? {
          planName: service.plan_name,
          cycle: service.billing_cycle,
          paidUntil: service.paid_until * 1000,
          startsAt: service.starts_at === null ? null : service.starts_at * 1000,
        }
      : null,
  };
}

function outcome(envelope: PaymentEnvelope): PaymentOutcome {
  return { payment: toMobilePayment(envelope.data.payment, envelope.data.service), error: envelope.error };
}

export function createBillingClient(options: BillingClientOptions) {
  const fetchFn: FetchLike = options.fetch ?? platformFetch;
  // read at each call, not captured: a clock set after the client is made (a test's, a story's) applies
  const now = options.now ?? (() => Date.now());
  let mobileMoneyLimit: RateLimitState = emptyRateLimit;
  let historyBreaker: BreakerState = closedBreaker;

  const describe = (failure: RequestFailure) => paymentErrorOf(failure).user_friendly_message;

  /**
   * Call an endpoint of billing's tables through the one generic call (src/services/http.ts): its method,
   * path and success status from the table, the bearer where the table says `auth` (none: 'Authentication
   * required' without a request), the answer read with its response schema; a failure is a PaymentProblem.
   */
  async function call<E extends BillingEndpoint>(
    base: string,
    endpoint: E,
    ...[init]: PathParamNames<E['path']> extends never ? [CallInit<E>?] : [CallInit<E>]
  ): Promise<z.output<E['response']>> {
    const token = endpoint.auth ? options.getToken() : null;
    if (endpoint.auth && !token) throw authRequired();
    const params = (init?.params ?? {}) as { [K in PathParamNames<E['path']>]: string };
    const url = endpointUrl(base, endpoint, params, init?.query);
    try {
      return await callEndpoint(
        fetchFn,
        url,
        endpoint,
        { body: init?.body, token, timeoutMs: options.timeoutMs },
        describe,
      );
    } catch (error) {
      throw error instanceof RequestError ? problemOf(error) : error;
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
      const body = {
        ...input,
        mobile_number: typedNumber(input.mobile_number),
        subscription_id: 'new',
        currency: 'GHS',
        max_retries: 3,
      };
      return outcome(await call(BILLING_BASE, billingEndpoints.mobileMoneyPay, { body }));
    },

    /** GET /mobile-money/payments/:id/poll-status */
    async pollStatus(paymentId: string): Promise<PaymentOutcome> {
      return outcome(await call(BILLING_BASE, billingEndpoints.mobileMoneyPoll, { params: { id: paymentId } }));
    },

    /**
     * POST /payments/:id/otp: the code the network asked for (a Telecel voucher); the payment as it then is.
     * A refused code rejects with code 'voucher_rejected' (the payment stays open).
     */
    async submitOtp(paymentId: string, otp: string): Promise<PaymentOutcome> {
      return outcome(
        await call(BILLING_BASE, billingEndpoints.submitOtp, { params: { id: paymentId }, body: { otp } }),
      );
    },

    /** POST /payments/:id/cancel: stop waiting for approval; the payment as it then is. */
    async cancelPayment(paymentId: string): Promise<PaymentOutcome> {
      return outcome(await call(BILLING_BASE, billingEndpoints.cancelPayment, { params: { id: paymentId } }));
    },

    /**
     * The customer's open mobile money payment for a plan (GET /payments), to resume after a reload; with
     * `invoiceId`, only one paying that invoice (the subscriber dashboard).
     */
    async findPaymentInProgress(planId: string, invoiceId?: string): Promise<ResumedPayment | null> {
      const { data } = await call(BILLING_BASE, billingEndpoints.listPayments);
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
        const { data } = await call(BILLING_BASE, billingEndpoints.getSubscription);
        return data;
      } catch (error) {
        if (error instanceof PaymentProblem && error.code === 'no_subscription') return null;
        throw error;
      }
    },

    /** PATCH /subscriptions: turn auto-renew on or off; answers the server's value. */
    async setAutoRenew(on: boolean): Promise<boolean> {
      const { data } = await call(BILLING_BASE, billingEndpoints.updateSubscription, { body: { auto_renew: on } });
      return data.subscription.auto_renew;
    },

    /** DELETE /subscriptions/scheduled-change: cancel it; answers what became credit (pesewas). */
    async cancelScheduledChange(): Promise<{ credited: number; credit: number }> {
      const { data } = await call(BILLING_BASE, billingEndpoints.cancelScheduledChange);
      return { credited: data.credited, credit: data.subscription.credit };
    },

    /** GET /invoices: newest first, with the server's overdue status and late fee. */
    async invoices(): Promise<InvoiceRecord[]> {
      return (await call(BILLING_BASE, billingEndpoints.invoices)).data.invoices;
    },

    /** POST /subscriptions: choose a plan with no subscription; answers the subscription and its invoice. */
    async createSubscription(
      planId: string,
      cycle: 'monthly' | 'yearly',
    ): Promise<{ subscription: SubscriptionRecord; invoice: InvoiceRecord }> {
      const body = { plan_id: planId, billing_cycle: cycle };
      const { data } = await call(BILLING_BASE, billingEndpoints.createSubscription, { body });
      return data;
    },

    /** POST /subscriptions/pay: pay one unpaid invoice by mobile money (then poll like any payment). */
    async payInvoice(input: {
      invoice_id: string;
      mobile_number: string | null;
      mobile_network: 'MTN' | 'VODAFONE' | 'AIRTELTIGO';
    }): Promise<PaymentOutcome> {
      const body = { ...input, mobile_number: typedNumber(input.mobile_number) };
      return outcome(await call(BILLING_BASE, billingEndpoints.subscriptionPay, { body }));
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
      const { data } = await call(BILLING_BASE, billingEndpoints.paystackInitialize, {
        body: { ...input, currency: 'GHS' },
      });
      return data;
    },

    /** GET /paystack/verify/:reference (paid only when data.status is 'success'). */
    async paystackVerify(reference: string): Promise<PaystackVerifyResponse> {
      return call(BILLING_BASE, billingEndpoints.paystackVerify, { params: { reference } });
    },

    /**
     * GET /callback/:reference without a session: the payment's outcome (status, amount, method, date,
     * reference) for whoever holds the reference (the callback page, signed in or not).
     */
    async callbackOutcome(reference: string) {
      return (await call(BILLING_BASE, billingEndpoints.callbackOutcome, { params: { reference } })).data.outcome;
    },

    /** GET /api/payment/verify/:transactionId (Flutterwave-style). */
    async hostedVerify(transactionId: string) {
      return call(HOSTED_PAYMENT_BASE, hostedPaymentEndpoints.verify, { params: { transactionId } });
    },

    /** GET /paystack/billing-summary (spec §3 Billing summary; amounts in pesewas). */
    async billingSummary() {
      return (await call(BILLING_BASE, billingEndpoints.paystackBillingSummary)).data;
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
        const answer = await call(BILLING_BASE, billingEndpoints.paystackTransactions, {
          query: { limit },
        });
        historyBreaker = breakerSuccess(historyBreaker, HISTORY_BREAKER);
        return answer;
      } catch (error) {
        historyBreaker = breakerFailure(historyBreaker, HISTORY_BREAKER, now());
        throw error;
      }
    },

    /** GET /config (public): public key, inline script URL, mode, test numbers and cards. */

    async config(): Promise<BillingConfig> {
      return (await call(BILLING_BASE, billingEndpoints.config)).data;
    },

    /** GET /api/billing/payments/:id/receipt */
    async receipt(paymentId: string): Promise<ReceiptRecord> {
      return (await call(BILLING_BASE, billingEndpoints.receipt, { params: { id: paymentId } })).data.receipt;
    },

    /** GET /api/billing/payments/:id/receipt.pdf with the bearer: the PDF as a Blob (the caller saves it). */
    async receiptPdf(paymentId: string): Promise<Blob> {
      const token = options.getToken();
      if (!token) throw authRequired();
      try {
        const response = await request(
          fetchFn,
          endpointUrl(BILLING_BASE, { path: RECEIPT_PDF_PATH }, { id: paymentId }),
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
