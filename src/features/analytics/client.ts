/**
 * Client for the analytics API (/api/analytics/dashboard, `analyticsEndpoints.analyticsDashboard`), parsing the answer with the contract. Every
 * failure (network, timeout, an error status, an unreadable body) is a RequestError whose message is
 * the spec's 'Failed to load dashboard data' (billing §8).
 */
import { callEndpoint, endpointUrl, type FetchLike } from '../../services/http';
import { ANALYTICS_BASE, analyticsEndpoints, type DashboardResponse, type PeriodChoice } from './contract';
import { ANALYTICS_MESSAGES } from './messages';

export interface AnalyticsClientOptions {
  /** the signed-in administrator's access token, or null */
  getToken: () => string | null;
  fetch?: FetchLike;
  baseUrl?: string;
}

export function createAnalyticsClient({ getToken, fetch: fetchFn, baseUrl = '' }: AnalyticsClientOptions) {
  const describe = () => ANALYTICS_MESSAGES.loadFailed;
  return {
    /** The whole dashboard for one of the preset periods. */
    async dashboard(period: PeriodChoice): Promise<DashboardResponse> {
      const endpoint = analyticsEndpoints.analyticsDashboard;
      const url = endpointUrl(`${baseUrl}${ANALYTICS_BASE}`, endpoint, {}, { period });
      return callEndpoint(fetchFn, url, endpoint, { token: getToken() }, describe);
    },
  };
}

export type AnalyticsClient = ReturnType<typeof createAnalyticsClient>;
