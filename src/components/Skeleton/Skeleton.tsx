import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../private/cx';
import { visuallyHidden } from '../private/visuallyHidden.css';
import * as styles from './Skeleton.css';

export type SkeletonShape = keyof typeof styles.shape;

export interface SkeletonProps {
  shape?: SkeletonShape;
  /** CSS width, e.g. '60%' or a token such as `vars.size.control.lg`; default 100%. */
  width?: string;
  /** CSS height for `rect`/`circle` (text shapes follow the font size). */
  height?: string;
  /** Number of text lines; the last one is shorter. */
  lines?: number;
  className?: string;
}

/** A grey placeholder in the shape of content that is still loading. Always decorative. */
export function Skeleton({ shape = 'text', width, height, lines = 1, className }: SkeletonProps) {
  const style: CSSProperties = { width: width ?? (shape === 'circle' ? height : '100%'), height };
  if (shape === 'text' && lines > 1) {
    return (
      <span className={cx(styles.group, className)} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines
            key={i}
            className={`${styles.bone} ${styles.shape.text}`}
            style={{ width: i === lines - 1 ? '60%' : (width ?? '100%') }}
          />
        ))}
      </span>
    );
  }
  return <span className={cx(styles.bone, styles.shape[shape], className)} style={style} aria-hidden="true" />;
}

export interface SkeletonGroupProps {
  /** Announced once, e.g. "Loading invoices". */
  label: string;
  children: ReactNode;
  className?: string;
}

/**
 * Wraps the skeleton of a section: screen readers hear the label once (role=status) instead of
 * a list of empty shapes. Use it for first loads where the layout is known (cards, tables); for
 * a short wait in a button use Spinner.
 */
export function SkeletonGroup({ label, children, className }: SkeletonGroupProps) {
  return (
    <div role="status" aria-busy="true" className={cx(styles.section, className)}>
      <span className={visuallyHidden}>{label}</span>
      {children}
    </div>
  );
}
