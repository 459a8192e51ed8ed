/**
 * What the renewal link's page is given to talk to the server with: the client (client.ts) makes these
 * from the link's endpoints, and the flow stories double them.
 */
import type { MobileMoneyDeps } from '../billing';
import type { RenewalRecord } from './contract';

/** The mobile money machine's calls for one renewal link (its `track` and `paymentCompleted` are the page's). */
export type RenewalPaymentCalls = Omit<MobileMoneyDeps, 'track' | 'paymentCompleted'>;

export interface RenewalServices {
  /** GET the renewal the token opens */
  open: (token: string) => Promise<RenewalRecord>;
  /** POST a promise to pay: `days` more before the suspension; the renewal as it then stands */
  promise: (token: string, days: number) => Promise<RenewalRecord>;
  /** the payment steps' calls for that link */
  payments: (token: string) => RenewalPaymentCalls;
}
