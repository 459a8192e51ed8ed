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
 * Then the answer is read a second time with the published OpenAPI document's JSON Schema for that
 * operation and status (the success schema, or the `default` error body with its code enum), so the
 * document served at /api/openapi.json is proven against the server's real answers too.
 * A mismatch throws a `ContractMismatch` naming the endpoint and listing the issues.
 *
 * `contractChecked(app)` wraps the app's `fetch` (which `app.request` and a served app both go through),
 * so the server harness (tests/server/harness.ts) checks every request its tests make. Requests to
 * paths no table declares (pages, the sandbox, the notification stream, the receipt PDF) pass unchecked.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { z } from 'zod';
import { CONTRACT_TABLES, openApiDocument } from '../../server/openapi';
import { ANY_ENDPOINT_ERROR_CODES } from '../../src/domain/apiError';
import { type ContractEndpoint, type ContractTable, type OpenApiDocument, openApiPath } from '../../src/domain/openapi';

export { CONTRACT_TABLES, type ContractEndpoint, type ContractTable };

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
    if (tables === CONTRACT_TABLES) checkAgainstDocument(match, answer.status, json);
    return match;
  }
  const parsed = table.errorBody.safeParse(json);
  if (!parsed.success)
    fail(`the body does not parse with the ${table.name} error body:\n${formatIssues(parsed.error.issues)}`);
  const code = (parsed.data as { code: string }).code;
  if (!endpoint.errors.includes(code) && !(ANY_ENDPOINT_ERROR_CODES as readonly string[]).includes(code)) {
    fail(`error code '${code}' is not one the endpoint declares (${endpoint.errors.join(', ') || 'none'})`);
  }
  if (tables === CONTRACT_TABLES) checkAgainstDocument(match, answer.status, json);
  return match;
}

// The schemas do not depend on the version; the document is built as the server builds it.
const publishedDocument = openApiDocument('contract-check');
const ajv = new Ajv2020({ strict: false, validateFormats: false });
const validators = new Map<string, ValidateFunction>();

/**
 * Read an answer with the OpenAPI document's schema for its operation: the success status's schema, or
 * the `default` error body. Throws `ContractMismatch` when the document would not accept what was sent.
 */
export function checkAgainstDocument(
  match: EndpointMatch,
  status: number,
  json: unknown,
  document: OpenApiDocument = publishedDocument,
) {
  const { path } = openApiPath(`${match.table.base}${match.endpoint.path}`);
  const method = match.endpoint.method.toLowerCase();
  const operation = document.paths[path]?.[method];
  if (!operation) throw new ContractMismatch(`contract mismatch: ${match.route} is missing from the OpenAPI document`);
  const response = operation.responses[String(status)] ?? operation.responses.default;
  const key = `${method} ${path} ${status < 300 ? status : 'default'}`;
  const cacheable = document === publishedDocument;
  let validate = cacheable ? validators.get(key) : undefined;
  if (!validate) {
    validate = ajv.compile(response?.content['application/json'].schema ?? {});
    if (cacheable) validators.set(key, validate);
  }
  if (!validate(json)) {
    const issues = (validate.errors ?? []).map((e) => `  - ${e.instancePath || '(body)'}: ${e.message}`).join('\n');
    throw new ContractMismatch(
      `contract mismatch: ${match.id} (${match.route}) answered ${status}: the OpenAPI document's schema refuses it:\n${issues}\n  body: ${excerpt(JSON.stringify(json))}`,
    );
  }
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
