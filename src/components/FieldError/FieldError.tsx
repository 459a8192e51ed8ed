import type { ReactNode } from 'react';
import { ErrorIcon } from '../Icon/Icon';
import { cx } from '../private/cx';
import * as styles from './FieldError.css';

export interface FieldErrorProps {
  /** The message; nothing is rendered when empty. */
  children?: ReactNode;
  /** Reference it from the control with `aria-describedby` (and set `aria-invalid` there). */
  id?: string;
  /**
   * Announce it when it appears (role=alert). Leave off for errors shown on submit together with
   * the Form's error summary, which is focused and read instead.
   */
  live?: boolean;
  className?: string;
}

/**
 * A validation message under a control that is not one of our field components (for example a
 * group of plan cards). TextField, PasswordField, Checkbox and the other fields show their own
 * errors through `errorMessage`; use this only when building something custom.
 */
export function FieldError({ children, id, live = false, className }: FieldErrorProps) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <p id={id} role={live ? 'alert' : undefined} className={cx(styles.root, className)}>
      <ErrorIcon size="sm" className={styles.icon} />
      <span>{children}</span>
    </p>
  );
}
