/**
 * /user-dashboard (login required): the subscriber dashboard (spec billing §2). Wires the machine with the
 * session's user, the billing client and billing's mobile money machine (the invoice payment runs the same
 * flow as /payment/mobile-money, over POST /subscriptions/pay), and renders the screen.
 */
import { useEffect, useRef } from 'react';
import { displayName } from '../../src/features/auth/session';
import { PaymentProblem, serverRefusal } from '../../src/features/billing/errors';
import { BILLING_MESSAGES } from '../../src/features/billing/messages';
import { provideMobileMoneyPayment } from '../../src/features/billing/mobileMoneyPayment.machine';
import { SubscriberProblem } from '../../src/features/subscriber/rules';
import { SubscriberDashboardScreen } from '../../src/features/subscriber/SubscriberDashboardScreen';
import { provideSubscriberDashboard } from '../../src/features/subscriber/subscriberDashboard.machine';
import { toPayDialogView, toSubscriberView } from '../../src/features/subscriber/subscriberDashboard.view';
import { usePayInvoiceView } from '../../src/features/subscriber/usePayInvoiceView';
import { useMachineView } from '../../src/machines/useMachineView';
import { useSessionUser } from '../auth/session';
import { NOTIFICATIONS_CHANGED } from '../billingEvents';
import { track } from '../billingTrack';
import type { PageMeta } from '../routeTable';
import { loadBillingClient } from '../services';

export const meta: PageMeta = {
  title: 'My Subscription — SkyLink Ghana',
  description: 'Your SkyLink Ghana subscription, invoices and mobile money payments.',
};

/** The server's text for the choices the customer can act on (one exists, unknown plan); else the spec's. */
function createFailure(error: unknown): SubscriberProblem {
  const known =
    error instanceof PaymentProblem && (error.code === 'subscription_exists' || error.code === 'unknown_plan');
  return new SubscriberProblem(
    known ? (error as PaymentProblem).info.user_friendly_message : BILLING_MESSAGES.createSubscriptionFailed,
  );
}

export function Component() {
  const user = useSessionUser();
  const current = useRef(user);
  current.current = user;

  const [view, send, actor] = useMachineView(
    () =>
      provideSubscriberDashboard({
        loadSession: async () => {
          const u = current.current;
          return u ? { name: displayName(u), email: u.email } : null;
        },
        loadBilling: async () => {
          const client = await loadBillingClient();
          // spec §8: 'Failed to load subscription data' (or the server error); the invoices: 'Failed to load
          // billing information'. Never the payment texts ('Payment failed') for a read.
          const [subscription, invoices] = await Promise.all([
            client.subscription().catch((error: unknown) => {
              throw new SubscriberProblem(serverRefusal(error) ?? BILLING_MESSAGES.loadSubscriptionFailed);
            }),
            client.invoices().catch((error: unknown) => {
              throw new SubscriberProblem(serverRefusal(error) ?? BILLING_MESSAGES.loadBillingFailed);
            }),
          ]);
          return { subscription: subscription?.subscription ?? null, invoices };
        },
        createSubscription: async (planId, cycle) => {
          const client = await loadBillingClient();
          try {
            return await client.createSubscription(planId, cycle);
          } catch (error) {
            throw createFailure(error);
          }
        },
        payInvoice: provideMobileMoneyPayment({
          findPaymentInProgress: async (planId, invoiceId) =>
            (await loadBillingClient()).findPaymentInProgress(planId, invoiceId),
          payWithRetry: async (input) =>
            (await loadBillingClient()).payInvoice({
              invoice_id: input.invoice_id ?? '',
              mobile_number: input.mobile_number,
              mobile_network: input.mobile_network,
            }),
          pollStatus: async (paymentId) => (await loadBillingClient()).pollStatus(paymentId),
          cancelPayment: async (paymentId) => (await loadBillingClient()).cancelPayment(paymentId),
          submitVoucher: async (paymentId, otp) => (await loadBillingClient()).submitOtp(paymentId, otp),
          track,
          paymentCompleted: () => window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED)),
        }),
      }),
    toSubscriberView,
  );
  const payment = usePayInvoiceView(actor);

  // signed out elsewhere (another tab, an expired session): 'Not logged in' until the guard takes over
  useEffect(() => {
    if (!user) send({ type: 'session.ended' });
  }, [user, send]);

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
