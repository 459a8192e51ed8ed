import { ProgressBar } from 'react-aria-components';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** What is loading, read by screen readers (e.g. "Signing in"). */
  label: string;
  /** Show the label next to the spinner instead of only to assistive technology. */
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

const fontSize = { sm: '1rem', md: '1.5rem', lg: '2.5rem' } as const;

/** An indeterminate progress indicator with an accessible name (role progressbar). */
export function Spinner({ label, showLabel = false, size = 'md' }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className={styles.wrapper}>
      <span className={styles.spinner} style={{ fontSize: fontSize[size] }} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : null}
    </ProgressBar>
  );
}
