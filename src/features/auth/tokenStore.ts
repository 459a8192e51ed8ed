/**
 * Browser storage of the session (docs/product-rules.md): access token, refresh token, expiresAt (epoch ms)
 * and tokenType Bearer, plus the user record. "Remember me" keeps them in localStorage (they survive
 * closing the browser); otherwise sessionStorage (gone with the tab).
 */
import type { User } from './contract';
import { canRestoreSession, type TokenSet } from './session';

export const STORAGE_KEYS = {
  tokens: 'skylink.auth.tokens',
  user: 'skylink.auth.user',
} as const;

/**
 * Everything logout removes from localStorage (docs/product-rules.md):
 * keys starting with one of these prefixes. sessionStorage is cleared entirely.
 */
export const LOGOUT_KEY_PREFIXES = ['skylink.auth.', 'skylink.notifications', 'skylink.payment'] as const;

/*
 * Stored values are checked by hand rather than with zod: this module loads with the app shell, and
 * what it reads back was validated when it was saved (the user came from GET /me through userSchema).
 */
function isTokenSet(value: unknown): value is TokenSet {
  const v = value as Partial<TokenSet> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.accessToken === 'string' &&
    v.accessToken !== '' &&
    (v.refreshToken === null || typeof v.refreshToken === 'string') &&
    typeof v.expiresAt === 'number' &&
    Number.isFinite(v.expiresAt) &&
    v.tokenType === 'Bearer'
  );
}

function isStoredUser(value: unknown): value is User {
  const v = value as Partial<User> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'string' &&
    typeof v.email === 'string' &&
    typeof v.role === 'string' &&
    typeof v.isEmailVerified === 'boolean'
  );
}

/** The part of the Web Storage API the store uses (easy to fake in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear' | 'key' | 'length'>;

export interface TokenStore {
  save(session: { tokens: TokenSet; user: User }, remember: boolean): void;
  /** replace the tokens where they are kept (after a refresh) */
  saveTokens(tokens: TokenSet): void;
  saveUser(user: User): void;
  getTokens(): TokenSet | null;
  getUser(): User | null;
  getAccessToken(): string | null;
  /** the stored session when it may be restored (docs/product-rules.md), else null */
  restorable(now: number): { tokens: TokenSet; user: User } | null;
  /** remove stored tokens and user */
  clearAuth(): void;
  /** logout: auth, notification and payment data, and all of sessionStorage */
  clearAll(): void;
}

function read<T>(storage: KeyValueStorage, key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = storage.getItem(key);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

function keysOf(storage: KeyValueStorage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

export function createTokenStore(local: KeyValueStorage, session: KeyValueStorage): TokenStore {
  /** the storage that holds the current session (local wins when both somehow do) */
  const holder = (): KeyValueStorage | null =>
    local.getItem(STORAGE_KEYS.tokens) ? local : session.getItem(STORAGE_KEYS.tokens) ? session : null;

  const clearAuth = () => {
    for (const storage of [local, session]) {
      storage.removeItem(STORAGE_KEYS.tokens);
      storage.removeItem(STORAGE_KEYS.user);
    }
  };

  const store: TokenStore = {
    save({ tokens, user }, remember) {
      clearAuth();
      const target = remember ? local : session;
      target.setItem(STORAGE_KEYS.tokens, JSON.stringify(tokens));
      target.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    },
    saveTokens(tokens) {
      (holder() ?? session).setItem(STORAGE_KEYS.tokens, JSON.stringify(tokens));
    },
    saveUser(user) {
      (holder() ?? session).setItem(STORAGE_KEYS.user, JSON.stringify(user));
    },
    getTokens() {
      const storage = holder();
      return storage ? read(storage, STORAGE_KEYS.tokens, isTokenSet) : null;
    },
    getUser() {
      const storage = holder();
      return storage ? read(storage, STORAGE_KEYS.user, isStoredUser) : null;
    },
    getAccessToken() {
      return store.getTokens()?.accessToken ?? null;
    },
    restorable(now) {
      const tokens = store.getTokens();
      const user = store.getUser();
      return tokens && user && canRestoreSession(tokens, user, now) ? { tokens, user } : null;
    },
    clearAuth,
    clearAll() {
      for (const key of keysOf(local)) {
        if (LOGOUT_KEY_PREFIXES.some((prefix) => key.startsWith(prefix))) local.removeItem(key);
      }
      session.clear();
    },
  };
  return store;
}

/** The browser's store (localStorage / sessionStorage). */
export function browserTokenStore(): TokenStore {
  return createTokenStore(window.localStorage, window.sessionStorage);
}
