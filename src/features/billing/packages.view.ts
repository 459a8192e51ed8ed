/**
 * Packages page view model (docs/product-rules.md "Payments (client)"): the four plans of the packages
 * family from the one catalogue, for the chosen cycle.
 */
import type { SnapshotFrom } from 'xstate';
import { walletList } from '../../domain/format/phone';
import { paths } from '../../domain/paths';
import { familyLine, PLAN_FAMILIES, type Plan, plansOf } from '../../domain/plans';
import type { PackagesContext, PackagesEvent, packagesMachine } from './packages.machine';
import { type BillingCycle, savingsUpToLabel } from './rules';

const broadband = PLAN_FAMILIES.packages;

export const packagesText = {
  title: 'Internet Packages',
  subtitle:
    'City broadband by fibre or fixed wireless, paid in GH₵ with mobile money. Up to 100 Mbps and 99.2% uptime.',
  plansTitle: 'Choose your plan',
  /** the family of the page's cards, in the catalogue's words */
  plansEyebrow: broadband.name,
  plansText: broadband.description,
  /** under the cards: the other family, for an address the city network does not reach */
  otherFamily: familyLine('residential'),
  otherFamilyLink: `See ${PLAN_FAMILIES.residential.name.toLowerCase()} plans`,
  momoTitle: 'Pay with Mobile Money',
  momoText: `Pay with ${walletList('or')}. You approve the payment on your phone; it takes 1-3 minutes. Service activates immediately after payment, with SMS confirmation.`,
  faqTitle: 'Frequently asked questions',
  leaving: 'Taking you to payment...',
} as const;

/** The FAQ: the policies the product states (spec billing §1). */
export const packagesFaq = [
  {
    id: 'activation',
    question: 'How soon does my service start?',
    answer: 'Service activates immediately after payment, and you receive an SMS confirmation.',
  },
  {
    id: 'payment-time',
    question: 'How long does a mobile money payment take?',
    answer: 'Payment takes 1-3 minutes: approve the prompt on your phone with your mobile money PIN.',
  },
  {
    id: 'change-plan',
    question: 'Can I change my plan?',
    answer: 'Yes. Plan changes take effect on the next billing cycle.',
  },
  {
    id: 'pause',
    question: 'Can I pause my subscription?',
    answer: 'A subscription can be paused for up to 3 months via support.',
  },
  {
    id: 'refund',
    question: 'Is there a money-back guarantee?',
    answer: 'Yes, there is a 14-day money-back guarantee.',
  },
  {
    id: 'address',
    question: 'Can I use my service somewhere else?',
    answer: 'Service is tied to your registered address and is for personal use only.',
  },
] as const;

export interface PackageCardView {
  id: string;
  name: string;
  description: string;
  speedMbps: number;
  dataCapGb: number;
  /** pesewas, the catalogue's (PlanCard formats them) */
  priceMonthly: number;
  priceYearly: number;
  features: string[];
  badge: Plan['badge'];
  /** the payment page of this plan (the target of Subscribe) */
  paymentHref: string;
  /** /login remembering the payment page as 'from' */
  loginHref: string;
}

export interface PackagesView {
  status: 'browsing' | 'leaving';
  cycle: BillingCycle;
  /** 'Save up to 17%' */
  savingsLabel: string | null;
  signedIn: boolean;
  plans: PackageCardView[];
}

export function paymentPagePath(planId: string, cycle: BillingCycle = 'monthly'): string {
  const path = paths.mobileMoneyPayment(planId);
  return cycle === 'yearly' ? `${path}?cycle=yearly` : path;
}

export function loginFromPath(from: string): string {
  return `${paths.login}?${new URLSearchParams({ from }).toString()}`;
}

export type PackagesSnapshot = Pick<SnapshotFrom<typeof packagesMachine>, 'context' | 'matches'>;

/** The view of the browsing state for a context (what the page shows before the machine runs). */
function browsingView(context: Pick<PackagesContext, 'cycle' | 'signedIn'>): PackagesView {
  return toPackagesView({
    context: { ...context, viewed: [], selected: null },
    matches: ((state: string) => state === 'browsing') as PackagesSnapshot['matches'],
  });
}

/**
 * The first view, before the machine runs (useDeferredMachineView): monthly, signed out (the session
 * is known after mount). Equal to the view of the machine's initial snapshot
 * (tests/features/billing/initialViews.test.ts).
 */
export const initialPackagesView = (): PackagesView => browsingView({ cycle: 'monthly', signedIn: false });

/** What an event shows before the machine runs: the cycle toggle and the session answer at once. */
export function previewPackages(view: PackagesView, event: PackagesEvent): PackagesView {
  if (view.status !== 'browsing') return view;
  if (event.type === 'cycle.change') return browsingView({ cycle: event.cycle, signedIn: view.signedIn });
  if (event.type === 'session.change') return browsingView({ cycle: view.cycle, signedIn: event.signedIn });
  return view;
}

export function toPackagesView(snapshot: PackagesSnapshot, catalogue?: readonly Plan[]): PackagesView {
  const { cycle, signedIn } = snapshot.context;
  return {
    status: snapshot.matches('leaving') ? 'leaving' : 'browsing',
    cycle,
    signedIn,
    ...catalogueParts(cycle, catalogue),
  };
}

/** The same view over another catalogue (the server's plans, once fetched). */
export function withCatalogue(view: PackagesView, catalogue: readonly Plan[]): PackagesView {
  return { ...view, ...catalogueParts(view.cycle, catalogue) };
}

function catalogueParts(
  cycle: BillingCycle,
  catalogue?: readonly Plan[],
): Pick<PackagesView, 'plans' | 'savingsLabel'> {
  const plans = plansOf('packages', catalogue);
  return {
    savingsLabel: savingsUpToLabel(plans),
    plans: plans.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      speedMbps: p.speedMbps,
      dataCapGb: p.dataCapGb,
      priceMonthly: p.priceMonthly,
      priceYearly: p.priceYearly,
      features: [...p.features],
      badge: p.badge,
      paymentHref: paymentPagePath(p.id, cycle),
      loginHref: loginFromPath(paymentPagePath(p.id, cycle)),
    })),
  };
}
