/** The profile page's one read of its own: the current subscription's plan for the status tiles. */
import { callEndpoint, type FetchLike, RequestError, type RequestFailure } from '../../services/http';
import { type PlanSummary, profileCalls } from './contract';
import { PROFILE_MESSAGES } from './messages';

export function createProfileClient(options: { getToken: () => string | null; fetch?: FetchLike }) {
  const describe = () => PROFILE_MESSAGES.loadFailed;
  return {
    /** The current plan, or null when the customer has none (404 no_subscription). */
    async currentPlan(): Promise<PlanSummary | null> {
      try {
        const endpoint = profileCalls.currentSubscription;
        const { data } = await callEndpoint(
          options.fetch,
          endpoint.url,
          endpoint,
          { token: options.getToken() },
          describe,
        );
        return { name: data.plan.name, status: data.subscription.status, cycle: data.subscription.billing_cycle };
      } catch (error) {
        if (error instanceof RequestError && error.failure.kind === 'http' && error.failure.status === 404) return null;
        throw error;
      }
    },

    /** DELETE /api/auth/profile-picture: the server's message, or the failure as 'Failed to remove profile picture'. */
    async removePicture(): Promise<string> {
      const describe = (failure: RequestFailure) =>
        failure.kind === 'http' && failure.status < 500 && failure.text
          ? failure.text
          : PROFILE_MESSAGES.removePictureFailed;
      const endpoint = profileCalls.removePicture;
      const answer = await callEndpoint(options.fetch, endpoint.url, endpoint, { token: options.getToken() }, describe);
      return answer.message;
    },
  };
}

export type ProfileClient = ReturnType<typeof createProfileClient>;
