import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import { visuallyHidden } from '../private/visuallyHidden.css';
import * as styles from './Badge.css';

export type BadgeTone = keyof typeof styles.subtle;
export type BadgeVariant = 'subtle' | 'solid';

export interface BadgeProps {
  /** The text of the badge. Always give text: colour alone never carries meaning. */
  children: ReactNode;
  tone?: BadgeTone;
  variant?: BadgeVariant;
  size?: 'sm' | 'md';
  /** A small decorative icon before the text (rendered aria-hidden). */
  icon?: ReactNode;
  /** Text read before the visible text by screen readers only, e.g. "Status:" or "Plan badge:". */
  srPrefix?: string;
  /** Let the text wrap in a narrow place instead of ending in an ellipsis (for words that must be read whole). */
  wrap?: boolean;
  id?: string;
  className?: string;
}

/**
 * A short non-interactive label: plan badges ('Most Popular', 'Best Value', 'Enterprise'), savings
 * ('Save up to 17%'), counts. For payment and subscription states use StatusBadge, which picks the
 * tone and text from the status.
 */
export function Badge({
  children,
  tone = 'neutral',
  variant = 'subtle',
  size = 'md',
  icon,
  srPrefix,
  wrap = false,
  id,
  className,
}: BadgeProps) {
  const toneClass = variant === 'solid' ? styles.solid[tone] : styles.subtle[tone];
  return (
    <span
      id={id}
      data-tone={tone}
      className={cx(styles.base, styles.size[size], toneClass, wrap && styles.wraps, className)}
    >
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className={wrap ? undefined : styles.label}>
        {srPrefix ? <span className={visuallyHidden}>{srPrefix} </span> : null}
        {children}
      </span>
    </span>
  );
}
