import { type ReactNode, useId } from 'react';
import { Button as AriaButton, Link } from 'react-aria-components';
import { Badge } from '../Badge/Badge';
import * as styles from './DashboardSidebar.css';

export interface SidebarItem {
  id: string;
  label: string;
  /** Navigate here (a link); without it the item is a button calling `onSelect`. */
  href?: string;
  icon?: ReactNode;
  /**
   * Shows a 'Coming Soon' badge. The item still responds (`onSelect`) so the screen can show the
   * coming-soon panel, as the product's dashboard does.
   */
  isComingSoon?: boolean;
  /** Not selectable at all (skipped by Tab). */
  isDisabled?: boolean;
}

export interface DashboardSidebarProps {
  items: SidebarItem[];
  /** The current item: marked aria-current="page". */
  activeId?: string;
  onSelect?: (id: string) => void;
  /** The navigation's name (default 'Dashboard'). */
  label?: string;
  /** A small visible heading above the list. */
  heading?: string;
  /** Content under the list (a Logout button). */
  footer?: ReactNode;
}

/**
 * The dashboard's section navigation: a list of links or buttons with the current one marked,
 * 'Coming Soon' items that still open their placeholder panel, and fully disabled items. Put it
 * in DashboardShell's `sidebar` slot (which turns it into a drawer on small screens). For the
 * site's main navigation use SiteHeader; for switching panels in place use Tabs.
 */
export function DashboardSidebar({
  items,
  activeId,
  onSelect,
  label = 'Dashboard',
  heading,
  footer,
}: DashboardSidebarProps) {
  const headingId = useId();
  return (
    <nav
      aria-label={heading ? undefined : label}
      aria-labelledby={heading ? headingId : undefined}
      className={styles.nav}
    >
      {heading ? (
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
      ) : null}
      <ul className={styles.list}>
        {items.map((item) => {
          const current = item.id === activeId ? 'page' : undefined;
          const content = (
            <>
              {item.icon ? (
                <span className={styles.icon} aria-hidden="true">
                  {item.icon}
                </span>
              ) : null}
              <span className={styles.label}>{item.label}</span>
              {item.isComingSoon ? (
                <Badge size="sm" tone="neutral">
                  Coming Soon
                </Badge>
              ) : null}
            </>
          );
          return (
            <li key={item.id}>
              {item.href && !item.isDisabled ? (
                <Link
                  href={item.href}
                  className={styles.item}
                  aria-current={current}
                  onPress={() => onSelect?.(item.id)}
                >
                  {content}
                </Link>
              ) : (
                <AriaButton
                  className={styles.item}
                  aria-current={current}
                  isDisabled={item.isDisabled}
                  onPress={() => onSelect?.(item.id)}
                >
                  {content}
                </AriaButton>
              )}
            </li>
          );
        })}
      </ul>
      {footer}
    </nav>
  );
}
