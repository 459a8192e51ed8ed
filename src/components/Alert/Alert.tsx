import type { ReactNode } from 'react';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../Icon/Icon';
import { cx } from '../private/cx';
import type { Tone } from '../private/tone';
import * as styles from './Alert.css';

export type AlertTone = Extract<Tone, 'info' | 'success' | 'warning' | 'danger'>;

export interface AlertProps {
  tone?: AlertTone;
  /** Short bold first line, e.g. "Payment failed". */
  title?: ReactNode;
  /** The message; quote the product's text exactly. */
  children?: ReactNode;
  /** Buttons or links under the message (e.g. "Try again"). */
  actions?: ReactNode;
  /** Shows a close button ("Dismiss") that calls this. */
  onDismiss?: () => void;
  /**
   * How it is announced. Defaults to `alert` (assertive) for `danger` and `status` (polite) for the
   * other tones. Use `none` for a static callout that is part of the page, not a reaction.
   */
  announce?: 'alert' | 'status' | 'none';
  id?: string;
  className?: string;
}

const icons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, danger: ErrorIcon } as const;

/**
 * An in-page message: form and request errors, success confirmations, warnings and info notes.
 * It replaces native `alert()`. Errors are announced assertively (role=alert); the other tones
 * politely (role=status). For a passing confirmation that goes away by itself use Toast; for a
 * field's own error use the field's `errorMessage`.
 */
export function Alert({ tone = 'info', title, children, actions, onDismiss, announce, id, className }: AlertProps) {
  const role = announce ?? (tone === 'danger' ? 'alert' : 'status');
  const ToneIcon = icons[tone];
  return (
    <div
      id={id}
      role={role === 'none' ? undefined : role}
      data-tone={tone}
      className={cx(styles.root, styles.tone[tone], className)}
    >
      <span className={`${styles.icon} ${styles.iconTone[tone]}`}>
        <ToneIcon size="md" />
      </span>
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div>{children}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {onDismiss ? (
        <button type="button" aria-label="Dismiss" onClick={() => onDismiss()} className={styles.dismiss}>
          <CloseIcon size="sm" />
        </button>
      ) : null}
    </div>
  );
}

/** A static note that is part of the page (not announced), e.g. the payment page's info note. */
export function Callout(props: Omit<AlertProps, 'announce'>) {
  return <Alert {...props} announce="none" />;
}
