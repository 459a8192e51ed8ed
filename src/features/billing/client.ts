/**
 * Client for our billing API (/api/billing), the notifications API (/api/notifications) and the
 * Flutterwave-style verify (/api/payment). Every answer is parsed with the contract's schema; every
 * failure becomes a `PaymentProblem` (errors.ts) carrying the spec's payment error fields.
 *
 * The client also holds the spec's client-side rate limiter for mobile money payments (3 per 60 s, then
 * 15 minutes; rules.ts), so a customer hammering Pay is refused before a request is made. The server
 * enforces its own limits either way.
 */
import type { z } from 'zod';
import type { Plan } from '../../domain/plans';
import { type FetchLike, parseBody, RequestError, type RequestFailure, request } from '../../services/http';
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
  OPEN_PAYMENT_STATUSES,
  type PaymentEnvelope,
  type PaymentRecord,
  type PaystackVerifyResponse,
  type PlanRecord,
  type SubscriptionRecord,
} from './contract';
import { PaymentProblem, paymentErrorOf } from './errors';
import { BILLING_MESSAGES } from './messages';
import type { MobileMoneyPayInput, MobilePayment, PaymentOutcome, ResumedPayment } from './payments';
import { consumeRateLimit, emptyRateLimit, RATE_LIMITS, type RateLimitState } from './rules';

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
    failure_reason: record.failure_reason,
  };
}

function outcome(envelope: PaymentEnvelope): PaymentOutcome {
  return { payment: toMobilePayment(envelope.data.payment), error: envelope.error };
}

/** A plan record of the API (snake_case) as the domain's Plan. */
export function toPlan(record: PlanRecord): Plan {
  return {
    id: record.id,
    family: record.family,
    name: record.name,
    description: record.description,
    priceMonthly: record.price_monthly,
    priceYearly: record.price_yearly,
    speedMbps: record.speed_mbps,
    dataCapGb: record.data_cap_gb,
    features: record.features,
    badge: record.badge,
    audience: record.audience,
    currency: record.currency,
    paymentMethodsSupported: ['mobile_money'],
    isActive: record.is_active,
    sortOrder: record.sort_order,
  };
}

export function createBillingClient(options: BillingClientOptions) {
  const fetchFn: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  let mobileMoneyLimit: RateLimitState = emptyRateLimit;

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
        throw new PaymentProblem(
          paymentErrorOf(error.failure),
          error.failure.kind === 'http' ? error.failure.code : undefined,
        );
      }
      throw error;
    }
  }

  return {
    /** POST /mobile-money/pay-with-retry (client limit: 3 per 60 s, then 15 minutes). */
    async payWithRetry(input: MobileMoneyPayInput): Promise<PaymentOutcome> {
      const decision = consumeRateLimit(mobileMoneyLimit, RATE_LIMITS.mobile_money, now());
      mobileMoneyLimit = decision.state;
      if (!decision.allowed) {
        throw new PaymentProblem(
          {
            user_friendly_message: decision.message,
            retry_suggested: false,
            support_contact: BILLING_MESSAGES.supportContact,
          },
          'rate_limited',
        );
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

    /** GET /api/payment/verify/:transactionId (Flutterwave-style). */
    async hostedVerify(transactionId: string) {
      const path = `/verify/${encodeURIComponent(transactionId)}`;
      return call(HOSTED_PAYMENT_BASE, hostedPaymentEndpoints.verify, path);
    },

    /** GET /config (public): public key, inline script URL, mode, test numbers and cards. */
    /** GET /plans: the catalogue as the server holds it, as the domain's Plan records. */
    async plans(): Promise<Plan[]> {
      const { data } = await call(BILLING_BASE, billingEndpoints.plans, billingEndpoints.plans.path, { auth: false });
      return data.plans.map(toPlan);
    },

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
  };
}

export type BillingClient = ReturnType<typeof createBillingClient>;
