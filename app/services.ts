/**
 * The browser's service instances, shared by every route. The token store loads with the shell (the
 * session restores from it at once); the HTTP client, with zod and the schemas, loads on first use.
 * At build time (prerendering, no window) the store is empty and in memory: nobody is signed in.
 */
import { browserTokenStore, createTokenStore, type KeyValueStorage } from '../src/features/auth/tokenStore';

function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

export const tokenStore =
  typeof window === 'undefined' ? createTokenStore(memoryStorage(), memoryStorage()) : browserTokenStore();

export const loadAuthClient = () => import('./authClient').then((module) => module.authClient);

export const loadBillingClient = () => import('./billingClient').then((module) => module.billingClient);
