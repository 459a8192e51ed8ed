import { useEffect, useRef } from 'react';
import { Alert, type AlertTone, focusAfterCommit, focusTarget } from '@/components';

export interface FocusAlertProps {
  tone: AlertTone;
  message: string;
  title?: string;
  /** Move focus here when the message appears or changes (request failures, outcomes). */
  takeFocus?: boolean;
  id?: string;
}

/**
 * An Alert that can take focus when it appears, so keyboard and screen-reader users land on
 * the outcome of their submit (it is still announced by its role when focus stays elsewhere).
 */
export function FocusAlert({ tone, message, title, takeFocus = false, id }: FocusAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus && message) return focusAfterCommit(() => ref.current);
  }, [takeFocus, message]);
  return (
    <div ref={ref} tabIndex={-1} className={focusTarget}>
      <Alert tone={tone} title={title} id={id}>
        {message}
      </Alert>
    </div>
  );
}
