/**
 * The company as the site presents it: one place for its facts, read by the header, footer, the
 * public pages, receipts, payment errors and the server's mail. The product does not name the company or give
 * its phone numbers, mailboxes, address, social pages or registration number; the values below are ours
 * (see docs/product-rules.md, "Decisions where the spec is silent") and are replaced here, once, by the real ones. Facts a
 * deployment may lack (a registration number, a WhatsApp channel) are options: unset, nothing claims them.
 */
/**
 * The facts a deployment may or may not have: each is claimed on the site only when it is set here (null:
 * the About page shows no registration number, and no page offers WhatsApp).
 */
export interface BrandOptions {
  /** the company's registration number at the Registrar-General's Department */
  registrationNumber?: string | null;
  /** a WhatsApp number customers can write to, in the display form of `phone` */
  whatsapp?: string | null;
}

/** What this build claims: set a fact here once it is real (like every fact here, ours until replaced). */
const configured: BrandOptions = { whatsapp: '+233 24 290 1234' };

/** The one domain of the site and its mailboxes. */
const DOMAIN = 'skylinkghana.com';
/** The one phone line (footer, contact and support pages, receipts, payment errors). */
const PHONE = '+233 30 290 1234';

/** The brand facts with the deployment's options filled in (exported for the tests). */
export const brandFacts = (options: BrandOptions) =>
  ({
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
      main: PHONE,
      /** the same line: the site gives one number */
      support: PHONE,
    },
    /** the site's domain: every mailbox is on it */
    domain: DOMAIN,
    /** a WhatsApp channel, or null when there is none */
    whatsapp: options.whatsapp ?? null,
    /** Mailboxes. Spec §9 response times: leadership 24 h, services 2 h, social 4 h. */
    emails: {
      /** where contact forms go (the "services mailbox") */
      services: `services@${DOMAIN}`,
      support: `support@${DOMAIN}`,
      leadership: `leadership@${DOMAIN}`,
      social: `social@${DOMAIN}`,
      /** the sender of the server's mail unless MAIL_FROM says otherwise */
      noReply: `no-reply@${DOMAIN}`,
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
      /** null until configured: the About page then leaves the line out */
      number: options.registrationNumber ?? null,
      /** the home page gives registration as December 2024 */
      registered: 'December 2024',
    },
    /** The external network status site (Support page resource, opens in a new tab). */
    statusUrl: `https://status.${DOMAIN}`,
  }) as const;

export const brand = brandFacts(configured);

/** A `tel:` href for a display phone number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A WhatsApp chat link (wa.me takes the international number as digits only: no '+', spaces or leading 0). */
export const whatsappHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;

/** A `mailto:` href with an optional prefilled subject and body (encoded as RFC 6068 asks). */
export function mailtoHref(to: string, fields: { subject?: string; body?: string } = {}): string {
  const query = Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value as string)}`)
    .join('&');
  return query ? `mailto:${to}?${query}` : `mailto:${to}`;
}
