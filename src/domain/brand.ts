/**
 * The company as the site presents it: one place for its facts, read by the header, footer, the
 * public pages and the server's mail. The product does not name the company or give its phone
 * numbers, mailboxes, address, social pages or registration number; the values below are ours
 * (see README, "Decisions where the spec is silent") and are replaced here, once, by the real ones.
 */
export const brand = {
  name: 'SkyLink Ghana',
  shortName: 'SkyLink',
  legalName: 'SkyLink Ghana Limited',
  market: 'Ghana',
  currency: 'GHS',
  currencySymbol: 'GH₵',
  country: 'GH',
  appVersion: '1.0.0',
  /** Phone lines (spec §9: phone lines Mon-Fri 8AM-6PM). Display form; `tel:` links strip the spaces. */
  phones: {
    main: '+233 30 290 1234',
    support: '+233 24 290 1234',
  },
  /** Mailboxes. Spec §9 response times: leadership 24 h, services 2 h, social 4 h. */
  emails: {
    /** where contact forms go (the "services mailbox") */
    services: 'services@skylinkghana.com',
    support: 'support@skylinkghana.com',
    leadership: 'leadership@skylinkghana.com',
    social: 'social@skylinkghana.com',
  },
  address: {
    street: '14 Independence Avenue',
    area: 'Ridge',
    city: 'Accra',
    region: 'Greater Accra',
    country: 'Ghana',
    /** one line, for the footer and cards */
    oneLine: '14 Independence Avenue, Ridge, Accra, Ghana',
  },
  /** The social page the home hero links to, and the footer's social links. */
  social: {
    facebook: 'https://www.facebook.com/skylinkghana',
    x: 'https://x.com/skylinkghana',
    instagram: 'https://www.instagram.com/skylinkghana',
    linkedin: 'https://www.linkedin.com/company/skylinkghana',
  },
  /** Registered as a limited company under Ghana's Companies Act 2019 (Act 992). */
  registration: {
    act: 'Companies Act 2019 (Act 992)',
    number: 'CS123456789',
    /** the home page gives registration as December 2024 */
    registered: 'December 2024',
  },
  /** The external network status site (Support page resource, opens in a new tab). */
  statusUrl: 'https://status.skylinkghana.com',
} as const;

/** A `tel:` href for a display phone number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A `mailto:` href with an optional prefilled subject and body (encoded as RFC 6068 asks). */
export function mailtoHref(to: string, fields: { subject?: string; body?: string } = {}): string {
  const query = Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value as string)}`)
    .join('&');
  return query ? `mailto:${to}?${query}` : `mailto:${to}`;
}
