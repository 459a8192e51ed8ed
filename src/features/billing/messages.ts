/**
 * Every user-facing text of the billing feature (plans, subscriptions, invoices, payments, the
 * callback page, notifications), once each. The server imports this file too, so a sentence both sides
 * use is written here only.
 *
 * Texts the product gives (spec billing §5, §8) are kept word for word; the ones marked "ours" fill in
 * where it is silent. Where the spec shows only the start of a text ('Insufficient amount...',
 * 'Payment validation failed: ...') the start is kept and the rest is ours.
 * Pure data and string functions: no zod, no React.
 */
import { brand } from '../../domain/brand';

export const BILLING_MESSAGES = {
  // ----- payment, validation and provider (§8) ---------------------------------------------------
  paymentInProgress: 'Another payment is already in progress. Please wait or refresh the page.',
  paystackLoadFailed: 'Failed to load Paystack payment system. Please check your internet connection and try again.',
  paystackInitFailed: 'Paystack payment system failed to initialize. Please refresh the page and try again.',
  paystackScriptTimeout: 'Paystack script loading timed out. Please check your internet connection.',
  paystackScriptFailed: 'Failed to load Paystack script.',
  popupBlocked: 'Payment popup was blocked by your browser. Please disable popup blocker for this site and try again.',
  popupOpenFailed: 'Failed to open payment popup. Please ensure popups are enabled for this site.',
  paymentCancelled: 'Payment was cancelled.',

  // ----- billing and profile (§8) ----------------------------------------------------------------
  loadBillingFailed: 'Failed to load billing information',
  loadSubscriptionFailed: 'Failed to load subscription data',
  createSubscriptionFailed: 'Failed to create subscription',
  paymentFailedGeneric: 'Payment failed',
  noCustomerEmail:
    'No customer email found for Paystack lookup. Please update your profile with a valid email address.',
  updateProfileEmail: 'Please update your profile with a valid email address to make payments.',
  unexpected: 'An unexpected error occurred',
  loadDashboardFailed: 'Failed to load dashboard data',
  requestFailed: 'Request failed',
  networkError: 'Network error',
  /** ours ('Network error' is the spec's): a poll of the processing step could not reach the server */
  connectionLost:
    'Network error. Please check your connection. Your payment is safe: we keep checking it and continue as soon as you are back online.',
  /** §6: a call needing authentication without a token. */
  authRequired: 'Authentication required',

  // ----- /payment page (§2) ----------------------------------------------------------------------
  pleaseLogin: 'Please login to make a payment',
  paymentCancelledOrFailed: 'Payment was cancelled or failed. Please try again.',

  // ----- success and callback (§8) ---------------------------------------------------------------
  paymentSuccessActivated: 'Payment Successful! Your subscription has been activated.',
  callbackSuccessTitle: 'Payment Successful!',
  callbackSuccessText: 'Your bill has been paid successfully. Your service will continue uninterrupted.',
  callbackFailedTitle: 'Payment Failed',
  callbackFailedText: 'Your payment could not be processed. Please try again or contact support.',
  callbackCancelledTitle: 'Payment Cancelled',
  callbackCancelledText: 'You cancelled the payment. You can retry payment anytime from your billing dashboard.',
  paystackVerificationFailed: 'Paystack payment verification failed',
  // the callback page for a payment the provider still waits on (not a failure: no Try Payment Again)
  callbackPendingTitle: 'Payment Processing',
  callbackPendingText: 'Your payment is still being confirmed. We will let you know as soon as it completes.',
  verificationFailed: 'Payment verification failed',
  invalidPaymentParameters: 'Invalid payment parameters',
  noInvoices: 'No invoices found',
  paymentErrorTitle: 'Payment Error',

  // ----- test page alerts (§8) -------------------------------------------------------------------
  testPageCancelled: 'Payment was cancelled',

  // ----- amount and email rules (§5) -------------------------------------------------------------
  minimumAmount: 'Minimum payment amount is GH₵ 1.00',
  emailInvalid: 'Please provide a valid email address',
  emailTooLong: 'Email address is too long',
  mobileNumberAndNetwork: 'Please enter mobile number and select network',
  /** The spec's sentence, kept word for word with the networks' old names (screens elsewhere use today's). */
  unsupportedMethod: 'Unsupported payment method. Please pay with MTN MoMo, Vodafone Cash or AirtelTigo Money.',

  // ----- analytics failure texts (§7) ------------------------------------------------------------
  userCancelledPayment: 'User cancelled payment',
  technicalError: 'Payment processing failed',

  // ----- ours: server answers where the spec is silent -------------------------------------------
  /** ours */
  unknownPlan: 'This plan does not exist or is no longer sold.',
  /** ours */
  noSubscription: 'You have no subscription yet.',
  /** ours */
  subscriptionExists: 'You already have a subscription. Pay its invoice or cancel it first.',
  /** ours */
  invoicePaid: 'This invoice is already paid.',
  /** ours */
  noUnpaidInvoice: 'There is no unpaid invoice to pay.',
  /** ours */
  paymentNotFound: 'Payment not found.',
  /** ours: another customer's data */
  notYours: 'You can only see your own payments.',
  /** ours: production without live keys */
  paymentsUnavailable: 'Payments are not available right now. Please try again later or contact support.',
  /** ours: the provider answered with an error we cannot retry */
  providerError: 'The payment provider could not process the request. Please try again.',
  /** ours: webhook with a bad or missing signature */
  invalidSignature: 'Invalid signature',
  /** ours: a payment that never got the customer's approval */
  approvalTimedOut: 'The payment was not approved on your phone in time.',
  /** ours: the provider refused the mobile money number itself (failure code invalid_number) */
  numberRefused: 'The mobile money provider did not accept this number. Check it, or use another number.',
  /** ours: a declined mobile money prompt */
  declined: 'The payment was declined on your phone.',
  /** ours: the mobile money instruction, per network (§3 providers' USSD codes) */
  approveOnPhone: 'Please approve the payment prompt on your phone.',
  /** ours: the voucher field's label (the network asked for a code, Paystack's send_otp) */
  voucherLabel: 'Voucher code',
  /** ours: the voucher field left empty or not a code */
  voucherInvalid: 'Enter the voucher code from your phone (digits only).',
  /** ours: the network refused the voucher ("Provided registration token is invalid"); the payment stays open */
  voucherRejected: 'That voucher code was not accepted. Check it, or make a new one, and try again.',
  /** ours: a voucher sent for a payment that is not waiting for one */
  voucherNotExpected: 'This payment is not waiting for a voucher code.',
  /** ours: the 5th voucher code refused (or a 6th sent): the payment has failed */
  voucherTooManyAttempts: 'Too many wrong voucher codes. This payment has been stopped; please start a new payment.',
  /** ours: support contact shown with a retry suggestion */
  supportContact: `${brand.emails.support} or ${brand.phones.support}`,
  /** ours: the metrics route without its token */
  metricsForbidden: 'Metrics need an administrator token or the metrics token.',
  /** ours: billing-summary/transactions asked for another customer's email */
  customerNotYours: 'You can only look up your own email address.',

  // ----- notifications (ours; §3 types) ----------------------------------------------------------
  notifyPaymentSuccessTitle: 'Payment received',
  notifyPaymentFailedTitle: 'Payment failed',
  notifyPaymentPendingTitle: 'Payment pending',
  notifyServiceActiveTitle: 'Service active',
  notifyServiceExpiredTitle: 'Service expired',
  notifyCreditedByValueTitle: 'Payment credited by value',
  // ours: a payment for another plan while paid up schedules it; it is not active yet
  notifyChangeScheduledTitle: 'Plan change scheduled',
  // ours: a scheduled plan change the customer cancelled
  notifyChangeCancelledTitle: 'Plan change cancelled',
  // ours: a second success for the same period (an attempt the customer had replaced, approved after all)
  notifyDuplicateTitle: 'Second payment for the same period',
  noScheduledChange: 'No plan change is scheduled.',
} as const;

export type BillingMessage = keyof typeof BILLING_MESSAGES;

/** 'Payment validation failed: {reason}' (§8; also raises a payment_failed notification). */
export const paymentValidationFailed = (reason: string) => `Payment validation failed: ${reason}`;

/** 'Payment failed: {reason}' (§8). */
export const paymentFailedReason = (reason: string) => `Payment failed: ${reason}`;

/** 'Payment verification failed: {reason}' (§8). */
export const paymentVerificationFailed = (reason: string) => `Payment verification failed: ${reason}`;

/** 'Rate limit exceeded. Try again at {time}' (§8); `time` is already formatted (e.g. '14:05:09'). */
export const rateLimitExceeded = (time: string) => `Rate limit exceeded. Try again at ${time}`;

/** 'Payment service unavailable. Circuit breaker is {state}. Next attempt at {time}' (§8). */
export const circuitBreakerOpen = (state: string, time: string) =>
  `Payment service unavailable. Circuit breaker is ${state}. Next attempt at ${time}`;

/** 'Insufficient amount...' (§5): the start is the spec's, the rest ours. Amounts already formatted. */
export const insufficientAmount = (sent: string, owed: string) =>
  `Insufficient amount. You sent ${sent} but the price is ${owed}.`;

/** 'Billing API error (status) ...' (§8). */
export const billingApiError = (status: number, detail: string) => `Billing API error (${status}) ${detail}`;

/** Payment error box retry line (§8). */
export const retryLine = (contact: string) => `You can try again or contact support at ${contact}`;

/** Test page alert (§8). */
export const testPageError = (message?: string) => `Payment error: ${message || 'Unknown error'}`;

/** Auto-detection line (§5). */
export const autoDetected = (network: string, formatted: string) => `Auto-detected: ${network} | ${formatted}`;

/** 'Paying as {email}' (§2). */
export const payingAs = (email: string) => `Paying as ${email}`;

/** 'Enter your {network} mobile money number:' (§5). */
export const enterNumberPrompt = (network: string) => `Enter your ${network} mobile money number:`;

/** Yearly badge (§2). */
export const saveUpTo = (percent: number) => `Save up to ${percent}%`;
export const savePercent = (percent: number) => `Save ${percent}%`;

/** ours: the mobile money approval instruction with the network's menu (`NETWORK_USSD`: *170#, *110#). */
export const approveWithMenu = (network: string, ussd: string) =>
  `Approve the payment on your phone. If no prompt appears, dial ${ussd} on your ${network} line and open your approvals.`;

/** ours: notification texts */
export const notifyPaymentSuccess = (amount: string, plan: string) => `We received ${amount} for ${plan}.`;
export const notifyServiceActive = (plan: string, until: string) => `${plan} is active until ${until}.`;
/**
 * ours: the payment page and its success when the payment schedules a plan change (the current plan is paid
 * for until `startsOn`): instead of the spec's 'Service activates immediately after payment' and 'Your
 * subscription has been activated', which would not be true yet.
 */
export const paymentInfoScheduled = (plan: string, startsOn: string) =>
  `You will receive a prompt on your phone to approve this payment. Payment takes 1-3 minutes. ${plan} starts on ${startsOn}, when your current plan ends, with SMS confirmation.`;
export const paymentSuccessScheduled = (plan: string, startsOn: string) =>
  `Payment Successful! ${plan} starts on ${startsOn}, when your current plan ends.`;
/**
 * ours: after Cancel or Use another number, the prompt already sent may still reach the phone (Paystack cannot
 * withdraw it); approving it would charge the customer. The page and an SMS say so.
 */
export const promptStillLive = (number: string) => `If a prompt still arrives on ${number}, decline it.`;
/** ours: the plan a payment bought starts later (a scheduled change); both dates as formatDate writes them */
export const notifyChangeScheduled = (plan: string, startsOn: string, until: string) =>
  `${plan} starts on ${startsOn}, when your current plan ends, and is paid until ${until}.`;
export const notifyPaymentFailed = (amount: string, reason: string) => `Your payment of ${amount} failed: ${reason}`;
/**
 * A payment priced for another plan than the one it extended (a late success while a change was scheduled):
 * what its value bought, in days of the plan it extended, and what is kept as credit.
 */
export const notifyCreditedByValue = (c: {
  amount: string;
  paidFor: string;
  creditedTo: string;
  days: number;
  until: string;
  left: string | null;
}) =>
  `Your payment of ${c.amount} for ${c.paidFor} arrived after your change to ${c.creditedTo} was scheduled, so it was credited by its value: ${c.days} ${c.days === 1 ? 'day' : 'days'} of ${c.creditedTo}, paid until ${c.until}.${c.left ? ` ${c.left} is kept as credit.` : ''}`;
/**
 * ours: a success for an attempt whose period another payment had already paid (the customer replaced it,
 * then approved it after all): credited as extra time, never lost, and said so.
 */
export const notifyDuplicatePayment = (c: { amount: string; reference: string; paidBy: string; until: string }) =>
  `We received ${c.amount} again (reference ${c.reference}): payment ${c.paidBy} had already paid for this period. It was added to your service as extra time, paid until ${c.until}. If you did not mean to pay twice, contact support at ${BILLING_MESSAGES.supportContact}.`;
/** ours: the bell after a cancelled change; `credit` is the money kept, `until` the current plan's end. */
export const notifyChangeCancelled = (c: { plan: string; credit: string; until: string }) =>
  `Your change to ${c.plan} is cancelled. ${c.credit} is kept as credit and goes into your next payment. Your current plan is paid until ${c.until}.`;

/** The grace has begun: the service goes on until `renewBy` (the suspension's date, as formatDate writes it). */
export const notifyServiceExpired = (plan: string, renewBy: string) =>
  `${plan} has expired. Renew by ${renewBy} to keep your service.`;
export const notifyPaymentPending = (amount: string) => `Your payment of ${amount} is waiting for approval.`;

/**
 * ours: a payment for another plan while a plan change is already scheduled (409 plan_change_scheduled).
 * `plan` is the scheduled plan's name with its cycle, `date` the day it starts (both already formatted).
 */
export const planChangeScheduled = (plan: string, date: string) =>
  `Your plan changes to ${plan} on ${date}. Until then you can only pay for ${plan}; you can choose another plan from ${date}.`;
