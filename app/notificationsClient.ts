/** The notifications API client over the shared token store (loaded by the header bell and /notifications). */

import { createNotificationsClient } from '../src/features/notifications/client';
import { apiFetch } from './apiFetch';
import { tokenStore } from './tokenStore';

export const notificationsClient = createNotificationsClient({
  getToken: () => tokenStore.getAccessToken(),
  fetch: apiFetch,
});
