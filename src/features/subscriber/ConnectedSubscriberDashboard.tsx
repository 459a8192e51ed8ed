/**
 * The subscriber dashboard (/user-dashboard), connected: the subscriberDashboard machine with the services
 * it is given, billing's mobile money machine for the pay dialog (the invoice payment runs the same flow as
 * /payment/mobile-money), driving SubscriberDashboardScreen. The route and the flow stories render this
 * same component.
 */
import { useEffect } from 'react';
import { type MachineClock, useMachineView } from '../../machines/useMachineView';
import { type MobileMoneyDeps, provideMobileMoneyPayment } from '../billing';
import { SubscriberDashboardScreen } from './SubscriberDashboardScreen';
import { provideSubscriberDashboard, type SubscriberDeps } from './subscriberDashboard.machine';
import { toPayDialogView, toSubscriberView } from './subscriberDashboard.view';
import { usePayInvoiceView } from './usePayInvoiceView';

export interface ConnectedSubscriberDashboardProps {
  services: Omit<SubscriberDeps, 'payInvoice'> & {
    /** the invoice payment's calls (billing's mobile money machine) */
    payInvoice: MobileMoneyDeps;
  };
  /** false once the session has ended elsewhere: 'Not logged in' until the guard takes over */
  signedIn?: boolean;
  /** a clock for the machines' timers (a story's driven clock) */
  clock?: MachineClock;
}

export function ConnectedSubscriberDashboard({ services, signedIn = true, clock }: ConnectedSubscriberDashboardProps) {
  const [view, send, actor] = useMachineView(
    () => provideSubscriberDashboard({ ...services, payInvoice: provideMobileMoneyPayment(services.payInvoice) }),
    toSubscriberView,
    clock ? { clock } : undefined,
  );
  const payment = usePayInvoiceView(actor);
  useEffect(() => {
    if (!signedIn) send({ type: 'session.ended' });
  }, [signedIn, send]);
  const dialog = view.status === 'ready' && view.paying ? toPayDialogView(view.paying, payment) : null;
  return (
    <SubscriberDashboardScreen
      view={view}
      dialog={dialog}
      onTabSelect={(tab) => send({ type: 'tab.select', tab })}
      onRetry={() => send({ type: 'billing.retry' })}
      onRefresh={() => send({ type: 'billing.refresh' })}
      onCycleChange={(cycle) => send({ type: 'cycle.change', cycle })}
      onChoosePlan={(planId) => send({ type: 'plan.choose', planId })}
      onPayInvoice={(invoiceId) => send({ type: 'invoice.pay', invoiceId })}
      onNumberChange={(value) => send({ type: 'number.change', value })}
      onNetworkChange={(network) => send({ type: 'network.change', network })}
      onSubmitPayment={() => send({ type: 'form.submit' })}
      onCloseDialog={() => send({ type: 'dialog.close' })}
      onDismissNotice={() => send({ type: 'notice.dismiss' })}
    />
  );
}
