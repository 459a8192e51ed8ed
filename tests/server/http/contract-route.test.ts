import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { isMountedFromContract, route } from '../../../server/http/contractRoute';
import { ApiError, errorResponse } from '../../../server/http/errors';

/**
 * The route helper mounts an endpoint from its declaration: method and path from the table, the query
 * string and the body read with their schemas, the declared status sent, the answer checked against its schema, and an auth
 * endpoint refused when it is mounted without a bearer.
 */
const echo = {
  method: 'POST',
  path: '/things/:id/name',
  auth: false,
  request: z.object({ name: z.string().min(2, 'Name is too short') }),
  status: 201,
  response: z.object({ id: z.string(), name: z.string() }),
} as const;

function appWith(mount: (app: Hono) => void) {
  const app = new Hono();
  app.onError((err, c) => (err instanceof ApiError ? errorResponse(c, err) : c.json({ code: 'unexpected' }, 500)));
  mount(app);
  return app;
}

const post = (app: Hono, path: string, body: unknown, type = 'application/json') =>
  app.request(path, { method: 'POST', headers: { 'content-type': type }, body: JSON.stringify(body) });

afterEach(() => vi.restoreAllMocks());

describe('route(app, endpoint, handler)', () => {
  it('answers with the declared status, the validated body and the path parameters', async () => {
    const app = appWith((a) => route(a, echo, (_c, { body, params }) => ({ id: params.id, name: body.name })));
    const res = await post(app, '/things/t-1/name', { name: 'Ama' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: 't-1', name: 'Ama' });
  });

  it('registers only the declared method and path', async () => {
    const app = appWith((a) => route(a, echo, (_c, { body, params }) => ({ id: params.id, name: body.name })));
    expect((await app.request('/things/t-1/name')).status).toBe(404);
    expect((await post(app, '/things/t-1', { name: 'Ama' })).status).toBe(404);
  });

  it('refuses a body its request schema refuses, with the rule’s message by field, before the handler runs', async () => {
    const handler = vi.fn(() => ({ id: 'x', name: 'x' }));
    const app = appWith((a) => route(a, echo, handler));
    const res = await post(app, '/things/t-1/name', { name: 'A' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'validation_failed',
      issues: [{ path: 'name', message: 'Name is too short' }],
    });
    const wrongType = await post(app, '/things/t-1/name', { name: 'Ama' }, 'text/plain');
    expect(wrongType.status).toBe(415);
    expect(handler).not.toHaveBeenCalled();
  });

  it('reads the query string with its schema: defaults for what is absent or empty, the parsed values to the handler', async () => {
    const list = {
      method: 'GET',
      path: '/things',
      auth: false,
      query: z.object({
        status: z.enum(['all', 'open'], { error: 'status must be all or open' }).default('all'),
        page: z.coerce.number().int().min(1, 'page must be a whole number from 1').default(1),
      }),
      status: 200,
      response: z.object({ status: z.string(), page: z.number() }),
    } as const;
    const handler = vi.fn((_c: unknown, { query }: { query: { status: string; page: number } }) => query);
    const app = appWith((a) => route(a, list, handler));
    expect(await (await app.request('/things?status=open&page=3')).json()).toEqual({ status: 'open', page: 3 });
    expect(await (await app.request('/things?status=&page=')).json()).toEqual({ status: 'all', page: 1 });
    const bad = await app.request('/things?status=closed&page=0');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: 'validation_failed',
      message: 'status must be all or open',
      issues: [
        { path: 'status', message: 'status must be all or open' },
        { path: 'page', message: 'page must be a whole number from 1' },
      ],
    });
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('gives a handler of an endpoint without a query schema no query', async () => {
    const app = appWith((a) => route(a, echo, (_c, { query, params }) => ({ id: params.id, name: String(query) })));
    expect(await (await post(app, '/things/t-1/name?x=1', { name: 'Ama' })).json()).toEqual({
      id: 't-1',
      name: 'undefined',
    });
  });

  it('accepts text/plain only where the endpoint says so', async () => {
    const app = appWith((a) =>
      route(a, { ...echo, textPlain: true }, (_c, { body, params }) => ({ id: params.id, name: body.name })),
    );
    expect((await post(app, '/things/t-1/name', { name: 'Ama' }, 'text/plain')).status).toBe(201);
  });

  it('answers 500 when the handler’s answer breaks the response schema (checked outside production)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = () => ({ id: 7, name: 'Ama' }) as unknown as { id: string; name: string };
    const app = appWith((a) => route(a, echo, broken));
    const res = await post(app, '/things/t-1/name', { name: 'Ama' });
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ code: 'internal' });
    expect(log.mock.calls[0]?.[0]).toMatch(/POST \/things\/:id\/name breaks its contract: id:/);
    const unchecked = appWith((a) => route(a, echo, broken, { checkAnswers: false }));
    expect((await post(unchecked, '/things/t-1/name', { name: 'Ama' })).status).toBe(201);
  });

  it('passes a refused body through onBodyRefused, which may reword it, before the handler runs', async () => {
    const handler = vi.fn(() => ({ id: 'x', name: 'x' }));
    const noted: string[] = [];
    const app = appWith((a) =>
      route(a, echo, handler, {
        onBodyRefused: (_c, refusal) => {
          noted.push(refusal.code);
          return new ApiError(refusal.status, refusal.code, `Refused: ${refusal.message}`, refusal.extra);
        },
      }),
    );
    const res = await post(app, '/things/t-1/name', { name: 'A' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Refused: Name is too short',
      issues: [{ path: 'name', message: 'Name is too short' }],
    });
    expect(noted).toEqual(['validation_failed']);
    expect(handler).not.toHaveBeenCalled();
    // a body it accepts never reaches the hook
    expect((await post(app, '/things/t-1/name', { name: 'Ama' })).status).toBe(201);
    expect(noted).toHaveLength(1);
  });

  it('marks the handlers it registers, so a route registered by hand can be told apart', () => {
    const app = appWith((a) => {
      route(a, echo, (_c, { body, params }) => ({ id: params.id, name: body.name }));
      a.get('/by-hand', (c) => c.json({}));
    });
    const marked = app.routes.map((r) => [`${r.method} ${r.path}`, isMountedFromContract(r.handler)]);
    expect(marked).toEqual([
      ['POST /things/:id/name', true],
      ['GET /by-hand', false],
    ]);
  });

  it('refuses to serve an auth endpoint mounted without a bearer', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = appWith((a) => route(a, { ...echo, auth: true }, () => ({ id: 'x', name: 'x' })));
    expect((await post(app, '/things/t-1/name', { name: 'Ama' })).status).toBe(500);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/requires a bearer/));
  });
});
