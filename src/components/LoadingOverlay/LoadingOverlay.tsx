import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './LoadingOverlay.css';

export interface LoadingOverlayProps {
  isLoading: boolean;
  /** Shown and announced, e.g. the product's "Analyzing with AI..." or "Verifying payment...". */
  label: string;
  /** The content being refreshed; it stays visible but cannot be reached while loading. */
  children?: ReactNode;
  /** Cover the whole viewport instead of the wrapped region (e.g. while a payment is verified). */
  fullscreen?: boolean;
  className?: string;
}

/**
 * Covers a region that is busy (refreshing a table, verifying a payment) with a labelled
 * spinner. The covered content is marked `aria-busy` and made `inert`, so nothing behind the
 * overlay can be focused or clicked. For a first load with no content yet, use Skeleton or a
 * block Spinner instead.
 */
export function LoadingOverlay({ isLoading, label, children, fullscreen = false, className }: LoadingOverlayProps) {
  return (
    <div className={cx(styles.root, className)} aria-busy={isLoading || undefined}>
      <div inert={isLoading || undefined}>{children}</div>
      {isLoading ? (
        <div className={cx(styles.overlay, fullscreen && styles.fullscreen)}>
          <div className={styles.panel}>
            <Spinner label={label} showLabel tone="accent" />
          </div>
        </div>
      ) : null}
    </div>
  );
}
