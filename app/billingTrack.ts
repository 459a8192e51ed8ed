/**
 * The analytics `track(event, props)` the machines are given (the packages, payment, login, sign-up and
 * dashboard machines: docs/analytics.md lists every event), sent through the shared first-party wrapper
 * (src/services/analytics.ts): recorded only with analytics accepted and without Do Not Track; an event
 * tracked before the wrapper is installed waits for it.
 */
import { ANALYTICS_EVENTS, type AnalyticsEventName, analytics, type Properties } from '../src/services/analytics';

export type TrackFn = (event: string, props: Record<string, unknown>) => void;

const known = new Set<string>(ANALYTICS_EVENTS);

/** Only primitive values leave the browser (the events API stores flat properties). */
function flat(props: Record<string, unknown>): Properties {
  const out: Properties = {};
  for (const [key, value] of Object.entries(props)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      out[key] = value as string | number | boolean | null;
    }
  }
  return out;
}

export const track: TrackFn = (event, props) => {
  if (!known.has(event)) return;
  analytics().track(event as AnalyticsEventName, flat(props));
};
