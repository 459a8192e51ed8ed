/**
 * The Support page's words (site spec §2, §3, §9). Hours here are the Support page's own: Mon-Fri
 * 8AM-8PM, Sat 9AM-5PM (phone lines Mon-Fri 8AM-6PM); they differ from the Contact page on purpose.
 * The FAQ's sixteen answers carry the spec's FAQ claims (§9); the questions' wording is ours. Plans, speeds and
 * data allowances are the catalogue's (src/domain/plans.ts), named with their family: the spec's FAQ names
 * plans (Starter, Growth, Business Beta) that the product does not sell.
 */
import { brand } from '../../domain/brand';
import { walletList } from '../../domain/format/phone';
import { PLAN_FAMILIES, PLAN_FAMILY_ORDER, plansOf } from '../../domain/plans';

export const supportText = {
  title: 'How can we help you today?',
  lead: 'Our support team is here for installations, connection problems, billing and anything else.',
  call: 'Call Support',
  email: 'Email Support',
  // ours: shown when the brand has a WhatsApp channel (src/domain/brand.ts)
  whatsapp: 'WhatsApp Support',
  contactTitle: 'Contact our teams',
  categoriesTitle: 'How we can help',
  faqTitle: 'Frequently Asked Questions',
  whenTitle: 'When to reach us',
  hoursTitle: 'Business Hours',
  priorityTitle: 'Priority Contact',
  priorityText:
    'Service down for your whole home or business? Call our support line and say "outage": outages go to the front of the queue.',
  resourcesTitle: 'Resources',
  stillTitle: 'Still Need Help?',
  stillText: 'Send us a message and we will get back to you within 24 hours, or call us now.',
  contactUs: 'Contact Us',
  callNow: 'Call Now',
  emailButton: 'Send Email',
} as const;

/** The subject the contact cards' email buttons prefill (spec §2). */
export const supportSubject = (cardTitle: string) => `Support Request - ${cardTitle}`;

export interface SupportCard {
  title: string;
  description: string;
  contact: string;
  /** what the email button says */
  action: string;
  available: string;
  email: string;
}

export const supportCards: readonly SupportCard[] = [
  {
    title: 'Technical Support',
    description: 'Connection problems, slow speeds, equipment and installation questions.',
    contact: brand.emails.support,
    action: 'Email Technical Support',
    available: 'Mon-Fri 8AM-8PM, Sat 9AM-5PM',
    email: brand.emails.support,
  },
  {
    title: 'Billing & Payments',
    description: 'Invoices, mobile money payments, refunds and plan changes.',
    contact: brand.emails.services,
    action: 'Email Billing',
    available: 'Replies within 2 hours',
    email: brand.emails.services,
  },
  {
    title: 'Sales & New Service',
    description: 'New connections, plan advice and coverage for your area.',
    contact: brand.emails.services,
    action: 'Email Sales',
    available: 'Replies within 2 hours',
    email: brand.emails.services,
  },
  {
    title: 'Business Accounts',
    description: 'Service levels, multiple sites and enterprise solutions.',
    contact: brand.emails.leadership,
    action: 'Email Business Accounts',
    available: 'Replies within 24 hours',
    email: brand.emails.leadership,
  },
  {
    title: 'Social Media',
    description: 'Quick questions and service updates on our social pages.',
    contact: brand.emails.social,
    action: 'Email Social Team',
    available: 'Replies within 4 hours',
    email: brand.emails.social,
  },
];

export const helpCategories = [
  {
    title: 'Internet Services',
    services: [
      'New installations',
      'Plan upgrades and downgrades',
      'Speed and coverage checks',
      'Relocation of service',
    ],
  },
  {
    title: 'Customer Support',
    services: ['Connection troubleshooting', 'Equipment replacement', 'Billing and payments', 'Account changes'],
  },
  {
    title: 'General Inquiries',
    services: ['Business partnerships', 'Student plans', 'Service areas', 'Feedback and complaints'],
  },
] as const;

export const supportHours = [
  { days: 'Mon-Fri', time: '8AM-8PM' },
  { days: 'Sat', time: '9AM-5PM' },
  { days: 'Phone lines', time: 'Mon-Fri 8AM-6PM' },
] as const;

export interface Faq {
  id: string;
  question: string;
  answer: string;
}

const catalogue = PLAN_FAMILY_ORDER.flatMap((f) => plansOf(f));

/** 'a, b and c' */
function listOf(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}

/** 'Our plans range from 10 to 100 Mbps. Satellite service: Student 25 Mbps, ... City broadband: ...' */
function speedsAnswer(): string {
  const speeds = catalogue.map((p) => p.speedMbps);
  const families = PLAN_FAMILY_ORDER.map(
    (f) => `${PLAN_FAMILIES[f].name}: ${listOf(plansOf(f).map((p) => `${p.name} ${p.speedMbps} Mbps`))}.`,
  );
  return `Our plans range from ${Math.min(...speeds)} to ${Math.max(...speeds)} Mbps. ${families.join(' ')}`;
}

/** Which plans have a data cap: 'Only on Basic Internet (100 GB a month). Every other plan ...' */
function dataAnswer(): string {
  const capped = catalogue.filter((p) => p.dataCapGb > 0);
  if (capped.length === 0) return 'No. Every plan has unlimited data with no caps.';
  const caps = listOf(capped.map((p) => `${p.name} (${p.dataCapGb} GB a month)`));
  return `Only on ${caps}. Every other plan has unlimited data with no caps.`;
}

/** The business plans of both families, with their family and speed. */
function businessAnswer(): string {
  const plans = catalogue.filter((p) => p.audience === 'business');
  const named = listOf(
    plans.map((p) => `${p.name} ${p.speedMbps} Mbps (${PLAN_FAMILIES[p.family].name.toLowerCase()})`),
  );
  return `Yes: ${named}, with priority support and same-day setup. Contact sales for multiple sites.`;
}

export const faqs: readonly Faq[] = [
  {
    id: 'speeds',
    question: 'What internet speeds do you offer?',
    answer: speedsAnswer(),
  },
  {
    id: 'installation',
    question: 'How long does installation take?',
    answer: 'Residential installation takes 1-3 business days and business installation 3-7 business days.',
  },
  { id: 'data', question: 'Is there a data cap?', answer: dataAnswer() },
  {
    id: 'payment',
    question: 'How can I pay for my plan?',
    answer: `By bank transfer, mobile money (${walletList('and')}), debit or credit card, or cash at our agents.`,
  },
  { id: 'upgrade', question: 'How quickly can I upgrade my plan?', answer: 'Upgrades take effect within 24 hours.' },
  {
    id: 'downgrade',
    question: 'Can I downgrade my plan?',
    answer: 'Yes. Downgrades take effect at the next billing cycle.',
  },
  {
    id: 'cancel',
    question: 'How do I cancel my service?',
    answer: 'Cancellation needs 30 days notice. Contact us to start it.',
  },
  {
    id: 'relocation',
    question: 'I am moving. Can I take my service with me?',
    answer: 'Yes, if your new address is covered. Relocation takes 3-5 business days.',
  },
  {
    id: 'areas',
    question: 'Which areas do you serve?',
    answer: `${PLAN_FAMILIES.residential.name} reaches anywhere in Ghana; ${PLAN_FAMILIES.packages.name.toLowerCase()} serves Accra, Kumasi, Takoradi and surrounding areas. Check your address with the coverage checker on our home page.`,
  },
  {
    id: 'hours',
    question: 'When is support available?',
    answer: 'Monday to Friday 8AM-8PM and Saturday 9AM-5PM.',
  },
  {
    id: 'equipment',
    question: 'What equipment do I need?',
    answer:
      'We bring and install everything your plan needs. You only need a power socket near where the equipment goes.',
  },
  {
    id: 'students',
    question: 'Do you have a plan for students?',
    answer: 'Yes. The Student plan is our most popular: unlimited data at a student price, paid monthly or yearly.',
  },
  {
    id: 'outage',
    question: 'What should I do if my connection stops working?',
    answer: 'Restart your router first. If that does not help, call our support line: outages get priority.',
  },
  {
    id: 'business',
    question: 'Do you offer plans for businesses?',
    answer: businessAnswer(),
  },
  {
    id: 'email-replies',
    question: 'How quickly do you answer emails?',
    answer: 'Our services team answers within 2 hours, our social team within 4 hours and leadership within 24 hours.',
  },
  {
    id: 'yearly',
    question: 'Is paying yearly cheaper?',
    answer:
      'Yes. Yearly billing costs less than twelve monthly payments; the Packages section on the home page shows both prices.',
  },
];
