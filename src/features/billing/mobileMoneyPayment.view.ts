/**
 * Mobile money payment page view model (docs/product-rules.md "Payments (client)").
 * `toMobileMoneyView` maps a mobileMoneyPayment snapshot to it; the screen renders only this.
 */
import type { SnapshotFrom } from 'xstate';
import { formatDate } from '../../domain/format/date';
import { NETWORK_NAMES } from '../../domain/format/phone';
import { paths } from '../../domain/paths';
import { planWithCycle } from '../../domain/plans';
import { BILLING_MESSAGES, paymentInfoScheduled, paymentSuccessScheduled, promptStillLive } from './messages';
import type { mobileMoneyPaymentMachine } from './mobileMoneyPayment.machine';
import {
  approvalInstruction,
  type BillingCycle,
  formatPesewas,
  type MobileNetwork,
  NETWORK_USSD,
  type PlanSummary,
  POLL_INTERVAL_MS,
  paymentErrorBox,
  planSummary,
  validateMobileNumber,
} from './rules';

export const mobileMoneyText = {
  title: 'Mobile Money Payment',
  back: 'Back to Packages',
  checking: 'Checking for a payment in progress...',
  detailsTitle: 'Plan Details',
  speed: 'Speed',
  data: 'Data',
  total: 'Total',
  continue: 'Continue to Payment',
  paymentTitle: 'Pay with Mobile Money',
  infoNote:
    'You will receive a prompt on your phone to approve this payment. Payment takes 1-3 minutes. Service activates immediately after payment, with SMS confirmation.',
  providerNote: 'Payments are processed securely through our card and mobile money payment provider, Paystack.',
  number: 'Mobile money number',
  network: 'Network',
  payFrom: 'Pay from',
  anotherNumber: 'Another number or network',
  pay: 'Pay',
  paying: 'Starting payment...',
  backToDetails: 'Back to Plan Details',
  processingTitle: 'Waiting for your approval',
  cancel: 'Cancel',
  changeNumber: 'Use another number',
  cancelling: 'Cancelling...',
  elapsed: 'Time elapsed',
  reference: 'Reference',
  amount: 'Amount',
  voucherTitle: 'Enter your voucher code',
  voucherHint: 'Digits only, as your network sent them.',
  voucherSubmit: 'Submit voucher',
  voucherChecking: 'Checking voucher...',
  completeTitle: 'Payment complete',
  plan: 'Plan',
  paidUntil: 'Paid until',
  startsOn: 'Starts on',
  viewReceipt: 'View Receipt',
  toDashboard: 'Go to Dashboard',
  toPackages: 'View Packages',
  steps: ['Plan Details', 'Payment', 'Complete'] as const,
} as const;

export interface PaymentErrorView {
  title: string;
  message: string;
  retryLine: string | null;
}

interface Base {
  plan: PlanSummary;
  cycle: BillingCycle;
  /** 'Save N%' of the yearly price (on the toggle) */
  yearlySavings: string | null;
  /** progress: 0 details, 1 payment, 3 complete (all done) */
  step: number;
  /** the line above the number: the spec's, or when the plan starts if this payment schedules it */
  infoNote: string;
}

export interface PaymentForm {
  /** the number last paid with, offered first (the renewal link): '055XXXX987', its network's name */
  saved: { masked: string; networkName: string } | null;
  /** paying with the saved number: the number field and the network are not shown */
  useSaved: boolean;
  number: string;
  network: MobileNetwork;
  autoDetected: string | null;
  numberError: string | null;
  error: PaymentErrorView | null;
  /**
   * Why Pay cannot be pressed yet, shown next to it (spec: the submit button is disabled unless number,
   * network and amount are all valid): 'Please enter mobile number and select network' while the number is
   * empty, the number's own message while it is not valid; null when Pay can go.
   */
  payBlockedReason: string | null;
  /** after Cancel or Use another number: 'If a prompt still arrives on 024 XXX 0222, decline it.' */
  promptWarning: string | null;
}

export type MobileMoneyView =
  | (Base & { status: 'resuming' })
  | (Base & { status: 'details' })
  | (Base & { status: 'payment'; form: PaymentForm })
  | (Base & { status: 'submitting'; form: PaymentForm })
  | (Base & {
      status: 'processing';
      network: MobileNetwork;
      networkName: string;
      ussd: string;
      instruction: string;
      /** the provider's own line (pay_offline display_text), when it sent one */
      providerText: string | null;
      elapsedSeconds: number;
      elapsedText: string;
      reference: string | null;
      amountText: string;
      /** the last poll could not reach the server: announced until a poll answers (null otherwise) */
      connectionProblem: string | null;
      /** the customer pressed Cancel or Use another number: the server is being told */
      cancelling: boolean;
    })
  | (Base & {
      status: 'voucher';
      network: MobileNetwork;
      networkName: string;
      /** the network's instruction: the provider's send_otp display_text ("Please dial *110# ..."), or ours */
      instruction: string;
      voucher: string;
      /** said at the field: not digits, or the network refused it (the payment is still open) */
      voucherError: string | null;
      /** anything else that stopped the code reaching the network (offline, the provider unreachable) */
      error: PaymentErrorView | null;
      submitting: boolean;
      /** the customer pressed Cancel or Use another number: the server is being told */
      cancelling: boolean;
      reference: string | null;
      amountText: string;
    })
  | (Base & {
      status: 'complete';
      message: string;
      reference: string | null;
      amountText: string;
      /** what the payment bought, as the server's books stand: 'Premium Internet (monthly)' */
      planText: string;
      /** the customer's paid-until ('1 Jan 2027'); null when the server did not say */
      paidUntilText: string | null;
      /** when the plan bought starts (a scheduled change), else null */
      startsOnText: string | null;
      /** the dashboard with this payment's receipt open */
      receiptHref: string | null;
    });

/** Ours, when the provider sent no instruction with its request for a code. */
export const voucherInstruction = (ussd: string) => `Dial ${ussd} to generate a voucher code, then enter it here.`;

export type MobileMoneySnapshot = Pick<SnapshotFrom<typeof mobileMoneyPaymentMachine>, 'context' | 'matches'>;

function payBlockedReason(number: string): string | null {
  if (number.trim() === '') return BILLING_MESSAGES.mobileNumberAndNetwork;
  return validateMobileNumber(number).error_message;
}

/** 75 -> '1:15' */
export function elapsedText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export function toMobileMoneyView(snapshot: MobileMoneySnapshot): MobileMoneyView {
  const c = snapshot.context;
  const yearly = planSummary(c.plan, 'yearly');
  const starts = c.startsAt ? formatDate(c.startsAt) : null;
  const base = {
    plan: planSummary(c.plan, c.cycle),
    cycle: c.cycle,
    yearlySavings: yearly.savings,
    infoNote: starts ? paymentInfoScheduled(c.plan.name, starts) : mobileMoneyText.infoNote,
  };
  const form: PaymentForm = {
    number: c.number,
    network: c.network,
    autoDetected: c.autoDetected,
    numberError: c.numberError,
    error: c.error ? paymentErrorBox(c.error) : null,
    payBlockedReason: c.useSaved && c.saved ? null : payBlockedReason(c.number),
    saved: c.saved ? { masked: c.saved.masked, networkName: NETWORK_NAMES[c.saved.network] } : null,
    useSaved: c.useSaved && c.saved !== null,
    promptWarning: c.promptLeftOn ? promptStillLive(c.promptLeftOn) : null,
  };
  if (snapshot.matches('resuming')) return { ...base, status: 'resuming', step: 0 };
  if (snapshot.matches('details')) return { ...base, status: 'details', step: 0 };
  if (snapshot.matches('payment')) return { ...base, status: 'payment', step: 1, form };
  if (snapshot.matches('submitting')) return { ...base, status: 'submitting', step: 1, form };
  const amountText = c.payment ? formatPesewas(c.payment.amount) : base.plan.amountText;
  const cancelling = snapshot.matches('cancelling');
  if (snapshot.matches('voucher') || (cancelling && c.payment?.awaiting_otp)) {
    const network = c.payment?.network ?? c.network;
    return {
      ...base,
      status: 'voucher',
      step: 1,
      network,
      networkName: NETWORK_NAMES[network],
      instruction: c.payment?.display_text ?? voucherInstruction(NETWORK_USSD[network]),
      voucher: c.voucher ?? '',
      voucherError: c.voucherError ?? null,
      error: c.error ? paymentErrorBox(c.error) : null,
      submitting: snapshot.matches({ voucher: 'submitting' }),
      cancelling,
      reference: c.payment?.reference ?? null,
      amountText,
    };
  }
  if (snapshot.matches('processing') || snapshot.matches('cancelling')) {
    const network = c.payment?.network ?? c.network;
    const seconds = (c.polls * POLL_INTERVAL_MS) / 1000;
    return {
      ...base,
      status: 'processing',
      step: 1,
      network,
      networkName: NETWORK_NAMES[network],
      ussd: NETWORK_USSD[network],
      instruction: approvalInstruction(network),
      providerText: c.payment?.display_text ?? null,
      elapsedSeconds: seconds,
      elapsedText: elapsedText(seconds),
      reference: c.payment?.reference ?? null,
      amountText,
      connectionProblem: c.connectionLost ? BILLING_MESSAGES.connectionLost : null,
      cancelling,
    };
  }
  // the server's word on what the payment bought wins over what the page expected when it started
  const service = c.payment?.service ?? null;
  const planName = service?.planName ?? c.plan.name;
  const startsOn = service ? (service.startsAt === null ? null : formatDate(service.startsAt)) : starts;
  return {
    ...base,
    status: 'complete',
    step: 3,
    message: startsOn ? paymentSuccessScheduled(planName, startsOn) : BILLING_MESSAGES.paymentSuccessActivated,
    reference: c.payment?.reference ?? null,
    amountText,
    planText: planWithCycle(planName, service?.cycle ?? c.cycle),
    paidUntilText: service ? formatDate(service.paidUntil) : null,
    startsOnText: startsOn,
    receiptHref: c.payment ? paths.receipt(c.payment.id) : null,
  };
}
