/**
 * The OpenAPI document made from the contracts' endpoint tables (src/domain/openapi.ts, server/openapi.ts):
 * what it says of an endpoint, that the committed docs/openapi.json is what the tables produce, and that
 * every server feature is either described or named as not yet described.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OPENAPI_FILE, openApiFileText } from '../../scripts/openapi/write';
import { API_VERSION } from '../../server/app';
import { CONTRACT_TABLES, DESCRIBED_FEATURES, NOT_YET_DESCRIBED, openApiDocument } from '../../server/openapi';
import { errorBodySchema } from '../../src/domain/apiError';
import { buildOpenApiDocument, type ContractTable } from '../../src/domain/openapi';

const info = { title: 'T', version: '1', description: 'd' };
const errorBody = errorBodySchema(z.enum(['nope', 'gone', 'auth_required']));
const table = (endpoints: ContractTable['endpoints']): ContractTable => ({
  name: 'things',
  base: '/api/things',
  endpoints,
  errorBody,
});

describe('buildOpenApiDocument', () => {
  const doc = buildOpenApiDocument(info, [
    table({
      getThing: {
        method: 'GET',
        path: '/:id/parts/:part',
        auth: true,
        status: 200,
        response: z.object({ id: z.string() }),
        errors: ['gone', 'auth_required'],
      },
      listThings: {
        method: 'GET',
        path: '/list',
        auth: false,
        query: z
          .object({ kind: z.enum(['a', 'b']), page: z.coerce.number().int().min(1).default(1) })
          .and(z.object({ from: z.string().optional() })),
        status: 200,
        response: z.object({ ids: z.array(z.string()) }),
        errors: [],
      },
      makeThing: {
        method: 'POST',
        path: '',
        auth: false,
        request: z.object({ name: z.string().min(1) }),
        status: 201,
        response: z.object({ ok: z.literal(true) }),
        errors: ['nope'],
      },
    }),
  ]);

  it('is OpenAPI 3.1 with a bearer scheme', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toEqual(info);
    expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  });

  it('turns :name segments into path parameters and names the operation by its table key', () => {
    const op = doc.paths['/api/things/{id}/parts/{part}']?.get;
    expect(op?.operationId).toBe('getThing');
    expect(op?.tags).toEqual(['things']);
    expect(op?.parameters?.map((p) => [p.name, p.in, p.required])).toEqual([
      ['id', 'path', true],
      ['part', 'path', true],
    ]);
    expect(op?.security).toEqual([{ bearer: [] }]);
    expect(op?.requestBody).toBeUndefined();
  });

  it('lists the query schema’s fields as query parameters, required only where the query must have them', () => {
    const op = doc.paths['/api/things/list']?.get;
    expect(op?.parameters?.map((p) => [p.name, p.in, p.required])).toEqual([
      ['kind', 'query', true],
      ['page', 'query', false], // it has a default
      ['from', 'query', false], // from the intersection's second part
    ]);
    expect(op?.parameters?.[0]?.schema).toEqual({ type: 'string', enum: ['a', 'b'] });
  });

  it('gives the success status its response schema and the error body its codes as an enum', () => {
    const op = doc.paths['/api/things/{id}/parts/{part}']?.get;
    const success = op?.responses['200']?.content['application/json'].schema;
    expect(success).toMatchObject({ type: 'object', properties: { id: { type: 'string' } }, required: ['id'] });
    const error = op?.responses.default?.content['application/json'].schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    // the endpoint's codes and those any endpoint may answer, not the whole feature's enum
    expect(error.properties.code).toEqual({
      type: 'string',
      enum: ['gone', 'auth_required', 'body_too_large', 'validation_failed', 'service_unavailable'],
    });
    expect(error.required).toEqual(['error', 'message', 'code']);
  });

  it('describes the request body of a public endpoint and mounts an empty path at the base', () => {
    const op = doc.paths['/api/things']?.post;
    expect(op?.security).toEqual([]);
    expect(op?.responses['201']).toBeDefined();
    expect(op?.requestBody?.content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { name: { type: 'string', minLength: 1 } },
      required: ['name'],
    });
  });

  it('refuses two endpoints with one operationId', () => {
    const endpoint = {
      method: 'GET',
      path: '/a',
      auth: false,
      status: 200,
      response: z.object({}),
      errors: [],
    } as const;
    const other = { ...table({ same: endpoint }), name: 'others', base: '/api/others' };
    expect(() => buildOpenApiDocument(info, [table({ same: endpoint }), other])).toThrow(
      /two endpoints are named 'same'/,
    );
  });
});

describe('the API document', () => {
  const doc = openApiDocument(API_VERSION);
  const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));

  it('has one operation per endpoint of every table', () => {
    const keys = CONTRACT_TABLES.flatMap((t) => Object.keys(t.endpoints)).sort();
    expect(operations.map((o) => o.operationId).sort()).toEqual(keys);
    expect(doc.paths['/api/billing/payments/{id}/receipt']?.get?.operationId).toBe('receipt');
    expect(doc.paths['/api/auth/login']?.post?.security).toEqual([]);
    expect(doc.paths['/api/auth/me']?.get?.security).toEqual([{ bearer: [] }]);
  });

  it('requires a bearer token exactly where a table flags auth', () => {
    for (const t of CONTRACT_TABLES) {
      for (const [key, endpoint] of Object.entries(t.endpoints)) {
        const op = operations.find((o) => o.operationId === key);
        expect(op?.security, key).toEqual(endpoint.auth ? [{ bearer: [] }] : []);
      }
    }
  });

  it('is the committed docs/openapi.json (run `npm run openapi` after changing an endpoint table)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(openApiFileText());
  });

  it('names every server feature without an endpoint table in its description', () => {
    const serverFeatures = readdirSync(new URL('../../server/features', import.meta.url), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    const accounted = new Set<string>([...DESCRIBED_FEATURES, ...Object.keys(NOT_YET_DESCRIBED)]);
    expect(serverFeatures.filter((f) => !accounted.has(f))).toEqual([]);
    for (const [feature, what] of Object.entries(NOT_YET_DESCRIBED)) {
      expect(doc.info.description).toContain(`- ${feature}: ${what}`);
    }
  });
});
