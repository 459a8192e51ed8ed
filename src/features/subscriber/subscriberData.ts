/**
 * The subscriber dashboard's reads and its choose-plan over billing's client calls, with the failures the
 * page shows (spec billing §8): a failed read says 'Failed to load subscription data' or 'Failed to load
 * billing information' (or the server's refusal), never a payment text; a refused plan choice keeps the
 * server's words only where the customer can act on them (a subscription exists, an unknown plan).
 */

import type { InvoiceRecord, SubscriptionRecord } from '../billing';
import { BILLING_MESSAGES, type BillingCycle, PaymentProblem, serverRefusal } from '../billing';
import { SubscriberProblem } from './rules';

/** What the dashboard needs of billing's client. */
export interface SubscriberSources {
  subscription: () => Promise<{ subscription: SubscriptionRecord } | null>;
  invoices: () => Promise<InvoiceRecord[]>;
  createSubscription: (
    planId: string,
    cycle: BillingCycle,
  ) => Promise<{ subscription: SubscriptionRecord; invoice: InvoiceRecord }>;
}

/** The subscription and the invoices, read together; either failing fails the load with its own text. */
export async function loadSubscriberBilling(
  sources: SubscriberSources,
): Promise<{ subscription: SubscriptionRecord | null; invoices: InvoiceRecord[] }> {
  const [subscription, invoices] = await Promise.all([
    sources.subscription().catch((error: unknown) => {
      throw new SubscriberProblem(serverRefusal(error) ?? BILLING_MESSAGES.loadSubscriptionFailed);
    }),
    sources.invoices().catch((error: unknown) => {
      throw new SubscriberProblem(serverRefusal(error) ?? BILLING_MESSAGES.loadBillingFailed);
    }),
  ]);
  return { subscription: subscription?.subscription ?? null, invoices };
}

/** Choose a plan; a refusal becomes the text the page shows. */
export async function createSubscription(sources: SubscriberSources, planId: string, cycle: BillingCycle) {
  try {
    return await sources.createSubscription(planId, cycle);
  } catch (error) {
    const known =
      error instanceof PaymentProblem && (error.code === 'subscription_exists' || error.code === 'unknown_plan');
    throw new SubscriberProblem(
      known ? (error as PaymentProblem).info.user_friendly_message : BILLING_MESSAGES.createSubscriptionFailed,
    );
  }
}
