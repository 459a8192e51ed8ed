/** The settings API client over the shared token store (imported by lazy routes only). */

import { createSettingsClient } from '../src/features/settings/client';
import { apiFetch } from './apiFetch';
import { tokenStore } from './tokenStore';

export const settingsClient = createSettingsClient({ getToken: () => tokenStore.getAccessToken(), fetch: apiFetch });
