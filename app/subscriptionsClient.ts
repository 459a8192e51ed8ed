/** The signed-in customer's subscription actions (the dashboard's promise to pay) over the shared token store. */
import { createCustomerSubscriptionsClient } from '../src/features/subscriptions';
import { apiFetch } from './apiFetch';
import { tokenStore } from './tokenStore';

export const customerSubscriptions = createCustomerSubscriptionsClient({
  getToken: () => tokenStore.getAccessToken(),
  fetch: apiFetch,
});
