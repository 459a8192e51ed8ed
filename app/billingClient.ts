/** The billing API client over the shared token store (imported by lazy payment routes only). */

import { createBillingClient } from '../src/features/billing/client';
import { apiFetch } from './apiFetch';
import { tokenStore } from './tokenStore';

export const billingClient = createBillingClient({ getToken: () => tokenStore.getAccessToken(), fetch: apiFetch });
