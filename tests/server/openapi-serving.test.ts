/**
 * How GET /api/openapi.json is served: made and compressed once (each encoding on the first request that asks
 * for it, then the same bytes), with a strong ETag that a conditional request turns into a 304.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Harness } from './harness';

const compressed = vi.hoisted(() => ({ sizes: [] as number[] }));
vi.mock('../../server/http/compress', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../server/http/compress')>();
  return {
    ...actual,
    compressBytes: (bytes: Uint8Array, ...rest: [never, never]) => {
      compressed.sizes.push(bytes.byteLength);
      return actual.compressBytes(bytes, ...rest);
    },
  };
});

let production: Harness;
let OPENAPI_PATH: string;
let productionDocument: () => unknown;
beforeAll(async () => {
  // The node tests share one module graph per worker: a file before this one may have loaded the server's
  // compression module already, and the mock above would then never be used. Load the server afresh.
  vi.resetModules();
  const [{ API_VERSION }, openapi, { createHarness }] = await Promise.all([
    import('../../server/app'),
    import('../../server/openapi'),
    import('./harness'),
  ]);
  OPENAPI_PATH = openapi.OPENAPI_PATH;
  productionDocument = () => openapi.openApiDocument(API_VERSION, { production: true });
  production = await createHarness({ production: true, seed: false });
});
afterAll(() => production?.close());

const documentBytes = () => new TextEncoder().encode(JSON.stringify(productionDocument()));
const get = (headers: Record<string, string>) => production.app.request(OPENAPI_PATH, { headers });

describe('GET /api/openapi.json', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('compresses the document once for %s: two requests get the same bytes', async (encoding, decode) => {
    const size = documentBytes().byteLength;
    const before = compressed.sizes.filter((n) => n === size).length;
    const first = await get({ 'Accept-Encoding': encoding });
    const second = await get({ 'Accept-Encoding': encoding });
    for (const res of [first, second]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
    }
    const [a, b] = [Buffer.from(await first.arrayBuffer()), Buffer.from(await second.arrayBuffer())];
    expect(a.equals(b)).toBe(true);
    expect(JSON.parse(decode(a).toString('utf8'))).toEqual(productionDocument());
    expect(compressed.sizes.filter((n) => n === size).length - before).toBe(1);
  });

  it('answers If-None-Match with its ETag by 304 and no body, for any encoding of the document', async () => {
    const plain = await get({});
    const etag = plain.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(Number(plain.headers.get('content-length'))).toBe(documentBytes().byteLength);
    const br = await get({ 'Accept-Encoding': 'br' });
    for (const tag of [etag ?? '', br.headers.get('etag') ?? '', `W/${etag}`]) {
      const res = await get({ 'If-None-Match': tag, 'Accept-Encoding': 'br' });
      expect(res.status).toBe(304);
      expect(await res.text()).toBe('');
      expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    }
    expect((await get({ 'If-None-Match': '"something-else"' })).status).toBe(200);
  });
});
