import type { ReactNode } from 'react';
import { InboxIcon } from '../Icon/Icon';
import { cx } from '../private/cx';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** A decorative icon; defaults to an inbox. */
  icon?: ReactNode;
  /** One or two buttons or links (e.g. "See Packages"). */
  actions?: ReactNode;
  /** Heading level of the title so it fits the page outline (default 2). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * What a list or section shows when it has nothing yet ("No invoices yet", "No payments match
 * this filter"), with the next useful action. Not for errors (use Alert) nor for features that
 * do not exist yet (use ComingSoonPanel).
 */
export function EmptyState({ title, description, icon, actions, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.root, className)}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? <InboxIcon />}
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
