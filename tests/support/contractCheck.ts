/**
 * The server against its contracts, on every answer of every server test (ARCHITECTURE §9: "server
 * tests validate every answer against the schema").
 *
 * Each feature's `contract.ts` declares its endpoints in a table (method, path, success status,
 * response schema, error codes). `checkAnswer` finds the endpoint a request hit and reads the answer
 * with it:
 * - a 2xx answer must have the endpoint's success status and parse with its response schema;
 * - a 4xx/5xx answer must parse with the feature's error body schema and carry one of the codes the
 *   endpoint declares (or one any endpoint may answer: ANY_ENDPOINT_ERROR_CODES, src/domain/apiError.ts).
 * A mismatch throws a `ContractMismatch` naming the endpoint and listing zod's issues.
 *
 * `contractChecked(app)` wraps the app's `fetch` (which `app.request` and a served app both go through),
 * so the server harness (tests/server/harness.ts) checks every request its tests make. Requests to
 * paths no table declares (pages, the sandbox, the notification stream, the receipt PDF) pass unchecked.
 */
import type { z } from 'zod';
import { ANY_ENDPOINT_ERROR_CODES } from '../../src/domain/apiError';
import { AUTH_API_BASE } from '../../src/features/auth/client';
import { authEndpoints, authErrorBodySchema } from '../../src/features/auth/contract';
import {
  BILLING_BASE,
  billingEndpoints,
  billingErrorBodySchema,
  HOSTED_PAYMENT_BASE,
  hostedPaymentEndpoints,
  NOTIFICATIONS_BASE,
  notificationEndpoints,
} from '../../src/features/billing/contract';

/** What the checker needs of a contract's endpoint. */
export interface ContractEndpoint {
  method: string;
  path: string;
  status: number;
  response: z.ZodType;
  errors: readonly string[];
}

/** One contract table: the endpoints mounted under one base path, and the feature's error body. */
export interface ContractTable {
  name: string;
  base: string;
  endpoints: Record<string, ContractEndpoint>;
  errorBody: z.ZodType<{ code: string }>;
}

/** Every endpoint table of the contracts (src/features/<feature>/contract.ts). */
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

export interface EndpointMatch {
  /** e.g. 'billing.getSubscription' */
  id: string;
  /** e.g. 'GET /api/billing/subscriptions' */
  route: string;
  endpoint: ContractEndpoint;
  table: ContractTable;
}

interface CompiledEndpoint extends EndpointMatch {
  pattern: RegExp;
  /** literal routes win over routes with parameters (as `/subscriptions/pay` over `/:id`) */
  params: number;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(tables: readonly ContractTable[]): CompiledEndpoint[] {
  return tables
    .flatMap((table) =>
      Object.entries(table.endpoints).map(([name, endpoint]) => {
        const full = `${table.base}${endpoint.path}`;
        const segments = full.split('/').map((s) => (s.startsWith(':') ? '[^/]+' : escapeRegExp(s)));
        return {
          id: `${table.name}.${name}`,
          route: `${endpoint.method} ${full}`,
          endpoint,
          table,
          pattern: new RegExp(`^${segments.join('/')}$`),
          params: full.split('/').filter((s) => s.startsWith(':')).length,
        };
      }),
    )
    .sort((a, b) => a.params - b.params);
}

/** The contract endpoint a request hits, if any table declares it. */
export function findEndpoint(
  method: string,
  pathname: string,
  tables: readonly ContractTable[] = CONTRACT_TABLES,
): EndpointMatch | undefined {
  const compiled = tables === CONTRACT_TABLES ? defaultCompiled : compile(tables);
  const hit = compiled.find((c) => c.endpoint.method === method.toUpperCase() && c.pattern.test(pathname));
  return hit ? { id: hit.id, route: hit.route, endpoint: hit.endpoint, table: hit.table } : undefined;
}
const defaultCompiled = compile(CONTRACT_TABLES);

export class ContractMismatch extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContractMismatch';
  }
}

const formatIssues = (issues: readonly z.core.$ZodIssue[]) =>
  issues.map((i) => `  - ${i.path.length ? i.path.join('.') : '(body)'}: ${i.message} [${i.code}]`).join('\n');

const excerpt = (text: string) => (text.length > 600 ? `${text.slice(0, 600)}…` : text);

/** An answer as the checker sees it. */
export interface Answer {
  method: string;
  /** the path (a query string is ignored) */
  path: string;
  status: number;
  /** the body as text */
  body: string;
}

/**
 * Check one answer against the contract; throws `ContractMismatch` when it breaks it. Returns the
 * endpoint it was checked against (undefined: no table declares the path).
 */
export function checkAnswer(answer: Answer, tables: readonly ContractTable[] = CONTRACT_TABLES) {
  const pathname = answer.path.split('?')[0] ?? answer.path;
  const match = findEndpoint(answer.method, pathname, tables);
  if (!match) return undefined;
  // redirects and informational answers are not the contract's business
  if (answer.status < 200 || (answer.status >= 300 && answer.status < 400)) return match;
  const where = `${match.id} (${match.route}) answered ${answer.status}`;
  const fail = (why: string): never => {
    throw new ContractMismatch(`contract mismatch: ${where}: ${why}\n  body: ${excerpt(answer.body)}`);
  };
  let json: unknown;
  try {
    json = JSON.parse(answer.body);
  } catch {
    return fail('the body is not JSON');
  }
  const { endpoint, table } = match;
  if (answer.status < 300) {
    if (answer.status !== endpoint.status) fail(`the contract's success status is ${endpoint.status}`);
    const parsed = endpoint.response.safeParse(json);
    if (!parsed.success)
      fail(`the body does not parse with its response schema:\n${formatIssues(parsed.error.issues)}`);
    return match;
  }
  const parsed = table.errorBody.safeParse(json);
  if (!parsed.success)
    fail(`the body does not parse with the ${table.name} error body:\n${formatIssues(parsed.error.issues)}`);
  const code = (parsed.data as { code: string }).code;
  if (!endpoint.errors.includes(code) && !(ANY_ENDPOINT_ERROR_CODES as readonly string[]).includes(code)) {
    fail(`error code '${code}' is not one the endpoint declares (${endpoint.errors.join(', ') || 'none'})`);
  }
  return match;
}

/** The body of an answer as text, unzipped when the app compressed it (a served app, Accept-Encoding sent). */
async function bodyText(response: Response): Promise<string> {
  const encoding = response.headers.get('content-encoding');
  const body = response.clone().body;
  if (!body) return '';
  if (encoding === 'gzip' || encoding === 'deflate') {
    return new Response(body.pipeThrough(new DecompressionStream(encoding))).text();
  }
  return new Response(body).text();
}

/** Check one request's answer (the body read from a clone: the caller still reads the original). */
export async function checkResponse(request: Request, response: Response, tables = CONTRACT_TABLES) {
  const url = new URL(request.url);
  if (request.method === 'HEAD' || !findEndpoint(request.method, url.pathname, tables)) return;
  const body = await bodyText(response);
  checkAnswer({ method: request.method, path: url.pathname, status: response.status, body }, tables);
}

interface FetchingApp {
  fetch: (request: Request, ...rest: never[]) => Response | Promise<Response>;
}

/**
 * Make the app check every answer against the contracts: its `fetch` (behind `app.request` and any
 * server it is served by) throws the mismatch, and `mismatches` keeps each one (a served app turns a
 * throw into a 500, so the harness also fails on close when any was seen).
 */
export function contractChecked<A extends FetchingApp>(app: A): { app: A; mismatches: ContractMismatch[] } {
  const mismatches: ContractMismatch[] = [];
  const original = app.fetch;
  const checked = async (request: Request, ...rest: never[]) => {
    const response = await original(request, ...rest);
    try {
      await checkResponse(request, response);
    } catch (error) {
      if (error instanceof ContractMismatch) mismatches.push(error);
      throw error;
    }
    return response;
  };
  // Hono's `request` calls `this.fetch`, so replacing the instance's fetch covers both.
  (app as { fetch: FetchingApp['fetch'] }).fetch = checked;
  return { app, mismatches };
}
