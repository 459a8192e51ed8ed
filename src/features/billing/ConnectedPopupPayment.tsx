/**
 * The /payment page, connected: the popupPayment machine with the services it is given (the lock, the
 * provider's inline script and checkout, our server's initialize and verify, navigation), driving
 * PopupPaymentScreen. The route and the flow stories render this same component.
 */
import { useEffect } from 'react';
import { pesewasToCedis } from '../../domain/format/money';
import { findPlan, plansOf } from '../../domain/plans';
import { type MachineClock, useMachineView } from '../../machines/useMachineView';
import { PopupPaymentScreen } from './PopupPaymentScreen';
import { type PopupPaymentDeps, providePopupPayment } from './popupPayment.machine';
import { toPopupPaymentView } from './popupPayment.view';

/** The three packages of the payment page (spec billing §9: student, home, business). */
const planIds = plansOf('residential').map((p) => p.id);

/** A plan's monthly price in GH₵, for analytics. */
const amountOf = (planId: string) => pesewasToCedis(findPlan(planId)?.priceMonthly ?? 0);

export interface ConnectedPopupPaymentProps {
  services: Omit<PopupPaymentDeps, 'amountOf'>;
  /** the signed-in customer's email, or null */
  email: string | null;
  /** the package chosen before (the dashboard's Make Payment card: ?plan=<id>), selected when it is one of the page's */
  chosenPlan?: string | null;
  /** a clock for the machine's timers (a story's driven clock) */
  clock?: MachineClock;
}

export function ConnectedPopupPayment({ services, email, chosenPlan, clock }: ConnectedPopupPaymentProps) {
  const [view, send] = useMachineView(() => providePopupPayment({ ...services, amountOf }), toPopupPaymentView, {
    input: { email, planIds },
    ...(clock ? { clock } : {}),
  });
  useEffect(() => {
    if (chosenPlan && planIds.includes(chosenPlan)) send({ type: 'plan.select', planId: chosenPlan });
  }, [chosenPlan, send]);
  return (
    <PopupPaymentScreen
      view={view}
      onSelect={(planId) => send({ type: 'plan.select', planId })}
      onPay={() => send({ type: 'pay.start' })}
      onRetry={() => send({ type: 'pay.retry' })}
    />
  );
}
