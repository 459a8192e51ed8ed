/** /payment page view model (spec billing §2 "Payment page", §8 payment and provider texts). */
import type { SnapshotFrom } from 'xstate';
import { familyOf, findPlan } from '../../domain/plans';
import { BILLING_MESSAGES, payingAs } from './messages';
import type { popupPaymentMachine } from './popupPayment.machine';
import { formatPesewas, speedLabel } from './rules';

export const popupText = {
  title: 'Make a Payment',
  choose: 'Choose a package',
  pay: 'Pay with Mobile Money',
  processing: 'Processing payment...',
  steps: {
    locking: 'Starting your payment...',
    loadingScript: 'Loading the payment system...',
    initializing: 'Preparing your payment...',
    paying: 'Complete the payment in the payment window.',
    verifying: 'Verifying your payment...',
  },
  successTitle: 'Payment successful',
  reference: 'Reference',
  toDashboard: 'Go to Dashboard',
  redirecting: 'Taking you to your dashboard in 3 seconds...',
  retry: 'Try Again',
  toLogin: 'Go to Login',
} as const;

/** Script problems get the product's 'Failed to load Paystack payment system...' line over their own text. */
const SCRIPT_FAILURES: readonly string[] = [
  BILLING_MESSAGES.paystackScriptFailed,
  BILLING_MESSAGES.paystackScriptTimeout,
  BILLING_MESSAGES.paystackInitFailed,
];

export interface PackageOption {
  id: string;
  name: string;
  price: string;
  speed: string;
  /** 'Unlimited data', '100 GB data' (the catalogue's cap) */
  data: string;
  /** the catalogue's family name: 'Satellite service' */
  family: string;
  badge: string | null;
}

type Step = keyof typeof popupText.steps;

export type PopupPaymentView =
  | { status: 'idle'; payingAs: string; packages: PackageOption[]; selected: string }
  | { status: 'noEmail'; message: string }
  | {
      status: 'processing';
      payingAs: string;
      packages: PackageOption[];
      selected: string;
      step: Step;
      stepText: string;
    }
  | { status: 'success'; reference: string }
  | {
      status: 'failed';
      payingAs: string;
      packages: PackageOption[];
      selected: string;
      line: string;
      reason: string | null;
    };

export type PopupPaymentSnapshot = Pick<SnapshotFrom<typeof popupPaymentMachine>, 'context' | 'matches'>;

export function packageOptions(planIds: readonly string[]): PackageOption[] {
  return planIds.flatMap((id) => {
    const plan = findPlan(id);
    if (!plan) return [];
    return [
      {
        id: plan.id,
        name: plan.name,
        price: formatPesewas(plan.priceMonthly),
        speed: speedLabel(plan.speedMbps),
        data: plan.dataCapGb > 0 ? `${plan.dataCapGb} GB data` : 'Unlimited data',
        family: familyOf(plan).name,
        badge: plan.badge,
      },
    ];
  });
}

export function toPopupPaymentView(snapshot: PopupPaymentSnapshot): PopupPaymentView {
  const c = snapshot.context;
  if (snapshot.matches('noEmail')) return { status: 'noEmail', message: BILLING_MESSAGES.pleaseLogin };
  const base = { payingAs: payingAs(c.email ?? ''), packages: packageOptions(c.planIds), selected: c.planId };
  if (snapshot.matches('success')) return { status: 'success', reference: c.reference ?? '' };
  if (snapshot.matches('failed')) {
    const scriptProblem = c.reason !== null && SCRIPT_FAILURES.includes(c.reason);
    return {
      ...base,
      status: 'failed',
      line: scriptProblem ? BILLING_MESSAGES.paystackLoadFailed : BILLING_MESSAGES.paymentCancelledOrFailed,
      reason: c.reason,
    };
  }
  if (snapshot.matches('processing')) {
    const steps: Step[] = ['locking', 'loadingScript', 'initializing', 'paying', 'verifying'];
    const step = steps.find((s) => snapshot.matches(`processing.${s}` as never)) ?? 'locking';
    return { ...base, status: 'processing', step, stepText: popupText.steps[step] };
  }
  return { ...base, status: 'idle' };
}
