/** The profile page's billing read over the shared token store (imported by the lazy /profile route only). */

import { createProfileClient } from '../src/features/profile/client';
import { apiFetch } from './apiFetch';
import { tokenStore } from './tokenStore';

export const profileClient = createProfileClient({ getToken: () => tokenStore.getAccessToken(), fetch: apiFetch });
