/** Test doubles for the services: an in-memory Web Storage and a scripted fetch. */

import type { KeyValueStorage } from '../../src/features/auth/tokenStore';
import type { FetchLike } from '../../src/services/http';

export class MemoryStorage implements KeyValueStorage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  clear() {
    this.map.clear();
  }
}

export interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Reply = Response | Error | ((call: Call, signal?: AbortSignal) => Promise<Response>);

/** A fetch that answers from a queue of replies (by path) and records every call. */
export function scriptedFetch(routes: Record<string, Reply | Reply[]>) {
  const calls: Call[] = [];
  const queues = new Map(Object.entries(routes).map(([k, v]) => [k, Array.isArray(v) ? [...v] : [v]]));
  const fetch: FetchLike = async (url, init) => {
    const body = init?.body;
    const call: Call = {
      url,
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof body === 'string' ? JSON.parse(body) : body,
    };
    calls.push(call);
    const key = `${call.method} ${url}`;
    const queue = queues.get(key);
    if (!queue?.length) throw new Error(`unexpected ${key}`);
    const reply = queue.length > 1 ? queue.shift() : queue[0];
    if (reply instanceof Error) throw reply;
    if (typeof reply === 'function') return reply(call, init?.signal ?? undefined);
    return (reply as Response).clone();
  };
  return { fetch, calls };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const text = (status: number, body: string) => new Response(body, { status });
