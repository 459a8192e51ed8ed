import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { loginErrorMessage } from '../../src/features/auth/errors';
import {
  apiClient,
  callEndpoint,
  endpointUrl,
  messageFromBody,
  platformFetch,
  REQUEST_TIMEOUT_MS,
  RequestError,
  request,
} from '../../src/services/http';
import { json, scriptedFetch, text } from './fakes';

afterEach(() => vi.useRealTimers());

describe('request', () => {
  it('reads a success body as text and JSON', async () => {
    const { fetch, calls } = scriptedFetch({ 'POST /x': json(200, { ok: true }) });
    const response = await request(fetch, '/x', { method: 'POST', body: { a: 1 }, token: 'T' }, loginErrorMessage);
    expect(response.json).toEqual({ ok: true });
    expect(calls[0]?.headers).toMatchObject({ Authorization: 'Bearer T', 'Content-Type': 'application/json' });
    expect(calls[0]?.body).toEqual({ a: 1 });
  });

  it('keeps a plain-text success body', async () => {
    const { fetch } = scriptedFetch({ 'POST /x': text(200, 'Successfully registered user') });
    const response = await request(fetch, '/x', { method: 'POST' }, loginErrorMessage);
    expect(response.text).toBe('Successfully registered user');
    expect(response.json).toBeUndefined();
  });

  it('maps an error answer through the catalogue, reading error or message', async () => {
    const { fetch } = scriptedFetch({ 'POST /x': json(401, { error: 'Invalid user credentials' }) });
    const error = await request(fetch, '/x', { method: 'POST' }, loginErrorMessage).catch((e) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error.message).toBe('Invalid email or password. Please try again.');
    expect(error.failure).toEqual({ kind: 'http', status: 401, text: 'Invalid user credentials' });
  });

  it('maps a failed connection to the network message', async () => {
    const { fetch } = scriptedFetch({ 'GET /x': new TypeError('fetch failed') });
    await expect(request(fetch, '/x', {}, loginErrorMessage)).rejects.toThrow(
      'Network error. Please check your connection and try again.',
    );
  });

  it('aborts after 30 s with the timeout message', async () => {
    vi.useFakeTimers();
    const hanging = (_call: unknown, signal?: AbortSignal) =>
      new Promise<Response>((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const { fetch } = scriptedFetch({ 'GET /x': hanging });
    const result = request(fetch, '/x', {}, loginErrorMessage).catch((e) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await result).message).toBe('Login timed out. Please check your connection and try again.');
  });
});

describe('messageFromBody', () => {
  it('prefers error, then message, then plain text, never HTML', () => {
    expect(messageFromBody('', { error: 'A', message: 'B' })).toBe('A');
    expect(messageFromBody('', { message: 'B' })).toBe('B');
    expect(messageFromBody('User already exists', undefined)).toBe('User already exists');
    expect(messageFromBody('<html>502</html>', undefined)).toBeUndefined();
    expect(messageFromBody('{}', {})).toBeUndefined();
  });
});

describe('callEndpoint', () => {
  const endpoint = { method: 'POST', status: 201, response: z.object({ id: z.string() }) } as const;

  it("sends with the endpoint's method and answers the body its schema reads", async () => {
    const { fetch, calls } = scriptedFetch({ 'POST /things': json(201, { id: 't1', extra: 1 }) });
    const answer = await callEndpoint(fetch, '/things', endpoint, { body: { a: 1 }, token: 'T' }, () => 'failed');
    expect(answer).toEqual({ id: 't1' });
    expect(calls[0]?.headers).toMatchObject({ Authorization: 'Bearer T' });
  });

  it('fails another success status or an unreadable body as invalid-response', async () => {
    const { fetch } = scriptedFetch({ 'POST /things': [json(200, { id: 't1' }), json(201, { id: 1 })] });
    for (let i = 0; i < 2; i += 1) {
      const error = await callEndpoint(fetch, '/things', endpoint, {}, (f) => `failed: ${f.kind}`).catch((e) => e);
      expect(error).toBeInstanceOf(RequestError);
      expect(error.message).toBe('failed: invalid-response');
    }
  });

  it("uses the platform's fetch, looked up at call time, when none is given", async () => {
    const stub = vi.fn(async () => json(201, { id: 't2' }));
    vi.stubGlobal('fetch', stub);
    try {
      expect(await callEndpoint(undefined, '/things', endpoint, {}, () => 'failed')).toEqual({ id: 't2' });
      await platformFetch('/other');
      expect(stub).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('endpointUrl', () => {
  it("fills the path's parameters (encoded) under the base and adds the query's fields that have a value", () => {
    const endpoint = { path: '/users/:id/role' };
    expect(endpointUrl('/api/admin', endpoint, { id: 'a b/c' })).toBe('/api/admin/users/a%20b%2Fc/role');
    const tickets = {
      path: '/tickets/:id',
      query: z.object({ q: z.string(), page: z.coerce.number(), to: z.string() }),
    };
    expect(endpointUrl('/api/admin', tickets, { id: 7 }, { q: 'x y', page: 2 })).toBe(
      '/api/admin/tickets/7?q=x+y&page=2',
    );
    // absent, null and empty values are left out, as the server counts them absent
    expect(endpointUrl('/api/admin', tickets, { id: 7 }, { q: '', page: undefined, to: null })).toBe(
      '/api/admin/tickets/7',
    );
    expect(endpointUrl('/api/admin', { path: '/outbox' }, {})).toBe('/api/admin/outbox');
    // the contract's query schema is the only source of keys (checked by the type checker)
    // @ts-expect-error 'nope' is not a field of the endpoint's query
    expect(endpointUrl('/api/admin', tickets, { id: 7 }, { nope: 1 })).toBe('/api/admin/tickets/7?nope=1');
    // @ts-expect-error an endpoint without a query schema takes no query
    expect(endpointUrl('/api/admin', { path: '/outbox' }, {}, { to: 'x' })).toBe('/api/admin/outbox?to=x');
    expect(endpointUrl('', { path: '/paystack/customer/:email' }, { email: 'ama@example.com' })).toBe(
      '/paystack/customer/ama%40example.com',
    );
  });

  it('throws when a parameter of the path is not given (a bug, not a request to send)', () => {
    expect(() => endpointUrl('/api', { path: '/users/:id' })).toThrow(/no value for :id/);
  });
});

describe("apiClient's callAt", () => {
  const endpoint = { method: 'PATCH', status: 200, response: z.object({ id: z.string() }) } as const;

  it("sends the endpoint's method with the token and body; a refusal keeps the server's words, else the fallback", async () => {
    const { fetch, calls } = scriptedFetch({
      'PATCH /things/1': [
        json(200, { id: 't1' }),
        json(409, { error: 'Taken', message: 'Taken', code: 'x' }),
        json(201, { id: 't1' }),
      ],
    });
    const { callAt } = apiClient({ getToken: () => 'T', fetch });
    expect(await callAt('/things/1', endpoint, { a: 1 }, 'Failed')).toEqual({ id: 't1' });
    expect(calls[0]).toMatchObject({ method: 'PATCH', body: { a: 1 }, headers: { Authorization: 'Bearer T' } });
    await expect(callAt('/things/1', endpoint, undefined, 'Failed')).rejects.toThrow('Taken');
    await expect(callAt('/things/1', endpoint, undefined, 'Failed')).rejects.toThrow('Failed');
  });
});
