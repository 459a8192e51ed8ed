/**
 * The plan catalogue's client: GET /api/billing/plans, parsed with the plan part of the contract
 * (planContract.ts). The public pages that show plans (/, /packages) load this instead of the billing
 * client, whose module builds the whole billing contract: see planContract.ts.
 */
import type { Plan } from '../../domain/plans';
import { apiClient, type FetchLike } from '../../services/http';
import { BILLING_MESSAGES } from './messages';
import { BILLING_BASE, PLANS_PATH, plansResponseSchema, toPlan } from './planContract';

export function createPlanClient(options: { fetch?: FetchLike; timeoutMs?: number } = {}) {
  // the catalogue is public: no token
  const { call } = apiClient({ ...options, getToken: () => null });
  return {
    /** The catalogue as the server holds it, as the domain's Plan records. */
    async plans(): Promise<Plan[]> {
      const { data } = await call(
        `${BILLING_BASE}${PLANS_PATH}`,
        { method: 'GET' },
        plansResponseSchema,
        BILLING_MESSAGES.networkError,
      );
      return data.plans.map(toPlan);
    },
  };
}
