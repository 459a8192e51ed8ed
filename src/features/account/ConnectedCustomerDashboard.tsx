/**
 * The customer dashboard (/dashboard), connected: the customerDashboard machine with the services it is
 * given, driving CustomerDashboardScreen. The route renders it with the billing client, the session's user
 * and the header bell; the flow stories render this same component with story doubles.
 */
import type { ReactNode } from 'react';
import { useMachineView } from '../../machines/useMachineView';
import { CustomerDashboardScreen, type DashboardUser } from './CustomerDashboardScreen';
import { type CustomerDashboardDeps, provideCustomerDashboard } from './customerDashboard.machine';
import { toCustomerDashboardView } from './customerDashboard.view';

export interface ConnectedCustomerDashboardProps {
  services: CustomerDashboardDeps;
  user: DashboardUser;
  /** back from a payment (?payment=success): the success message shows once */
  paymentSucceeded?: boolean;
  /** the header's notification bell */
  bell?: ReactNode;
  /** 'View Receipt' on a paid row: our payment id */
  onViewReceipt: (paymentId: string) => void;
  onSignOut: () => void;
  isSigningOut?: boolean;
}

export function ConnectedCustomerDashboard({
  services,
  paymentSucceeded = false,
  ...screen
}: ConnectedCustomerDashboardProps) {
  const [view, send] = useMachineView(() => provideCustomerDashboard(services), toCustomerDashboardView, {
    input: { paymentSucceeded },
  });
  return (
    <CustomerDashboardScreen
      view={view}
      {...screen}
      onSelectSection={(section) => send({ type: 'section.select', section })}
      onRefresh={() => send({ type: 'billing.refresh' })}
      onSort={(sort) => send({ type: 'history.sort', sort })}
      onPage={(page) => send({ type: 'history.page', page })}
      onDismissFlash={() => send({ type: 'flash.dismiss' })}
      onAutoRenewChange={(on) => send({ type: 'autoRenew.set', on })}
      onPromiseChoose={(days) => send({ type: 'promise.choose', days })}
      onPromiseAsk={() => send({ type: 'promise.ask' })}
    />
  );
}
