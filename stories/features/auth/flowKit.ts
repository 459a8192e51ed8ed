/**
 * Helpers for the connected flow stories: a gate that holds a mocked request open until the
 * play function lets it through, so each intermediate state can be asserted without timing races.
 */

import { userSchema } from '../../../src/features/auth/contract';
import type { Session } from '../../../src/features/auth/session';

export interface Gate {
  /** Resolves when `open()` is called; rejects with `message` when `fail(message)` is. */
  wait: () => Promise<void>;
  open: () => void;
  fail: (message: string) => void;
}

export function createGate(): Gate {
  let settle: { resolve: () => void; reject: (e: Error) => void } | null = null;
  let outcome: { ok: true } | { ok: false; message: string } | null = null;
  const flush = () => {
    if (!settle || !outcome) return;
    if (outcome.ok) settle.resolve();
    else settle.reject(new Error(outcome.message));
    settle = null;
    outcome = null;
  };
  return {
    wait: () =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
        flush();
      }),
    open: () => {
      outcome = { ok: true };
      flush();
    },
    fail: (message) => {
      outcome = { ok: false, message };
      flush();
    },
  };
}

/** A request that never settles (the pending state stays on screen). */
export const never = <T = void>() => new Promise<T>(() => {});

/** A request that fails with the given catalogue message. */
export const failWith = (message: string) => async () => {
  throw new Error(message);
};

export { clearLiveAnnouncer } from '../../support/liveAnnouncer';

/** The session a mocked sign-in resolves with. */
export const sampleSession: Session = {
  user: userSchema.parse({
    id: 'u-1',
    email: 'demo@example.com',
    fullName: 'Ama Demo',
    role: 'user',
    isEmailVerified: true,
  }),
  tokens: { accessToken: 'access', refreshToken: 'refresh', expiresAt: Date.now() + 3_600_000, tokenType: 'Bearer' },
};
