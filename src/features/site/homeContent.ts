/**
 * The home page's words (site spec §1, §2, §9). Claims are the home page's own: 99.2% uptime, speeds
 * up to 200Mbps, 60+ student users (they differ from the other pages' on purpose).
 */
import { brand } from '../../domain/brand';
import { PLAN_FAMILIES } from '../../domain/plans';

const satellite = PLAN_FAMILIES.residential;

export const homeText = {
  title: 'Fast, reliable satellite internet across Ghana',
  lead: 'Student, home and business plans with unlimited data, paid in GH₵ by mobile money.',
  claimsLabel: 'Why customers choose us',
  seePackages: 'See Packages',
  social: 'Follow us on Facebook',
  scroll: 'Scroll to explore',
  coverageTitle: 'Check coverage in your town',
  /** the family the home page's cards belong to, by its catalogue name */
  packagesEyebrow: satellite.name,
  packagesTitle: 'Choose your package',
  packagesText: `${satellite.description} Unlimited data on every ${satellite.name.toLowerCase()} plan. Pay monthly, or yearly and save.`,
  getStarted: 'Get Started',
  contactSales: 'Contact Sales Team',
  aboutEyebrow: 'About Us',
  aboutTitle: 'Connecting Ghana, one community at a time',
  aboutText:
    'We bring dependable satellite and wireless internet to students, homes and businesses in towns and villages that fixed lines do not reach.',
  studentBadge: '60+',
  studentBadgeLabel: 'Student Users',
  learnMore: 'Learn More',
  contactEyebrow: 'Contact',
  contactTitle: 'Get in touch',
  contactText:
    'Questions about a plan, an installation or your bill? Send us a message and we will reply within 24 hours.',
  formTitle: 'Send us a message',
  ctaTitle: 'Ready to get connected?',
  ctaText: 'Create your account in minutes, or let our recommendation tool find the right technology for your address.',
  ctaSignup: 'Create an Account',
  ctaAi: 'Get an AI Coverage Recommendation',
  /** spec §1: registered under Act 992; the home page gives registration as December 2024 */
  registered: (act: string, when: string) => `A limited company registered under the ${act} in ${when}.`,
} as const;

export const homeClaims = [
  { value: '99.2%', label: 'Uptime' },
  { value: '200Mbps', label: 'Speeds up to' },
  { value: '60+', label: 'Student users' },
] as const;

/** The About section's four highlights (ours: the spec names only their number). */
export const homeHighlights = [
  { title: 'Reliable Connectivity', text: 'Satellite and wireless links built for 99.2% uptime.' },
  { title: 'Affordable Plans', text: 'Student, home and business plans priced in GH₵, paid by mobile money.' },
  {
    title: 'Local Support',
    text: `A team in Accra that answers by phone${brand.whatsapp ? ', email and WhatsApp' : ' and email'}.`,
  },
  { title: 'Fast Installation', text: 'Residential installation in 1-3 business days.' },
] as const;

/** Home page hours (spec §9: Mon-Fri 8AM-6PM, Sat 9AM-4PM). */
export const homeHours = [
  { days: 'Mon-Fri', time: '8AM-6PM' },
  { days: 'Sat', time: '9AM-4PM' },
] as const;
