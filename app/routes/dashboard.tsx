/**
 * /dashboard and /dashboard/billing (login required): the customer dashboard. The customerDashboard
 * machine with the billing client (the server's subscription with its standing and next billing date,
 * billing summary, and the payment history behind the client's breaker); back from a payment
 * (?payment=success) it shows the success message once.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isAdmin } from '../../src/domain/roles';
import { CustomerDashboardScreen } from '../../src/features/account/CustomerDashboardScreen';
import { provideCustomerDashboard } from '../../src/features/account/customerDashboard.machine';
import { toCustomerDashboardView } from '../../src/features/account/customerDashboard.view';
import { loadDashboardData } from '../../src/features/account/dashboardData';
import { profileCompleteness } from '../../src/features/account/rules';
import { displayName } from '../../src/features/auth/session';
import { BILLING_MESSAGES } from '../../src/features/billing/messages';
import { useMachineView } from '../../src/machines/useMachineView';
import { useSession, useSessionSelector, useSessionUser } from '../auth/session';
import { track } from '../billingTrack';
import type { PageMeta } from '../routeTable';
import { loadBillingClient } from '../services';

const BillingBell = lazy(() => import('../BillingBell'));
// the receipt modal (its machine, the PDF download) loads when a receipt is first opened
const ReceiptModal = lazy(() => import('../ReceiptModal'));

export const meta: PageMeta = {
  title: 'My Dashboard — SkyLink Ghana',
  description: 'Your SkyLink Ghana subscription, payments, payment history and billing summary.',
};

async function loadBilling() {
  const client = await loadBillingClient();
  return loadDashboardData(
    {
      subscription: () => client.subscription(),
      billingSummary: () => client.billingSummary(),
      transactions: () => client.transactions(),
    },
    BILLING_MESSAGES.loadBillingFailed,
  );
}

export function Component() {
  const session = useSession();
  const user = useSessionUser();
  const signingOut = useSessionSelector((s) => s.matches('loggingOut'), false);
  const location = useLocation();
  const navigate = useNavigate();
  // read once: the success message shows once, and a reload does not bring it back
  const [paymentSucceeded] = useState(() => new URLSearchParams(location.search).get('payment') === 'success');
  useEffect(() => {
    if (paymentSucceeded) navigate(location.pathname, { replace: true });
  }, [paymentSucceeded, navigate, location.pathname]);
  const [view, send] = useMachineView(() => provideCustomerDashboard({ loadBilling, track }), toCustomerDashboardView, {
    input: { paymentSucceeded },
  });
  const [receiptPaymentId, setReceiptPaymentId] = useState<string | null>(null);
  if (!user) return null;
  return (
    <>
      <CustomerDashboardScreen
        view={view}
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
        onSelectSection={(section) => send({ type: 'section.select', section })}
        onRefresh={() => send({ type: 'billing.refresh' })}
        onSort={(sort) => send({ type: 'history.sort', sort })}
        onPage={(page) => send({ type: 'history.page', page })}
        onDismissFlash={() => send({ type: 'flash.dismiss' })}
        onViewReceipt={setReceiptPaymentId}
        onSignOut={() => session.send({ type: 'auth.logout' })}
        isSigningOut={signingOut}
      />
      {receiptPaymentId === null ? null : (
        <Suspense fallback={null}>
          <ReceiptModal paymentId={receiptPaymentId} onClose={() => setReceiptPaymentId(null)} />
        </Suspense>
      )}
    </>
  );
}
