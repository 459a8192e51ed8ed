import { type ReactNode, useId } from 'react';
import { Link } from 'react-aria-components';
import { FacebookIcon, InstagramIcon, LinkedInIcon, WhatsAppIcon, XIcon, YouTubeIcon } from '../Icon/Icon';
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

const socialIcons: Record<SocialLink['network'], typeof FacebookIcon> = {
  facebook: FacebookIcon,
  x: XIcon,
  instagram: InstagramIcon,
  linkedin: LinkedInIcon,
  youtube: YouTubeIcon,
  whatsapp: WhatsAppIcon,
};

function SocialIcon({ network }: { network: SocialLink['network'] }) {
  const Mark = socialIcons[network];
  return <Mark size="md" />;
}

export interface SiteFooterProps {
  brandName: string;
  /** The copyright year; the app passes the current year (a prop so stories are stable). */
  year: number;
  tagline?: string;
  contact?: FooterContact;
  social?: SocialLink[];
  columns: FooterColumn[];
  /** Controls on the copyright line, e.g. the site's 'Cookie settings' button. */
  bottomActions?: ReactNode;
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The page footer: brand and tagline, contact details (phone, email, address, hours), social
 * links, the link columns passed in (the site uses Services, Support, Company, Legal) and the copyright line with the year passed in. Render it
 * once in PageFrame's footer slot; dashboards don't use it.
 */
export function SiteFooter({
  brandName,
  year,
  tagline,
  contact,
  social = [],
  columns,
  bottomActions,
}: SiteFooterProps) {
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
                    <SocialIcon network={s.network} />
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
        {bottomActions}
      </div>
    </div>
  );
}
