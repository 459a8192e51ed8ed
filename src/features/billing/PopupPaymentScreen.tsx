import { useEffect, useRef } from 'react';
import { Alert, Button, Card, focusTarget, RadioGroup, revealAfterCommit, Spinner, Stack } from '@/components';
import { paths } from '../../domain/paths';
import * as styles from './Payment.css';
import { type PopupPaymentView, popupText as text } from './popupPayment.view';

export interface PopupPaymentScreenProps {
  view: PopupPaymentView;
  onSelect: (planId: string) => void;
  onPay: () => void;
  onRetry: () => void;
}

/**
 * When a payment ends, focus and the viewport go to its outcome (on a 390 px phone the failure above the
 * packages, or the success heading, is otherwise out of view or unread): the failure box, or the success
 * heading. Not on first load, and not while processing (focus stays on the pending Pay button, which
 * announces it).
 */
function useOutcomeFocus(status: PopupPaymentView['status']) {
  const failedRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const before = useRef(status);
  useEffect(() => {
    const was = before.current;
    before.current = status;
    if (was === status) return;
    if (status === 'failed') return revealAfterCommit(() => failedRef.current);
    if (status === 'success') return revealAfterCommit(() => successRef.current);
  }, [status]);
  return { failedRef, successRef };
}

/** /payment: three packages, 'Paying as {email}', the provider's popup, success with the reference. */
export function PopupPaymentScreen({ view, onSelect, onPay, onRetry }: PopupPaymentScreenProps) {
  const { failedRef, successRef } = useOutcomeFocus(view.status);
  if (view.status === 'noEmail') {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{text.title}</h1>
        <Alert tone="warning" announce="alert" actions={<Button href={paths.login}>{text.toLogin}</Button>}>
          {view.message}
        </Alert>
      </div>
    );
  }
  if (view.status === 'success') {
    return (
      <div className={styles.page}>
        <h1 ref={successRef} tabIndex={-1} className={`${styles.heading} ${focusTarget}`}>
          {text.successTitle}
        </h1>
        <Card>
          <Stack gap="4">
            <Alert tone="success" announce="status">
              {text.redirecting}
            </Alert>
            <p className={styles.heading}>
              {text.reference}: <strong>{view.reference}</strong>
            </p>
            <Button href={`${paths.dashboard}?payment=success`}>{text.toDashboard}</Button>
          </Stack>
        </Card>
      </div>
    );
  }
  const busy = view.status === 'processing';
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{text.title}</h1>
      <p className={styles.text}>{view.payingAs}</p>
      {view.status === 'failed' ? (
        <div ref={failedRef} tabIndex={-1} className={focusTarget}>
          <Alert
            tone="danger"
            announce="alert"
            title={view.line}
            actions={<Button onPress={onRetry}>{text.retry}</Button>}
          >
            {view.reason}
          </Alert>
        </div>
      ) : null}
      <Card>
        <Stack gap="4">
          <RadioGroup
            label={text.choose}
            value={view.selected}
            onChange={(value) => onSelect(value)}
            isDisabled={busy}
            options={view.packages.map((p) => ({
              value: p.id,
              label: `${p.name} — ${p.price}/month`,
              description: [p.family, p.speed, p.data, p.badge].filter(Boolean).join(' · '),
            }))}
          />
          {busy ? <Spinner label={view.stepText} showLabel /> : null}
          <Button size="lg" onPress={onPay} isPending={busy} pendingLabel={text.processing}>
            {text.pay}
          </Button>
        </Stack>
      </Card>
    </div>
  );
}
