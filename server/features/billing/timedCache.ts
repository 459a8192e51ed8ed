/**
 * A value read at most once per `ttlMs` and shared by parallel callers: the plan catalogue, which only
 * changes when a server starts with a new src/domain/plans.ts (seedPlans), for GET /plans and for pricing
 * a payment. Each app builds its own (tests build theirs), so nothing outlives the app that made it.
 */

/** How long a server answers from the catalogue in memory before reading the plans table again. */
export const PLANS_TTL_MS = 5_000;

/**
 * A value computed at most once per `ttlMs` (wall time), shared by parallel callers; a failed read is
 * not kept (the next caller tries again).
 */
export function timedCache<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  let held: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = performance.now();
    if (!held || now - held.at >= ttlMs) {
      const value = load();
      held = { at: now, value };
      value.catch(() => {
        if (held?.value === value) held = undefined;
      });
    }
    return held.value;
  };
}
