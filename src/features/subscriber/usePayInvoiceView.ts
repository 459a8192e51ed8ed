/**
 * The view of billing's mobile money machine while it runs inside the dashboard's pay dialog (the child
 * actor `payInvoice`), or null. The dashboard's own snapshot does not change while the child polls, so the
 * route and the flow stories subscribe to the child here.
 */
import { useSelector } from '@xstate/react';
import type { Actor, ActorRefFrom } from 'xstate';
import { type MobileMoneyView, type mobileMoneyPaymentMachine, toMobileMoneyView } from '../billing';
import type { subscriberDashboardMachine } from './subscriberDashboard.machine';

export function usePayInvoiceView(actor: Actor<typeof subscriberDashboardMachine>): MobileMoneyView | null {
  const child = useSelector(
    actor,
    (snapshot) => snapshot.children.payInvoice as ActorRefFrom<typeof mobileMoneyPaymentMachine> | undefined,
  );
  return useSelector(child, (snapshot) => (snapshot ? toMobileMoneyView(snapshot) : null));
}
