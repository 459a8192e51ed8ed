/**
 * Helpers for the connected flow stories: a gate that holds a mocked request open until the
 * play function lets it through, so each intermediate state can be asserted without timing races.
 */

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

/**
 * react-aria announces a focused Button going pending through its live announcer, with an element
 * labelled by the button's id (react-aria-components Button.mjs). When that button unmounts before
 * the announcement expires (about 7 s; e.g. the form replaced by 'Check your email'), the announcer
 * keeps a `role="img"` pointing at a missing id and axe reports it. The announcement was already
 * made; empty the announcer between stories and after such a transition.
 */
export function clearLiveAnnouncer() {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
}
