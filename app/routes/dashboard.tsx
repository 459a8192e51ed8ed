/**
 * /dashboard and /dashboard/billing (login required): the customer dashboard. The customerDashboard
 * machine with the billing client (the server's subscription with its standing and next billing date,
 * billing summary, and the payment history behind the client's breaker); back from a payment
 * (?payment=success) it shows the success message once; a payment's receipt link (?receipt=<id>) opens its
 * receipt.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { isAdmin } from '../../src/domain/roles';
import { ConnectedCustomerDashboard } from '../../src/features/account/ConnectedCustomerDashboard';
import { loadDashboardData } from '../../src/features/account/dashboardData';
import { profileCompleteness } from '../../src/features/account/rules';
import { displayName } from '../../src/features/auth/session';
import type { ReceiptServices } from '../../src/features/billing/ConnectedReceiptModal';
import { BILLING_MESSAGES } from '../../src/features/billing/messages';
import { useSession, useSessionSelector, useSessionUser } from '../auth/session';
import { billingClient } from '../billingClient';
import { track } from '../billingTrack';
import type { PageMeta } from '../routeTable';
import { customerSubscriptions } from '../subscriptionsClient';

const BillingBell = lazy(() => import('../BillingBell'));
// the receipt modal (its machine, the PDF download) loads when a receipt is first opened
const ConnectedReceiptModal = lazy(() =>
  import('../../src/features/billing/ConnectedReceiptModal').then((module) => ({
    default: module.ConnectedReceiptModal,
  })),
);

export const meta: PageMeta = {
  title: 'My Dashboard — SkyLink Ghana',
  description: 'Your SkyLink Ghana subscription, payments, payment history and billing summary.',
};

/** The dashboard's services: its billing reads over the billing client (it loads with this lazy route). */
const services = {
  loadBilling: () => loadDashboardData(billingClient, BILLING_MESSAGES.loadBillingFailed),
  setAutoRenew: (on: boolean) => billingClient.setAutoRenew(on),
  askPromise: (days: number) => customerSubscriptions.promiseToPay(days),
  track,
};

/** `?receipt=<payment id>` (the success steps' View Receipt link): a payment id, else nothing opens. */
const receiptParam = z.uuid();

/** The receipt modal's services: the billing client's reads, and the browser's downloads and print. */
const receiptServices: ReceiptServices = {
  receipt: billingClient.receipt,
  receiptPdf: billingClient.receiptPdf,
  saveFile: (blob, fileName) => {
    // an object URL on a temporary link, revoked after the click
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  },
  print: () => {
    // The print dialog takes focus from the page and does not give it back: without this, focus is left on
    // the body after printing, outside the modal, and Escape no longer closes it.
    const back = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    window.print();
    back?.focus();
  },
};

export function Component() {
  const session = useSession();
  const user = useSessionUser();
  const signingOut = useSessionSelector((s) => s.matches('loggingOut'), false);
  const location = useLocation();
  const navigate = useNavigate();
  // read once: the success message shows once, and a reload does not bring it back
  const [paymentSucceeded] = useState(() => new URLSearchParams(location.search).get('payment') === 'success');
  // a receipt asked for by link opens once; closing it does not bring it back on reload
  const [linkedReceipt] = useState(() => {
    const asked = receiptParam.safeParse(new URLSearchParams(location.search).get('receipt'));
    return asked.success ? asked.data : null;
  });
  useEffect(() => {
    if (paymentSucceeded || linkedReceipt) navigate(location.pathname, { replace: true });
  }, [paymentSucceeded, linkedReceipt, navigate, location.pathname]);
  const [receiptPaymentId, setReceiptPaymentId] = useState<string | null>(linkedReceipt);
  if (!user) return null;
  return (
    <>
      <ConnectedCustomerDashboard
        services={services}
        paymentSucceeded={paymentSucceeded}
        user={{
          name: displayName(user),
          email: user.email,
          avatarSrc: user.profilePicture ?? undefined,
          isEmailVerified: user.isEmailVerified,
          isAdmin: isAdmin(user),
          profile: profileCompleteness(user),
        }}
        bell={
          <Suspense fallback={null}>
            <BillingBell />
          </Suspense>
        }
        onViewReceipt={setReceiptPaymentId}
        onSignOut={() => session.send({ type: 'auth.logout' })}
        isSigningOut={signingOut}
      />
      {receiptPaymentId === null ? null : (
        <Suspense fallback={null}>
          <ConnectedReceiptModal
            services={receiptServices}
            paymentId={receiptPaymentId}
            onClose={() => setReceiptPaymentId(null)}
          />
        </Suspense>
      )}
    </>
  );
}
