/**
 * Client for the analytics API (/api/analytics/dashboard), parsing the answer with the contract. Every
 * failure (network, timeout, an error status, an unreadable body) is a RequestError whose message is
 * the spec's 'Failed to load dashboard data' (billing §8).
 */
import { type FetchLike, parseBody, platformFetch, request } from '../../services/http';
import { ANALYTICS_BASE, type DashboardResponse, dashboardResponseSchema, type PeriodChoice } from './contract';
import { ANALYTICS_MESSAGES } from './messages';

export interface AnalyticsClientOptions {
  /** the signed-in administrator's access token, or null */
  getToken: () => string | null;
  fetch?: FetchLike;
  baseUrl?: string;
}

export function createAnalyticsClient({
  getToken,
  fetch: fetchFn = platformFetch,
  baseUrl = '',
}: AnalyticsClientOptions) {
  const describe = () => ANALYTICS_MESSAGES.loadFailed;
  return {
    /** The whole dashboard for one of the preset periods. */
    async dashboard(period: PeriodChoice): Promise<DashboardResponse> {
      const url = `${baseUrl}${ANALYTICS_BASE}/dashboard?period=${encodeURIComponent(period)}`;
      const response = await request(fetchFn, url, { token: getToken() }, describe);
      return parseBody(response, dashboardResponseSchema, describe);
    },
  };
}

export type AnalyticsClient = ReturnType<typeof createAnalyticsClient>;
