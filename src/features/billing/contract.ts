/**
 * The contract of the billing API (mounted at /api/billing) and the Flutterwave-style hosted checkout
 * (/api/payment): for every endpoint, the request and the
 * success body as zod schemas, plus the error codes. The server validates requests with them and the
 * client parses answers with them.
 *
 * Conventions:
 * - Money on the wire is integer pesewas (GH₵ 1.00 = 100) in every field named `amount`, `price_*`,
 *   `credit` or `total*`, EXCEPT the request field `amount` of the mobile money endpoints
 *   (`/mobile-money/pay-with-retry`, `/payments`), which is what the customer typed, in GH₵ with at most
 *   2 decimals (spec §5), and the Flutterwave-style answer (major units, as Flutterwave does).
 * - Billing success bodies are `{ success: true, data, message? }` (spec §7: "Results are shaped success,
 *   data, message, status or error"); pay-with-retry and poll-status also carry `error` (null, or the
 *   payment error of a failed payment). `/paystack/transactions` answers its fields at the top level
 *   (spec §7). `/paystack/verify` answers Paystack's own envelope `{ status, message, data }` plus
 *   `success`: a payment is paid only when `data.status === 'success'` (never the top-level status).
 * - Every error body is `{ error, message, code, issues? }` (src/domain/apiError.ts); `code` is one of
 *   BILLING_ERROR_CODES. 429 answers carry Retry-After and 'Rate limit exceeded. Try again at {time}'.
 * - Dates: subscription and invoice dates are epoch seconds (spec §3); payment timestamps are ISO 8601
 *   strings.
 *
 * Longer than 300 lines on purpose: one document for one API.
 */
import { z } from 'zod';
import { BODY_ERROR_CODES, COMMON_ERROR_CODES, errorBodySchema } from '../../domain/apiError';
import { amountError } from '../../domain/format/amount';
import { paymentEmailError } from '../../domain/format/email';
import { isValidGhanaPhone, MOBILE_NETWORKS, networkFromPrefix } from '../../domain/format/phone';
import { BILLING_CYCLES } from '../../domain/plans';
import { FAILURE_CODES, PAYMENT_STATUSES, type PaymentStatus } from './lifecycle';
import { BILLING_MESSAGES } from './messages';
import { billingEnvelope as envelope, PLANS_PATH, planSchema, plansResponseSchema } from './planContract';
import { STANDINGS } from './standing';

// the plan part lives in planContract.ts (a public page that shows plans loads only that)
export { BILLING_BASE, PLANS_PATH, type PlanRecord, planSchema, plansResponseSchema, toPlan } from './planContract';

// ----- paths --------------------------------------------------------------------------------------

export const HOSTED_PAYMENT_BASE = '/api/payment';
export const SANDBOX_PAYSTACK_BASE = '/sandbox/paystack';
export const SANDBOX_INLINE_SCRIPT = '/sandbox/paystack/inline.js';
export const SANDBOX_PHONE_PAGE = '/sandbox/phone';
/**
 * A route that answers no JSON, so no table holds it (server/openapi.ts HAND_REGISTERED): the receipt as a
 * PDF (under BILLING_BASE, with the bearer).
 */
export const RECEIPT_PDF_PATH = '/payments/:id/receipt.pdf';
/** Where the administrators' billing endpoints (reconciliation) are mounted, behind the one admin guard. */
export const BILLING_ADMIN_BASE = '/api/admin';

// ----- errors -------------------------------------------------------------------------------------

/** Why a credit is refused (409), beside payment_not_found (404) and the provider's errors. */
export const RECONCILE_CREDIT_REFUSALS = [
  'already_credited',
  'not_paid_at_provider',
  'credit_in_progress',
  'not_credited',
] as const;

export const BILLING_ERROR_CODES = [
  ...COMMON_ERROR_CODES,
  'auth_required',
  'invalid_token',
  'account_disabled',
  'forbidden',
  /** 409: one payment in progress per customer */
  'payment_in_progress',
  /** 400: the client amount is below the price the server computed */
  'insufficient_amount',
  /** 404: plan id unknown or inactive */
  'unknown_plan',
  /** 404: GET /subscriptions with none */
  'no_subscription',
  /** 409: POST /subscriptions with one already */
  'subscription_exists',
  /** 409: paying a paid invoice */
  'invoice_paid',
  /**
   * 409: a payment for a plan other than the one already scheduled to start when the current paid time
   * ends (refused before the provider is asked); the message names the scheduled plan and its start date
   */
  'plan_change_scheduled',
  /** 409: cancelling a plan change when none is scheduled (or it has started) */
  'no_scheduled_change',
  /** 404: POST /subscriptions/pay with nothing unpaid */
  'no_unpaid_invoice',
  /** 404: a payment id/reference that is not this customer's (or does not exist) */
  'payment_not_found',
  /** 503: the server-side breaker is open ('Payment service unavailable. Circuit breaker is ...') */
  'circuit_open',
  /** 503: production without live keys */
  'payments_unavailable',
  /** 502: the provider refused or failed after retries */
  'provider_error',
  /** 401: webhook signature missing or wrong */
  'invalid_signature',
  /** 400: the network refused the voucher (Paystack's send_otp step); the payment stays open for another */
  'voucher_rejected',
  /** 409: a voucher for a payment that is not waiting for one (ended, or its network sent a prompt) */
  'voucher_not_expected',
  /** 409: reconciliation's credit refused (administrators) */
  ...RECONCILE_CREDIT_REFUSALS,
] as const;
export const billingErrorCodeSchema = z.enum(BILLING_ERROR_CODES);
export type BillingErrorCode = z.infer<typeof billingErrorCodeSchema>;
export const billingErrorBodySchema = errorBodySchema(billingErrorCodeSchema);
export type BillingErrorBody = z.infer<typeof billingErrorBodySchema>;

// ----- shared values ------------------------------------------------------------------------------

export const billingCycleSchema = z.enum(BILLING_CYCLES as ['monthly', 'yearly'], {
  error: 'billing_cycle must be monthly or yearly',
});
export const mobileNetworkSchema = z.enum(MOBILE_NETWORKS as ['MTN', 'VODAFONE', 'AIRTELTIGO'], {
  error: 'mobile_network must be MTN, VODAFONE or AIRTELTIGO',
});
/** The statuses, their moves and the failure codes: lifecycle.ts. */
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type { PaymentStatus };
export const failureCodeSchema = z.enum(FAILURE_CODES);

/** 'void': the invoice of an attempt that failed, was cancelled or abandoned; never owed, never shown as a bill. */
export const INVOICE_STATUSES = ['paid', 'unpaid', 'overdue', 'void'] as const;
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'cancelled', 'expired'] as const;
/** The payment provider's circuit breaker (rules.ts: HISTORY_BREAKER's thresholds; the server's breaker.ts). */
export const BREAKER_STATUSES = ['closed', 'open', 'half-open'] as const;
/** A mobile money number: 10 digits starting with 0 (or +233...), with a known Ghana mobile prefix. */
export const mobileNumberSchema = z
  .string({ error: 'mobile_number must be a string' })
  .trim()
  .min(1, 'Please enter mobile number and select network')
  .max(20, 'Please enter a valid 10-digit mobile number starting with 0')
  .refine(
    (v) => isValidGhanaPhone(v) && networkFromPrefix(v) !== null,
    'Please enter a valid 10-digit mobile number starting with 0',
  );

/** An amount typed in GH₵ (§5: 1.00 to 100,000.00, at most 2 decimals). */
export const cediAmountSchema = z.number({ error: 'amount must be a number' }).superRefine((v, ctx) => {
  const message = amountError(v);
  if (message) ctx.addIssue({ code: 'custom', message });
});

export const paymentEmailSchema = z
  .string({ error: 'email must be a string' })
  .trim()
  .superRefine((v, ctx) => {
    const message = paymentEmailError(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

const planIdSchema = z
  .string({ error: 'plan_id must be a string' })
  .trim()
  .min(1, 'Invalid request - fields empty')
  .max(64);

/** Multi-month prepayment of a monthly plan (§5: 3 or more months get 5% off). */
export const monthsSchema = z.number().int('months must be a whole number').min(1).max(12).default(1);

// ----- records ------------------------------------------------------------------------------------

export const subscriptionSchema = z.object({
  id: z.string(),
  plan_id: z.string(),
  billing_cycle: billingCycleSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  /**
   * epoch seconds: paid-until, the end of everything paid for (a scheduled change's paid time
   * included); the one date every screen shows as the next billing date. Null until the first payment.
   */
  next_billing_date: z.number().int().nullable(),
  /** computed by the server from next_billing_date (standing.ts); null until the first payment */
  standing: z.enum(STANDINGS).nullable(),
  /** grace_period only: whole days left before suspension */
  grace_days_left: z.number().int().min(0).nullable(),
  /** grace_period only, epoch seconds: when the service is suspended unless renewed (a promise counted) */
  suspends_at: z.number().int().nullable().default(null),
  /** a promise to pay this period: the days held (0: none), and whether one may still be asked for */
  promise: z
    .object({ days: z.number().int().min(0), available: z.boolean(), max_days: z.number().int() })
    .default({ days: 0, available: false, max_days: 3 }),
  /**
   * A plan paid for while another is active starts when the current paid time ends (spec: "Plan changes
   * take effect on the next billing cycle"); null when none is scheduled.
   */
  scheduled_change: z
    .object({
      plan_id: z.string(),
      plan_name: z.string(),
      billing_cycle: billingCycleSchema,
      /** epoch seconds: when the current plan's paid time ends and this plan starts */
      starts_at: z.number().int(),
      /** pesewas: what its paid time cost, kept as credit if the customer cancels the change */
      cost: z.number().int().min(0).default(0),
    })
    .nullable(),
  auto_renew: z.boolean(),
  /**
   * pesewas held for the customer (paid above a price, a cancelled change's cost, what a by-value credit
   * could not buy): spent on the next payment as whole days of the plan it buys
   */
  credit: z.number().int(),
  created_at: z.number().int(),
});
export type SubscriptionRecord = z.infer<typeof subscriptionSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  /** INV-{year}-{month}-{first 4 of id uppercased}-{last 6 digits of timestamp} */
  number: z.string(),
  subscription_id: z.string().nullable(),
  plan_id: z.string(),
  billing_cycle: billingCycleSchema,
  /** pesewas */
  amount: z.number().int(),
  currency: z.literal('GHS'),
  status: z.enum(INVOICE_STATUSES),
  issue_date: z.number().int(),
  due_date: z.number().int(),
  paid_at: z.number().int().nullable(),
  /** whole days past the due date while not paid (0 otherwise); rules.ts invoiceStanding */
  days_late: z.number().int().min(0),
  /** pesewas: 2% of the amount up to 15 days late, 5% beyond, 0 when not late or paid (spec §9) */
  late_fee: z.number().int().min(0),
});
export type InvoiceRecord = z.infer<typeof invoiceSchema>;

/** Spec §3 "Payment error": shown in the 'Payment Error' box. */
export const paymentErrorSchema = z.object({
  code: z.string(),
  user_friendly_message: z.string(),
  retry_suggested: z.boolean(),
  support_contact: z.string(),
});
export type PaymentError = z.infer<typeof paymentErrorSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  /** unique, product prefix + timestamp + random: e.g. SKY-1763805600000-A1B2C3 */
  reference: z.string(),
  invoice_id: z.string().nullable(),
  subscription_id: z.string().nullable(),
  plan_id: z.string(),
  billing_cycle: billingCycleSchema,
  months: z.number().int(),
  /** pesewas charged */
  amount: z.number().int(),
  /** pesewas above the price (credited on success) */
  credit: z.number().int(),
  currency: z.literal('GHS'),
  channel: z.enum(['mobile_money', 'card']),
  network: mobileNetworkSchema.nullable(),
  /** e.g. 055XXXX987 */
  phone_masked: z.string().nullable(),
  status: paymentStatusSchema,
  provider: z.enum(['sandbox', 'paystack']),
  provider_reference: z.string().nullable(),
  gateway_response: z.string().nullable(),
  /** the provider's instruction while waiting (pay_offline or send_otp display_text) */
  display_text: z.string().nullable(),
  /**
   * the network asked for a code (Paystack's send_otp: a Telecel voucher made with *110#): the customer types
   * it and it goes to POST /payments/:id/otp; false while the approval is on the phone, and once ended
   */
  awaiting_otp: z.boolean().default(false),
  failure_reason: z.string().nullable(),
  /** why it ended without success, stable (lifecycle.ts); null while open or after success */
  failure_code: failureCodeSchema.nullable().default(null),
  created_at: z.string(),
  updated_at: z.string(),
  paid_at: z.string().nullable(),
  /**
   * the provider reported success after we had marked the payment failed, cancelled or abandoned: it was
   * credited late (once) and flagged for administrators
   */
  late_success: z.boolean().default(false),
  /**
   * a second payment for the same period: the reference of the payment that had already paid it while this
   * one was open (the customer replaced this attempt, then approved it after all). Credited as time.
   */
  duplicate_of: z.string().nullable().default(null),
});
export type PaymentRecord = z.infer<typeof paymentSchema>;

/** Spec §3 Transaction (from the card provider lookup). `amount` in minor units. */
export const transactionSchema = z.object({
  id: z.union([z.string(), z.number()]),
  reference: z.string(),
  created_at: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** Paystack's data.status: success, failed, abandoned, ongoing, pending, processing, queued, reversed */
  status: z.string(),
  channel: z.string(),
  metadata: z.object({ package_name: z.string().optional() }).passthrough().nullable(),
  customer: z.object({ email: z.string() }),
  matches_filter: z.boolean(),
  /** ours: the id of our payment with this reference (for its receipt), null when we hold none */
  payment_id: z.string().nullable(),
  /** ours: a second payment for the same period, the reference of the payment that had already paid it */
  duplicate_of: z.string().nullable().default(null),
});
export type TransactionRecord = z.infer<typeof transactionSchema>;

// ----- envelopes ----------------------------------------------------------------------------------

/**
 * ours: what a succeeded payment bought, as the books stand when it is answered (the success step says it):
 * the plan, the customer's paid-until (epoch seconds) and, when the payment scheduled a plan change, the day
 * that plan starts (else null: in service now).
 */
export const paidServiceSchema = z.object({
  plan_name: z.string(),
  billing_cycle: billingCycleSchema,
  paid_until: z.number().int(),
  starts_at: z.number().int().nullable(),
});
export type PaidServiceRecord = z.infer<typeof paidServiceSchema>;

/**
 * pay-with-retry / poll-status: `{ success, data: { payment, service }, error }` (spec §7; `service` is ours,
 * null until the payment succeeded).
 */
export const paymentEnvelopeSchema = z.object({
  success: z.boolean(),
  data: z.object({ payment: paymentSchema, service: paidServiceSchema.nullable().default(null) }),
  error: paymentErrorSchema.nullable(),
  message: z.string().optional(),
});
export type PaymentEnvelope = z.infer<typeof paymentEnvelopeSchema>;

// ----- requests -----------------------------------------------------------------------------------

/** POST /subscriptions */
export const createSubscriptionRequestSchema = z.object({
  plan_id: planIdSchema,
  billing_cycle: billingCycleSchema.default('monthly'),
});
export type CreateSubscriptionRequest = z.input<typeof createSubscriptionRequestSchema>;

/** POST /mobile-money/pay-with-retry and POST /payments (channel mobile_money). */
export const mobileMoneyPayRequestSchema = z.object({
  /** 'new' on the payment page, or the subscription being paid */
  subscription_id: z.string().trim().max(64).default('new'),
  plan_id: planIdSchema,
  billing_cycle: billingCycleSchema.default('monthly'),
  months: monthsSchema,
  mobile_number: mobileNumberSchema,
  mobile_network: mobileNetworkSchema.default('MTN'),
  /** GH₵ the customer expects to pay; must cover the price (extra is credited); omitted = the price */
  amount: cediAmountSchema.optional(),
  currency: z.literal('GHS', { error: 'currency must be GHS' }).default('GHS'),
  /** accepted for compatibility; the server retries transient provider errors up to 3 times */
  max_retries: z.number().int().min(0).max(3).default(3),
});
export type MobileMoneyPayRequest = z.input<typeof mobileMoneyPayRequestSchema>;

/** POST /payments: a mobile money payment (the card flow uses /paystack/initialize). */
export const createPaymentRequestSchema = mobileMoneyPayRequestSchema.extend({
  channel: z
    .literal('mobile_money', {
      error: 'Unsupported payment method. Please pay with MTN MoMo, Vodafone Cash or AirtelTigo Money.',
    })
    .default('mobile_money'),
});
export type CreatePaymentRequest = z.input<typeof createPaymentRequestSchema>;

/** POST /subscriptions/pay: pay the current unpaid invoice by mobile money. */
export const subscriptionPayRequestSchema = z.object({
  invoice_id: z.string().trim().max(64).optional(),
  mobile_number: mobileNumberSchema,
  mobile_network: mobileNetworkSchema.default('MTN'),
});
export type SubscriptionPayRequest = z.input<typeof subscriptionPayRequestSchema>;

/** POST /paystack/initialize: the popup/hosted flow. `amount` (optional) in pesewas, as Paystack takes it. */
export const paystackInitializeRequestSchema = z.object({
  plan_id: planIdSchema,
  billing_cycle: billingCycleSchema.default('monthly'),
  months: monthsSchema,
  /** must be the signed-in customer's email when given */
  email: paymentEmailSchema.optional(),
  amount: z.number().int('amount must be whole pesewas').positive().max(10_000_000).optional(),
  currency: z.literal('GHS', { error: 'currency must be GHS' }).default('GHS'),
  /** path on our site to return to (hosted checkout); default /payment/callback */
  callback_url: z.string().trim().max(500).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type PaystackInitializeRequest = z.input<typeof paystackInitializeRequestSchema>;

/** POST /api/payment/initialize (Flutterwave-style hosted checkout). */
export const hostedInitializeRequestSchema = z.object({
  plan_id: planIdSchema,
  billing_cycle: billingCycleSchema.default('monthly'),
  months: monthsSchema,
  /** GH₵ (major units, as Flutterwave takes it); must cover the price */
  amount: cediAmountSchema.optional(),
  currency: z.literal('GHS', { error: 'currency must be GHS' }).default('GHS'),
  redirect_url: z.string().trim().max(500).optional(),
  payment_options: z.string().max(100).optional(),
  customizations: z.record(z.string(), z.unknown()).optional(),
});
export type HostedInitializeRequest = z.input<typeof hostedInitializeRequestSchema>;

/** POST /payments/:id/otp: the code the network asked for (a Telecel voucher), sent on to the provider. */
export const submitOtpRequestSchema = z.object({
  otp: z
    .string({ error: BILLING_MESSAGES.voucherInvalid })
    .trim()
    .regex(/^\d{4,12}$/, { error: BILLING_MESSAGES.voucherInvalid }),
});
export type SubmitOtpRequest = z.input<typeof submitOtpRequestSchema>;

// ----- success bodies -----------------------------------------------------------------------------

export const billingHealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  provider: z.enum(['sandbox', 'paystack']),
  payments_enabled: z.boolean(),
  breaker: z.enum(BREAKER_STATUSES),
});

export const subscriptionCreatedResponseSchema = envelope(
  z.object({ subscription: subscriptionSchema, invoice: invoiceSchema }),
);
export const subscriptionResponseSchema = envelope(z.object({ subscription: subscriptionSchema, plan: planSchema }));
export const invoicesResponseSchema = envelope(z.object({ invoices: z.array(invoiceSchema) }));
export const paymentsResponseSchema = envelope(z.object({ payments: z.array(paymentSchema) }));

export const paystackInitializeResponseSchema = envelope(
  z.object({
    authorization_url: z.string(),
    access_code: z.string(),
    reference: z.string(),
    /** what the popup needs: key, email, amount (pesewas), currency, ref */
    public_key: z.string(),
    email: z.string(),
    amount: z.number().int(),
    currency: z.literal('GHS'),
    payment: paymentSchema,
  }),
);

/** GET /paystack/verify/:reference: Paystack's envelope; paid only when data.status === 'success'. */
export const paystackVerifyResponseSchema = z.object({
  success: z.boolean(),
  /** the lookup worked (NOT "paid") */
  status: z.boolean(),
  message: z.string(),
  data: z.object({
    /** Paystack's transaction status: success, failed, abandoned, ongoing, pending, ... */
    status: z.string(),
    reference: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    channel: z.string().nullable(),
    gateway_response: z.string().nullable(),
    paid_at: z.string().nullable(),
    payment: paymentSchema,
  }),
});
export type PaystackVerifyResponse = z.infer<typeof paystackVerifyResponseSchema>;

export const transactionsResponseSchema = z.object({
  success: z.literal(true),
  transactions: z.array(transactionSchema),
  matchedCount: z.number().int(),
  totalCount: z.number().int(),
  /** true when the provider could not be reached and our own payment records were listed instead */
  fallbackApplied: z.boolean(),
  filterEmail: z.string(),
  message: z.string(),
});
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

export const billingSummarySchema = z.object({
  /** pesewas */
  totalThisYear: z.number().int(),
  totalThisMonth: z.number().int(),
  averageMonthly: z.number().int(),
  totalPayments: z.number().int(),
  pendingPayments: z.number().int(),
  lastPayment: transactionSchema.nullable(),
  currency: z.literal('GHS'),
  fallbackApplied: z.boolean(),
  matchedCount: z.number().int(),
  totalCount: z.number().int(),
  filterEmail: z.string(),
  message: z.string(),
});
export const billingSummaryResponseSchema = envelope(billingSummarySchema);
export type BillingSummary = z.infer<typeof billingSummarySchema>;

export const customerResponseSchema = envelope(
  z.object({
    id: z.number().int(),
    customer_code: z.string(),
    email: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    total_transactions: z.number().int(),
  }),
);

export const billingConfigResponseSchema = envelope(
  z.object({
    provider: z.enum(['sandbox', 'paystack']),
    /** sandbox: our fake Paystack; test: Paystack with test keys; live: Paystack live */
    mode: z.enum(['sandbox', 'test', 'live']),
    public_key: z.string(),
    inline_script_url: z.string(),
    currency: z.literal('GHS'),
    payments_enabled: z.boolean(),
    /** /payment-test and /sandbox/phone exist (never in production) */
    test_tools: z.boolean(),
    /** Paystack's own test numbers plus ours (sandbox only; empty otherwise) */
    test_numbers: z.array(z.object({ number: z.string(), network: mobileNetworkSchema, behaviour: z.string() })),
    test_cards: z.array(
      z.object({
        number: z.string(),
        cvv: z.string(),
        pin: z.string().nullable(),
        otp: z.string().nullable(),
        behaviour: z.string(),
      }),
    ),
  }),
);
export type BillingConfig = z.infer<typeof billingConfigResponseSchema>['data'];

/** A payment receipt (GET /api/billing/payments/:id/receipt); the PDF (…/receipt.pdf) prints the same fields. */
export const receiptSchema = z.object({
  payment_id: z.string(),
  brand_name: z.string(),
  reference: z.string(),
  transaction_id: z.string().nullable(),
  paid_at: z.string(),
  /** pesewas */
  amount: z.number().int(),
  currency: z.literal('GHS'),
  method: z.string(),
  description: z.string(),
  status: paymentStatusSchema,
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  billing_cycle: billingCycleSchema,
  /**
   * epoch seconds: the customer's paid-until now (the subscription's next_billing_date, the same date every
   * screen shows); null without a paid subscription
   */
  paid_until: z.number().int().nullable().default(null),
  /** a second payment for the same period: the reference of the payment that had already paid it */
  duplicate_of: z.string().nullable().default(null),
});
export type ReceiptRecord = z.infer<typeof receiptSchema>;
export const receiptResponseSchema = envelope(z.object({ receipt: receiptSchema }));
/** POST /api/payment/initialize (Flutterwave-style). */
export const hostedInitializeResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.object({ link: z.string(), tx_ref: z.string() }),
});

/** GET /api/payment/verify/:transactionId (Flutterwave-style; paid only when data.status === 'successful'). */
export const hostedVerifyResponseSchema = z.object({
  status: z.enum(['success', 'error']),
  message: z.string(),
  data: z
    .object({
      id: z.string(),
      tx_ref: z.string(),
      /** major units (GH₵), as Flutterwave */
      amount: z.number(),
      currency: z.string(),
      status: z.enum(['successful', 'failed', 'pending', 'cancelled']),
      payment_type: z.string(),
      created_at: z.string(),
    })
    .nullable(),
});

// ----- the callback page's public answer -------------------------------------------------------------

/**
 * Our payment reference (SKY-<epoch ms>-<8 hex>): the only thing the public callback answer accepts.
 * Whoever holds a reference sees its payment's outcome and nothing else.
 */
export const PAYMENT_REFERENCE_PATTERN = /^SKY-\d{10,16}-[0-9A-F]{8}$/;

/**
 * GET /api/billing/callback/:reference (no session, limited per address): what the callback page shows.
 * No email, no name, no other payment. `date`: when it was paid, else when it was started.
 */
export const paymentOutcomeSchema = z.object({
  reference: z.string(),
  status: paymentStatusSchema,
  /** pesewas */
  amount: z.number().int(),
  currency: z.literal('GHS'),
  method: z.enum(['mobile_money', 'card']),
  date: z.string(),
  /**
   * the provider's id of the transaction (the receipt's Transaction ID; our `reference` is the Reference), null
   * until the provider gave one
   */
  transaction_id: z.string().nullable().default(null),
  /** why a failed payment failed, the provider's plain reason (the page shows 'Payment failed: {reason}'); else null */
  failure_reason: z.string().nullable(),
});
export type PaymentOutcomeRecord = z.infer<typeof paymentOutcomeSchema>;
export const paymentOutcomeResponseSchema = envelope(z.object({ outcome: paymentOutcomeSchema }));
export type PaymentOutcomeResponse = z.infer<typeof paymentOutcomeResponseSchema>;

// ----- reconciliation (administrators: /api/admin/billing/reconcile) ----------------------------------

/** A success at the provider that our books lack (no payment of ours, or ours not succeeded). */
export const providerGapSchema = z.object({
  reference: z.string(),
  /** pesewas */
  amount: z.number().int(),
  currency: z.string(),
  paid_at: z.string().nullable(),
  payment_id: z.string().nullable(),
  our_status: paymentStatusSchema.nullable(),
  creditable: z.boolean(),
  /** the customer's email when known (our payment's, else the provider's) */
  customer_email: z.string().nullable().default(null),
});
export const reconcileReportResponseSchema = envelope(
  z.object({
    ledger: z.object({
      payments: z.number().int(),
      by_status: z.record(z.string(), z.number().int()),
      succeeded: z.number().int(),
      paid_invoices: z.number().int(),
      problems: z.array(z.string()),
    }),
    provider: z.object({
      from: z.string(),
      to: z.string(),
      transactions: z.number().int(),
      successes: z.number().int(),
      gaps: z.array(providerGapSchema),
    }),
  }),
);
export const reconcileCreditRequestSchema = z.object({
  reference: z.string().trim().regex(PAYMENT_REFERENCE_PATTERN, 'reference must be a SkyLink payment reference'),
});
export const reconcileCreditResponseSchema = envelope(z.object({ payment: paymentSchema }));
export type ReconcileReportResponse = z.infer<typeof reconcileReportResponseSchema>;
export type ProviderGapRecord = z.infer<typeof providerGapSchema>;
export type ReconcileCreditResponse = z.infer<typeof reconcileCreditResponseSchema>;

// ----- query strings -------------------------------------------------------------------------------

/** GET /plans?family=: the plans of one family (every plan without it). */
export const plansQuerySchema = z.object({
  family: z.enum(['packages', 'residential'], { error: 'family must be packages or residential' }).optional(),
});

/** GET /paystack/transactions and /paystack/billing-summary: whose payments (only the customer's own), how many. */
export const transactionsQuerySchema = z.object({
  customer: z.string().trim().max(254, 'customer must be at most 254 characters').optional(),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(50),
});
export type TransactionsQuery = z.output<typeof transactionsQuerySchema>;

/** An ISO date or date-time with its offset, named in its message. */
const isoDateOrInstant = (field: string) =>
  z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
    error: `${field} must be an ISO date (YYYY-MM-DD) or date-time`,
  });

/** GET /billing/reconcile?from=&to=: the period the provider's side is read for (default: the 7 days to now). */
export const reconcileQuerySchema = z.object({
  from: isoDateOrInstant('from').optional(),
  to: isoDateOrInstant('to').optional(),
});

// ----- endpoints ----------------------------------------------------------------------------------

const BODY_ERRORS = BODY_ERROR_CODES;
const BEARER_ERRORS = ['auth_required', 'invalid_token', 'account_disabled', 'rate_limited', 'internal'] as const;
const PAY_ERRORS = [
  'unknown_plan',
  'insufficient_amount',
  'payment_in_progress',
  'circuit_open',
  'payments_unavailable',
  'provider_error',
  'plan_change_scheduled',
] as const;

/** PATCH /subscriptions: the customer's auto-renew choice (docs/product-rules.md "Auto-renew"). */
export const updateSubscriptionRequestSchema = z.object({
  auto_renew: z.boolean({ error: 'auto_renew must be true or false' }),
});
export type UpdateSubscriptionRequest = z.input<typeof updateSubscriptionRequestSchema>;

interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  auth: boolean;
  query?: z.ZodType;
  request?: z.ZodType;
  status: 200 | 201;
  response: z.ZodType;
  errors: readonly BillingErrorCode[];
}

/** Paths under /api/billing. */
export const billingEndpoints = {
  health: {
    method: 'GET',
    path: '/health',
    auth: false,
    status: 200,
    response: billingHealthResponseSchema,
    errors: [],
  },
  plans: {
    method: 'GET',
    path: PLANS_PATH,
    auth: false,
    query: plansQuerySchema,
    status: 200,
    response: plansResponseSchema,
    errors: ['validation_failed'],
  },
  createSubscription: {
    method: 'POST',
    path: '/subscriptions',
    auth: true,
    request: createSubscriptionRequestSchema,
    status: 201,
    response: subscriptionCreatedResponseSchema,
    errors: [...BODY_ERRORS, ...BEARER_ERRORS, 'unknown_plan', 'subscription_exists'],
  },
  getSubscription: {
    method: 'GET',
    path: '/subscriptions',
    auth: true,
    status: 200,
    response: subscriptionResponseSchema,
    errors: [...BEARER_ERRORS, 'no_subscription'],
  },
  updateSubscription: {
    method: 'PATCH',
    path: '/subscriptions',
    auth: true,
    request: updateSubscriptionRequestSchema,
    status: 200,
    response: envelope(z.object({ subscription: subscriptionSchema })),
    errors: [...BODY_ERRORS, ...BEARER_ERRORS, 'no_subscription'],
  },
  /**
   * Cancel the scheduled plan change: what its paid time cost becomes credit on the subscription (spent as
   * days on the next payment), and paid-until goes back to the current plan's end.
   */
  cancelScheduledChange: {
    method: 'DELETE',
    path: '/subscriptions/scheduled-change',
    auth: true,
    status: 200,
    response: envelope(z.object({ subscription: subscriptionSchema, credited: z.number().int().min(0) })),
    errors: [...BEARER_ERRORS, 'no_subscription', 'no_scheduled_change', 'payment_in_progress'],
  },
  cancelSubscription: {
    method: 'DELETE',
    path: '/subscriptions',
    auth: true,
    status: 200,
    response: envelope(z.object({ subscription: subscriptionSchema })),
    errors: [...BEARER_ERRORS, 'no_subscription'],
  },
  invoices: {
    method: 'GET',
    path: '/invoices',
    auth: true,
    status: 200,
    response: invoicesResponseSchema,
    errors: [...BEARER_ERRORS],
  },
  subscriptionPay: {
    method: 'POST',
    path: '/subscriptions/pay',
    auth: true,
    request: subscriptionPayRequestSchema,
    status: 201,
    response: paymentEnvelopeSchema,
    errors: [...BODY_ERRORS, ...BEARER_ERRORS, ...PAY_ERRORS, 'no_unpaid_invoice', 'invoice_paid'],
  },
  subscriptionPayments: {
    method: 'GET',
    path: '/subscriptions/:id/payments',
    auth: true,
    status: 200,
    response: paymentsResponseSchema,
    errors: [...BEARER_ERRORS, 'no_subscription'],
  },
  listPayments: {
    method: 'GET',
    path: '/payments',
    auth: true,
    status: 200,
    response: paymentsResponseSchema,
    errors: [...BEARER_ERRORS],
  },
  receipt: {
    method: 'GET',
    path: '/payments/:id/receipt',
    auth: true,
    status: 200,
    response: receiptResponseSchema,
    errors: [...BEARER_ERRORS, 'payment_not_found'],
  },
  createPayment: {
    method: 'POST',
    path: '/payments',
    auth: true,
    request: createPaymentRequestSchema,
    status: 201,
    response: paymentEnvelopeSchema,
    errors: [...BODY_ERRORS, ...BEARER_ERRORS, ...PAY_ERRORS],
  },
  paymentStatus: {
    method: 'GET',
    path: '/payments/:id/status',
    auth: true,
    status: 200,
    response: paymentEnvelopeSchema,
    errors: [...BEARER_ERRORS, 'payment_not_found', 'circuit_open'],
  },
  mobileMoneyPay: {
    method: 'POST',
    path: '/mobile-money/pay-with-retry',
    auth: true,
    request: mobileMoneyPayRequestSchema,
    status: 201,
    response: paymentEnvelopeSchema,
    errors: [...BODY_ERRORS, ...BEARER_ERRORS, ...PAY_ERRORS],
  },
  mobileMoneyPoll: {
    method: 'GET',
    path: '/mobile-money/payments/:id/poll-status',
    auth: true,
    status: 200,
    response: paymentEnvelopeSchema,
    errors: [...BEARER_ERRORS, 'payment_not_found', 'circuit_open'],
  },
  /**
   * The customer gives up waiting for approval ('Cancel', 'Use another number'): an open payment is marked
   * cancelled (Paystack has no call to withdraw a mobile money prompt; a late approval is still credited
   * as a late success) and the one-payment lock is released; a payment already ended answers as it is.
   */
  /**
   * The code the network asked for (`awaiting_otp`: Paystack's send_otp, a Telecel voucher), passed to the
   * provider's /charge/submit_otp. Answers the payment as it then is (processing, succeeded or failed); a
   * refused code is 400 voucher_rejected and the payment stays open for another try.
   */
  submitOtp: {
    method: 'POST',
    path: '/payments/:id/otp',
    auth: true,
    request: submitOtpRequestSchema,
    status: 200,
    response: paymentEnvelopeSchema,
    errors: [
      ...BODY_ERRORS,
      ...BEARER_ERRORS,
      'payment_not_found',
      'voucher_rejected',
      'voucher_not_expected',
      'circuit_open',
      'payments_unavailable',
      'provider_error',
    ],
  },
  cancelPayment: {
    method: 'POST',
    path: '/payments/:id/cancel',
    auth: true,
    status: 200,
    response: paymentEnvelopeSchema,
    errors: [...BEARER_ERRORS, 'payment_not_found'],
  },
  paystackInitialize: {
    method: 'POST',
    path: '/paystack/initialize',
    auth: true,
    request: paystackInitializeRequestSchema,
    status: 201,
    response: paystackInitializeResponseSchema,
    errors: [...BODY_ERRORS, ...BEARER_ERRORS, ...PAY_ERRORS, 'forbidden'],
  },
  paystackVerify: {
    method: 'GET',
    path: '/paystack/verify/:reference',
    auth: true,
    status: 200,
    response: paystackVerifyResponseSchema,
    errors: [...BEARER_ERRORS, 'payment_not_found', 'circuit_open', 'provider_error'],
  },
  paystackWebhook: {
    method: 'POST',
    path: '/paystack/webhook',
    auth: false,
    status: 200,
    response: z.object({ received: z.literal(true) }),
    errors: ['invalid_signature', 'invalid_body'],
  },
  paystackTransactions: {
    method: 'GET',
    path: '/paystack/transactions',
    auth: true,
    query: transactionsQuerySchema,
    status: 200,
    response: transactionsResponseSchema,
    errors: [...BEARER_ERRORS, 'forbidden', 'validation_failed'],
  },
  paystackBillingSummary: {
    method: 'GET',
    path: '/paystack/billing-summary',
    auth: true,
    query: transactionsQuerySchema,
    status: 200,
    response: billingSummaryResponseSchema,
    errors: [...BEARER_ERRORS, 'forbidden', 'validation_failed'],
  },
  paystackCustomer: {
    method: 'GET',
    path: '/paystack/customer/:email',
    auth: true,
    status: 200,
    response: customerResponseSchema,
    errors: [...BEARER_ERRORS, 'forbidden', 'not_found', 'provider_error'],
  },
  callbackOutcome: {
    method: 'GET',
    path: '/callback/:reference',
    auth: false,
    status: 200,
    response: paymentOutcomeResponseSchema,
    errors: ['payment_not_found', 'rate_limited', 'circuit_open', 'internal'],
  },
  config: {
    method: 'GET',
    path: '/config',
    auth: false,
    status: 200,
    response: billingConfigResponseSchema,
    errors: [],
  },
} as const satisfies Record<string, Endpoint>;

/** Paths under /api/payment (Flutterwave-style hosted checkout for the callback's second parameter set). */
export const hostedPaymentEndpoints = {
  initialize: {
    method: 'POST',
    path: '/initialize',
    auth: true,
    request: hostedInitializeRequestSchema,
    status: 200,
    response: hostedInitializeResponseSchema,
    errors: [...BODY_ERRORS, ...BEARER_ERRORS, ...PAY_ERRORS],
  },
  verify: {
    method: 'GET',
    path: '/verify/:transactionId',
    auth: true,
    status: 200,
    response: hostedVerifyResponseSchema,
    errors: [...BEARER_ERRORS, 'payment_not_found'],
  },
} as const satisfies Record<string, Endpoint>;

/**
 * Paths under /api/admin (BILLING_ADMIN_BASE), for administrators only (the admin guard answers 401 without a
 * token and 403 forbidden for anyone else): reconciliation, our books against the provider's.
 */
export const billingAdminEndpoints = {
  /** The ledger check and the provider's successes our books lack, for ?from=&to= (ISO dates; default the last 7 days). */
  reconcileReport: {
    method: 'GET',
    path: '/billing/reconcile',
    auth: true,
    query: reconcileQuerySchema,
    status: 200,
    response: reconcileReportResponseSchema,
    errors: [
      ...BEARER_ERRORS,
      'forbidden',
      'validation_failed',
      'circuit_open',
      'payments_unavailable',
      'provider_error',
    ],
  },
  /** Credit one provider success our books lack, exactly once. */
  reconcileCredit: {
    method: 'POST',
    path: '/billing/reconcile/credit',
    auth: true,
    request: reconcileCreditRequestSchema,
    status: 200,
    response: reconcileCreditResponseSchema,
    errors: [
      ...BODY_ERRORS,
      ...BEARER_ERRORS,
      'forbidden',
      'payment_not_found',
      ...RECONCILE_CREDIT_REFUSALS,
      'circuit_open',
      'payments_unavailable',
      'provider_error',
    ],
  },
} as const satisfies Record<string, Endpoint>;
