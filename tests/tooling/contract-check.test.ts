/**
 * The contract check of the server tests (tests/support/contractCheck.ts) can fail: a body that breaks
 * the response schema, a wrong success status, an error body or code the endpoint does not declare.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../server/openapi';
import {
  ContractMismatch,
  checkAgainstDocument,
  checkAnswer,
  contractChecked,
  findEndpoint,
} from '../support/contractCheck';

const health = { status: 'ok', provider: 'sandbox', payments_enabled: true, breaker: 'closed' };
const errorBody = (code: string) => ({ error: 'Nope', message: 'Nope', code });

describe('findEndpoint', () => {
  it('finds the endpoint of a path in every table, parameters included', () => {
    expect(findEndpoint('GET', '/api/billing/subscriptions')?.id).toBe('billing.getSubscription');
    expect(findEndpoint('POST', '/api/billing/subscriptions')?.id).toBe('billing.createSubscription');
    expect(findEndpoint('GET', '/api/billing/payments/pay_1/status')?.id).toBe('billing.paymentStatus');
    expect(findEndpoint('POST', '/api/notifications/n1/read')?.id).toBe('notifications.read');
    expect(findEndpoint('GET', '/api/notifications')?.id).toBe('notifications.list');
    expect(findEndpoint('GET', '/api/payment/verify/tx_1')?.id).toBe('payment.verify');
    expect(findEndpoint('POST', '/api/auth/login')?.id).toBe('auth.login');
  });

  it('leaves undeclared paths and methods alone', () => {
    expect(findEndpoint('GET', '/api/billing/payments/pay_1/receipt.pdf')).toBeUndefined();
    expect(findEndpoint('GET', '/api/notifications/stream')).toBeUndefined();
    expect(findEndpoint('PUT', '/api/billing/subscriptions')).toBeUndefined();
    expect(findEndpoint('GET', '/sandbox/paystack/inline.js')).toBeUndefined();
  });
});

describe('checkAnswer', () => {
  const answer = (status: number, body: unknown, path = '/api/billing/health', method = 'GET') => ({
    method,
    path,
    status,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

  it('passes an answer that keeps the contract', () => {
    expect(checkAnswer(answer(200, health))?.id).toBe('billing.health');
    expect(checkAnswer(answer(200, 'whatever', '/api/site/nowhere'))).toBeUndefined();
  });

  it('fails a success body that breaks the response schema, naming the endpoint and the issues', () => {
    const { breaker: _, ...renamed } = health;
    const check = () => checkAnswer(answer(200, { ...renamed, circuit: 'closed' }));
    expect(check).toThrow(ContractMismatch);
    expect(check).toThrow(/billing\.health \(GET \/api\/billing\/health\) answered 200/);
    expect(check).toThrow(/breaker: .*\[invalid_value\]/);
  });

  it('fails a success status other than the contract’s and a body that is not JSON', () => {
    const created = () => checkAnswer(answer(200, {}, '/api/billing/subscriptions', 'POST'));
    expect(created).toThrow(/success status is 201/);
    expect(() => checkAnswer(answer(200, '<html>'))).toThrow(/not JSON/);
  });

  it('fails an error body that is not the error shape, or a code the endpoint does not declare', () => {
    const path = '/api/billing/subscriptions';
    expect(checkAnswer(answer(404, errorBody('no_subscription'), path))?.id).toBe('billing.getSubscription');
    expect(() => checkAnswer(answer(404, { message: 'no subscription' }, path))).toThrow(/billing error body/);
    expect(() => checkAnswer(answer(409, errorBody('payment_in_progress'), path))).toThrow(
      /error code 'payment_in_progress' is not one the endpoint declares/,
    );
    expect(() => checkAnswer(answer(500, errorBody('no_such_code'), path))).toThrow(/code: /);
    // the database being down (a restart) is an answer of any endpoint
    expect(checkAnswer(answer(503, errorBody('service_unavailable'), path))?.id).toBe('billing.getSubscription');
  });
});

describe('checkAgainstDocument', () => {
  const match = () => {
    const found = findEndpoint('GET', '/api/billing/health');
    if (!found) throw new Error('billing.health is in the tables');
    return found;
  };

  it('passes what the published document accepts, and fails what it refuses', () => {
    expect(() => checkAgainstDocument(match(), 200, health)).not.toThrow();
    const doc = openApiDocument('test');
    const op = doc.paths['/api/billing/health']?.get;
    const schema = op?.responses['200']?.content['application/json'].schema;
    if (schema) schema.required = ['version'];
    expect(() => checkAgainstDocument(match(), 200, health, doc)).toThrow(/the OpenAPI document's schema refuses it/);
  });

  it('reads an error with the default response: a code outside its enum is refused', () => {
    expect(() => checkAgainstDocument(match(), 503, errorBody('service_unavailable'))).not.toThrow();
    expect(() => checkAgainstDocument(match(), 404, errorBody('no_subscription'))).toThrow(/code: must be equal/);
  });

  it('fails an endpoint the document leaves out', () => {
    const doc = openApiDocument('test');
    delete doc.paths['/api/billing/health'];
    expect(() => checkAgainstDocument(match(), 200, health, doc)).toThrow(/missing from the OpenAPI document/);
  });
});

describe('contractChecked', () => {
  it('makes app.request throw when a route answers off contract, and keeps the mismatch', async () => {
    const hono = new Hono();
    let body: unknown = health;
    hono.get('/api/billing/health', (c) => c.json(body as object));
    const { app, mismatches } = contractChecked(hono);

    const ok = await app.request('/api/billing/health');
    expect(await ok.json()).toEqual(health);

    body = { ...health, breaker: 'broken' };
    await expect(app.request('/api/billing/health')).rejects.toThrow(/billing\.health.*\n.*breaker/);
    expect(mismatches).toHaveLength(1);
  });
});
