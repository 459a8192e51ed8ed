/** The payment shapes the machines, views and client share (plain types; the wire shapes are in contract.ts). */
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
  failure_reason: string | null;
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
  mobile_number: string;
  mobile_network: MobileNetwork;
  /** GH₵ (what the customer sees; the server computes the price itself) */
  amount: number;
  /** set when paying one invoice (POST /subscriptions/pay) */
  invoice_id?: string;
}
