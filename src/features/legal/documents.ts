/**
 * The legal pages as data (spec: billing §1 policies, §2 "Legal pages", §9 "Policies"): one document
 * per page, rendered by LegalDocument with its table of contents. The spec states the policies; the
 * wording around them is ours. Every document carries the one "last updated" date the spec gives.
 */
import { brand } from '../../domain/brand';
import { walletList } from '../../domain/format/phone';

export type LegalBlock = string | { list: readonly string[] };

export interface LegalSection {
  /** the anchor of the section (#id) */
  id: string;
  title: string;
  body: readonly LegalBlock[];
}

export interface LegalDocumentData {
  slug: 'terms-conditions' | 'privacy-policy' | 'cookie-policy';
  title: string;
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
}

/** Privacy policy last updated November 18, 2024 (billing §9); the same date on every document. */
export const LAST_UPDATED = 'November 18, 2024';

const company = brand.name;

export const termsAndConditions: LegalDocumentData = {
  slug: 'terms-conditions',
  title: 'Terms and Conditions',
  lastUpdated: LAST_UPDATED,
  intro: `These terms govern your use of ${company}'s website and internet services. By creating an account or paying for a plan you agree to them.`,
  sections: [
    {
      id: 'eligibility',
      title: 'Eligibility',
      body: [
        'You must be at least 18 years old to accept these terms and hold an account.',
        'Our services are not directed to children under 13.',
      ],
    },
    {
      id: 'service',
      title: 'Your service',
      body: [
        'Service activates immediately after payment, and we confirm it by SMS.',
        'Service is tied to your registered address and is for personal use only, unless you subscribe to a business plan.',
        {
          list: [
            'Plan changes take effect on the next billing cycle.',
            'You can pause your subscription for up to 3 months by contacting support.',
            'Cancellation needs 30 days notice.',
          ],
        },
      ],
    },
    {
      id: 'payments',
      title: 'Payments and billing',
      body: [
        `Prices are in Ghana cedis (GH₵). You pay monthly or yearly by mobile money (${walletList('and')}) through our payment provider.`,
        'A mobile money payment usually takes 1-3 minutes to confirm.',
      ],
    },
    {
      id: 'refunds',
      title: 'Refunds',
      body: [
        'We offer a 14-day money-back guarantee: if you are not satisfied, ask for a refund within 14 days of your first payment.',
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      body: [
        'Do not use the service to break the law, to harm others or our network, or to resell access without our written agreement.',
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      body: [
        `To the extent the law allows, ${company}'s total liability to you for any claim about the service is capped at $50.`,
        'We are not liable for losses caused by events outside our reasonable control, such as severe weather or power failures.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      body: ['We may update these terms. We will tell you of significant changes before they take effect.'],
    },
    {
      id: 'contact',
      title: 'Contact',
      body: ['Questions about these terms: write to us through the Contact page.'],
    },
  ],
};

export const privacyPolicy: LegalDocumentData = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  lastUpdated: LAST_UPDATED,
  intro: `This policy explains what personal data ${company} collects, why, and the choices you have.`,
  sections: [
    {
      id: 'data-we-collect',
      title: 'Data we collect',
      body: [
        {
          list: [
            'Account details: your name, email address, phone number and, if you give them, your date of birth and profile picture.',
            'Service details: your plan, subscription, invoices and payments.',
            'Messages you send us and coverage requests, with the contact details you give.',
            'Usage data about how the website is used, only with your consent.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use',
      title: 'How we use it',
      body: [
        {
          list: [
            'To provide, bill and support your service.',
            'To send service messages, such as payment confirmations.',
            'To improve the website and our coverage.',
            'To send promotions, only if you have not opted out.',
          ],
        },
      ],
    },
    {
      id: 'marketing',
      title: 'Promotional messages',
      body: [
        'You can opt out of promotional messages at any time, from your settings or with the link in any promotional message. Service messages are still sent.',
      ],
    },
    {
      id: 'sharing',
      title: 'Sharing',
      body: [
        'We share data only with the providers that run our service for us, such as our payment provider, and when the law requires it. We do not sell your data.',
      ],
    },
    {
      id: 'children',
      title: 'Children',
      body: ['Our services are not for children under 13, and we do not knowingly collect their data.'],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      body: [
        'You can see and correct your details in your account, and ask us for a copy of your data or to delete it.',
        'We respect your browser’s Do Not Track setting.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: ['Significant changes to this policy take effect 30 days after we notify you.'],
    },
    {
      id: 'contact',
      title: 'Contact',
      body: ['Questions about your privacy: write to us through the Contact page.'],
    },
  ],
};

export const cookiePolicy: LegalDocumentData = {
  slug: 'cookie-policy',
  title: 'Cookie Policy',
  lastUpdated: LAST_UPDATED,
  intro: `This policy explains how ${company} uses cookies and similar browser storage, and how you choose which we may use.`,
  sections: [
    {
      id: 'what-are-cookies',
      title: 'What cookies are',
      body: [
        'Cookies and browser storage are small pieces of data a website keeps in your browser, for example to keep you signed in.',
      ],
    },
    {
      id: 'cookies-we-use',
      title: 'Cookies we use',
      body: [
        {
          list: [
            'Essential: keep you signed in and remember your cookie choice. The site cannot work without them.',
            'Analytics: measure how pages are used, only when you accept them. We respect Do Not Track.',
            'Preferences: remember settings such as your theme.',
          ],
        },
      ],
    },
    {
      id: 'your-choices',
      title: 'Your choices',
      body: [
        'The cookie banner lets you accept, reject or set your preferences. You can change your choice at any time from the link in the footer.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: ['We may update this policy; the date above shows the latest version.'],
    },
  ],
};

export const LEGAL_DOCUMENTS = { termsAndConditions, privacyPolicy, cookiePolicy } as const;
