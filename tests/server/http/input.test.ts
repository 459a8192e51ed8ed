/**
 * The HTTP input layer against hostile bodies: JSON nested too deeply is refused before it is parsed or
 * walked (400, never a 500), and one body limit stands in front of all of /api, before authentication,
 * whether the body comes with a Content-Length or streamed (413). Body limits are checked on a real Node
 * server: there the request carries the Content-Length the client sent.
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_BODY_BYTES } from '../../../server/http/bodyLimit';
import { errorResponse, internalError, NESTED_TOO_DEEPLY, readJson, toApiError } from '../../../server/http/errors';
import { PROFILE_PICTURE_MAX_BYTES } from '../../../src/features/auth/rules';
import type { DEFAULT_SETTINGS } from '../../../src/features/settings/contract';
import { createHarness, type Harness } from '../harness';

let h: Harness;
let server: ReturnType<typeof serve>;
let base: string;
let customer: string;
let admin: string;
let demoId: string;

beforeAll(async () => {
  h = await createHarness();
  await new Promise<void>((ready) => {
    server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  customer = (await h.login('demo@example.com', 'Demo#Pass2026')).access_token;
  admin = (await h.login('ops@example.com', 'Admin#Pass2026')).access_token;
  demoId = (await (await h.get('/api/auth/me', customer)).json()).id;
});
afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  await h?.close();
});

/** `{"a":{"a":...{"a":1}...}}`, `depth` objects deep, as a body with one section around it. */
const nested = (depth: number, leaf = '1') => `${'{"a":'.repeat(depth - 1)}{"a":${leaf}}${'}'.repeat(depth - 1)}`;

/** A request in process (app.request) with a raw text body. */
const send = (method: string, path: string, body: string, token?: string, type = 'application/json') =>
  h.app.request(path, {
    method,
    headers: {
      'Content-Type': type,
      'X-Forwarded-For': '198.51.100.31',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body,
  });

describe('JSON nested too deeply', () => {
  it('readJson takes 32 levels and refuses 33 with 400 invalid_body, before parsing', async () => {
    const app = new Hono();
    app.post('/echo', async (c) => c.json(await readJson(c, z.looseObject({}))));
    app.onError((err, c) => errorResponse(c, toApiError(err) ?? internalError()));
    const post = (body: string) =>
      app.request('/echo', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    const deepest = await post(nested(32));
    expect(deepest.status).toBe(200);
    expect(JSON.stringify(await deepest.json())).toBe(nested(32));
    const tooDeep = await post(nested(33));
    expect(tooDeep.status).toBe(400);
    expect(await tooDeep.json()).toEqual({
      error: NESTED_TOO_DEEPLY,
      message: NESTED_TOO_DEEPLY,
      code: 'invalid_body',
    });
    // brackets inside strings are text, not nesting
    const text = await post(JSON.stringify({ a: '[{'.repeat(1000), b: '\\"[[[['.repeat(100) }));
    expect(text.status).toBe(200);
  });

  it('PUT /api/user/settings: 33 levels are 400 invalid_body; 32 pass on to the schema', async () => {
    const at32 = await send('PUT', '/api/user/settings', `{"profile":${nested(31)}}`, customer);
    expect(at32.status).toBe(400);
    expect((await at32.json()).code).toBe('validation_failed');
    const at33 = await send('PUT', '/api/user/settings', `{"profile":${nested(32)}}`, customer);
    expect(at33.status).toBe(400);
    expect(await at33.json()).toMatchObject({ code: 'invalid_body', message: NESTED_TOO_DEEPLY });
  });

  it('PUT /api/user/settings: 8,000 levels (16 KB, its whole limit) are 400 invalid_body, not a 500', async () => {
    const levels = 8_000;
    const deepest = await send(
      'PUT',
      '/api/user/settings',
      `{"profile":${'['.repeat(levels)}${']'.repeat(levels)}}`,
      customer,
    );
    expect(deepest.status).toBe(400);
    expect(await deepest.json()).toMatchObject({ code: 'invalid_body', message: NESTED_TOO_DEEPLY });
  });

  const batch = (properties: string) =>
    `{"sessionId":"deep-session","events":[{"name":"page_view","timestamp":"2026-11-21T09:00:00Z","properties":${properties}}]}`;

  it('POST /api/events (anonymous, text/plain as sendBeacon sends it): 33 levels are 400 invalid_body', async () => {
    const at33 = await send('POST', '/api/events', batch(nested(30)), undefined, 'text/plain');
    expect(at33.status).toBe(400);
    expect(await at33.json()).toMatchObject({ code: 'invalid_body', message: NESTED_TOO_DEEPLY });
  });

  it('POST /api/events (anonymous): 30,000 levels (60 KB) are 400 invalid_body, not a 500', async () => {
    const levels = 30_000;
    const deepest = await send('POST', '/api/events', batch(`${'['.repeat(levels)}${']'.repeat(levels)}`));
    expect(deepest.status).toBe(400);
    expect(await deepest.json()).toMatchObject({ code: 'invalid_body', message: NESTED_TOO_DEEPLY });
  });

  it('a control character deep in a body is still refused, with its path', async () => {
    const res = await send('PUT', '/api/user/settings', `{"profile":${nested(30, '"x\\u0000"')}}`, customer);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.issues).toEqual([
      {
        path: ['profile', ...Array(30).fill('a')].join('.'),
        message: 'This field contains characters that are not allowed',
      },
    ]);
  });
});

/**
 * A request to the real server on a connection of its own (a server that answers before reading a body
 * may close the connection after it), the body sent with a Content-Length, or streamed in 16 KB chunks
 * without one (Transfer-Encoding: chunked). Writing stops when the answer arrives.
 */
function overNode(
  method: string,
  path: string,
  body: string | Uint8Array,
  { token, streamed = false, type = 'application/json' }: { token?: string; streamed?: boolean; type?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const bytes = typeof body === 'string' ? Buffer.from(body) : Buffer.from(body);
  const headers: Record<string, string> = { Connection: 'close' };
  if (type) headers['Content-Type'] = type;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (!streamed) headers['Content-Length'] = String(bytes.length);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(`${base}${path}`, { method, headers, agent: false }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
      );
    });
    // the server may close the connection once it has answered, before the whole body was sent
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    const chunk = 16 * 1024;
    let offset = 0;
    const writeMore = () => {
      while (offset < bytes.length && !answered) {
        const ok = req.write(bytes.subarray(offset, offset + chunk));
        offset += chunk;
        if (!ok) return void req.once('drain', writeMore);
      }
      req.end();
    };
    writeMore();
  });
}

/** A valid settings body padded with spaces to the given size. */
const paddedSettings = (bytes: number) => {
  const json = JSON.stringify({ preferences: { theme: 'dark' } });
  return json.slice(0, -1) + ' '.repeat(bytes - json.length) + json.slice(-1);
};

const tooLarge = { error: 'Request body is too large', message: 'Request body is too large', code: 'body_too_large' };

describe('one body limit in front of /api', () => {
  const oversized = paddedSettings(API_BODY_BYTES + 1);

  it('PUT /api/user/settings without a token: 413 before authentication, with a length or streamed', async () => {
    expect(await overNode('PUT', '/api/user/settings', oversized)).toEqual({ status: 413, body: tooLarge });
    expect(await overNode('PUT', '/api/user/settings', oversized, { streamed: true })).toEqual({
      status: 413,
      body: tooLarge,
    });
    // whatever the type says
    expect((await overNode('PUT', '/api/user/settings', oversized, { type: 'text/plain' })).status).toBe(413);
  });

  it('the settings routes with a token: 413, with a length or streamed', async () => {
    for (const path of ['/api/user/settings', '/api/user/settings/preferences', '/api/notifications/settings']) {
      expect(await overNode('PUT', path, oversized, { token: customer }), path).toEqual({
        status: 413,
        body: tooLarge,
      });
      expect(await overNode('PUT', path, oversized, { token: customer, streamed: true }), path).toEqual({
        status: 413,
        body: tooLarge,
      });
    }
  });

  it('an administrator action: 413', async () => {
    const body = JSON.stringify({ reason: 'x'.repeat(API_BODY_BYTES) });
    expect(await overNode('POST', `/api/admin/users/${demoId}/deactivate`, body, { token: admin })).toEqual({
      status: 413,
      body: tooLarge,
    });
    expect(
      await overNode('POST', `/api/admin/users/${demoId}/deactivate`, body, { token: admin, streamed: true }),
    ).toEqual({ status: 413, body: tooLarge });
  });

  it("a body under a route's own limit still works, with a length or streamed", async () => {
    // every JSON route has a limit of its own under the common one; the settings routes take 16 KB
    // (tests/server/features/settings/limits.test.ts answers one byte more with 413)
    const justUnder = paddedSettings(16 * 1024);
    const saved = await overNode('PUT', '/api/user/settings', justUnder, { token: customer });
    expect(saved.status).toBe(200);
    expect((saved.body.settings as typeof DEFAULT_SETTINGS).preferences).toEqual({ theme: 'dark' });
    const streamed = await overNode('PUT', '/api/user/settings', justUnder, { token: customer, streamed: true });
    expect(streamed.status).toBe(200);
  });

  it('a profile picture of a real size (1 MB, over the common limit) still uploads; over its own limit it is 413', async () => {
    const picture = async (size: number) => {
      const bytes = new Uint8Array(size);
      bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const form = new FormData();
      form.append('profile_picture', new File([bytes], 'me.png', { type: 'image/png' }));
      const encoded = new Request('http://localhost/', { method: 'POST', body: form });
      const type = encoded.headers.get('content-type') ?? '';
      return { body: new Uint8Array(await encoded.arrayBuffer()), type };
    };
    const real = await picture(1024 * 1024);
    const uploaded = await overNode('POST', '/api/auth/upload-profile-picture', real.body, {
      token: customer,
      type: real.type,
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.url).toMatch(/^\/api\/auth\/profile-picture\//);
    const huge = await picture(PROFILE_PICTURE_MAX_BYTES + 128 * 1024);
    const refused = await overNode('POST', '/api/auth/upload-profile-picture', huge.body, {
      token: customer,
      type: huge.type,
    });
    expect(refused.status).toBe(413);
    expect(refused.body.code).toBe('body_too_large');
  });
});
