/**
 * The Arkesel adapter against a local fake of its API (node:http on 127.0.0.1): the request it sends
 * (path, method, api-key header, JSON body with sender, message and recipients) and how it reads the
 * answers: success with an id, an invalid number (permanent), HTTP errors (retried), a refused status.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arkeselSender } from '../../../server/sms/arkesel';
import { SmsSendError } from '../../../server/sms/sender';

interface Seen {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base = '';
const seen: Seen[] = [];
let reply: { status: number; body: string } = { status: 200, body: '{}' };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      res.end(reply.body);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const sender = () => arkeselSender({ apiKey: 'test-api-key-123', senderId: 'SkyLink', baseUrl: `${base}/` });
const message = { to: '233551234987', text: 'SkyLink Ghana: GHS 100.00 received.' };

describe('the Arkesel adapter', () => {
  it('posts the message to /api/v2/sms/send with the api-key header and answers the id', async () => {
    seen.length = 0;
    reply = {
      status: 200,
      body: JSON.stringify({ status: 'success', data: [{ recipient: '233551234987', id: 'abc-123' }] }),
    };
    await expect(sender().send(message)).resolves.toEqual({ status: 'sent', providerMessageId: 'abc-123' });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/v2/sms/send');
    expect(request?.headers['api-key']).toBe('test-api-key-123');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      sender: 'SkyLink',
      message: message.text,
      recipients: ['233551234987'],
    });
  });

  it('a number listed as invalid is a permanent failure', async () => {
    reply = {
      status: 200,
      body: JSON.stringify({ status: 'success', data: [{ 'invalid numbers': ['233551234987'] }] }),
    };
    const err = await sender()
      .send(message)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsSendError);
    expect((err as SmsSendError).permanent).toBe(true);
  });

  it('HTTP errors and refused answers are failures to retry, with what Arkesel said', async () => {
    for (const [status, body, said] of [
      [500, 'upstream down', 'Arkesel HTTP 500: upstream down'],
      [401, JSON.stringify({ status: 'error', message: 'Invalid API key' }), 'Arkesel HTTP 401: Invalid API key'],
      [200, JSON.stringify({ status: 'error', message: 'Insufficient balance' }), 'Insufficient balance'],
    ] as const) {
      reply = { status, body };
      const err = await sender()
        .send(message)
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SmsSendError);
      expect((err as SmsSendError).permanent).toBe(false);
      expect((err as Error).message).toContain(said);
    }
  });

  it('a 422 (a payload Arkesel refuses) is permanent; an unreachable host is retried', async () => {
    reply = { status: 422, body: JSON.stringify({ message: 'The sender field is required.' }) };
    expect(
      (
        (await sender()
          .send(message)
          .catch((e: unknown) => e)) as SmsSendError
      ).permanent,
    ).toBe(true);
    const down = arkeselSender({ apiKey: 'k-12345678', senderId: 'SkyLink', baseUrl: 'http://127.0.0.1:1' });
    const err = (await down.send(message).catch((e: unknown) => e)) as SmsSendError;
    expect(err.message).toMatch(/^Arkesel unreachable/);
    expect(err.permanent).toBe(false);
  });
});
