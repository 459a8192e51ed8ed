/**
 * User activity tracking (docs/product-rules.md): click, keypress, scroll and mousemove record
 * a last-activity time.
 */

export const ACTIVITY_EVENTS = ['click', 'keypress', 'scroll', 'mousemove'] as const;

export interface ActivityTracker {
  /** epoch ms of the last recorded activity (the start time until something happens) */
  lastActivityAt(): number;
  stop(): void;
}

type Target = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export function trackActivity(target: Target, now: () => number = Date.now): ActivityTracker {
  let last = now();
  const record = () => {
    last = now();
  };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, record, { passive: true, capture: true });
  return {
    lastActivityAt: () => last,
    stop() {
      for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, record, { capture: true });
    },
  };
}
