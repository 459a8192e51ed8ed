/**
 * /user-dashboard (login required): the subscriber dashboard (spec billing §2) with the session's user and
 * the billing client (the invoice payment goes over POST /subscriptions/pay).
 */
import { useRef } from 'react';
import { displayName } from '../../src/features/auth/session';
import { ConnectedSubscriberDashboard } from '../../src/features/subscriber/ConnectedSubscriberDashboard';
import { createSubscription, loadSubscriberBilling } from '../../src/features/subscriber/subscriberData';
import { useSessionUser } from '../auth/session';
import { billingClient } from '../billingClient';
import { NOTIFICATIONS_CHANGED } from '../billingEvents';
import { track } from '../billingTrack';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'My Subscription — SkyLink Ghana',
  description: 'Your SkyLink Ghana subscription, invoices and mobile money payments.',
};

/** The invoice payment's calls: the billing client's own functions, paying over POST /subscriptions/pay. */
const payInvoice = {
  findPaymentInProgress: billingClient.findPaymentInProgress,
  payWithRetry: ({ invoice_id, mobile_number, mobile_network }: Parameters<typeof billingClient.payWithRetry>[0]) =>
    billingClient.payInvoice({ invoice_id: invoice_id ?? '', mobile_number, mobile_network }),
  pollStatus: billingClient.pollStatus,
  cancelPayment: billingClient.cancelPayment,
  submitVoucher: billingClient.submitOtp,
  track,
  paymentCompleted: () => window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED)),
};

export function Component() {
  const user = useSessionUser();
  const current = useRef(user);
  current.current = user;
  return (
    <ConnectedSubscriberDashboard
      signedIn={Boolean(user)}
      services={{
        loadSession: async () => {
          const u = current.current;
          return u ? { name: displayName(u), email: u.email } : null;
        },
        loadBilling: () => loadSubscriberBilling(billingClient),
        createSubscription: (planId, cycle) => createSubscription(billingClient, planId, cycle),
        payInvoice,
      }}
    />
  );
}
