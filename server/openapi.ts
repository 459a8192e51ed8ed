/**
 * The API's OpenAPI document, made from the contracts' endpoint tables (src/domain/openapi.ts does the
 * making; this file lists the tables, which only the server and its tests may gather, since shared code
 * imports no feature). The server builds it once at start and serves it at GET /api/openapi.json, in
 * production without the endpoints production does not mount (`outsideProductionOnly`: the development
 * outboxes); `npm run openapi` writes the development document to docs/openapi.json, and a unit test fails
 * when that copy differs from what the tables produce. docs/api.md explains it.
 */
import { buildOpenApiDocument, type ContractTable, type OpenApiDocument } from '../src/domain/openapi';
import { ADMIN_API, adminEndpoints, adminErrorBodySchema } from '../src/features/admin/contract';
import {
  ADMIN_CONSOLE_BASE,
  adminConsoleEndpoints,
  consoleErrorBodySchema,
} from '../src/features/adminConsole/contract';
import {
  ADMIN_SECURITY_BASE,
  adminSecurityEndpoints,
  adminSecurityErrorSchema,
} from '../src/features/adminSecurity/contract';
import { ADMIN_BASE, adminUsersEndpoints, adminUsersErrorBodySchema } from '../src/features/adminUsers/contract';
import { ANALYTICS_BASE, analyticsEndpoints, analyticsErrorBodySchema } from '../src/features/analytics/contract';
import { AUTH_API_BASE, authEndpoints, authErrorBodySchema } from '../src/features/auth/contract';
import {
  BILLING_ADMIN_BASE,
  BILLING_BASE,
  billingAdminEndpoints,
  billingEndpoints,
  billingErrorBodySchema,
  HOSTED_PAYMENT_BASE,
  hostedPaymentEndpoints,
} from '../src/features/billing/contract';
import { COVERAGE_API_BASE, coverageEndpoints, coverageErrorBodySchema } from '../src/features/coverage/contract';
import {
  NOTIFICATIONS_BASE,
  notificationEndpoints,
  notificationErrorBodySchema,
} from '../src/features/notifications/contract';
import {
  NOTIFICATION_SETTINGS_BASE,
  notificationSettingsEndpoints,
  settingsEndpoints,
  settingsErrorBodySchema,
  USER_API_BASE,
} from '../src/features/settings/contract';
import { contactErrorBodySchema, SITE_API_BASE, siteEndpoints } from '../src/features/site/contract';
import {
  CUSTOMER_SUBSCRIPTIONS_BASE,
  customerSubscriptionEndpoints,
  RENEWALS_BASE,
  renewalEndpoints,
  renewalErrorBodySchema,
  subscriptionsAdminEndpoints,
  subscriptionsAdminErrorBodySchema,
} from '../src/features/subscriptions/contract';

export const OPENAPI_PATH = '/api/openapi.json';

/** Every endpoint table of the contracts (src/features/<feature>/contract.ts), with where it is mounted. */
export const CONTRACT_TABLES: readonly ContractTable[] = [
  { name: 'auth', base: AUTH_API_BASE, endpoints: authEndpoints, errorBody: authErrorBodySchema },
  { name: 'billing', base: BILLING_BASE, endpoints: billingEndpoints, errorBody: billingErrorBodySchema },
  {
    name: 'notifications',
    base: NOTIFICATIONS_BASE,
    endpoints: notificationEndpoints,
    errorBody: notificationErrorBodySchema,
  },
  { name: 'payment', base: HOSTED_PAYMENT_BASE, endpoints: hostedPaymentEndpoints, errorBody: billingErrorBodySchema },
  { name: 'site', base: SITE_API_BASE, endpoints: siteEndpoints, errorBody: contactErrorBodySchema },
  { name: 'coverage', base: COVERAGE_API_BASE, endpoints: coverageEndpoints, errorBody: coverageErrorBodySchema },
  { name: 'admin', base: ADMIN_API, endpoints: adminEndpoints, errorBody: adminErrorBodySchema },
  {
    name: 'adminConsole',
    base: ADMIN_CONSOLE_BASE,
    endpoints: adminConsoleEndpoints,
    errorBody: consoleErrorBodySchema,
  },
  {
    name: 'adminSecurity',
    base: ADMIN_SECURITY_BASE,
    endpoints: adminSecurityEndpoints,
    errorBody: adminSecurityErrorSchema,
  },
  { name: 'adminUsers', base: ADMIN_BASE, endpoints: adminUsersEndpoints, errorBody: adminUsersErrorBodySchema },
  { name: 'analytics', base: ANALYTICS_BASE, endpoints: analyticsEndpoints, errorBody: analyticsErrorBodySchema },
  { name: 'settings', base: USER_API_BASE, endpoints: settingsEndpoints, errorBody: settingsErrorBodySchema },
  {
    name: 'notificationSettings',
    base: NOTIFICATION_SETTINGS_BASE,
    endpoints: notificationSettingsEndpoints,
    errorBody: settingsErrorBodySchema,
  },
  { name: 'renewals', base: RENEWALS_BASE, endpoints: renewalEndpoints, errorBody: renewalErrorBodySchema },
  {
    name: 'customerSubscriptions',
    base: CUSTOMER_SUBSCRIPTIONS_BASE,
    endpoints: customerSubscriptionEndpoints,
    errorBody: renewalErrorBodySchema,
  },
  {
    name: 'subscriptionsAdmin',
    base: '/api/admin',
    endpoints: subscriptionsAdminEndpoints,
    errorBody: subscriptionsAdminErrorBodySchema,
  },
  {
    name: 'billingAdmin',
    base: BILLING_ADMIN_BASE,
    endpoints: billingAdminEndpoints,
    errorBody: billingErrorBodySchema,
  },
];

/**
 * What the API serves that no endpoint table describes yet, by server feature (server/features/<name>),
 * and the app's own routes: the document names them in its description rather than leave them out silently.
 * A test checks that every server feature is either in a table or here.
 */
export const NOT_YET_DESCRIBED: Readonly<Record<string, string>> = {
  settings: 'GET /api/user/payments.csv: a CSV file, not JSON (the rest of settings is described)',
  analytics: 'the CSV reports (GET /api/admin/reports): files, not JSON (the rest of analytics is described)',
  adminConsole:
    'GET /api/admin/audit.csv, the audit log as CSV rather than JSON (the rest of the console is described)',
  billing: 'the receipt PDF and the 304 answer of GET /api/billing/plans (the rest of billing is described)',
  notifications:
    'the live stream, GET /api/notifications/stream (server-sent events, not JSON; the rest of notifications is described)',
  auth: 'the body of POST /api/auth/upload-profile-picture (multipart: an image) and the picture itself, GET /api/auth/profile-picture/:id (the rest of auth is described)',
  app: '/api/health, /api/health/live, /api/metrics, this document',
};

/**
 * The routes of described features that are registered by hand rather than mounted from their table with
 * route() (server/http/contractRoute.ts), with why: their answer is not one JSON body of one status. A test
 * (tests/server/openapi.test.ts) fails when a route under a described feature's base is neither mounted
 * from its table nor listed here, and when an entry here is no longer a route.
 */
export const HAND_REGISTERED: Readonly<Record<string, string>> = {
  'GET /api/billing/plans':
    'a table endpoint, served by hand: a conditional GET answers 304 without a body (ETag), and the body is sent as cached bytes',
  'GET /api/billing/payments/:id/receipt.pdf': 'a PDF file',
  'GET /api/notifications/stream': 'server-sent events, opened with a single-use ticket instead of the bearer',
  'GET /api/auth/profile-picture/:id': 'the image itself, public by unguessable id',
};

/** The server features whose endpoint tables the document is made from. */
export const DESCRIBED_FEATURES = [
  'auth',
  'billing',
  'site',
  'coverage',
  'admin',
  'adminUsers',
  'adminSecurity',
  'analytics',
  'adminConsole',
  'settings',
  'subscriptions',
  'notifications',
] as const;

const DESCRIPTION = [
  'The SkyLink Ghana API, made from the endpoint tables in the features’ contracts (src/features/<feature>/contract.ts),',
  'the same zod schemas the client and the server run on. Every error body is `{ error, message, code, issues? }`;',
  'clients branch on the status and `code`. Not yet described by endpoint tables:',
  ...Object.entries(NOT_YET_DESCRIBED).map(([feature, what]) => `- ${feature}: ${what}`),
].join('\n');

/** The tables as a server in production mounts them: without the endpoints it serves outside production only. */
function productionTables(): ContractTable[] {
  return CONTRACT_TABLES.map((table) => ({
    ...table,
    endpoints: Object.fromEntries(Object.entries(table.endpoints).filter(([, e]) => !e.outsideProductionOnly)),
  }));
}

/** The document for the API at this version: what a server in production (or outside it) serves. */
export function openApiDocument(
  version: string,
  { production = false }: { production?: boolean } = {},
): OpenApiDocument {
  const info = { title: 'SkyLink Ghana API', version, description: DESCRIPTION };
  return buildOpenApiDocument(info, production ? productionTables() : CONTRACT_TABLES);
}
