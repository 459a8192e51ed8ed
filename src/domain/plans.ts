/**
 * The one plan catalogue. The server seeds its `plans` table from this module on start; prerendered
 * pages read it at build time; at run time pages read the same rows from `GET /api/billing/plans`.
 * No page keeps its own copy of a price.
 *
 * Money is integer pesewas (GH₵ 1 = 100 pesewas) everywhere on the server and in this module.
 *
 * Two families, as the product has two sets of plans (spec: billing §9), each named for the customer by
 * what it is (`PLAN_FAMILIES`; every page that shows a plan reads its family's name from there):
 * - `residential` = **Satellite service**: a dish we install, anywhere in Ghana (Student, Home, Business);
 *   the home page, /services and the /payment page; yearly prices are the home page's (11x monthly).
 * - `packages` = **City broadband**: fibre or fixed wireless where the coverage checker says the address
 *   is served (Basic, Standard, Premium, Business Internet); the /packages page and the mobile money page;
 *   yearly is 10x monthly.
 * Both are offered on the dashboards. The ids keep the spec's family keys.
 * Longer than 300 lines: the one catalogue (families, plans, prices and their words) kept whole.
 */
import { brand } from './brand';
import { cedisToPesewas, formatMoney, yearlySavingsPercent as savingsPercent } from './format/money';

export type PlanFamily = 'packages' | 'residential';

/** What a family is, in the customer's words: its name and the line that explains its price. */
export interface PlanFamilyInfo {
  id: PlanFamily;
  /** 'Satellite service', 'City broadband' */
  name: string;
  /** one sentence: where it works, how it connects, what is installed */
  description: string;
}

/** The two families, satellite first (the spec's home and business plans are satellite). */
export const PLAN_FAMILIES: Readonly<Record<PlanFamily, PlanFamilyInfo>> = {
  residential: {
    id: 'residential',
    name: 'Satellite service',
    description:
      'Works anywhere in Ghana, with no cable needed. We install a satellite dish at your home or office, and each dish has satellite capacity reserved for it.',
  },
  packages: {
    id: 'packages',
    name: 'City broadband',
    description:
      'Fibre or fixed wireless where the coverage checker says your address is served. No dish to install, on a network the neighbourhood shares, so it costs less.',
  },
};

/** The families in the order pages list them. */
export const PLAN_FAMILY_ORDER: readonly PlanFamily[] = ['residential', 'packages'];

/** The family a plan belongs to, with its name and description. */
export function familyOf(p: Pick<Plan, 'family'>): PlanFamilyInfo {
  return PLAN_FAMILIES[p.family];
}

/** 'City broadband: fibre or fixed wireless where ...': a family in one line, for beside the other family's cards. */
export function familyLine(family: PlanFamily): string {
  const { name, description } = PLAN_FAMILIES[family];
  return `${name}: ${description.charAt(0).toLowerCase()}${description.slice(1)}`;
}

/** 'Home (Satellite service)': a plan's name with its family's, where plans of both families are listed. */
export const planWithFamily = (name: string, familyName: string) => `${name} (${familyName})`;
/** planWithFamily of a catalogue plan. */
export function planLabel(p: Pick<Plan, 'family' | 'name'>): string {
  return planWithFamily(p.name, familyOf(p).name);
}
export type PlanBadge = 'Most Popular' | 'Best Value' | 'Enterprise' | null;
export type BillingCycle = 'monthly' | 'yearly';
export const BILLING_CYCLES: readonly BillingCycle[] = ['monthly', 'yearly'];

/** 'Premium Internet (monthly)': a plan as paid for, with its cycle (screens, the bell, SMS and mail alike). */
export const planWithCycle = (name: string, cycle: BillingCycle) => `${name} (${cycle})`;

export interface Plan {
  id: string;
  family: PlanFamily;
  name: string;
  description: string;
  /** pesewas */
  priceMonthly: number;
  /** pesewas */
  priceYearly: number;
  speedMbps: number;
  /** 0 means unlimited */
  dataCapGb: number;
  features: readonly string[];
  badge: PlanBadge;
  /** the segment the plan is sold to */
  audience: 'residential' | 'student' | 'business';
  currency: 'GHS';
  paymentMethodsSupported: readonly ['mobile_money'];
  isActive: boolean;
  /** order on the page */
  sortOrder: number;
}

/** The catalogue is written in GH₵ for the reader and held in pesewas. */
const cedis = cedisToPesewas;
const product = brand.shortName.toLowerCase();

function plan(p: Omit<Plan, 'currency' | 'paymentMethodsSupported' | 'isActive'>): Plan {
  return { ...p, currency: 'GHS', paymentMethodsSupported: ['mobile_money'], isActive: true };
}

export const PLANS: readonly Plan[] = [
  plan({
    id: 'plan_basic_monthly',
    family: 'packages',
    name: 'Basic Internet',
    description: 'Everyday browsing, email and social media for a small household.',
    priceMonthly: cedis(50),
    priceYearly: cedis(500),
    speedMbps: 10,
    dataCapGb: 100,
    features: [
      '10 Mbps download speed',
      '100 GB monthly data',
      'Fibre or fixed wireless in served areas',
      'Shared neighbourhood network',
      'Email support',
    ],
    badge: null,
    audience: 'residential',
    sortOrder: 1,
  }),
  plan({
    id: 'plan_standard_monthly',
    family: 'packages',
    name: 'Standard Internet',
    description: 'Streaming, video calls and working from home without a data cap.',
    priceMonthly: cedis(100),
    priceYearly: cedis(1000),
    speedMbps: 25,
    dataCapGb: 0,
    features: [
      '25 Mbps download speed',
      'Unlimited data',
      'Fibre or fixed wireless in served areas',
      'Free installation',
      'Phone and email support',
    ],
    badge: 'Most Popular',
    audience: 'residential',
    sortOrder: 2,
  }),
  plan({
    id: 'plan_premium_monthly',
    family: 'packages',
    name: 'Premium Internet',
    description: 'HD streaming and gaming for a busy household on many devices.',
    priceMonthly: cedis(200),
    priceYearly: cedis(2000),
    speedMbps: 50,
    dataCapGb: 0,
    features: [
      '50 Mbps download speed',
      'Unlimited data',
      'Fibre or fixed wireless in served areas',
      'Free installation and Wi-Fi router',
      'Priority support',
    ],
    badge: 'Best Value',
    audience: 'residential',
    sortOrder: 3,
  }),
  plan({
    id: 'plan_business_monthly',
    family: 'packages',
    name: 'Business Internet',
    description: 'Reliable connectivity for offices and shops, with a service level to match.',
    priceMonthly: cedis(500),
    priceYearly: cedis(5000),
    speedMbps: 100,
    dataCapGb: 0,
    features: [
      '100 Mbps download speed',
      'Unlimited data',
      'Fibre or fixed wireless in served areas',
      'Static IP address',
      '24/7 dedicated support',
      'Same-day setup',
    ],
    badge: 'Enterprise',
    audience: 'business',
    sortOrder: 4,
  }),
  plan({
    id: `${product}-student`,
    family: 'residential',
    name: 'Student',
    description: 'Fast, affordable internet for students: lectures, research and streaming.',
    priceMonthly: cedis(100),
    priceYearly: cedis(1100),
    speedMbps: 25,
    dataCapGb: 0,
    features: [
      '25 Mbps download speed',
      'Unlimited data',
      'Satellite: works anywhere in Ghana',
      'Dish installed at your hostel or home',
      'Student support line',
    ],
    badge: 'Most Popular',
    audience: 'student',
    sortOrder: 1,
  }),
  plan({
    id: `${product}-home`,
    family: 'residential',
    name: 'Home',
    description: 'Satellite internet for the whole household, wherever you live in Ghana.',
    priceMonthly: cedis(850),
    priceYearly: cedis(9350),
    speedMbps: 50,
    dataCapGb: 0,
    features: [
      '50 Mbps download speed',
      'Unlimited data',
      'Satellite: works anywhere in Ghana',
      'Satellite dish, installation and Wi-Fi router included',
      'Capacity reserved for your dish',
    ],
    badge: null,
    audience: 'residential',
    sortOrder: 2,
  }),
  plan({
    id: `${product}-business`,
    family: 'residential',
    name: 'Business',
    description: 'Satellite internet for businesses, with premium support and same-day setup.',
    priceMonthly: cedis(1200),
    priceYearly: cedis(13200),
    speedMbps: 100,
    dataCapGb: 0,
    features: [
      '100 Mbps download speed',
      'Unlimited data',
      'Satellite: works anywhere in Ghana',
      'Business-grade dish and installation included',
      'Capacity reserved for your dish',
      'Premium support and same-day setup',
    ],
    badge: 'Enterprise',
    audience: 'business',
    sortOrder: 3,
  }),
];

/** The plans of one family, in page order. */
export function plansOf(family: PlanFamily, plans: readonly Plan[] = PLANS): Plan[] {
  return plans.filter((p) => p.family === family && p.isActive).sort((a, b) => a.sortOrder - b.sortOrder);
}

/**
 * Old ids the product also accepts for the residential family ({product}_student for
 * {product}-student, spec billing §9).
 */
export function findPlan(id: string, plans: readonly Plan[] = PLANS): Plan | undefined {
  const canonical = id.startsWith(`${product}_`) ? `${product}-${id.slice(product.length + 1)}` : id;
  return plans.find((p) => p.id === canonical);
}

/** Price of a plan for a cycle, in pesewas. */
export function priceOf(p: Pick<Plan, 'priceMonthly' | 'priceYearly'>, cycle: BillingCycle): number {
  return cycle === 'yearly' ? p.priceYearly : p.priceMonthly;
}

/**
 * Yearly savings as a whole percentage, by the spec's formula
 * (12 x monthly - yearly) / (12 x monthly), rounded to the nearest percent; never negative.
 */
export function yearlySavingsPercent(p: Pick<Plan, 'priceMonthly' | 'priceYearly'>): number {
  return savingsPercent(p.priceMonthly, p.priceYearly);
}

/**
 * A plan card's note under its yearly price: 'Save 8% (GH₵ 100.00 a year)', the percentage by the spec's
 * formula and the amount 12 monthly payments cost more; null when yearly saves nothing.
 */
export function yearlySavingsNote(
  p: Pick<Plan, 'priceMonthly' | 'priceYearly'> & { currency?: string },
): string | null {
  const percent = yearlySavingsPercent(p);
  if (percent <= 0) return null;
  const saved = formatMoney(p.priceMonthly * 12 - p.priceYearly, { currency: p.currency, minorUnits: true });
  return `Save ${percent}% (${saved} a year)`;
}

/**
 * The yearly saving of the plans shown together, consistent with their prices: 'Save N%' when every plan
 * saves the same, 'Save up to N%' when they differ, null when none saves. (The home page's toggle used the
 * spec's fixed 'Save 20%' beside cards whose prices save 8%.)
 */
export function yearlySavingsLabel(plans: readonly Plan[]): string | null {
  const percents = new Set(plans.map(yearlySavingsPercent));
  const most = maxYearlySavingsPercent(plans);
  if (most <= 0) return null;
  return percents.size === 1 ? `Save ${most}%` : `Save up to ${most}%`;
}

/** The largest yearly saving in a list of plans (for a 'Save up to N%' badge). */
export function maxYearlySavingsPercent(plans: readonly Plan[]): number {
  return plans.reduce((max, p) => Math.max(max, yearlySavingsPercent(p)), 0);
}
