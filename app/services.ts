/**
 * The API clients, each loaded on first use (with zod and the contract's schemas): a page's first load
 * carries only these few lines. The token store they share is in ./tokenStore.
 */
import type { ContactSubmission } from '../src/features/site/submission';
import { importInTurn } from '../src/machines/nextTask';

export const loadAuthClient = () => import('./authClient').then((module) => module.authClient);

/** The contact API's client, with the contract's schemas: loaded when a visitor sends a message. */
export const loadSiteClient = () => import('../src/features/site/client').then((module) => module.createSiteClient());
/** What the contact forms need: the message goes to our API. */
export const siteServices = {
  sendContact: async (submission: ContactSubmission) => (await loadSiteClient()).sendContact(submission),
};
export const loadBillingClient = () => import('./billingClient').then((module) => module.billingClient);
/** The notifications API's client: the header bell and /notifications (smaller than billing's). */
export const loadNotificationsClient = () =>
  import('./notificationsClient').then((module) => module.notificationsClient);
/**
 * Loads a module that validates with zod (a form machine, a client) after zod's own chunk, each in a task of
 * its own: see importInTurn and src/domain/zodFirst.ts.
 */
export const loadAfterZod = <T>(load: () => Promise<T>): Promise<T> =>
  importInTurn(() => import('../src/domain/zodFirst'), load);

/** The plan catalogue's client: / and /packages refresh their plans with it after hydration. */
export const loadPlanClient = () => loadAfterZod(() => import('./planClient')).then((module) => module.planClient);
/** The admin console's Security and System Status client: loaded by the admin containers only. */
export const loadAdminSecurityClient = () =>
  import('./adminSecurityClient').then((module) => module.adminSecurityClient);
/** The analytics API's client: loaded by the admin panel's analytics tab. */
export const loadAnalyticsClient = () => import('./analyticsClient').then((module) => module.analyticsClient);
/** The admin people API's client (admin routes only). */
export const loadAdminUsersClient = () => import('./adminUsersClient').then((module) => module.adminUsersClient);
