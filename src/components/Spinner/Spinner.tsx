import { cx } from '../private/cx';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** What is loading, read by screen readers (e.g. "Signing in"). */
  label: string;
  /** Show the label next to the spinner instead of only to assistive technology. */
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** `current` follows the text colour (inside buttons); `accent` for standalone use. */
  tone?: 'current' | 'accent' | 'muted';
  /** `block` centres it (with the label underneath) in a section waiting for data. */
  layout?: 'inline' | 'block';
  className?: string;
}

/**
 * An indeterminate progress indicator with an accessible name (role progressbar). Use it inside
 * buttons (Button's `isPending` does that) and for short waits; for content whose shape is known
 * use Skeleton; to cover a region that is busy use LoadingOverlay.
 *
 * Plain ARIA markup (an indeterminate progressbar has no value to format), not React Aria's
 * ProgressBar: Button uses the spinner, so it is in every first load, and this keeps React Aria's
 * progress and number-formatting code out of it.
 */
export function Spinner({
  label,
  showLabel = false,
  size = 'md',
  tone = 'current',
  layout = 'inline',
  className,
}: SpinnerProps) {
  return (
    <span
      role="progressbar"
      aria-label={label}
      className={cx(styles.wrapper, layout === 'block' && styles.block, styles.tone[tone], className)}
    >
      <span className={`${styles.spinner} ${styles.size[size]}`} aria-hidden="true" />
      {showLabel ? <span className={styles.label}>{label}</span> : null}
    </span>
  );
}
