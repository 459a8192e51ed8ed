/**
 * The subscriber dashboard (/user-dashboard). Nothing else imports it; the app wires it from the files.
 */
export type { SubscriberDeps, SubscriberUser } from './subscriberDashboard.machine';
