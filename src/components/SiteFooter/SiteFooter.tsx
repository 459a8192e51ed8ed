import { Link } from 'react-aria-components';
import * as styles from './SiteFooter.css';

export const legalLinks = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Cookie Policy', href: '/cookie-policy' },
  { label: 'Terms & Conditions', href: '/terms-conditions' },
];

export interface SiteFooterProps {
  brandName: string;
  /** The copyright year; the app passes the current year. */
  year: number;
}

/** The page footer: legal links and the copyright line with the current year. */
export function SiteFooter({ brandName, year }: SiteFooterProps) {
  return (
    <div className={styles.inner}>
      <p>
        © {year} {brandName}. All rights reserved.
      </p>
      <nav aria-label="Legal">
        <ul className={styles.links}>
          {legalLinks.map((l) => (
            <li key={l.href}>
              <Link href={l.href} className={styles.link}>
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
