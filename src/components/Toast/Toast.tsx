import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Alert, type AlertTone } from '../Alert/Alert';
import { cx } from '../private/cx';
import * as styles from './Toast.css';

export interface ToastItem {
  id: string;
  tone?: AlertTone;
  title?: string;
  message: ReactNode;
  /**
   * Milliseconds before it dismisses itself (product rule: flash messages 5000, profile and password
   * successes 3000). `null` keeps it until closed, for when a machine owns the timer.
   */
  duration?: number | null;
}

export interface ToastProps extends Omit<ToastItem, 'id'> {
  onDismiss: () => void;
  /** Set by ToastRegion, whose polite live region already announces non-error messages. */
  announce?: 'alert' | 'status' | 'none';
}

/**
 * One flash message. It calls `onDismiss` after `duration`, pausing while the pointer is over it
 * or focus is inside it (so nobody loses a message they are reading), and always has a close
 * button. Errors are announced assertively, other tones politely.
 */
export function Toast({ tone = 'success', title, message, duration = 5000, onDismiss, announce }: ToastProps) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(duration ?? 0);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  useEffect(() => {
    remaining.current = duration ?? 0;
  }, [duration]);

  useEffect(() => {
    if (duration === null || paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissRef.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [duration, paused]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover/focus only pause the timer; the close button is the control
    <div
      className={styles.item}
      data-paused={paused || undefined}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <Alert tone={tone} title={title} onDismiss={onDismiss} announce={announce}>
        {message}
      </Alert>
    </div>
  );
}

export interface ToastRegionProps {
  toasts: readonly ToastItem[];
  onDismiss: (id: string) => void;
  /** `fixed` (default) stacks them at the bottom of the viewport; `inline` keeps them in the flow. */
  placement?: 'fixed' | 'inline';
  'aria-label'?: string;
}

/**
 * Where flash messages appear. The caller owns the list (a machine or provider): add an item to
 * show it, remove it in `onDismiss`. Each message is announced when it is added.
 */
export function ToastRegion({
  toasts,
  onDismiss,
  placement = 'fixed',
  'aria-label': ariaLabel = 'Notifications',
}: ToastRegionProps) {
  return (
    <section
      aria-label={ariaLabel}
      aria-live="polite"
      aria-relevant="additions text"
      className={cx(styles.region, placement === 'inline' && styles.inline)}
    >
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          tone={toast.tone}
          title={toast.title}
          message={toast.message}
          duration={toast.duration}
          announce={toast.tone === 'danger' ? 'alert' : 'none'}
          onDismiss={() => onDismiss(toast.id)}
        />
      ))}
    </section>
  );
}
