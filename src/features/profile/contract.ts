/**
 * What /profile reads from the billing API (GET /api/billing/subscriptions, billing's contract): only
 * the fields the status tiles show, so the page does not depend on the rest of the record. A 404
 * (code no_subscription) means no plan yet.
 */
import { z } from 'zod';

export const SUBSCRIPTIONS_API = '/api/billing/subscriptions';

export const currentSubscriptionSchema = z.object({
  success: z.literal(true),
  data: z.object({
    subscription: z.object({ status: z.string(), billing_cycle: z.string() }),
    plan: z.object({ id: z.string(), name: z.string() }),
  }),
});

export interface PlanSummary {
  name: string;
  /** the subscription's status: pending, active, cancelled, expired */
  status: string;
  cycle: string;
}

/** DELETE /api/auth/profile-picture (ours; served by the auth feature): `{ message }`. */
export const PROFILE_PICTURE_API = '/api/auth/profile-picture';
export const pictureRemovedSchema = z.object({ message: z.string() });

/**
 * The two calls of the profile's own client, as endpoints for the generic call (callEndpoint): the
 * profile's narrow views of endpoints other features serve and declare (billing's `getSubscription` in
 * billingEndpoints; the picture's removal, served by auth). Only the fields the page shows are read.
 */
export const profileCalls = {
  currentSubscription: { method: 'GET', url: SUBSCRIPTIONS_API, status: 200, response: currentSubscriptionSchema },
  removePicture: { method: 'DELETE', url: PROFILE_PICTURE_API, status: 200, response: pictureRemovedSchema },
} as const;
