/** The analytics API client over the shared token store (loaded by the admin panel only). */

import { createAnalyticsClient } from '../src/features/analytics/client';
import { apiFetch } from './apiFetch';
import { tokenStore } from './tokenStore';

export const analyticsClient = createAnalyticsClient({ getToken: () => tokenStore.getAccessToken(), fetch: apiFetch });
