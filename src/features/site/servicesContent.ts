/**
 * The Services page's words (site spec §2). Plans and their family's name come from the catalogue; the
 * feature lists are ours and say only what the catalogue's plans give.
 */
import { PLAN_FAMILIES, plansOf } from '../../domain/plans';

const satellite = PLAN_FAMILIES.residential;
const fastest = (family: keyof typeof PLAN_FAMILIES) => Math.max(...plansOf(family).map((p) => p.speedMbps));

export const servicesText = {
  title: 'Internet services for every need',
  lead: 'Student, home and business plans with unlimited data, installed by our own team and paid in GH₵.',
  plansTitle: 'Our Plans',
  /** the family of the page's cards */
  plansEyebrow: satellite.name,
  plansText: satellite.description,
  residential: 'Residential',
  business: 'Business',
  from: 'From',
  getStartedNow: 'Get Started Now',
  learnMore: 'Learn More',
  startBusiness: 'Start Your Business Plan',
  scheduleConsultation: 'Schedule Consultation',
  consultationSubject: 'Business Consultation Request',
  featuresTitle: 'Features',
  homeFeaturesTitle: 'For your home',
  businessFeaturesTitle: 'For your business',
  ctaTitle: 'Ready to get connected?',
  ctaText: 'Talk to our sales team about the right plan, or create your account and get started today.',
  contactSales: 'Contact Sales',
  getStartedToday: 'Get Started Today',
} as const;

export const homeFeatures = [
  `Unlimited data with no caps on every ${satellite.name.toLowerCase()} plan`,
  'Free installation in 1-3 business days',
  'Wi-Fi router included on the Home plan',
  'Pay monthly or yearly by mobile money',
] as const;

export const businessFeatures = [
  `Speeds up to ${fastest('residential')} Mbps`,
  'Premium support and same-day setup',
  'Installation in 3-7 business days for larger sites',
  'One account for several locations',
] as const;
