import { useParams } from 'react-router-dom';
import { MobileMoneyPaymentScreen } from '../../src/features/billing/MobileMoneyPaymentScreen';
import { ConnectedRenewal } from '../../src/features/subscriptions/ConnectedRenewal';
import { createRenewalClient } from '../../src/features/subscriptions/client';
import { NOTIFICATIONS_CHANGED } from '../billingEvents';
import { track } from '../billingTrack';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'Renew your service — SkyLink Ghana',
  description: 'Renew your SkyLink Ghana service by mobile money from the link in your reminder.',
};

/** No session: the link's token is the key (docs/product-rules.md "Renewal links"). */
const client = createRenewalClient();

/** /renew/:token (no sign-in): the renewal a reminder links to. */
export function Component() {
  const { token = '' } = useParams();
  return (
    <ConnectedRenewal
      key={token}
      token={token}
      client={client}
      PaymentSteps={MobileMoneyPaymentScreen}
      track={track}
      paymentCompleted={() => window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED))}
    />
  );
}
