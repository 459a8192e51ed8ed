import { useId } from 'react';
import { Link } from 'react-aria-components';
import * as styles from './SiteFooter.css';

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

export interface SocialLink {
  network: 'facebook' | 'x' | 'instagram' | 'linkedin' | 'youtube' | 'whatsapp';
  href: string;
  /** Accessible name, e.g. 'SkyLink Ghana on Facebook'. */
  label: string;
}

export interface FooterContact {
  phone?: string;
  email?: string;
  address?: string;
  hours?: string;
}

const socialPaths: Record<SocialLink['network'], string> = {
  facebook: 'M14 8h2.5V4.5H14c-2.2 0-4 1.8-4 4V11H7.5v3.5H10V21h3.5v-6.5H16l.5-3.5h-3V8.5c0-.3.2-.5.5-.5z',
  x: 'M4 4l16 16M20 4 4 20',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2.5v.01',
  linkedin:
    'M4 9h3.5v11H4zM5.75 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h3.3v1.6c.5-.9 1.7-1.8 3.4-1.8 3.5 0 4.3 2.2 4.3 5.2v6H17.5v-5.3c0-1.3-.1-2.9-1.8-2.9s-2.2 1.4-2.2 2.8V20H10z',
  youtube:
    'M3 8.5c0-2 1.5-3.5 3.5-3.5h11c2 0 3.5 1.5 3.5 3.5v7c0 2-1.5 3.5-3.5 3.5h-11C4.5 19 3 17.5 3 15.5zM10 9v6l5-3z',
  whatsapp: 'M4 20l1.3-4A8 8 0 1 1 8 18.7zM9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1.2-.5-2-1.3-2.5-2.5l1-1-1-2z',
};

export interface SiteFooterProps {
  brandName: string;
  /** The copyright year; the app passes the current year (a prop so stories are stable). */
  year: number;
  tagline?: string;
  contact?: FooterContact;
  social?: SocialLink[];
  columns: FooterColumn[];
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The page footer: brand and tagline, contact details (phone, email, address, hours), social
 * links, the link columns passed in (the site uses Services, Support, Company, Legal) and the copyright line with the year passed in. Render it
 * once in PageFrame's footer slot; dashboards don't use it.
 */
export function SiteFooter({ brandName, year, tagline, contact, social = [], columns }: SiteFooterProps) {
  const baseId = useId();
  return (
    <div className={styles.inner}>
      <div className={styles.top}>
        <div className={styles.about}>
          <p className={styles.brand}>{brandName}</p>
          {tagline ? <p className={styles.tagline}>{tagline}</p> : null}
          {contact ? (
            <address className={styles.contact}>
              {contact.phone ? (
                <Link href={telHref(contact.phone)} className={styles.link}>
                  Call {contact.phone}
                </Link>
              ) : null}
              {contact.email ? (
                <Link href={`mailto:${contact.email}`} className={styles.link}>
                  {contact.email}
                </Link>
              ) : null}
              {contact.address ? <span>{contact.address}</span> : null}
              {contact.hours ? <span>{contact.hours}</span> : null}
            </address>
          ) : null}
          {social.length > 0 ? (
            <ul className={styles.social} aria-label="Social media">
              {social.map((s) => (
                <li key={s.network}>
                  <Link
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={s.label}
                    className={styles.socialLink}
                  >
                    <svg
                      className={styles.socialIcon}
                      viewBox="0 0 24 24"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.75"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                      aria-hidden="true"
                      focusable="false"
                    >
                      <path d={socialPaths[s.network]} />
                    </svg>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className={styles.columns}>
          {columns.map((column, index) => {
            const titleId = `${baseId}-${index}`;
            return (
              <nav key={column.title} aria-labelledby={titleId} className={styles.column}>
                <h2 id={titleId} className={styles.columnTitle}>
                  {column.title}
                </h2>
                <ul className={styles.links}>
                  {column.links.map((l) => (
                    <li key={l.href}>
                      <Link href={l.href} className={styles.link}>
                        {l.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            );
          })}
        </div>
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>
          © {year} {brandName}. All rights reserved.
        </p>
      </div>
    </div>
  );
}
