import { CheckIcon } from '../Icon/Icon';
import { cx } from '../private/cx';
import { visuallyHidden } from '../private/visuallyHidden.css';
import * as styles from './ProgressSteps.css';

export const PAYMENT_STEPS = ['Plan Details', 'Payment', 'Complete'] as const;

export interface ProgressStepsProps {
  /** Step names in order; defaults to the payment flow's Plan Details, Payment, Complete. */
  steps?: readonly string[];
  /** Index of the current step (0-based). Equal to `steps.length` when everything is done. */
  current: number;
  /** Name of the list for screen readers. */
  label?: string;
  className?: string;
}

type Status = 'complete' | 'current' | 'upcoming';

/**
 * Where the person is in a multi-step flow (the payment progress bar: Plan Details, Payment,
 * Complete). It is an ordered list, not interactive: the current step has aria-current="step"
 * and finished steps say "completed". Do not use it for navigation between pages; use Tabs.
 */
export function ProgressSteps({
  steps = PAYMENT_STEPS,
  current,
  label = 'Payment progress',
  className,
}: ProgressStepsProps) {
  return (
    <ol aria-label={label} className={cx(styles.list, className)}>
      {steps.map((name, index) => {
        const status: Status = index < current ? 'complete' : index === current ? 'current' : 'upcoming';
        return (
          <li
            key={name}
            className={styles.step}
            data-status={status}
            aria-current={status === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {status === 'complete' ? <CheckIcon size="sm" /> : index + 1}
            </span>
            <span className={styles.label}>
              {name}
              {status === 'complete' ? <span className={visuallyHidden}> (completed)</span> : null}
              {status === 'current' ? <span className={visuallyHidden}> (current step)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
