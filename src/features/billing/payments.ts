/** The payment shapes the machines, views and client share (plain types; the wire shapes are in contract.ts). */
import { cedisToPesewas } from '../../domain/format/money';
import type { Receipt } from '../../domain/format/receipt';
import { findPlan } from '../../domain/plans';
import type { ReceiptRecord } from './contract';
import type { FailureCode } from './lifecycle';
import type { BillingCycle, MobileNetwork, PaymentErrorInfo } from './rules';

/** What the screens need of a payment (a subset of the contract's PaymentRecord). */
export interface MobilePayment {
  id: string;
  reference: string;
  status: 'pending' | 'processing' | 'succeeded' | 'failed' | 'cancelled' | 'abandoned';
  /** pesewas */
  amount: number;
  network: MobileNetwork | null;
  display_text: string | null;
  /** the network asked for a code (Paystack's send_otp, a Telecel voucher) instead of a prompt on the phone */
  awaiting_otp: boolean;
  failure_reason: string | null;
  /** why it ended without success (lifecycle.ts): what the page branches on, never the reason's words */
  failure_code: FailureCode | null;
  /** what a succeeded payment bought, as the server's books stand (null until it succeeded) */
  service: PaidService | null;
}

/** What a succeeded payment bought (the contract's PaidServiceRecord, dates in ms). */
export interface PaidService {
  planName: string;
  cycle: BillingCycle;
  /** the customer's paid-until now */
  paidUntil: number;
  /** when the plan bought starts (the payment scheduled a change); null: in service now */
  startsAt: number | null;
}

export interface PaymentOutcome {
  payment: MobilePayment;
  /** the server's payment error (null unless the payment failed) */
  error: PaymentErrorInfo | null;
}

export interface ResumedPayment {
  payment: MobilePayment;
  cycle: BillingCycle;
}

export interface MobileMoneyPayInput {
  plan_id: string;
  billing_cycle: BillingCycle;
  /** null: the saved number (the one last paid with, which the server keeps: the renewal link) */
  mobile_number: string | null;
  mobile_network: MobileNetwork;
  /** GH₵ (what the customer sees; the server computes the price itself) */
  amount: number;
  /** set when paying one invoice (POST /subscriptions/pay) */
  invoice_id?: string;
}

/** A Paystack custom field (shown on the provider's dashboard beside the payment). */
export interface PopupCustomField {
  display_name: string;
  variable_name: string;
  value: string;
}

/** The popup's metadata (spec §3 "Payment-request fields"). */
export interface PopupMetadata {
  plan_id: string;
  plan_name: string;
  plan_description: string;
  user_id: string | null;
  company: string;
  service_type: string;
  custom_fields: PopupCustomField[];
}

/** What the metadata needs of a plan (the catalogue's Plan has these). */
export interface MetadataPlan {
  id: string;
  name: string;
  description: string;
  speedMbps: number;
  /** 0 means unlimited */
  dataCapGb: number;
}

/**
 * The spec's popup metadata: plan_id, plan_name, plan_description, user_id, company, service_type, plus
 * custom fields for package, speed, data cap and billing cycle (spec §3).
 */
export function popupMetadata(
  plan: MetadataPlan,
  options: { userId: string | null; company: string; cycle: BillingCycle },
): PopupMetadata {
  return {
    plan_id: plan.id,
    plan_name: plan.name,
    plan_description: plan.description,
    user_id: options.userId,
    company: options.company,
    service_type: 'satellite_internet',
    custom_fields: [
      { display_name: 'Package', variable_name: 'package', value: plan.name },
      { display_name: 'Speed', variable_name: 'speed', value: `${plan.speedMbps} Mbps` },
      {
        display_name: 'Data cap',
        variable_name: 'data_cap',
        value: plan.dataCapGb > 0 ? `${plan.dataCapGb} GB` : 'Unlimited',
      },
      {
        display_name: 'Billing cycle',
        variable_name: 'billing_cycle',
        value: options.cycle === 'yearly' ? 'Yearly' : 'Monthly',
      },
    ],
  };
}

/** The checkout the provider's popup opens (what its initialize answers). */
export interface PopupCheckout {
  publicKey: string;
  email: string;
  /** pesewas */
  amount: number;
  currency: 'GHS';
  reference: string;
  accessCode: string;
}

/**
 * The /payment page's checkout request for a plan: monthly, the customer's email, and the spec's popup
 * metadata (`popupMetadata`; a plan missing from the catalogue sends its id only).
 */
export function popupPaymentRequest(
  planId: string,
  options: { userId: string | null; email?: string; company: string },
): { plan_id: string; billing_cycle: 'monthly'; email?: string; metadata: Record<string, unknown> } {
  const plan = findPlan(planId);
  return {
    plan_id: planId,
    billing_cycle: 'monthly',
    email: options.email,
    metadata: plan
      ? { ...popupMetadata(plan, { userId: options.userId, company: options.company, cycle: 'monthly' }) }
      : { plan_id: planId },
  };
}

/** The provider's initialize answer (POST /paystack/initialize) as the checkout its popup opens. */
export function toPopupCheckout(data: {
  public_key: string;
  email: string;
  amount: number;
  currency: 'GHS';
  reference: string;
  access_code: string;
}): PopupCheckout {
  return {
    publicKey: data.public_key,
    email: data.email,
    amount: data.amount,
    currency: data.currency,
    reference: data.reference,
    accessCode: data.access_code,
  };
}

/** The /payment-test page's plans (spec: basic, pro, enterprise). */
export type TestPlan = 'basic' | 'pro' | 'enterprise';

/** The test page's plans (spec: basic, pro, enterprise), mapped onto the catalogue (the server prices every payment). */
export const TEST_PLAN_IDS: Readonly<Record<TestPlan, string>> = {
  basic: 'plan_basic_monthly',
  pro: 'plan_premium_monthly',
  enterprise: 'plan_business_monthly',
};

/**
 * The /payment-test page's card checkout request: its plan, monthly, the typed amount in pesewas (the server
 * refuses less than the plan's price and credits extra) and the same popup metadata as /payment
 * (`popupMetadata`), marked `test_page`.
 */
export function testPaymentRequest(
  plan: TestPlan,
  amount: number,
  options: { userId: string | null; company: string },
): { plan_id: string; billing_cycle: 'monthly'; amount: number; metadata: Record<string, unknown> } {
  const planId = TEST_PLAN_IDS[plan];
  const found = findPlan(planId);
  const metadata = found
    ? popupMetadata(found, { userId: options.userId, company: options.company, cycle: 'monthly' })
    : { plan_id: planId };
  return {
    plan_id: planId,
    billing_cycle: 'monthly',
    amount: cedisToPesewas(amount),
    metadata: { ...metadata, test_page: true },
  };
}

/** A payment's receipt as the server answers it (GET /payments/:id/receipt), as the receipt the modal shows and saves. */
export function toReceipt(r: ReceiptRecord): Receipt {
  return {
    brandName: r.brand_name,
    reference: r.reference,
    transactionId: r.transaction_id ?? undefined,
    paidAt: r.paid_at,
    amount: r.amount,
    currency: r.currency,
    method: r.method,
    description: r.description,
    status: r.status,
    customerName: r.customer_name ?? undefined,
    customerEmail: r.customer_email ?? undefined,
    billingCycle: r.billing_cycle,
    paidUntil: r.paid_until === null ? undefined : r.paid_until * 1000,
    duplicateOf: r.duplicate_of ?? undefined,
  };
}
