import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import * as styles from './DescriptionList.css';

export interface DescriptionItem {
  /** Stable key; defaults to the term when it is a string. */
  id?: string;
  term: ReactNode;
  description: ReactNode;
}

export interface DescriptionListProps {
  items: DescriptionItem[];
  /** 'inline' puts term and value side by side from 480 px (receipts, plan summaries); 'stacked' always stacks. */
  layout?: 'inline' | 'stacked';
  /** Lines between rows. */
  divided?: boolean;
  /** Align values to the end in the inline layout (amounts). */
  alignValues?: 'start' | 'end';
  'aria-label'?: string;
}

/**
 * Facts about one thing as term / value pairs (a `dl`): plan name, speed and data on the payment
 * step; amount, transaction id, method and date on a receipt; profile details. For many records
 * with the same fields use DataTable; for headline figures use StatTile.
 */
export function DescriptionList({
  items,
  layout = 'inline',
  divided = true,
  alignValues = 'start',
  'aria-label': ariaLabel,
}: DescriptionListProps) {
  return (
    <dl className={styles.list} aria-label={ariaLabel}>
      {items.map((item, index) => (
        <div
          key={item.id ?? (typeof item.term === 'string' ? item.term : index)}
          className={cx(styles.row, layout === 'inline' && styles.inlineRow, divided && styles.divided)}
        >
          <dt className={styles.term}>{item.term}</dt>
          <dd className={cx(styles.description, alignValues === 'end' && styles.endAligned)}>{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}
