/**
 * The payment page's notice of a scheduled plan change (presentational, from scheduledChange.view.ts): while
 * a change to another plan is scheduled it comes first, before any number is typed, with "Pay for {plan}" and
 * "Cancel the change" (confirmed, with what becomes credit), and the payment steps wait for the choice; once
 * the change is cancelled, or when this page pays for the scheduled plan itself, or with nothing scheduled,
 * the steps (`children`) show under a line saying so. Checking and cancelling are announced; when the question,
 * the outcome or a failure appears, focus and the viewport go to it (on a phone it may open below the fold).
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { Alert, Button, focusTarget, Inline, revealAfterCommit, Spinner, Stack } from '@/components';
import { SCHEDULED_CHANGE_MESSAGES as m } from './messages';
import type { PaymentEffect, ScheduledChangeView } from './scheduledChange.view';

export interface ScheduledChangeNoticeProps {
  view: ScheduledChangeView;
  onKeep: () => void;
  onCancel: () => void;
  onConfirm: () => void;
  onBack: () => void;
  /** the payment steps, or a function of what the payment will do to the plan (they say when it starts) */
  children: ReactNode | ((effect: PaymentEffect | null) => ReactNode);
}

export function ScheduledChangeNotice({
  view,
  onKeep,
  onCancel,
  onConfirm,
  onBack,
  children,
}: ScheduledChangeNoticeProps) {
  const target = useRef<HTMLElement | null>(null);
  const setTarget = (element: HTMLElement | null) => {
    target.current = element;
  };
  // the question, the outcome or the failure: each new one takes focus
  const shown =
    view.status === 'confirming' || view.status === 'cancelled' || view.status === 'cancelFailed' ? view.status : null;
  useEffect(() => {
    if (shown) return revealAfterCommit(() => target.current);
  }, [shown]);
  if (view.status === 'loading') return <Spinner label={m.checking} showLabel layout="block" />;
  const steps = (effect: PaymentEffect | null) => (typeof children === 'function' ? children(effect) : children);
  if (view.status === 'clear' || view.status === 'extending') {
    return (
      <>
        {view.note ? (
          <Alert tone="info" announce="none">
            {view.note}
          </Alert>
        ) : null}
        {steps(view.effect)}
      </>
    );
  }
  if (view.status === 'cancelled') {
    return (
      <>
        <div ref={setTarget} tabIndex={-1} className={focusTarget}>
          <Alert tone="success" announce="status">
            {view.message}
          </Alert>
        </div>
        {steps(view.effect)}
      </>
    );
  }
  const asking = view.status === 'confirming' || view.status === 'cancelling';
  return (
    <Stack gap="4">
      <Alert tone="info" announce="none" title={m.title}>
        {view.offer}
      </Alert>
      {asking ? (
        <section ref={setTarget} tabIndex={-1} className={focusTarget} aria-labelledby="change-confirm-title">
          <Stack gap="3">
            <h2 id="change-confirm-title">{m.confirmTitle(view.plan)}</h2>
            <p>{view.keeps}</p>
            <Inline gap="3">
              <Button onPress={onConfirm} isPending={view.status === 'cancelling'} pendingLabel={m.cancelling}>
                {m.confirmYes}
              </Button>
              <Button variant="secondary" onPress={onBack} isDisabled={view.status === 'cancelling'}>
                {m.confirmNo}
              </Button>
            </Inline>
          </Stack>
        </section>
      ) : (
        <>
          {view.error ? (
            <div ref={setTarget} tabIndex={-1} className={focusTarget}>
              <Alert tone="danger" announce="alert" title={m.failedTitle}>
                {view.error}
              </Alert>
            </div>
          ) : null}
          <Inline gap="3">
            <Button onPress={onKeep}>{m.payForIt(view.plan)}</Button>
            <Button variant="secondary" onPress={onCancel}>
              {m.cancelIt}
            </Button>
          </Inline>
        </>
      )}
    </Stack>
  );
}
