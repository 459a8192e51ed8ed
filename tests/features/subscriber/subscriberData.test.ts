/** The subscriber dashboard's reads and plan choice over billing's client calls: the texts a failure shows. */
import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, PaymentProblem } from '../../../src/features/billing';
import { SubscriberProblem } from '../../../src/features/subscriber/rules';
import {
  createSubscription,
  loadSubscriberBilling,
  type SubscriberSources,
} from '../../../src/features/subscriber/subscriberData';

const problem = (message: string, code?: string) =>
  new PaymentProblem({ user_friendly_message: message, retry_suggested: false, support_contact: null }, code);

const sources = (over: Partial<SubscriberSources>): SubscriberSources => ({
  subscription: async () => null,
  invoices: async () => [],
  createSubscription: async () => {
    throw new Error('not called');
  },
  ...over,
});

describe('loadSubscriberBilling', () => {
  it('no subscription and no invoices: an empty dashboard', async () => {
    await expect(loadSubscriberBilling(sources({}))).resolves.toEqual({ subscription: null, invoices: [] });
  });

  it('a failed subscription read says so, never a payment text', async () => {
    const failing = sources({ subscription: () => Promise.reject(new Error('offline')) });
    await expect(loadSubscriberBilling(failing)).rejects.toEqual(
      new SubscriberProblem(BILLING_MESSAGES.loadSubscriptionFailed),
    );
  });

  it('a failed invoice read: Failed to load billing information', async () => {
    const failing = sources({ invoices: () => Promise.reject(new Error('offline')) });
    await expect(loadSubscriberBilling(failing)).rejects.toEqual(
      new SubscriberProblem(BILLING_MESSAGES.loadBillingFailed),
    );
  });
});

describe('createSubscription', () => {
  it.each(['subscription_exists', 'unknown_plan'])(
    'a refusal the customer can act on (%s) keeps its words',
    async (code) => {
      const refused = sources({ createSubscription: () => Promise.reject(problem('You already have one.', code)) });
      await expect(createSubscription(refused, 'plan_basic_monthly', 'monthly')).rejects.toEqual(
        new SubscriberProblem('You already have one.'),
      );
    },
  );

  it("any other failure: the spec's text", async () => {
    const refused = sources({ createSubscription: () => Promise.reject(problem('Server error', 'internal')) });
    await expect(createSubscription(refused, 'plan_basic_monthly', 'monthly')).rejects.toEqual(
      new SubscriberProblem(BILLING_MESSAGES.createSubscriptionFailed),
    );
  });
});
