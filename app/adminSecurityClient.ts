/** The console's Security and System Status API client over the shared token store (admin code only). */

import { createAdminSecurityClient } from '../src/features/adminSecurity/client';
import { apiFetch } from './apiFetch';
import { tokenStore } from './tokenStore';

export const adminSecurityClient = createAdminSecurityClient({
  getToken: () => tokenStore.getAccessToken(),
  fetch: apiFetch,
});
