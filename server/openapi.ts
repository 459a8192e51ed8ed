/**
 * The API's OpenAPI document, made from the contracts' endpoint tables (src/domain/openapi.ts does the
 * making; this file lists the tables, which only the server and its tests may gather, since shared code
 * imports no feature). The server builds it once at start and serves it at GET /api/openapi.json;
 * `npm run openapi` writes the same document to docs/openapi.json, and a unit test fails when that copy
 * differs from what the tables produce. docs/api.md explains it.
 */
import { buildOpenApiDocument, type ContractTable, type OpenApiDocument } from '../src/domain/openapi';
import { AUTH_API_BASE, authEndpoints, authErrorBodySchema } from '../src/features/auth/contract';
import {
  BILLING_BASE,
  billingEndpoints,
  billingErrorBodySchema,
  HOSTED_PAYMENT_BASE,
  hostedPaymentEndpoints,
  NOTIFICATIONS_BASE,
  notificationEndpoints,
} from '../src/features/billing/contract';

export const OPENAPI_PATH = '/api/openapi.json';

/** Every endpoint table of the contracts (src/features/<feature>/contract.ts), with where it is mounted. */
export const CONTRACT_TABLES: readonly ContractTable[] = [
  { name: 'auth', base: AUTH_API_BASE, endpoints: authEndpoints, errorBody: authErrorBodySchema },
  { name: 'billing', base: BILLING_BASE, endpoints: billingEndpoints, errorBody: billingErrorBodySchema },
  {
    name: 'notifications',
    base: NOTIFICATIONS_BASE,
    endpoints: notificationEndpoints,
    errorBody: billingErrorBodySchema,
  },
  { name: 'payment', base: HOSTED_PAYMENT_BASE, endpoints: hostedPaymentEndpoints, errorBody: billingErrorBodySchema },
];

/**
 * What the API serves that no endpoint table describes yet, by server feature (server/features/<name>),
 * and the app's own routes: the document names them in its description rather than leave them out silently.
 * A test checks that every server feature is either in a table or here.
 */
export const NOT_YET_DESCRIBED: Readonly<Record<string, string>> = {
  site: 'POST /api/contact, POST /api/events',
  coverage: '/api/coverage (check, areas, request, analyze)',
  settings: '/api/user (settings, export.json, payments.csv), /api/notifications/settings',
  analytics: '/api/analytics and the CSV reports under /api/admin',
  admin: 'the admin panel under /api/admin (overview, network, support, coverage requests)',
  adminUsers: 'customers and staff accounts under /api/admin',
  adminSecurity: 'sessions, locks and system health under /api/admin',
  adminConsole: 'stats, the audit log and system settings under /api/admin',
  billing:
    'reconciliation under /api/admin/billing/reconcile, the notification stream and the receipt PDF (the rest of billing is described)',
  auth: 'the body of POST /api/auth/upload-profile-picture, an image rather than JSON (the rest of auth is described)',
  app: '/api/health, /api/health/live, /api/metrics, /api/admin/outbox and /api/admin/sms-outbox (outside production), this document',
};

/** The server features whose endpoint tables the document is made from. */
export const DESCRIBED_FEATURES = ['auth', 'billing'] as const;

const DESCRIPTION = [
  'The SkyLink Ghana API, made from the endpoint tables in the features’ contracts (src/features/<feature>/contract.ts),',
  'the same zod schemas the client and the server run on. Every error body is `{ error, message, code, issues? }`;',
  'clients branch on the status and `code`. Not yet described by endpoint tables:',
  ...Object.entries(NOT_YET_DESCRIBED).map(([feature, what]) => `- ${feature}: ${what}`),
].join('\n');

/** The document for the API at this version. */
export function openApiDocument(version: string): OpenApiDocument {
  return buildOpenApiDocument({ title: 'SkyLink Ghana API', version, description: DESCRIPTION }, CONTRACT_TABLES);
}
