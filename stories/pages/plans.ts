import type { PlanCardProps } from '../../src/components/PlanCard/PlanCard';

/** The sample plans of the brief: Student 100 / 1100, Home 850 / 9350, Business 1200 / 13200 GHS. */
export const samplePlans: Omit<PlanCardProps, 'cycle' | 'onSelect' | 'loginHref' | 'signupHref'>[] = [
  {
    name: 'Student',
    description: 'Fast, affordable internet for studies and streaming.',
    speedMbps: 25,
    dataCapGb: 0,
    priceMonthly: 100,
    priceYearly: 1100,
    features: ['Unlimited data', 'Free installation', 'Student support line'],
    badge: 'Most Popular',
  },
  {
    name: 'Home',
    description: 'Satellite internet for the whole household.',
    speedMbps: 50,
    dataCapGb: 0,
    priceMonthly: 850,
    priceYearly: 9350,
    features: ['Unlimited data', 'Wi-Fi router included', 'Up to 10 devices'],
    badge: null,
  },
  {
    name: 'Business',
    description: 'Satellite internet for offices and shops.',
    speedMbps: 100,
    dataCapGb: 0,
    priceMonthly: 1200,
    priceYearly: 13200,
    features: ['Unlimited data', 'Premium support', 'Same-day setup'],
    badge: 'Enterprise',
  },
];
