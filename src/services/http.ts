/**
 * The one place in src/ that calls fetch. Requests abort after 30 s; responses are read
 * as text and parsed as JSON when possible; failures become a `RequestFailure`
 * carried by a `RequestError`, whose message the caller maps through the error catalogue.
 * Longer than 300 lines on purpose: the request, its failures and the contract call and URL built on
 * them are one layer, which every client goes through and the boundary check keeps fetch inside.
 */
import type { z } from 'zod';

/**
 * How a request failed. `text` is the server's `error` or `message` field, or its plain-text body (to show,
 * never to branch on); `code` is the error body's machine-readable `code` (see src/domain/apiError.ts).
 */
export type RequestFailure =
  | { kind: 'http'; status: number; text?: string; code?: string; issues?: { path: string; message: string }[] }
  | { kind: 'timeout' }
  | { kind: 'network' }
  /** the server answered 2xx but with a body we could not read */
  | { kind: 'invalid-response' };

/** Requests abort after this long. */
export const REQUEST_TIMEOUT_MS = 30_000;

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * The platform's fetch, looked up at each call (a test may stub it): the only reference to it in the
 * client (scripts/check-boundaries.ts). Clients take a `FetchLike` to swap in tests and default to this.
 */
export const platformFetch: FetchLike = (input, init) => globalThis.fetch(input, init);

/** A request that must leave while the page goes away; false when the browser has none or refused it. */
export type BeaconLike = (url: string, body: Blob) => boolean;

/** The platform's sendBeacon (the only reference to it in the client), false where there is none. */
export const platformBeacon: BeaconLike = (url, body) =>
  typeof globalThis.navigator?.sendBeacon === 'function' && globalThis.navigator.sendBeacon(url, body);

export class RequestError extends Error {
  readonly failure: RequestFailure;
  constructor(failure: RequestFailure, message: string) {
    super(message);
    this.name = 'RequestError';
    this.failure = failure;
  }
}

export interface HttpResponse {
  status: number;
  /** the raw body */
  text: string;
  /** the body parsed as JSON, or undefined when it is not JSON */
  json: unknown;
  /** the body as bytes, when the request asked for `as: 'blob'` and it succeeded */
  blob?: Blob;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH';
  /** a JSON body (objects) or form data (multipart) */
  body?: unknown;
  /** bearer access token */
  token?: string | null;
  timeoutMs?: number;
  /** an outside signal (the caller gave up) */
  signal?: AbortSignal;
  /** read a success body as a Blob (a file download, e.g. a PDF) with this Accept type */
  blob?: string;
}

/** The message a failed response carries: its `error` or `message` field, or its plain text. */
export function messageFromBody(text: string, json: unknown): string | undefined {
  if (json && typeof json === 'object') {
    const record = json as Record<string, unknown>;
    for (const key of ['error', 'message'] as const) {
      const value = record[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
    return undefined;
  }
  if (typeof json === 'string' && json.trim()) return json;
  const trimmed = text.trim();
  // an HTML error page is not a message
  return trimmed && !trimmed.startsWith('<') ? trimmed.slice(0, 300) : undefined;
}

/** The `code` field of an error body, when it has one. */
export function codeFromBody(json: unknown): string | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const code = (json as Record<string, unknown>).code;
  return typeof code === 'string' && code ? code : undefined;
}

/** The `issues` of an error body (one message per failing field), when it has them. */
export function issuesFromBody(json: unknown): { path: string; message: string }[] | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const issues = (json as Record<string, unknown>).issues;
  if (!Array.isArray(issues)) return undefined;
  const valid = issues.filter(
    (i): i is { path: string; message: string } =>
      !!i && typeof i === 'object' && typeof i.path === 'string' && typeof i.message === 'string',
  );
  return valid.length > 0 ? valid.map(({ path, message }) => ({ path, message })) : undefined;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Send a request. Resolves with any 2xx response; throws a `RequestError` for a non-2xx answer
 * (kind http), an abort after `timeoutMs` (kind timeout) or a failed connection (kind network).
 * `describe` turns the failure into the message of the thrown error.
 */
export async function request(
  fetchFn: FetchLike,
  url: string,
  options: RequestOptions,
  describe: (failure: RequestFailure) => string,
): Promise<HttpResponse> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort);

  const headers: Record<string, string> = {
    Accept: options.blob ? `${options.blob}, application/json` : 'application/json',
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (options.token) headers.Authorization = `Bearer ${options.token}`;

  const fail = (failure: RequestFailure): never => {
    throw new RequestError(failure, describe(failure));
  };

  try {
    let response: Response;
    try {
      response = await fetchFn(url, { method: options.method ?? 'GET', headers, body, signal: controller.signal });
    } catch {
      return fail(timedOut ? { kind: 'timeout' } : { kind: 'network' });
    }
    if (options.blob && response.ok) {
      try {
        return { status: response.status, text: '', json: undefined, blob: await response.blob() };
      } catch {
        return fail(timedOut ? { kind: 'timeout' } : { kind: 'network' });
      }
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      return fail(timedOut ? { kind: 'timeout' } : { kind: 'network' });
    }
    const json = parseJson(text);
    if (!response.ok) {
      const code = codeFromBody(json);
      const failure: RequestFailure = { kind: 'http', status: response.status, text: messageFromBody(text, json) };
      const issues = issuesFromBody(json);
      return fail({ ...failure, ...(code ? { code } : {}), ...(issues ? { issues } : {}) });
    }
    return { status: response.status, text, json };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

/** Parse a success body with a schema; an unreadable body is a failure of kind invalid-response. */
export function parseBody<S extends z.ZodType>(
  response: HttpResponse,
  schema: S,
  describe: (failure: RequestFailure) => string,
): z.output<S> {
  const parsed = schema.safeParse(response.json);
  if (!parsed.success) {
    const failure: RequestFailure = { kind: 'invalid-response' };
    throw new RequestError(failure, describe(failure));
  }
  return parsed.data;
}

/** `/payments/:id/receipt` → 'id': the names of a contract path's `:name` parameters. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What the generic call needs of a contract endpoint (src/features/<feature>/contract.ts). */
export interface ContractEndpoint {
  method: NonNullable<RequestOptions['method']>;
  /** the success status the contract declares */
  status: number;
  response: z.ZodType;
}

/**
 * The generic call of a contract endpoint: sends with the endpoint's method, then expects its success
 * status and a body its response schema reads; another 2xx status or an unreadable body is a failure of
 * kind invalid-response. `fetchFn` undefined: the platform's fetch.
 */
export async function callEndpoint<E extends ContractEndpoint>(
  fetchFn: FetchLike | undefined,
  url: string,
  endpoint: E,
  options: Omit<RequestOptions, 'method'>,
  describe: (failure: RequestFailure) => string,
): Promise<z.output<E['response']>> {
  const response = await request(fetchFn ?? platformFetch, url, { ...options, method: endpoint.method }, describe);
  if (response.status !== endpoint.status) {
    const failure: RequestFailure = { kind: 'invalid-response' };
    throw new RequestError(failure, describe(failure));
  }
  return parseBody<E['response']>(response, endpoint.response, describe);
}

/**
 * What a client may put in the query string of a contract endpoint: the fields of the endpoint's `query`
 * schema (a key the contract does not declare is a type error), each a scalar the URL carries as text.
 * `never` for an endpoint that declares no query.
 */
export type QueryValues<E> = E extends { query: infer Q extends z.ZodType }
  ? { readonly [K in keyof z.input<Q>]?: string | number | boolean | null }
  : never;

/**
 * The URL of a contract endpoint: the table's base, the endpoint's path with each `:name` segment filled
 * from `params` (encoded), then the query string of the fields of `query` that have a value (undefined,
 * null and '' are left out, as the server's readQuery counts them absent). A missing parameter is a bug.
 */
export function endpointUrl<E extends { path: string; query?: z.ZodType }>(
  base: string,
  endpoint: E,
  params: Readonly<{ [K in PathParamNames<E['path']>]: string | number }> = {} as {
    [K in PathParamNames<E['path']>]: string | number;
  },
  query?: QueryValues<E>,
): string {
  const values = params as Readonly<Record<string, string | number>>;
  const path = endpoint.path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`endpointUrl: no value for :${name} of ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
  return `${base}${path}${queryString(query)}`;
}

/** `?a=1&b=x+y` of the fields that have a value (undefined, null and '' are left out), or '' when none has. */
export function queryString(
  query: Readonly<Record<string, string | number | boolean | null | undefined>> = {},
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** What a signed-in feature's API client is built from: the user's token, and fetch and a time-out to swap in tests. */
export interface ApiClientOptions {
  getToken: () => string | null;
  fetch?: FetchLike;
  timeoutMs?: number;
}

/** The server's words for a refusal it explains (4xx with a message), else the fallback. */
export const failureText =
  (fallback: string) =>
  (failure: RequestFailure): string =>
    failure.kind === 'http' && failure.status >= 400 && failure.status < 500 && failure.text ? failure.text : fallback;

type CallInit = Pick<RequestOptions, 'method' | 'body'>;

/**
 * The calls of a signed-in feature's client, all with the user's token: `send` answers the raw
 * response (a CSV, a file), `call` the body checked against its schema, `callAt` a contract endpoint's
 * answer (callEndpoint). A refusal the server explains keeps its words; anything else fails with `fallback`.
 */
export function apiClient(options: ApiClientOptions) {
  const fetchFn: FetchLike = options.fetch ?? platformFetch;
  const send = (url: string, init: CallInit, fallback: string) =>
    request(fetchFn, url, { ...init, token: options.getToken(), timeoutMs: options.timeoutMs }, failureText(fallback));
  const call = async <S extends z.ZodType>(url: string, init: CallInit, schema: S, fallback: string) =>
    parseBody(await send(url, init, fallback), schema, failureText(fallback));
  /** A contract endpoint at `url` (endpointUrl): its method, its success status, its response schema. */
  const callAt = <E extends ContractEndpoint>(url: string, endpoint: E, body: unknown, fallback: string) =>
    callEndpoint(
      fetchFn,
      url,
      endpoint,
      { body, token: options.getToken(), timeoutMs: options.timeoutMs },
      failureText(fallback),
    );
  return { send, call, callAt };
}
