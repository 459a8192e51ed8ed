/**
 * The product's analytics vocabulary (site spec §1, §3, §7; billing spec §9): event names, the
 * product-wide properties, and the limits of the first-party events API. Pure data (the app shell
 * loads it); the request schema is in analyticsContract.ts.
 */
export const ANALYTICS_EVENTS = [
  'page_view',
  'user_registration',
  'user_login',
  'package_selection',
  'payment_initiated',
  'payment_completed',
  'payment_failed',
  'service_activation',
  'error_occurred',
  'feature_used',
  'button_clicked',
  'form_submitted',
  'file_downloaded',
  'search_performed',
  'notification_received',
  'package_viewed',
  'package_selected',
  'dashboard_viewed',
  'app_launched',
  /** the app-initialized event (§3) */
  'app_initialized',
  /** the shutdown event with session_duration (§3) */
  'app_shutdown',
  /** user properties (§7: updated_at, last_active) */
  'user_properties',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** Registered on every event (spec §1). */
export const PRODUCT_PROPERTIES = {
  market: 'Ghana',
  service_type: 'satellite_internet',
  app_version: '1.0.0',
} as const;

/**
 * Where the public site's API (contact and events) is mounted, and the events endpoint's path under it:
 * the events endpoint (`eventsEndpoint`, analyticsContract.ts) takes its path from here, so the analytics
 * service can post without importing the schemas (zod stays out of its bundle).
 */
export const PUBLIC_API_BASE = '/api';
export const EVENTS_PATH = '/events';
export const EVENTS_API_PATH = `${PUBLIC_API_BASE}${EVENTS_PATH}`;

export const EVENTS_LIMITS = {
  /** events per request */
  batch: 50,
  /** properties per event */
  properties: 40,
  /** characters of a property's text value */
  valueLength: 500,
  /** bytes of a request body */
  bodyBytes: 64 * 1024,
} as const;
