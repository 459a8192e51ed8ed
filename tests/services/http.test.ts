import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { loginErrorMessage } from '../../src/features/auth/errors';
import {
  callEndpoint,
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
