/**
 * The browser's service instances, shared by every route. The token store loads with the shell (the
 * session restores from it at once); the HTTP client, with zod and the schemas, loads on first use.
 */
import { browserTokenStore } from '../src/features/auth/tokenStore';

export const tokenStore = browserTokenStore();

export const loadAuthClient = () => import('./authClient').then((module) => module.authClient);
