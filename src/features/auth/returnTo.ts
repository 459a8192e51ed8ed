/**
 * Where sign-in returns to, kept in session storage so it survives a reload of the login page.
 * Only same-site paths are stored or read back (no open redirect); signing out clears session
 * storage with everything else.
 */
import { safeReturnPath } from '../../domain/paths';

export const RETURN_TO_KEY = 'skylink.auth.returnTo';

export interface ReturnToStore {
  /** the stored path, if it is still a safe same-site path */
  read(): string | null;
  /** keep `path` when it is a safe same-site path (else forget any stored one) */
  save(path: string): void;
  clear(): void;
}

export function returnToStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null): ReturnToStore {
  const attempt = <T>(task: () => T, fallback: T): T => {
    try {
      return storage ? task() : fallback;
    } catch {
      return fallback; // storage disabled or full: the return location is a convenience
    }
  };
  return {
    read: () => attempt(() => safeReturnPath(storage?.getItem(RETURN_TO_KEY)), null),
    save: (path) =>
      attempt(() => {
        const safe = safeReturnPath(path);
        if (safe) storage?.setItem(RETURN_TO_KEY, safe);
        else storage?.removeItem(RETURN_TO_KEY);
      }, undefined),
    clear: () => attempt(() => storage?.removeItem(RETURN_TO_KEY), undefined),
  };
}

/** The browser's store (session storage), or a no-op outside a browser. */
export function browserReturnTo(): ReturnToStore {
  return returnToStore(typeof window === 'undefined' ? null : window.sessionStorage);
}
