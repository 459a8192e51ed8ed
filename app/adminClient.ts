/** The admin panel's API client over the shared token store (imported by the lazy /admin route only). */
import { createAdminClient } from '../src/features/admin/client';
import { tokenStore } from './tokenStore';

export const adminClient = createAdminClient({ getToken: () => tokenStore.getAccessToken() });
