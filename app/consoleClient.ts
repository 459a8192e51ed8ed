/** The admin console's API client over the shared token store (imported by the console's lazy route only). */
import { createConsoleClient } from '../src/features/adminConsole/client';
import { tokenStore } from './tokenStore';

export const consoleClient = createConsoleClient({ getToken: () => tokenStore.getAccessToken() });
