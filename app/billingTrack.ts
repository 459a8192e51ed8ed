/**
 * The analytics `track(event, props)` the payment machines are given (spec billing §7: package_viewed,
 * package_selected, payment_initiated, payment_completed, payment_failed).
 *
 * MERGE NOTE: src/services/analytics.ts (issue #9) is not on this branch. At merge the lead replaces the
 * body below with that service's track; until then events are only kept in memory (`trackedEvents`) so
 * nothing is sent anywhere.
 */
export type TrackFn = (event: string, props: Record<string, unknown>) => void;

const MAX_KEPT = 50;
export const trackedEvents: { event: string; props: Record<string, unknown> }[] = [];

export const track: TrackFn = (event, props) => {
  trackedEvents.push({ event, props });
  if (trackedEvents.length > MAX_KEPT) trackedEvents.shift();
};
