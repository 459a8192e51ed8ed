/**
 * The analytics wrapper every feature uses (site spec §1, §3, §7): the product's event names, the
 * product-wide properties (market Ghana, service_type satellite_internet, app_version 1.0.0), page
 * views, user properties, reset on sign-out and shutdown with session_duration.
 *
 * Events go first-party to POST /api/events, batched: a batch leaves when it is full, a few seconds
 * after its first event, and with `navigator.sendBeacon` when the page hides. Nothing is recorded or sent unless
 * `isAllowed()` says so (the app: Do Not Track is not set AND the visitor accepted analytics cookies);
 * events from before consent are dropped, not kept. No client address is sent or stored.
 *
 * Browser-agnostic: the host (clock, transport, page context) is passed in, so it runs in tests.
 */
import {
  ANALYTICS_EVENTS,
  type AnalyticsEventName,
  EVENTS_API_PATH,
  EVENTS_LIMITS,
  PRODUCT_PROPERTIES,
} from '../domain/analyticsEvents';
import { type BeaconLike, platformBeacon } from './http';

export { ANALYTICS_EVENTS, type AnalyticsEventName, PRODUCT_PROPERTIES };

export type PropertyValue = string | number | boolean | null;
export type Properties = Record<string, PropertyValue>;

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  timestamp: string;
  properties: Properties;
}

export interface EventsBatch {
  sessionId: string;
  events: AnalyticsEvent[];
}

export interface AnalyticsHost {
  now: () => number;
  /** the page as it is now (page_url, page_title) */
  page: () => { url: string; title: string };
  /** sends a batch; `beacon` when the page is hiding (must not wait for an answer) */
  send: (batch: EventsBatch, options: { beacon: boolean }) => void;
  /** true when events may be recorded (Do Not Track off and analytics accepted) */
  isAllowed: () => boolean;
  /** a random id for this browser session */
  sessionId: string;
  /**
   * runs `task` once after `ms` (the flush of what was queued); returns a cancel function. A timer is only
   * pending while events wait, so a page nobody touches runs no script.
   */
  later?: (ms: number, task: () => void) => () => void;
  /** the wrapper's debug log (spec §1: the wrapper itself has debug logging on) */
  log?: (message: string, data?: unknown) => void;
  /** the browser as app_initialized reports it (user_agent, screen_resolution, timezone, environment) */
  device?: () => Properties;
}

/** When and where an event happened, if not now on the page in view (an event kept until the wrapper ran). */
export interface EventOrigin {
  at: number;
  page: { url: string; title: string } | null;
}

export interface Analytics {
  track: (name: AnalyticsEventName, properties?: Properties, origin?: EventOrigin) => void;
  pageView: (page: {
    name: string;
    path: string;
    referrer?: string;
    loadTime?: number | null;
    authenticated: boolean;
  }) => void;
  /** the signed-in user (user_id on every event) and their properties (updated_at, last_active) */
  identify: (userId: string, properties?: Properties) => void;
  /** sign-out: the user is forgotten */
  reset: () => void;
  flush: (options?: { beacon?: boolean }) => void;
  /** the app closes: app_shutdown with session_duration (ms), sent by beacon */
  shutdown: () => void;
}

export const ANALYTICS_FLUSH_MS = 5000;

/** Text values cut to what the events API keeps (a longer one would have the whole batch refused). */
function withinLimits(properties: Properties): Properties {
  const out: Properties = {};
  for (const [key, value] of Object.entries(properties)) {
    out[key] = typeof value === 'string' ? value.slice(0, EVENTS_LIMITS.valueLength) : value;
  }
  return out;
}
const BATCH_SIZE = 20;

export function createAnalytics(host: AnalyticsHost): Analytics {
  const startedAt = host.now();
  let queue: AnalyticsEvent[] = [];
  let userId: string | null = null;
  let launched = false;
  let stopped = false;
  let cancelTimer: (() => void) | null = null;

  const flush = ({ beacon = false }: { beacon?: boolean } = {}) => {
    cancelTimer?.();
    cancelTimer = null;
    while (queue.length > 0) {
      const events = queue.slice(0, EVENTS_LIMITS.batch);
      queue = queue.slice(EVENTS_LIMITS.batch);
      if (!host.isAllowed()) continue;
      host.send({ sessionId: host.sessionId, events }, { beacon });
    }
  };

  const record = (name: AnalyticsEventName, properties: Properties = {}, origin?: EventOrigin) => {
    if (stopped || !host.isAllowed()) return;
    if (!launched) {
      launched = true;
      record('app_launched', { version: PRODUCT_PROPERTIES.app_version, platform: 'web' });
      record('app_initialized', { ...host.device?.(), version: PRODUCT_PROPERTIES.app_version });
    }
    const page = origin?.page ?? host.page();
    const timestamp = new Date(origin?.at ?? host.now()).toISOString();
    queue.push({
      name,
      timestamp,
      properties: {
        ...PRODUCT_PROPERTIES,
        user_id: userId,
        timestamp,
        page_url: page.url,
        page_title: page.title,
        ...withinLimits(properties),
      },
    });
    host.log?.(`analytics: ${name}`, properties);
    if (queue.length >= BATCH_SIZE) flush();
    else if (!cancelTimer && host.later) {
      cancelTimer = host.later(ANALYTICS_FLUSH_MS, () => {
        cancelTimer = null;
        flush();
      });
    }
  };

  return {
    track: record,
    pageView: ({ name, path, referrer = '', loadTime = null, authenticated }) =>
      record('page_view', {
        page_name: name,
        page_path: path,
        referrer,
        load_time: loadTime,
        user_authenticated: authenticated,
      }),
    identify: (id, properties = {}) => {
      userId = id;
      const now = new Date(host.now()).toISOString();
      record('user_properties', { updated_at: now, last_active: now, ...properties });
    },
    reset: () => {
      userId = null;
    },
    flush,
    shutdown: () => {
      if (stopped) return;
      record('app_shutdown', { session_duration: host.now() - startedAt });
      flush({ beacon: true });
      stopped = true;
    },
  };
}

/** Do Not Track as the browser reports it (navigator.doNotTrack, the old window.doNotTrack, or GPC). */
export function doNotTrack(nav: Navigator | undefined, win?: { doNotTrack?: string | null }): boolean {
  if (!nav) return true;
  const value = (nav as Navigator & { doNotTrack?: string | null }).doNotTrack ?? win?.doNotTrack ?? null;
  const gpc = (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  return value === '1' || value === 'yes' || gpc;
}

/**
 * The browser's transport: sendBeacon when hiding (text/plain, so no preflight), else a keepalive
 * POST through the given poster (src/services/http.ts in the app).
 */
export function browserTransport(
  post: (url: string, batch: EventsBatch) => Promise<unknown>,
  beacon: BeaconLike = platformBeacon,
): AnalyticsHost['send'] {
  return (batch, { beacon: hiding }) => {
    if (hiding && beacon(EVENTS_API_PATH, new Blob([JSON.stringify(batch)], { type: 'text/plain' }))) return;
    post(EVENTS_API_PATH, batch).catch(() => undefined);
  };
}

/** The app's instance, installed by the app shell once the browser is ready; features call `analytics()`. */
let current: Analytics | null = null;

/**
 * Events tracked before the app installs the wrapper (it loads after the first paint, and a plan card in view
 * reports itself sooner), kept with their time and page and handed to the wrapper when it arrives. Whether they
 * may be recorded is decided then, like any event's: without consent they are dropped. Bounded, so a page that
 * never installs one (build, tests) keeps at most a batch.
 */
let early: { name: AnalyticsEventName; properties: Properties; origin: EventOrigin }[] = [];

function pageNow(): EventOrigin['page'] {
  return typeof document === 'undefined' ? null : { url: document.location.href, title: document.title };
}

const beforeInstall: Analytics = {
  track: (name, properties = {}, origin) => {
    if (early.length >= EVENTS_LIMITS.batch) return;
    early.push({ name, properties, origin: origin ?? { at: Date.now(), page: pageNow() } });
  },
  pageView: () => {},
  identify: () => {},
  reset: () => {},
  flush: () => {},
  shutdown: () => {},
};

export function installAnalytics(instance: Analytics | null): void {
  current = instance;
  if (!instance) return;
  const kept = early;
  early = [];
  for (const event of kept) instance.track(event.name, event.properties, event.origin);
}

/** The wrapper (before the app installs it, events tracked are kept for it: see `early`). */
export function analytics(): Analytics {
  return current ?? beforeInstall;
}
