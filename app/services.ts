/** The browser's service instances, shared by every route (the only place that builds them). */
import { createAuthClient } from '../src/services/authClient';
import { browserTokenStore } from '../src/services/tokenStore';

export const tokenStore = browserTokenStore();
export const authClient = createAuthClient({ store: tokenStore });
