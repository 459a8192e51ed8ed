/** The admin people API client over the shared token store (imported by the lazy admin containers only). */
import { createAdminUsersClient } from '../src/features/adminUsers/client';
import { tokenStore } from './tokenStore';

export const adminUsersClient = createAdminUsersClient({ getToken: () => tokenStore.getAccessToken() });
