/**
 * An OpenAPI 3.1 document made from the contracts' endpoint tables (each feature's `contract.ts`), so the
 * published description of the API is the same data the client and server already run on and cannot
 * drift from them. Pure: the caller passes the tables (the server assembles them in server/openapi.ts,
 * because shared code never imports a feature).
 *
 * Per endpoint: the operation (operationId = the table's key, tagged with the table's name), its path
 * parameters (`:id` segments become `{id}`), its query parameters (the properties of its query schema,
 * required when the query must have them), its JSON request body, its success status with the response
 * schema, and a `default` response with the error body whose `code` is an enum of the codes the endpoint
 * lists plus those any endpoint may answer (ANY_ENDPOINT_ERROR_CODES). The tables do not say which HTTP
 * status each error code comes with, so the document does not either. Endpoints flagged `auth` require a
 * bearer token; the others say so with an empty `security`.
 */
import { z } from 'zod';
import { ANY_ENDPOINT_ERROR_CODES } from './apiError';

/** What the document needs of a contract's endpoint (the shape of every feature's endpoint table). */
export interface ContractEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** under the table's base; `:name` segments are path parameters */
  path: string;
  /** a bearer token is required */
  auth: boolean;
  /** the query string's parameters: an object schema (or an intersection of them) */
  query?: z.ZodType;
  /** the JSON request body, when the endpoint takes one */
  request?: z.ZodType;
  status: number;
  response: z.ZodType;
  /** every error code the endpoint answers with */
  errors: readonly string[];
  /** mounted outside production only (the development outboxes): the production document leaves it out */
  outsideProductionOnly?: true;
}

/** One contract table: the endpoints mounted under one base path, and the feature's error body. */
export interface ContractTable {
  /** the tag of its operations, e.g. 'billing' */
  name: string;
  /** e.g. '/api/billing' */
  base: string;
  endpoints: Readonly<Record<string, ContractEndpoint>>;
  /** the feature's error body, `{ error, message, code, issues? }` */
  errorBody: z.ZodType<{ code: string }>;
}

export interface OpenApiInfo {
  title: string;
  version: string;
  description: string;
}

type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  security: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: true; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { description: string; content: { 'application/json': { schema: JsonSchema } } }>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: OpenApiInfo;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: Record<string, JsonSchema> };
}

export const BEARER_SCHEME = 'bearer';

/** `/payments/:id/receipt` → `/payments/{id}/receipt`, and the parameters' names. */
export function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const converted = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      params.push(segment.slice(1));
      return `{${segment.slice(1)}}`;
    })
    .join('/');
  return { path: converted, params };
}

/** A zod schema as JSON Schema: what a request must be, or what an answer is. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** The feature's error body with `code` narrowed to the codes this endpoint can answer. */
function errorSchema(table: ContractTable, errors: readonly string[]): JsonSchema {
  const codes = [...new Set([...errors, ...ANY_ENDPOINT_ERROR_CODES])];
  const body = jsonSchema(table.errorBody, 'output');
  const properties = body.properties as Record<string, JsonSchema>;
  return { ...body, properties: { ...properties, code: { type: 'string', enum: codes } } };
}

/** A query schema's properties as query parameters (an intersection's parts are read one by one). */
function queryParameters(schema: z.ZodType): OpenApiParameter[] {
  const json = jsonSchema(schema, 'input');
  const parts = Array.isArray(json.allOf) ? (json.allOf as JsonSchema[]) : [json];
  return parts.flatMap((part) => {
    const properties = (part.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((part.required ?? []) as string[]);
    return Object.entries(properties).map(([name, property]) => ({
      name,
      in: 'query' as const,
      required: required.has(name),
      schema: property,
    }));
  });
}

function operation(table: ContractTable, key: string, endpoint: ContractEndpoint, params: string[]): OpenApiOperation {
  const op: OpenApiOperation = {
    operationId: key,
    tags: [table.name],
    summary: `${endpoint.method} ${table.base}${endpoint.path}`,
    security: endpoint.auth ? [{ [BEARER_SCHEME]: [] }] : [],
    responses: {
      [String(endpoint.status)]: {
        description: 'Success',
        content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } },
      },
      default: {
        description: 'An error: `code` says which (clients branch on the status and the code, never the message)',
        content: { 'application/json': { schema: errorSchema(table, endpoint.errors) } },
      },
    },
  };
  const parameters: OpenApiParameter[] = [
    ...params.map((name) => ({ name, in: 'path' as const, required: true, schema: { type: 'string' } })),
    ...(endpoint.query ? queryParameters(endpoint.query) : []),
  ];
  if (parameters.length) op.parameters = parameters;
  if (endpoint.request) {
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: jsonSchema(endpoint.request, 'input') } },
    };
  }
  return op;
}

/**
 * The document for these tables. Throws when two endpoints share an operationId or a method and path,
 * which would make the document (or the routing it describes) ambiguous.
 */
export function buildOpenApiDocument(info: OpenApiInfo, tables: readonly ContractTable[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const operationIds = new Set<string>();
  for (const table of tables) {
    for (const [key, endpoint] of Object.entries(table.endpoints)) {
      if (operationIds.has(key)) throw new Error(`OpenAPI: two endpoints are named '${key}'`);
      operationIds.add(key);
      const { path, params } = openApiPath(`${table.base}${endpoint.path}`);
      const method = endpoint.method.toLowerCase();
      const item = paths[path] ?? {};
      if (item[method]) throw new Error(`OpenAPI: ${endpoint.method} ${path} is declared twice`);
      item[method] = operation(table, key, endpoint, params);
      paths[path] = item;
    }
  }
  const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return {
    openapi: '3.1.0',
    info,
    paths: sorted,
    components: { securitySchemes: { [BEARER_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
  };
}
