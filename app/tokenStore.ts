/**
 * The browser's token store, shared by the API clients and the session actor (all loaded after the
 * page's first load). At build time (prerendering, no window) the store is empty and in memory:
 * nobody is signed in.
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
