/** The billing API client over the shared token store (imported by lazy payment routes only). */
import { createBillingClient } from '../src/features/billing/client';
import { tokenStore } from './tokenStore';

export const billingClient = createBillingClient({ getToken: () => tokenStore.getAccessToken() });
