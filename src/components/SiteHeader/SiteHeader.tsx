import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import * as styles from './SiteHeader.css';

export interface NavItem {
  label: string;
  href: string;
}

export const primaryNav: NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services' },
  { label: 'About', href: '/about' },
  { label: 'Support', href: '/support' },
  { label: 'Contact', href: '/contact' },
];

export interface SiteHeaderProps {
  brandName: string;
  /** The current path, to mark the active link. */
  currentPath: string;
  items?: NavItem[];
  /** The account area: a Sign In link or the user menu. */
  account?: ReactNode;
}

/** The fixed top bar: brand, primary navigation and the account slot. */
export function SiteHeader({ brandName, currentPath, items = primaryNav, account }: SiteHeaderProps) {
  return (
    <div className={styles.bar}>
      <Link href="/" className={styles.brand}>
        {brandName}
      </Link>
      <nav aria-label="Main" className={styles.nav}>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                className={styles.link}
                aria-current={item.href === currentPath ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        {account}
      </nav>
    </div>
  );
}
