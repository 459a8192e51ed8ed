import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginErrorMessage } from '../../src/features/auth/errors';
import { messageFromBody, REQUEST_TIMEOUT_MS, RequestError, request } from '../../src/services/http';
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
