/**
 * The API fuzzer: every route the app serves under /api gets generated requests (wrong types, boundary
 * numbers, unicode, huge and deeply nested bodies, broken JSON, other customers' ids, no/garbage/other
 * tokens) and must never answer 5xx. Shared by the test (a size that fits CI) and `npm run fuzz` (full size).
 */
import fc from 'fast-check';
import type { BillingHarness } from '../features/billing/support';

export interface FuzzRoute {
  method: string;
  path: string;
}

/** Routes to fuzz: every /api route but the long-lived event stream (it never ends by design). */
export function fuzzableRoutes(h: BillingHarness): FuzzRoute[] {
  const seen = new Map<string, FuzzRoute>();
  for (const r of h.app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/') || r.path.endsWith('*')) continue;
    if (r.path.endsWith('/stream')) continue;
    seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  }
  return [...seen.values()];
}

const nasty = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '../../etc/passwd',
  '%00',
  '%',
  '\u0000',
  '\u202e',
  '😀',
  'ǅ',
  "' or 1=1 --",
  '<script>',
  '=HYPERLINK("x")',
  'x'.repeat(5000),
);
const text = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }));
const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, -0),
);
const jsonish: fc.Arbitrary<unknown> = fc.oneof(
  { maxDepth: 3 },
  text,
  number,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(text, number), { maxLength: 5 }),
);

export interface FuzzContext {
  /** ids that exist: this customer's, another customer's, plans, payments */
  ids: string[];
  /** field names the API uses (so bodies hit the validators, not only unknown keys) */
  fields: string[];
  tokens: (string | undefined)[];
}

/** One generated request for a route. */
export function requestArbitrary(route: FuzzRoute, ctx: FuzzContext) {
  const param = fc.oneof(fc.constantFrom(...ctx.ids), fc.uuid(), text.map(encodeURIComponent));
  const field = fc.oneof(fc.constantFrom(...ctx.fields), text);
  const object = fc.dictionary(field, jsonish, { maxKeys: 8 });
  const deep = fc.integer({ min: 50, max: 3000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`);
  const huge = fc.integer({ min: 200_000, max: 1_200_000 }).map((n) => JSON.stringify({ message: 'x'.repeat(n) }));
  const body = fc.oneof(
    { weight: 6, arbitrary: object.map((o) => JSON.stringify(o)) },
    { weight: 1, arbitrary: jsonish.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', 'nul', '\u0000', '[1,]', '') },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: huge },
  );
  const query = fc.dictionary(field, text, { maxKeys: 4 });
  const paramNames = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');
  return fc.record({
    params: fc.tuple(...paramNames.map(() => param)),
    query,
    body,
    token: fc.constantFrom(...ctx.tokens),
    contentType: fc.constantFrom('application/json', 'application/json', 'text/plain', undefined),
  });
}

export interface FuzzResult {
  requests: number;
  byStatus: Map<number, number>;
  failures: string[];
}

/** Send `runs` generated requests to each route; every answer below 500 or it is a failure. */
export async function fuzz(h: BillingHarness, ctx: FuzzContext, runs: number, seed: number): Promise<FuzzResult> {
  const result: FuzzResult = { requests: 0, byStatus: new Map(), failures: [] };
  for (const route of fuzzableRoutes(h)) {
    await fc
      .assert(
        fc.asyncProperty(requestArbitrary(route, ctx), async (req) => {
          let i = 0;
          const path = route.path.replace(/:([A-Za-z]+)/g, () => String(req.params[i++] ?? 'x'));
          const qs = new URLSearchParams(req.query).toString();
          const url = `${path}${qs ? `?${qs}` : ''}`;
          const headers: Record<string, string> = { 'X-Forwarded-For': `198.51.100.${(result.requests % 200) + 1}` };
          if (req.token) headers.Authorization = `Bearer ${req.token}`;
          if (req.contentType) headers['Content-Type'] = req.contentType;
          const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
          const res = await h.app.request(url, { method: route.method, headers, body: hasBody ? req.body : undefined });
          await res.arrayBuffer();
          result.requests += 1;
          result.byStatus.set(res.status, (result.byStatus.get(res.status) ?? 0) + 1);
          if (res.status >= 500) {
            result.failures.push(
              `${route.method} ${url.slice(0, 200)} -> ${res.status} (body ${req.body.slice(0, 120)})`,
            );
            return false;
          }
          return true;
        }),
        { numRuns: runs, seed, endOnFailure: true },
      )
      .catch(() => undefined);
  }
  await h.settle();
  return result;
}
